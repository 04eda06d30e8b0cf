import { describe, expect, it } from 'vitest';
import { renewalPriceOf } from './renewal-prices.rules.js';

describe('renewalPriceOf', () => {
  it('is the recurring price where the tariff has one, even a free one', () => {
    expect(renewalPriceOf({ priceCents: 999, recurringPriceCents: 1499 })).toBe(1499);
    expect(renewalPriceOf({ priceCents: 999, recurringPriceCents: 0 })).toBe(0);
  });

  it('is the price where the tariff has no recurring price', () => {
    expect(renewalPriceOf({ priceCents: 999, recurringPriceCents: null })).toBe(999);
  });
});
