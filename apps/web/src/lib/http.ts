import { ErrorBody } from '@parallax/core/contracts/common';
import type { z } from 'zod';
import { currentLanguage } from './i18n';

/** spec 1 §8: no response at all is reported as status 520. */
export const NO_RESPONSE_STATUS = 520;

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly errorType: string,
    message: string,
  ) {
    super(message);
  }
}

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

/** Retry server and network failures twice; a client error (4xx) will not change on retry. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const isClientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !isClientError && failureCount < 2;
}

/**
 * GET a JSON body and check it against its contract. Every call sends credentials and the
 * User-Language header (spec 1 §7). Errors become ApiError carrying the server's errorType.
 */
export async function apiGet<T extends z.ZodType>(
  path: string,
  schema: T,
  options: { signal?: AbortSignal } = {},
): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'include',
      headers: { Accept: 'application/json', 'User-Language': currentLanguage() },
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(NO_RESPONSE_STATUS, 'NoResponse', 'Something Went Wrong');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ErrorBody.safeParse(body);
    throw parsed.success
      ? new ApiError(response.status, parsed.data.errorType, parsed.data.message)
      : new ApiError(response.status, 'Unknown', 'Something Went Wrong');
  }
  return schema.parse(body);
}
