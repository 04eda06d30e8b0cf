import { describe, expect, it } from 'vitest';
import { promoCodeOutcomeOf, promoCodeParamOf, withoutPromoCodeParam } from './promo-code-param';

const info = (errorType: string | null, promoCodeValue = 'WELCOME10') => ({
  promoCodeValue,
  type: 'PERCENT' as const,
  promoCodeDecreaseValue: errorType === null ? 1.5 : 0,
  errorType,
  errorMessage: errorType === null ? null : 'text from the server',
});

describe('the promo-code parameter (spec 1 §2)', () => {
  it('is read under either spelling, trimmed; absent is null, empty is empty', () => {
    expect(promoCodeParamOf(new URLSearchParams('promoCode=%20welcome10%20'))).toBe('welcome10');
    expect(promoCodeParamOf(new URLSearchParams('promocode=SPRING'))).toBe('SPRING');
    expect(promoCodeParamOf(new URLSearchParams('promoCode='))).toBe('');
    expect(promoCodeParamOf(new URLSearchParams('source=x'))).toBeNull();
  });

  it('is removed with both spellings, leaving the other parameters in their order', () => {
    const params = new URLSearchParams('a=1&promoCode=X&b=2&promocode=Y');
    expect(withoutPromoCodeParam(params).toString()).toBe('a=1&b=2');
    expect(params.toString()).toBe('a=1&promoCode=X&b=2&promocode=Y');
  });
});

describe('what a promo-code check found', () => {
  it('applied: the code as the server spells it', () => {
    expect(promoCodeOutcomeOf(info(null), 'welcome10')).toEqual({
      kind: 'applied',
      code: 'WELCOME10',
    });
  });

  it('kept but taking nothing off yet (the cart page’s not-applicable case)', () => {
    expect(promoCodeOutcomeOf(info('PromoCodeNotApplicable', 'FIVEOFF'), 'fiveoff')).toEqual({
      kind: 'saved',
      code: 'FIVEOFF',
    });
  });

  it('refused with the catalogue message of its errorType', () => {
    expect(promoCodeOutcomeOf(info('PromoCodeNotFound', 'NOPE'), 'nope')).toEqual({
      kind: 'refused',
      messageKey: 'errors.promo_code_not_found',
    });
    expect(promoCodeOutcomeOf(info('PromoCodeExpired'), 'x').kind).toBe('refused');
    expect(promoCodeOutcomeOf(info('PromoCodeUsedUp'), 'x')).toMatchObject({
      messageKey: 'errors.promo_code_used_up',
    });
    expect(promoCodeOutcomeOf(info('SomethingNew'), 'x')).toMatchObject({
      messageKey: 'errors.something_went_wrong',
    });
    expect(promoCodeOutcomeOf(null, 'x')).toMatchObject({ kind: 'refused' });
  });
});
