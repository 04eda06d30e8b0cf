import type { UserInfo } from '@parallax/core/contracts/auth';
import { profileEndpoints } from '@parallax/core/endpoints/profile';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { ApiError } from '@/lib/http';
import { readSessionMarker, tokenState } from '@/lib/session';

/**
 * The signed-in user, or null for a guest. Without a live refresh marker there is no session to
 * ask about, so a guest costs no request (and no 401 in the console); with one, a 401 from the
 * server also means a guest.
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<UserInfo | null> {
  const state = tokenState(readSessionMarker(), Date.now());
  if (state === 'none' || state === 'ended') return null;
  try {
    return await callEndpoint(profileEndpoints.info, {
      prefix: 'plain',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Key factory: all → info. Everything under `user` belongs to the signed-in user. */
export const userQueries = {
  all: () => ['user'] as const,
  info: () =>
    queryOptions({
      queryKey: [...userQueries.all(), 'info'],
      queryFn: ({ signal }) => fetchCurrentUser(signal),
      staleTime: 5 * 60_000,
    }),
};
