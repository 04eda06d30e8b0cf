import type { PromoCodeInfo } from '@parallax/core/contracts/cart';
import { ERROR_TYPES } from '@parallax/core/errors';

/*
 * spec 1 §2, spec 2 §2: a promo-code parameter on any page triggers a promo-code check and is
 * then removed. Kept free of the cart's code: the root layout reads it on every page.
 */

/** The spellings the specs give (`promoCode` in links, `promocode` in the parameter list). */
const PARAMS = ['promoCode', 'promocode'] as const;

/** The code an address carries (trimmed; '' for an empty parameter), or null without one. */
export function promoCodeParamOf(params: URLSearchParams): string | null {
  for (const name of PARAMS) {
    const value = params.get(name);
    if (value !== null) return value.trim();
  }
  return null;
}

export function withoutPromoCodeParam(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of PARAMS) next.delete(name);
  return next;
}

/**
 * What the check found, as the message to show: on the cart (`applied`); kept on the cart but
 * taking nothing off what is in it yet (`saved`, the cart page's not-applicable case); or
 * refused (a code that does not exist, has expired or is used up), which no cart keeps.
 */
export type PromoCodeOutcome =
  { kind: 'applied' | 'saved'; code: string } | { kind: 'refused'; messageKey: string };

export function promoCodeOutcomeOf(info: PromoCodeInfo | null, entered: string): PromoCodeOutcome {
  if (!info) return { kind: 'refused', messageKey: 'errors.promo_code_not_found' };
  if (info.errorType === null) return { kind: 'applied', code: info.promoCodeValue };
  if (info.errorType === 'PromoCodeNotApplicable') {
    return { kind: 'saved', code: info.promoCodeValue || entered };
  }
  return { kind: 'refused', messageKey: promoCodeProblemKey(info.errorType) };
}

/** The message key of a refused code's errorType (spec 1 §8 catalogue). */
export function promoCodeProblemKey(errorType: string): string {
  return Object.hasOwn(ERROR_TYPES, errorType)
    ? `errors.${ERROR_TYPES[errorType as keyof typeof ERROR_TYPES].messageKey}`
    : 'errors.something_went_wrong';
}
