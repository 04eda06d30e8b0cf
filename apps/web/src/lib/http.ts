import { ErrorBody } from '@parallax/core/contracts/common';
import { ERROR_TYPES } from '@parallax/core/errors';
import type { z } from 'zod';
import { OFFLINE_HEADER } from '@/sw/cache-rules';
import { reportNoInternet, reportReachable } from './connectivity';
import { currentLanguage } from './i18n';
import { csrfHeaders, readSessionMarker, refreshSession, tokenState } from './session';

/** spec 1 §8: no response at all is reported as status 520, 'Something Went Wrong'. */
export const NO_RESPONSE_STATUS = 520;
export const NO_RESPONSE_MESSAGE = 'Something Went Wrong';

export type ErrorIssue = { path: string; message: string };

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly errorType: string,
    message: string,
    readonly issues: readonly ErrorIssue[] = [],
    /** What the message names (the plans that open a pack, …), lists as lists. */
    readonly params: Readonly<Record<string, string | readonly string[]>> = {},
  ) {
    super(message);
  }
}

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

export const hasErrorType = (error: unknown, errorType: string): boolean =>
  error instanceof ApiError && error.errorType === errorType;

/** Retry server and network failures twice; a client error (4xx) will not change on retry. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const isClientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !isClientError && failureCount < 2;
}

/**
 * spec 1 §8: the i18n key of the message for a failed call. Known errorTypes use the catalogue;
 * no response at all is 'Something Went Wrong' (status 520), or the offline message when the
 * browser knows it has no network; anything else is something_went_wrong.
 */
export function errorMessageKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.errorType === 'NoResponse') {
      return navigator.onLine === false ? 'errors.offline' : 'errors.no_response';
    }
    if (Object.hasOwn(ERROR_TYPES, error.errorType)) {
      return `errors.${ERROR_TYPES[error.errorType as keyof typeof ERROR_TYPES].messageKey}`;
    }
  }
  return 'errors.something_went_wrong';
}

/** The values of a failed call's message (`errorMessageKey`): lists joined in the page's language. */
export function errorMessageValues(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const list = new Intl.ListFormat(currentLanguage(), { type: 'conjunction' });
  return Object.fromEntries(
    Object.entries(error.params).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : list.format(value),
    ]),
  );
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RequestOptions = {
  signal?: AbortSignal;
  /** Let the request outlive the page (a save as the page is hidden or left; body under 64 KB). */
  keepalive?: boolean;
};

async function request(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'User-Language': currentLanguage(),
  };
  if (method !== 'GET') Object.assign(headers, csrfHeaders());
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    reportNoInternet();
    throw new ApiError(NO_RESPONSE_STATUS, 'NoResponse', NO_RESPONSE_MESSAGE);
  }
  // The service worker answered from its cache because the network failed (spec 1 §8).
  if (response.headers.has(OFFLINE_HEADER)) reportNoInternet();
  else reportReachable();
  return response;
}

/**
 * spec 1 §8: an error answer in the catalogue's shape keeps its errorType and message; any other
 * is 'Something Went Wrong' (status 520 when there is none), with the body's message when it
 * has one.
 */
async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = ErrorBody.safeParse(body);
  if (parsed.success) {
    const { errorType, message, issues, params } = parsed.data;
    return new ApiError(response.status, errorType, message, issues, params);
  }
  const bodyMessage =
    typeof body === 'object' && body !== null && 'message' in body ? body.message : null;
  return new ApiError(
    response.status || NO_RESPONSE_STATUS,
    'Unknown',
    typeof bodyMessage === 'string' && bodyMessage.trim() ? bodyMessage : NO_RESPONSE_MESSAGE,
  );
}

/**
 * Calls made before the browser had a CSRF cookie each bring one back, and the browser keeps the
 * last to arrive: a retry can meet a cookie replaced between reading it and sending it. Beyond
 * these retries the refusal is real.
 */
const MAX_CSRF_RETRIES = 2;

/**
 * One call with the token rules of spec 1 §4: an access token about to expire is refreshed
 * first; a 403 triggers one refresh and one retry. A CSRF mismatch needs no refresh: the 403
 * itself delivered the cookie, so the call is simply sent again with it.
 */
async function send(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
  if (tokenState(readSessionMarker(), Date.now()) === 'expiring') await refreshSession();
  let csrfRetries = 0;
  let hasRefreshed = false;
  for (;;) {
    const response = await request(method, path, body, options);
    if (response.status !== 403) return response;
    const error = await toApiError(response);
    if (error.errorType === 'CsrfTokenMismatch') {
      if (csrfRetries === MAX_CSRF_RETRIES) throw error;
      csrfRetries += 1;
    } else {
      if (hasRefreshed || !(await refreshSession())) throw error;
      hasRefreshed = true;
    }
  }
}

/** A 204 (No Content) answer reads as `null`, the body its contracts declare. */
async function readBody(response: Response): Promise<unknown> {
  return response.status === 204 ? null : await response.json().catch(() => null);
}

async function parseResponse<T extends z.ZodType>(
  response: Response,
  schema: T | undefined,
): Promise<z.infer<T>> {
  if (!response.ok) throw await toApiError(response);
  if (!schema) return undefined as z.infer<T>;
  return schema.parse(await readBody(response));
}

/**
 * One call whose answer is checked against the schema of the status it came with (a checkout
 * answers 200 with a payment page or 202 with a code challenge).
 */
export async function apiCall<T>(
  method: Method,
  path: string,
  body: unknown,
  schemaOf: (status: number) => z.ZodType<T>,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, path, body, options);
  if (!response.ok) throw await toApiError(response);
  return schemaOf(response.status).parse(await readBody(response));
}

/**
 * GET a JSON body and check it against its contract. Every call sends credentials and the
 * User-Language header (spec 1 §7). Errors become ApiError carrying the server's errorType.
 */
export async function apiGet<T extends z.ZodType>(
  path: string,
  schema: T,
  options: RequestOptions = {},
): Promise<z.infer<T>> {
  return parseResponse(await send('GET', path, undefined, options), schema);
}

/**
 * POST, PUT, PATCH or DELETE a JSON body (with the CSRF header) and check the answer against its
 * contract; without a schema the answer is ignored (204 No Content).
 */
export async function apiSend(
  method: Exclude<Method, 'GET'>,
  path: string,
  body?: unknown,
): Promise<void>;
export async function apiSend<T extends z.ZodType>(
  method: Exclude<Method, 'GET'>,
  path: string,
  body: unknown,
  schema: T,
  options?: RequestOptions,
): Promise<z.infer<T>>;
export async function apiSend<T extends z.ZodType>(
  method: Exclude<Method, 'GET'>,
  path: string,
  body?: unknown,
  schema?: T,
  options: RequestOptions = {},
): Promise<z.infer<T> | void> {
  return parseResponse(await send(method, path, body, options), schema);
}
