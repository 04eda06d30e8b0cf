import {
  endpointPath,
  successSchema,
  type Endpoint,
  type EndpointBase,
  type PathParams,
  type SuccessBody,
} from '@parallax/core/endpoints/endpoint';
import type { z } from 'zod';
import { plainApi, storeApi, variantPrefix } from './api-path';
import { apiCall, type RequestOptions } from './http';

type Part<E, K extends string> = E extends { [key in K]: infer S extends z.ZodType } ? S : never;

/** The API prefix of a call: chosen by the caller, unless the endpoint is served at one base. */
type PrefixOption<E extends Endpoint> = E extends { base: EndpointBase }
  ? { prefix?: never }
  : {
      /** spec 1 §6: which API prefix the call uses (see `api-path.ts`). */
      prefix: 'store' | 'plain';
    };

/** The parts of a call's address: its prefix, its path parameters where declared, its query. */
type AddressOptions<E extends Endpoint> = PrefixOption<E> & {
  query?: [Part<E, 'query'>] extends [never] ? never : z.input<Part<E, 'query'>>;
} & ([PathParams<E>] extends [never] ? { params?: never } : { params: PathParams<E> });

/** The parts of a call its endpoint asks for: path parameters and a body only where declared. */
export type CallOptions<E extends Endpoint> = RequestOptions &
  AddressOptions<E> &
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

/**
 * The address of a call: the endpoint's base or the chosen API prefix, its path with its
 * parameters filled in, its query.
 */
export function endpointUrl<E extends Endpoint>(endpoint: E, options: AddressOptions<E>): string {
  const { prefix, params, query } = options as {
    prefix?: 'store' | 'plain';
    params?: Readonly<Record<string, string | number>>;
    query?: Readonly<Record<string, unknown>>;
  };
  const path = endpointPath(endpoint, params);
  const chosen = variantPrefix(endpoint.path, prefix ?? 'plain');
  const prefixed =
    endpoint.base !== undefined
      ? `${endpoint.base}${path}`
      : chosen === 'store'
        ? storeApi(path)
        : plainApi(path);
  return prefixed + queryString(query);
}

/**
 * Calls an endpoint of the table in `@parallax/core/endpoints` and checks the answer against its
 * success schema, so the path and the contract are the server's own.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E>,
): Promise<SuccessBody<E>> {
  const url = endpointUrl<E>(endpoint, options);
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
