import type { ErrorBody } from '@parallax/core/contracts/common';
import { DomainError, ERROR_TYPES, type ErrorType } from '@parallax/core/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { en } from '@parallax/core/i18n/en';
import { es } from '@parallax/core/i18n/es';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable } from '../db/connection-errors.js';
import { languageOf } from './language.js';

const catalogues = { en, es } as const;

/**
 * A domain error with a message of its own in the catalogue (spec 1 §8) answers that text in the
 * caller's language; the rest keep the server's English explanation.
 */
function messageOf(request: FastifyRequest, error: DomainError): string {
  const key = ERROR_TYPES[error.errorType].messageKey;
  if (key === 'something_went_wrong') return error.message;
  return catalogues[languageOf(request)].errors[key];
}

const GENERIC_MESSAGE = 'Oops, something went wrong. Please try again.';
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
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'is invalid',
      }));
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
    if (error instanceof DomainError) {
      return send(reply, error.status, {
        errorType: error.errorType,
        message: messageOf(request, error),
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
