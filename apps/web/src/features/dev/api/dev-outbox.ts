import { DevOutboxMessage } from '@parallax/core/contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@/lib/http';

/** The development server's outbox (404 in production): the e-mails it would have sent. */
export const devQueries = {
  all: () => ['dev'] as const,
  outbox: () =>
    queryOptions({
      queryKey: [...devQueries.all(), 'outbox'],
      queryFn: ({ signal }) => apiGet('/api/dev/outbox', z.array(DevOutboxMessage), { signal }),
      refetchInterval: (query) => (query.state.status === 'error' ? false : 2000),
      retry: false,
      staleTime: 0,
    }),
};

/** The six-digit code in a message, if it has one. */
export function findCode(text: string): string | null {
  return /\b(\d{6})\b/.exec(text)?.[1] ?? null;
}
