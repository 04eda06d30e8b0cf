import type { DevOutboxMessage } from '@parallax/core/contracts/auth';
import type { FastifyInstance } from 'fastify';

/** The newest development-outbox message to `to` (the real outbox, read over HTTP). */
export async function lastMailTo(app: FastifyInstance, to: string): Promise<DevOutboxMessage> {
  const messages = (await app.inject('/api/dev/outbox')).json<DevOutboxMessage[]>();
  const message = messages.find((candidate) => candidate.to === to);
  if (!message) throw new Error(`no e-mail to ${to}`);
  return message;
}

export function codeIn(message: DevOutboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in "${message.text}"`);
  return code;
}
