import { describe, expect, it } from 'vitest';
import { compareVersions } from './version.js';

describe('compareVersions', () => {
  it('compares numerically, not as text', () => {
    expect(compareVersions('1.10.0', '1.9.0')).toBe(1);
    expect(compareVersions('1.5.1', '1.5.1')).toBe(0);
    expect(compareVersions('0.9', '1.0.0')).toBe(-1);
    expect(compareVersions('2', '1.99.99')).toBe(1);
  });
});
