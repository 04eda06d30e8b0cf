import type { RefundRequest, RenewalRefundRequest } from '@parallax/core/contracts/desk-customers';
import { deskCustomersEndpoints as endpoints } from '@parallax/core/endpoints/desk-customers';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueries } from '@/data/account/user-queries';
import { callEndpoint } from '@/lib/api-client';

/** Customers per page of the search. */
export const CUSTOMER_PAGE_SIZE = 25;

/**
 * Key factory: all → search(q, page); all → customer(id). Under `user`, so a signed-out
 * operator's customers leave the cache with them.
 */
export const customersQueries = {
  all: () => [...userQueries.all(), 'desk-customers'] as const,
  search: (q: string, page: number) =>
    queryOptions({
      queryKey: [...customersQueries.all(), 'search', q, page],
      queryFn: ({ signal }) =>
        callEndpoint(endpoints.searchCustomers, {
          prefix: 'store',
          query: { q, page, size: CUSTOMER_PAGE_SIZE },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  customer: (id: string) =>
    queryOptions({
      queryKey: [...customersQueries.all(), 'customer', id],
      queryFn: ({ signal }) =>
        callEndpoint(endpoints.customerDetail, { prefix: 'store', params: { id }, signal }),
      refetchOnWindowFocus: true,
    }),
};

/** After any action the customer's page is read again (another operator may have acted too). */
function useCustomerAction<Input, Output>(
  userId: string,
  action: (input: Input) => Promise<Output>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () =>
      client.invalidateQueries({ queryKey: customersQueries.customer(userId).queryKey }),
  });
}

/** Refunds all or part of an order (the same refundId again refunds once). */
export const useRefundOrder = (userId: string) =>
  useCustomerAction(userId, ({ orderId, body }: { orderId: string; body: RefundRequest }) =>
    callEndpoint(endpoints.refundOrder, { prefix: 'store', params: { id: orderId }, body }),
  );

/** Refunds all or part of a paid renewal charge (the same refundId again refunds once). */
export const useRefundRenewal = (userId: string) =>
  useCustomerAction(
    userId,
    ({ chargeId, body }: { chargeId: string; body: RenewalRefundRequest }) =>
      callEndpoint(endpoints.refundRenewal, { prefix: 'store', params: { id: chargeId }, body }),
  );

export const useResendReceipt = (userId: string) =>
  useCustomerAction(userId, (orderId: string) =>
    callEndpoint(endpoints.resendReceipt, { prefix: 'store', params: { id: orderId } }),
  );

export const useCancelSubscription = (userId: string) =>
  useCustomerAction(userId, (subscriptionId: string) =>
    callEndpoint(endpoints.cancelSubscription, {
      prefix: 'store',
      params: { id: subscriptionId },
    }),
  );

export const useEndSessions = (userId: string) =>
  useCustomerAction(userId, () =>
    callEndpoint(endpoints.endSessions, { prefix: 'store', params: { id: userId } }),
  );

/** Allows the customer to play files of their own, or withdraws it (the same choice again: no change). */
export const useSetUploads = (userId: string) =>
  useCustomerAction(userId, (allowed: boolean) =>
    callEndpoint(endpoints.setCustomerUploads, {
      prefix: 'store',
      params: { id: userId },
      body: { allowed },
    }),
  );
