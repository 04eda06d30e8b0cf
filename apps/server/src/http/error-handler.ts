import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@parallax/core/contracts/common';
import { DomainError, ERROR_TYPES, type ErrorType } from '@parallax/core/errors';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { en } from '@parallax/core/i18n/en';
import { es } from '@parallax/core/i18n/es';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable } from '../db/connection-errors.js';
import { MALFORMED_TEXT_KEY, MalformedTextError } from './json-body.js';
import { languageOf } from './language.js';

const catalogues = { en, es } as const;

/**
 * A domain error with a message of its own in the catalogue (spec 1 §8) answers that text in the
 * caller's language; the rest keep the server's English explanation.
 */
function messageOf(request: FastifyRequest, error: DomainError): string {
  const key = ERROR_TYPES[error.errorType].messageKey;
  if (key === 'something_went_wrong') return error.message;
  const language = languageOf(request);
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  return catalogues[language].errors[key].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = error.params?.[name];
    if (value === undefined) return placeholder;
    return typeof value === 'string' ? value : list.format(value);
  });
}

const GENERIC_MESSAGE = 'Oops, something went wrong. Please try again.';

/** The longest request target (path and query) the server reads. */
export const MAX_URL_LENGTH = 8 * 1024;
const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';

/**
 * Every 503 says when to try again: a database restart or an object store's outage is over in
 * seconds, and clients (the web app's request retry, load balancers) wait this long.
 */
const RETRY_AFTER_SECONDS = 5;

/**
 * The one place errors become HTTP: `{ errorType, message, requestId }` (+ `issues` for
 * validation). The request id is the one in X-Request-Id and in every log line of the request, so
 * a report quoting an error body leads to its logs.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // Node takes a request line and headers of up to 16 KiB; a URL needs far less. A longer one is
  // refused before any other work (the router's own limit on one parameter is 100 characters).
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.length <= MAX_URL_LENGTH) return done();
    done(new DomainError('UriTooLong', `The address is longer than ${MAX_URL_LENGTH} characters`));
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'is invalid',
      }));
      return sendValidationError(request, reply, issues);
    }
    if (error instanceof MalformedTextError) {
      return sendValidationError(request, reply, [
        { path: error.path, message: MALFORMED_TEXT_KEY },
      ]);
    }
    if (error instanceof DomainError) {
      return send(reply, error.status, {
        errorType: error.errorType,
        message: messageOf(request, error),
        ...(error.params ? { params: error.params } : {}),
      });
    }
    if (isDatabaseUnreachable(error)) {
      // Restarting or out of reach: the same request may well succeed in a few seconds.
      request.log.warn({ err: error, reqId: request.id }, 'unreachable: answered 503');
      return send(reply, 503, { errorType: 'ServiceUnavailable', message: UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, { errorType: errorTypeOf(status), message: error.message });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return send(reply, 500, { errorType: 'InternalError', message: GENERIC_MESSAGE });
  });
}

/** A 400 ValidationError; the first issue, in the caller's language when it is a message key. */
function sendValidationError(
  request: FastifyRequest,
  reply: FastifyReply,
  issues: { path: string; message: string }[],
): FastifyReply {
  const first = issues[0];
  const errorsText: Record<string, string> = catalogues[languageOf(request)].errors;
  const explained = first && Object.hasOwn(errorsText, first.message);
  return send(reply, 400, {
    errorType: 'ValidationError',
    message: first
      ? `${first.path}: ${explained ? errorsText[first.message] : first.message}`
      : 'The request is not valid',
    issues,
  });
}

// Errors raised by Fastify and its plugins carry a status only: each maps to the catalogue type
// with that status (the catalogue holds the statuses; only the choice of types is made here).
const GENERIC_ERROR_TYPES: readonly ErrorType[] = [
  'Forbidden',
  'NotFound',
  'MethodNotAllowed',
  'PayloadTooLarge',
  'UriTooLong',
  'UnsupportedMediaType',
  'TooManyRequests',
  'RequestTimeout',
  'RequestHeaderFieldsTooLarge',
];

function errorTypeOf(status: number): ErrorType {
  return GENERIC_ERROR_TYPES.find((type) => ERROR_TYPES[type].status === status) ?? 'BadRequest';
}

/**
 * Fastify's router answers some requests before any route runs (a parameter longer than 100
 * characters: 414; a malformed URL: 400). Given as `frameworkErrors`, this keeps their bodies in
 * the catalogue's shape too.
 */
export function sendFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  void send(reply, status, { errorType: errorTypeOf(status), message: error.message });
}

/** What Node's parser reports, as the client should read it. */
function clientErrorOf(code: string): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, message: 'The request’s headers are larger than 16 KiB' };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT') {
    return { status: 408, message: 'The request was not received in time' };
  }
  return { status: 400, message: `The request is not valid HTTP (${code})` };
}

/**
 * Node answers some requests before Fastify sees them: headers over its 16 KiB limit (431), a
 * request line, header or body framing it cannot parse (400: a bad chunk size, Content-Length
 * and Transfer-Encoding together…), a client too slow to send its request (408). Given as
 * `clientErrorHandler`, this writes them in the catalogue's shape too, with a request id of their
 * own (logged with the cause), then closes the connection, whose stream can no longer be read.
 */
export const answerClientError: NonNullable<FastifyServerOptions['clientErrorHandler']> = function (
  this: FastifyInstance,
  error,
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = clientErrorOf(error.code);
  const requestId = randomUUID();
  this.log.info({ reqId: requestId, code: error.code, status }, 'refused before routing');
  // An answer already under way on this connection cannot be followed by another one.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ errorType: errorTypeOf(status), message, requestId });
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'X-Content-Type-Options: nosniff',
        `X-Request-Id: ${requestId}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
};

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return send(reply, ERROR_TYPES.NotFound.status, {
    errorType: 'NotFound',
    message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
  });
}

/** The errorType each error answer carried, for the metrics (http/metrics.ts). */
const errorTypes = new WeakMap<FastifyReply, string>();

/** The errorType of the error body this reply sent, if it sent one. */
export function errorTypeSent(reply: FastifyReply): string | undefined {
  return errorTypes.get(reply);
}

function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  errorTypes.set(reply, body.errorType);
  if (status === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  // Set here too: the router's own errors skip the hooks that set it on every other answer.
  return reply
    .code(status)
    .header('X-Request-Id', reply.request.id)
    .type('application/json; charset=utf-8')
    .send({ ...body, requestId: reply.request.id });
}
