import type { z } from 'zod';
import type { DeskArea } from '../rules/staff.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One operation of the API: what the server registers (validation, serialization, OpenAPI) and
 * what the web calls, declared once so a path cannot differ between them.
 */
export type Endpoint = {
  method: HttpMethod;
  /**
   * Where the path is served. Left out, under both API prefixes (`/api/v1` and `/store/api/v1`,
   * the caller chooses, spec 1 §6); set, at this one base only: the system and development routes
   * under `/api`, the social sign-in redirects at the addresses registered with each provider.
   */
  base?: EndpointBase;
  /** Fastify-style (`/tags/:slug`), relative to the API prefix or to the endpoint's base. */
  path: `/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body's media types when it is not JSON (an OAuth endpoint takes form posts). */
  consumes?: readonly string[];
  /** The answer's schema per status: the success status first, then the error statuses. */
  responses: Readonly<Record<number, z.ZodType>>;
  /**
   * Who may call it, as the server enforces it and the OpenAPI document's `security` says:
   * `user`, a signed-in user only (the session cookie or a Bearer token; a guest gets 401
   * Unauthorized); `optional`, anyone, answered for the signed-in user when there is one. Left
   * out: anyone alike. Every state-changing call also needs the CSRF pair unless it sends a Bearer
   * token (`http/session.ts`).
   */
  auth?: 'user' | 'optional';
  /**
   * An operator's desk call: the area whose roles may call it (rules/staff.ts; an admin may call
   * every one). The server answers 401 to a guest and 403 to anyone else without the role; such an
   * endpoint is also `auth: 'user'`.
   */
  desk?: DeskArea;
  /** OpenAPI grouping (each tag described in `tags.ts`) and text. */
  tags: string[];
  summary?: string;
  description?: string;
};

/** The bases an endpoint served once lives under (`''` is the site's root). */
export type EndpointBase = '' | '/api' | '/api/v1';

/** Keeps the precise types of an endpoint's schemas (what the handler and the caller infer). */
export function defineEndpoint<E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** The success statuses an endpoint answers (a checkout answers 200 or 202). */
export type SuccessStatus<E extends Endpoint> = Extract<
  keyof E['responses'],
  200 | 201 | 202 | 204
>;

/** The body of a success answer, as the caller receives it (a union when there are several). */
export type SuccessBody<E extends Endpoint> = z.output<E['responses'][SuccessStatus<E>]>;

/** The path parameters a call fills in (`never` when the path has none). */
export type PathParams<E extends Endpoint> = E['params'] extends z.ZodType
  ? z.input<E['params']>
  : never;

/**
 * The schema of a success answer: the one declared for `status`, or the lowest 2xx status the
 * endpoint declares when it names none.
 */
export function successSchema(endpoint: Endpoint, status?: number): z.ZodType {
  const declared = Object.keys(endpoint.responses)
    .map(Number)
    .filter((code) => code >= 200 && code < 300)
    .sort((a, b) => a - b);
  const chosen = status !== undefined && declared.includes(status) ? status : declared[0];
  const schema = chosen === undefined ? undefined : endpoint.responses[chosen];
  if (!schema) throw new Error(`${endpoint.method} ${endpoint.path} declares no success answer`);
  return schema;
}

/**
 * The endpoint's path with each `:name` segment replaced by its value, percent-encoded so a value
 * holding `/`, `%`, `?` or a space stays one segment.
 */
export function endpointPath(
  endpoint: Pick<Endpoint, 'path'>,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return endpoint.path.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
