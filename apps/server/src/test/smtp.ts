import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it: the envelope's recipients and the raw message. */
export type ReceivedMail = { to: string[]; raw: string };

/**
 * A real SMTP server on loopback that keeps every message it accepts (`received`), for tests of
 * what the app sends over SMTP_URL; close it in afterAll. `acceptDelayMs`: it takes that long to
 * accept each message, as a distant server does, so messages queue up behind one another.
 */
export async function startTestSmtp(options: { acceptDelayMs?: number } = {}): Promise<{
  port: number;
  received: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Received once accepted: the moment the sender hears it was delivered.
        setTimeout(() => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        }, options.acceptDelayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
