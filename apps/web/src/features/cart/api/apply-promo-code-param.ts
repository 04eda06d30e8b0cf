import { PromoCodeText } from '@parallax/core/contracts/cart';
import type { QueryClient } from '@tanstack/react-query';
import { cartEndpoints } from '@parallax/core/endpoints/shop';
import { callEndpoint } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/http';
import { platformQuery } from '@/lib/platform';
import { showToast } from '@/lib/toast';
import { SERVER_CART_KEY } from '../model/cart-presence';
import { guestRequestOf, localCart, readLocalCart } from '../model/local-cart';
import { promoCodeOutcomeOf, type PromoCodeOutcome } from '../model/promo-code-param';

/** Long enough to read after landing on a page from a link. */
const NOTICE_MS = 5000;

/**
 * spec 1 §2: a promo code that came in the address is checked and put on the cart in use — the
 * server cart of a signed-in user, or the guest's local cart — and the outcome is told in a toast
 * (the cart page also shows it in its promo section).
 */
export async function applyPromoCodeFromAddress(
  code: string,
  { isServerCart, queryClient }: { isServerCart: boolean; queryClient: QueryClient },
): Promise<PromoCodeOutcome> {
  let outcome: PromoCodeOutcome;
  try {
    outcome = !PromoCodeText.safeParse(code).success
      ? { kind: 'refused', messageKey: 'errors.promo_code_not_found' }
      : isServerCart
        ? await applyToServerCart(code, queryClient)
        : await applyToLocalCart(code);
  } catch (error) {
    outcome = { kind: 'refused', messageKey: errorMessageKey(error) };
  }
  if (outcome.kind === 'refused') {
    showToast(outcome.messageKey, { tone: 'error', durationMs: NOTICE_MS });
  } else {
    const isApplied = outcome.kind === 'applied';
    showToast(isApplied ? 'cart.promo.fromAddressApplied' : 'cart.promo.fromAddressSaved', {
      tone: isApplied ? 'success' : 'info',
      durationMs: NOTICE_MS,
      values: { code: outcome.code },
    });
  }
  return outcome;
}

/** The server refuses a code that does not exist, has expired or is used up (its errorType). */
async function applyToServerCart(code: string, queryClient: QueryClient) {
  const cart = await callEndpoint(cartEndpoints.setPromoCode, {
    prefix: 'store',
    query: platformQuery,
    body: { promoCode: code },
  });
  queryClient.setQueryData(SERVER_CART_KEY, cart);
  return promoCodeOutcomeOf(cart.promoCodeInfo, code);
}

/**
 * A guest's code is checked by pricing the local cart with it (the guest calculation stores
 * nothing) and kept only when the server cart would keep it too (the cart page's form too).
 */
export async function applyToLocalCart(code: string): Promise<PromoCodeOutcome> {
  const priced = await callEndpoint(cartEndpoints.guest, {
    prefix: 'store',
    query: platformQuery,
    body: guestRequestOf({ ...readLocalCart(), promoCode: code }),
  });
  const outcome = promoCodeOutcomeOf(priced.promoCodeInfo, code);
  if (outcome.kind !== 'refused') localCart.setPromoCode(outcome.code);
  return outcome;
}
