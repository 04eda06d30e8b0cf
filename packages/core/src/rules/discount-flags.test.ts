import { describe, expect, it } from 'vitest';
import { flagPercent } from './discount-flags.js';

describe('flagPercent', () => {
  const params = [
    { label: 'discountPercentage', value: '35' },
    { label: 'maxDiscountPercentage', value: '0' },
  ];

  it('reads the whole percent the flag names under the label', () => {
    expect(flagPercent(params, 'discountPercentage', 40)).toBe(35);
    expect(flagPercent(params, 'maxDiscountPercentage', 50)).toBe(0);
  });

  it.each(['ten', '12.5', '-1', '101'])('falls back on a missing or bad value (%j)', (value) => {
    expect(flagPercent([{ label: 'discountPercentage', value }], 'discountPercentage', 40)).toBe(
      40,
    );
    expect(flagPercent([], 'discountPercentage', 20)).toBe(20);
  });
});
