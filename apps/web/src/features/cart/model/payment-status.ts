import type { QueryClient } from '@tanstack/react-query';
import { paymentsEndpoints } from '@parallax/core/endpoints/shop';
import { endpointUrl } from '@/lib/api-client';
import { apiGet } from '@/lib/http';
import { readStorage, removeStorage, STORAGE_KEYS } from '@/lib/storage';
import { subscriptionQueries } from '@/data/subscriptions/subscription-queries';
import { showToast } from '@/lib/toast';
import { userQueries } from '@/data/account/user-queries';
import { z } from 'zod';
import { localCart } from './local-cart';

const Status = z.object({ id: z.string(), status: z.string() });

/**
 * What a settled payment changes on this device. The checkout remembered in
 * `_user_go_to_payment` is forgotten; on success its items leave the local cart (a guest-style
 * cart; the server empties its own) and what shows ownership, the cart, the user's status, the
 * subscription flags (a tariff bought) and the notifications (the purchase's, spec 2 §3) is
 * fetched again.
 */
export async function applySettledPayment(
  queryClient: QueryClient,
  transaction: { id: string; status: string },
): Promise<void> {
  const isSuccess = transaction.status !== 'FAILED';
  if (readStorage(STORAGE_KEYS.userGoToPayment) === transaction.id) {
    if (isSuccess) localCart.clear();
    removeStorage(STORAGE_KEYS.userGoToPayment);
  }
  if (!isSuccess) return;
  await Promise.all(
    [userQueries.all(), ['catalog'], ['cart'], subscriptionQueries.all(), ['notifications']].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * spec 1 §6: the payment status is refreshed on route change (not on the payment-result and cart
 * pages). A remembered checkout that has settled since is applied, with a toast.
 */
export async function refreshPaymentStatus(queryClient: QueryClient): Promise<void> {
  const id = readStorage(STORAGE_KEYS.userGoToPayment);
  if (!id) return;
  let transaction: z.infer<typeof Status>;
  try {
    const url = endpointUrl(paymentsEndpoints.transaction, {
      prefix: 'store',
      params: { transactionId: id },
    });
    transaction = await apiGet(url, Status);
  } catch {
    return;
  }
  if (transaction.status === 'PENDING' || readStorage(STORAGE_KEYS.userGoToPayment) !== id) return;
  const isSuccess = transaction.status !== 'FAILED';
  showToast(isSuccess ? 'paymentResult.toastSuccess' : 'paymentResult.toastFailed', {
    tone: isSuccess ? 'success' : 'error',
  });
  await applySettledPayment(queryClient, transaction);
}
