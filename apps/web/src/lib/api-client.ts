import {
  endpointPath,
  successSchema,
  type Endpoint,
  type PathParams,
  type SuccessBody,
} from '@parallax/core/endpoints/endpoint';
import type { z } from 'zod';
import { plainApi, storeApi } from './api-path';
import { apiCall, type RequestOptions } from './http';

type Part<E, K extends string> = E extends { [key in K]: infer S extends z.ZodType } ? S : never;

/** The parts of a call its endpoint asks for: path parameters and a body only where declared. */
export type CallOptions<E extends Endpoint> = RequestOptions & {
  /** spec 1 §6: which API prefix the call uses (see `api-path.ts`). */
  prefix: 'store' | 'plain';
  query?: [Part<E, 'query'>] extends [never] ? never : z.input<Part<E, 'query'>>;
} & ([PathParams<E>] extends [never] ? { params?: never } : { params: PathParams<E> }) &
  ([Part<E, 'body'>] extends [never]
    ? { body?: Record<string, never> }
    : { body: z.input<Part<E, 'body'>> });

/** `?a=1&b=2` of the values that are set; empty when none is. */
function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      search.append(name, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The address of a call: prefix, the endpoint's path with its parameters filled in, query. */
export function endpointUrl(
  endpoint: Endpoint,
  options: {
    prefix: 'store' | 'plain';
    params?: Readonly<Record<string, string | number>> | undefined;
    query?: object | undefined;
  },
): string {
  const path = endpointPath(endpoint, options.params);
  const prefixed = options.prefix === 'store' ? storeApi(path) : plainApi(path);
  return prefixed + queryString(options.query as Record<string, unknown> | undefined);
}

/**
 * Calls an endpoint of the table in `@parallax/core/endpoints` and checks the answer against its
 * success schema, so the path and the contract are the server's own.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E>,
): Promise<SuccessBody<E>> {
  const url = endpointUrl(endpoint, {
    prefix: options.prefix,
    params: options.params as Record<string, string> | undefined,
    query: options.query as object | undefined,
  });
  const { signal, keepalive } = options;
  const requestOptions = { ...(signal ? { signal } : {}), ...(keepalive ? { keepalive } : {}) };
  return apiCall(
    endpoint.method,
    url,
    options.body,
    (status) => successSchema(endpoint, status) as z.ZodType<SuccessBody<E>>,
    requestOptions,
  );
}
