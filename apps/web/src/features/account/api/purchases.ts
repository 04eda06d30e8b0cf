import { TransactionList } from '@parallax/core/contracts/payments';
import { queryOptions } from '@tanstack/react-query';
import { storeApi } from '@/lib/api-path';
import { apiGet } from '@/lib/http';
import { userQueries } from '@/lib/user-queries';

/** spec 2 §5 purchases: the signed-in user's transactions (under `user`: gone at sign-out). */
export const purchasesQuery = () =>
  queryOptions({
    queryKey: [...userQueries.all(), 'transactions'],
    queryFn: ({ signal }) => apiGet(storeApi('/transaction/list'), TransactionList, { signal }),
    staleTime: 60_000,
  });
