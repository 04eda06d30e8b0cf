import type { LocalCart } from '@parallax/core/contracts/cart';
import type { CheckoutEmailConfirmation } from '@parallax/core/contracts/payments';
import { paymentsEndpoints } from '@parallax/core/endpoints/shop';
import { callEndpoint } from '@/lib/api-client';
import { readAttribution } from '@/data/marketing/attribution';
import { VARIANT } from '@/lib/platform';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { guestRequestOf } from '../model/local-cart';

export type CheckoutChoice = { paymentMethod: 'card' | 'crypto' | 'paypal'; acquiringType: string };

/**
 * spec 1 §4 checkout: writes the order, remembers it (`_user_go_to_payment`, so its status is
 * refreshed on the way back) and sends the browser to the payment page. A guest-style cart is
 * sent along; a guest also gives an e-mail. When another checkout opened an account for that
 * e-mail, the server asks for the code it sent there first (the answer is returned; call again
 * with `confirmation`).
 */
export async function startCheckout(
  choice: CheckoutChoice,
  buyer: {
    localCart: LocalCart | null;
    email?: string;
    emailConsent?: boolean;
    confirmation?: { token: string; confirmation: string };
  },
): Promise<CheckoutEmailConfirmation | void> {
  const result = await callEndpoint(paymentsEndpoints.checkout, {
    prefix: 'store',
    query: { platform: VARIANT.platform },
    body: {
      ...choice,
      ...(buyer.localCart ? { cart: guestRequestOf(buyer.localCart) } : {}),
      ...(buyer.email === undefined
        ? {}
        : { email: buyer.email, emailConsent: buyer.emailConsent ?? true, ...readAttribution() }),
      ...(buyer.confirmation ? { confirmation: buyer.confirmation } : {}),
    },
  });
  if ('emailConfirmation' in result) return result;
  writeStorage(STORAGE_KEYS.userGoToPayment, result.transactionId);
  window.location.assign(result.redirectUrl);
}

export const transactionQueries = {
  detail: (id: string) => ({
    queryKey: ['transaction', id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callEndpoint(paymentsEndpoints.transaction, {
        prefix: 'store',
        params: { transactionId: id },
        signal,
      }),
  }),
};
