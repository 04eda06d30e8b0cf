import { describe, expect, it } from 'vitest';
import { joinModelNames, sortStaticBeforeDynamic, modelInitials } from './models.js';

describe('joinModelNames (spec 1 §2)', () => {
  it("joins with ' & '", () => {
    expect(joinModelNames([{ name: 'Ana' }, { name: 'Bo' }])).toBe('Ana & Bo');
    expect(joinModelNames([{ name: 'Ana' }])).toBe('Ana');
    expect(joinModelNames([])).toBe('');
  });
});

describe('sortStaticBeforeDynamic (spec 2 §2)', () => {
  it('puts static items first and keeps order within each kind', () => {
    const items = [
      { id: 1, isDynamic: true },
      { id: 2, isDynamic: false },
      { id: 3, isDynamic: true },
      { id: 4, isDynamic: false },
    ];
    expect(sortStaticBeforeDynamic(items).map((item) => item.id)).toEqual([2, 4, 1, 3]);
  });
});

describe('modelInitials', () => {
  it('takes the first letters of the first two words, upper case', () => {
    expect(modelInitials('Lena Hart')).toBe('LH');
    expect(modelInitials('  ana  de la  Vega ')).toBe('AD');
    expect(modelInitials('Mononym')).toBe('M');
  });
});
