import type { SalesQuery } from '@parallax/core/contracts/desk-sales';
import { deskSalesEndpoints as endpoints } from '@parallax/core/endpoints/desk-sales';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { userQueries } from '@/data/account/user-queries';
import { callEndpoint, endpointUrl } from '@/lib/api-client';

/** A new sale shows within the minute: the figures are read again this often and on focus. */
const REFRESH_MS = 30_000;

/** Key factory: all → report(query). Under `user`, so a signed-out operator's figures go. */
export const salesQueries = {
  all: () => [...userQueries.all(), 'desk-sales'] as const,
  report: (query: SalesQuery) =>
    queryOptions({
      queryKey: [...salesQueries.all(), 'report', query.from, query.to, query.bucket],
      queryFn: ({ signal }) => callEndpoint(endpoints.report, { prefix: 'store', query, signal }),
      placeholderData: keepPreviousData,
      refetchInterval: REFRESH_MS,
      refetchOnWindowFocus: true,
    }),
};

/** The CSV export's address (a plain link: the browser downloads it with the session cookie). */
export const salesCsvUrl = (query: SalesQuery): string =>
  endpointUrl(endpoints.csv, { prefix: 'store', query });
