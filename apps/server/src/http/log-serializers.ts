import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import { withoutQueryValues } from '../db/query-errors.js';
import { redactText, redactUrl, redactValues } from './log-redaction.js';

type SerializedError = ReturnType<typeof pino.stdSerializers.err>;

/**
 * The logger's serializers: Fastify's own, except that no secret reaches a line. A request's URL
 * loses its credentials (http/log-redaction.ts); an error logged under `err` (by the error
 * handler, health check, jobs, shutdown…) loses the values of any failed query in its chain, and
 * every URL in its message, stack and fields is redacted the same way.
 */
export const logSerializers = {
  // Fastify's request; a raw IncomingMessage has no host or ip, and logs without them.
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  err: (error: Error) =>
    redactValues(pino.stdSerializers.err(withoutQueryValues(error) as Error)) as SerializedError,
};

/**
 * Pino's hook on every call: a message written as text (Fastify's "Route GET:/… not found", a
 * library's warning quoting a URL) is redacted like an error's. The object of a call goes
 * through the serializers above; the rest of its fields are the callers' own, which name ids,
 * never credentials.
 */
export const logHooks = {
  logMethod(this: pino.Logger, args: unknown[], method: pino.LogFn): void {
    const redacted = args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg));
    method.apply(this, redacted as Parameters<pino.LogFn>);
  },
} satisfies pino.LoggerOptions['hooks'];
