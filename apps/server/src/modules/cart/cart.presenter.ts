import type { CartItemDto, PaymentMethodDto, PromoCodeInfo } from '@parallax/core/contracts/cart';
import { en } from '@parallax/core/i18n/en';
import { es } from '@parallax/core/i18n/es';
import type { Language, Platform } from '@parallax/core/platform';
import type { PricedCart, PricedCartLine } from '@parallax/core/rules/cart-pricing';
import { fromCents } from '@parallax/core/rules/price';
import type { Entry } from './cart-catalogue.presenter.js';

const MESSAGES = { en, es } as const;

const PROMO_MESSAGE = {
  PromoCodeNotFound: 'promo_code_not_found',
  PromoCodeExpired: 'promo_code_expired',
  PromoCodeUsedUp: 'promo_code_used_up',
  PromoCodeNotApplicable: 'promo_code_not_applicable',
} as const;

/**
 * spec 1 §3: card, crypto and paypal, one option per acquiring type, and only the methods that
 * can be used: cards go through the built-in test acquirer until a real provider is configured;
 * PayPal and crypto have no provider yet, so they are not offered. Crypto is dropped on a
 * headset, which cannot complete a wallet payment.
 */
export function paymentMethodsFor(
  platform: Platform,
  cardAcquiringTypes: readonly string[],
): PaymentMethodDto[] {
  const acquiringTypes = { card: cardAcquiringTypes, paypal: [], crypto: [] };
  const methods = (['card', 'paypal', 'crypto'] as const).map(
    (paymentMethod): PaymentMethodDto => ({
      paymentMethod,
      isEnabled: true,
      errorMessage: null,
      availableAcquiringTypes: [...acquiringTypes[paymentMethod]],
      paymentMethodShortInfo: null,
    }),
  );
  return methods.filter(
    (method) =>
      method.availableAcquiringTypes.length > 0 &&
      !(platform === 'quest3' && method.paymentMethod === 'crypto'),
  );
}

/** A priced line as the API gives it (dollars), with the catalogue's side of it. */
export function toCartItemDto(line: PricedCartLine, entry: Entry): CartItemDto {
  return {
    ...entry.display,
    initialSum: fromCents(line.initialSumCents),
    salePrice: fromCents(line.salePriceCents),
    finalSum: fromCents(line.finalSumCents),
    coveredByPresale: line.coveredByPresale,
    coveredByLifetimeSubscription: line.coveredByLifetimeSubscription,
    customPrice: line.customPriceCents === null ? null : fromCents(line.customPriceCents),
    isSubscriptionTrial: line.viaTrial,
    upgradeCredit: line.upgradeCreditCents > 0 ? fromCents(line.upgradeCreditCents) : null,
  };
}

/** spec 1 §3 promoCodeInfo: the code on the cart, what it takes off, why it takes nothing. */
export function toPromoCodeInfo(
  promo: PricedCart['promo'],
  language: Language,
): PromoCodeInfo | null {
  if (!promo) return null;
  const errors = MESSAGES[language].errors;
  return {
    promoCodeValue: promo.code,
    type: promo.type,
    promoCodeDecreaseValue: fromCents(promo.decreaseCents),
    errorType: promo.problem,
    errorMessage: promo.problem ? errors[PROMO_MESSAGE[promo.problem]] : null,
  };
}
