import { describe, expect, it } from 'vitest';
import { formatSize } from './size.js';

describe('formatSize (spec 2 §9: 1024 steps, GB at 1024 MB)', () => {
  it('shows megabytes below 1024 MB', () => {
    expect(formatSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(formatSize(1023 * 1024 * 1024)).toBe('1023 MB');
  });
  it('switches to gigabytes at exactly 1024 MB', () => {
    expect(formatSize(1024 * 1024 * 1024)).toBe('1 GB');
    expect(formatSize(2.5 * 1024 * 1024 * 1024)).toBe('2.5 GB');
  });
  it('shows 0 MB for an empty pack', () => {
    expect(formatSize(0)).toBe('0 MB');
  });
});
