import { operationIdOf } from '@parallax/core/endpoints/all';
import type { Endpoint } from '@parallax/core/endpoints/endpoint';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { securityOf, type SecurityRequirement } from './openapi.js';
import { isRateLimiter } from './rate-limit.js';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Part<E, K extends string> = E extends { [key in K]: infer S } ? S : undefined;

/** The Fastify schema of an endpoint: what types the request, the answer and the OpenAPI entry. */
type EndpointSchema<E extends Endpoint> = {
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  body: Part<E, 'body'>;
  response: E['responses'];
  tags: string[];
  summary?: string;
  description?: string;
  operationId: string;
  security: SecurityRequirement[];
  'x-rate-limit'?: string;
};

type Handler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  EndpointSchema<E>,
  ZodTypeProvider
>;

/** What stays in the route file: hooks (sign-in, rate limits), route config, body limits. */
export type RouteExtras<E extends Endpoint> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    unknown,
    EndpointSchema<E>,
    ZodTypeProvider
  >,
  'schema'
>;

/**
 * The endpoint's Fastify schema, with what the OpenAPI document says of it: its id (the copy under
 * /store/api/v1 is told apart) and who may call it.
 */
function schemaOf(
  endpoint: Endpoint,
  prefix: string,
  extras: { config?: { csrf?: boolean }; onRequest?: unknown },
): FastifySchema & { tags: string[] } {
  const { params, query, body, responses, tags, summary, description } = endpoint;
  const id = operationIdOf(endpoint);
  const onRequest: unknown[] = [extras.onRequest ?? []].flat();
  return {
    tags,
    operationId: prefix.startsWith('/store/') ? `${id}InStore` : id,
    security: securityOf(endpoint.auth, endpoint.method, extras.config?.csrf === false),
    // Documented in http/openapi-tidy.ts: the limit's headers on every answer, and 429.
    ...(onRequest.some(isRateLimiter) ? { 'x-rate-limit': 'per client address, per minute' } : {}),
    ...(summary === undefined ? {} : { summary }),
    ...(description === undefined ? {} : { description }),
    ...(params ? { params } : {}),
    ...(query ? { querystring: query } : {}),
    ...(body ? { body } : {}),
    ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
    response: responses,
  };
}

/**
 * Registers the handler of an endpoint of the table in `@parallax/core/endpoints`: method, path
 * and schemas come from the table, so the server serves exactly what the web calls. An endpoint
 * without a base gets the prefix of the plugin it is registered in (each API prefix registers it);
 * one with a base is served there, so its plugin is registered without a prefix.
 */
export function route<E extends Endpoint>(app: ZodApp, endpoint: E, handler: Handler<E>): void;
export function route<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  extras: RouteExtras<E>,
  handler: Handler<E>,
): void;
export function route<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  ...rest: [Handler<E>] | [RouteExtras<E>, Handler<E>]
): void {
  const [extras, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  app.route({
    ...extras,
    method: endpoint.method,
    url: `${endpoint.base ?? ''}${endpoint.path}`,
    schema: schemaOf(endpoint, app.prefix, extras) as EndpointSchema<E>,
    handler,
  });
}
