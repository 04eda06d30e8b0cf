import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortfallGb, spaceNeededBytes, storageShortfallBytes } from './download-storage.js';

const GB = 1024 ** 3;

describe('storage (spec 2 §5, §8)', () => {
  it('needs what is still to fetch plus the uncompressed size of compressed parts', () => {
    expect(
      spaceNeededBytes([
        { bytesToFetch: 100, uncompressedSizeInBytes: 300 },
        { bytesToFetch: 50, uncompressedSizeInBytes: null },
      ]),
    ).toBe(450);
    expect(spaceNeededBytes([])).toBe(0);
  });

  it('is short by what does not fit in the free space', () => {
    expect(storageShortfallBytes({ quota: 10 * GB, usage: 4 * GB }, 8 * GB)).toBe(2 * GB);
    expect(storageShortfallBytes({ quota: 10 * GB, usage: 4 * GB }, 6 * GB)).toBe(0);
    expect(storageShortfallBytes({ quota: 10 * GB, usage: 12 * GB }, 1)).toBe(1);
  });

  it('gives the shortfall in GB rounded up to one decimal, at least 0.1', () => {
    expect(shortfallGb(2 * GB)).toBe('2');
    expect(shortfallGb(1.5 * GB)).toBe('1.5');
    expect(shortfallGb(1.5 * GB + 1)).toBe('1.6');
    expect(shortfallGb(Math.floor(0.7 * GB))).toBe('0.7');
    expect(shortfallGb(Math.floor(0.7 * GB) + 1)).toBe('0.8');
    expect(shortfallGb(1)).toBe('0.1');
    expect(shortfallGb(0)).toBe('0.1');
  });

  it('never asks for less than is missing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 45 }), (bytes) => {
        const gb = Number(shortfallGb(bytes));
        expect(gb * GB).toBeGreaterThanOrEqual(bytes);
        expect(gb * GB - bytes).toBeLessThan(0.1 * GB);
      }),
    );
  });
});
