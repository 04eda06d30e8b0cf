import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino from 'pino';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import { answerClientError, sendFrameworkError } from '../http/error-handler.js';
import { logHooks, logSerializers } from '../http/log-serializers.js';
import type { ReplayedAnswers } from '../http/replayed-answers.js';
import { fastifyTrustProxy } from '../http/trusted-proxy.js';

/** A request id from the client is kept only when a trusted proxy sent the request. */
export function requestIdOf(
  isTrustedPeer: (remoteAddress: string | undefined) => boolean,
  request: IncomingMessage,
): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' &&
    /^[\w-]{1,64}$/.test(incoming) &&
    isTrustedPeer(request.socket.remoteAddress)
    ? incoming
    : randomUUID();
}

/**
 * Every schema is a zod contract, so Fastify's default compilers (Ajv and fast-json-stringify)
 * are never built, nor loaded. Fastify's types describe those defaults (Ajv's validate
 * functions); the zod compilers answer `{ value }` or `{ error }`, which Fastify takes as well.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

export function createFastify(
  config: Config,
  logStream: NodeJS.WritableStream | undefined,
  replays: ReplayedAnswers,
  isTrustedPeer: (remoteAddress: string | undefined) => boolean,
) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      hooks: logHooks,
      // Asynchronous: lines written while a write is under way go out together in the next one,
      // not one system call each; what is left is written on exit.
      stream: logStream ?? pino.destination({ dest: 1, sync: false }),
    },
    logController: new OneLinePerRequest(),
    genReqId: (request) => requestIdOf(isTrustedPeer, request),
    // Guests' catalog reads answered again before routing (replayed-answers.ts).
    serverFactory: replays.serverFactory,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: answerClientError,
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Request-Id', request.id);
    done(null, payload);
  });
  return app;
}

/** One log line per request, when it is answered, rather than Fastify's two (in and out). */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
