import { devEndpoints } from '@parallax/core/endpoints/dev';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** The development server's outbox (404 in production): the e-mails it would have sent. */
export const devQueries = {
  all: () => ['dev'] as const,
  outbox: () =>
    queryOptions({
      queryKey: [...devQueries.all(), 'outbox'],
      queryFn: ({ signal }) => callEndpoint(devEndpoints.outbox, { signal }),
      refetchInterval: (query) => (query.state.status === 'error' ? false : 2000),
      retry: false,
      staleTime: 0,
    }),
};

/** The six-digit code in a message, if it has one. */
export function findCode(text: string): string | null {
  return /\b(\d{6})\b/.exec(text)?.[1] ?? null;
}
