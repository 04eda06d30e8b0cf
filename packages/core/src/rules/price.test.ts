import { describe, expect, it } from 'vitest';
import {
  bannerDiscountPercent,
  discountPercent,
  formatPrice,
  fromCents,
  toCents,
} from './price.js';

describe('formatPrice (spec 1 §9)', () => {
  it.each([
    [0, '$0'],
    [20, '$20'],
    [19.99, '$19.99'],
    [19.9, '$19.90'],
    [0.05, '$0.05'],
    [1234.5, '$1234.50'],
    [-5, '-$5'],
  ])('formats %d as %s', (dollars, text) => {
    expect(formatPrice(dollars)).toBe(text);
  });
});

describe('toCents / fromCents', () => {
  it('converts without floating point drift', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1.005 * 100) / 100).toBe(100.5);
    expect(fromCents(1999)).toBe(19.99);
  });
});

describe('discountPercent (spec 1 §9)', () => {
  it('rounds the percentage', () => {
    expect(discountPercent(30, 20)).toBe(33);
    expect(discountPercent(29.99, 19.99)).toBe(33);
    expect(discountPercent(100, 25)).toBe(75);
  });
  it('is 0 when the price is at or below 0', () => {
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(-1, -2)).toBe(0);
  });
  it('is 0 when the final price is not lower', () => {
    expect(discountPercent(10, 10)).toBe(0);
    expect(discountPercent(10, 12)).toBe(0);
  });
});

describe('bannerDiscountPercent (spec 1 §9)', () => {
  it('shows the rounded percent when the old price is above 0 and differs', () => {
    expect(bannerDiscountPercent(59.96, 39.99)).toBe(33);
  });
  it('shows none without an old price above 0, or when it equals the price', () => {
    expect(bannerDiscountPercent(null, 39.99)).toBeNull();
    expect(bannerDiscountPercent(0, 39.99)).toBeNull();
    expect(bannerDiscountPercent(39.99, 39.99)).toBeNull();
  });
  it('shows none when the old price is lower (no discount to speak of)', () => {
    expect(bannerDiscountPercent(20, 25)).toBeNull();
  });
});
