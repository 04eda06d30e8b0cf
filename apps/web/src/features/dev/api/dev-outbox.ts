import { devEndpoints } from '@parallax/core/endpoints/dev';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { isNotFound } from '@/lib/http';

/** The development outbox (404 without DEV_TOOLS): the e-mails the server would have sent. */
export const devQueries = {
  all: () => ['dev'] as const,
  outbox: () =>
    queryOptions({
      queryKey: [...devQueries.all(), 'outbox'],
      queryFn: ({ signal }) => callEndpoint(devEndpoints.outbox, { signal }),
      // A server without the development tools answers 404 for good; any other failure (a busy
      // or restarting server) is tried again at the next tick, so the page catches up by itself.
      refetchInterval: (query) => (isNotFound(query.state.error) ? false : 2000),
      retry: false,
      staleTime: 0,
    }),
};

/** The six-digit code in a message, if it has one. */
export function findCode(text: string): string | null {
  return /\b(\d{6})\b/.exec(text)?.[1] ?? null;
}
