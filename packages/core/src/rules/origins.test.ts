import { describe, expect, it } from 'vitest';
import { areOriginsElementsEnabled, originsTotals } from './origins.js';

const item = (price: number, collectionPrice: number, isContentOwned = false) => ({
  price,
  collectionPrice,
  isContentOwned,
});

describe('originsTotals', () => {
  it('sums the contents not owned and rounds the saving', () => {
    // 1 − 81.93 / 94.93 = 13.69…% → 14
    const totals = originsTotals([
      item(14.99, 9.99),
      item(12.99, 12.99),
      item(19.99, 14.99),
      item(8.99, 8.99),
      item(11.99, 11.99),
      item(9.99, 9.99),
      item(15.99, 12.99),
    ]);
    expect(totals).toEqual({ price: 94.93, collectionPrice: 81.93, savingPercentage: 14 });
  });

  it('leaves owned contents out of every total', () => {
    expect(originsTotals([item(20, 10, true), item(10, 9)])).toEqual({
      price: 10,
      collectionPrice: 9,
      savingPercentage: 10,
    });
  });

  it('adds in cents, without floating-point drift', () => {
    expect(originsTotals([item(0.1, 0.1), item(0.2, 0.2)]).price).toBe(0.3);
  });

  it('gives 0 % when everything is owned or nothing is discounted', () => {
    expect(originsTotals([item(20, 10, true)])).toEqual({
      price: 0,
      collectionPrice: 0,
      savingPercentage: 0,
    });
    expect(originsTotals([item(10, 10)]).savingPercentage).toBe(0);
    expect(originsTotals([]).savingPercentage).toBe(0);
  });

  it('rounds half up', () => {
    // 1 − 1.75 / 2 = 12.5 % → 13
    expect(originsTotals([item(2, 1.75)]).savingPercentage).toBe(13);
  });
});

describe('areOriginsElementsEnabled', () => {
  it('enables the elements only when unlocked and not in safe mode', () => {
    expect(areOriginsElementsEnabled({ isLocked: false, isSafeMode: false })).toBe(true);
    expect(areOriginsElementsEnabled({ isLocked: true, isSafeMode: false })).toBe(false);
    expect(areOriginsElementsEnabled({ isLocked: false, isSafeMode: true })).toBe(false);
    expect(areOriginsElementsEnabled({ isLocked: true, isSafeMode: true })).toBe(false);
  });
});
