import { paymentsEndpoints } from '@parallax/core/endpoints/shop';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { userQueries } from '@/data/account/user-queries';

/** spec 2 §5 purchases: the signed-in user's transactions (under `user`: gone at sign-out). */
export const purchasesQuery = () =>
  queryOptions({
    queryKey: [...userQueries.all(), 'transactions'],
    queryFn: ({ signal }) =>
      callEndpoint(paymentsEndpoints.transactions, { prefix: 'store', signal }),
    staleTime: 60_000,
  });
