import type { QueryClient } from '@tanstack/react-query';
import { storeApi } from '@/lib/api-path';
import { apiGet } from '@/lib/http';
import { readStorage, removeStorage, STORAGE_KEYS } from '@/lib/storage';
import { showToast } from '@/lib/toast';
import { userQueries } from '@/lib/user-queries';
import { z } from 'zod';
import { localCart } from './local-cart';

const Status = z.object({ id: z.string(), status: z.string() });

/**
 * spec 1 §6: the payment status is refreshed on route change (not on the payment-result and cart
 * pages). A checkout remembered in `_user_go_to_payment` that has settled since is forgotten,
 * with a toast; a success refreshes what shows ownership.
 */
export async function refreshPaymentStatus(queryClient: QueryClient): Promise<void> {
  const id = readStorage(STORAGE_KEYS.userGoToPayment);
  if (!id) return;
  let status: string;
  try {
    status = (await apiGet(storeApi(`/transaction/${encodeURIComponent(id)}`), Status)).status;
  } catch {
    return;
  }
  if (status === 'PENDING' || readStorage(STORAGE_KEYS.userGoToPayment) !== id) return;
  removeStorage(STORAGE_KEYS.userGoToPayment);
  if (status === 'FAILED') {
    showToast('paymentResult.toastFailed', { tone: 'error' });
    return;
  }
  localCart.clear();
  showToast('paymentResult.toastSuccess', { tone: 'success' });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: userQueries.all() }),
    queryClient.invalidateQueries({ queryKey: ['catalog'] }),
    queryClient.invalidateQueries({ queryKey: ['cart'] }),
  ]);
}
