import { UserInfo } from '@parallax/core/contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { plainApi } from './api-path';
import { ApiError, apiGet } from './http';

/** The signed-in user, or null for a guest (the server answers 401 Unauthorized). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<UserInfo | null> {
  try {
    return await apiGet(plainApi('/settings/user/info'), UserInfo, signal ? { signal } : {});
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
