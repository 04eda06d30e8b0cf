import { describe, expect, it } from 'vitest';
import { isNewerRelease } from './update-check';

describe('isNewerRelease', () => {
  it('is an update only when the announced version is newer, compared numerically', () => {
    expect(isNewerRelease('0.2.0', '0.1.0')).toBe(true);
    expect(isNewerRelease('1.10.0', '1.9.9')).toBe(true);
    expect(isNewerRelease('0.1.0', '0.1.0')).toBe(false);
    expect(isNewerRelease('0.0.9', '0.1.0')).toBe(false);
  });

  it('never takes a malformed version for an update', () => {
    expect(isNewerRelease('latest', '0.1.0')).toBe(false);
    expect(isNewerRelease('2.0', '0.1.0')).toBe(false);
    expect(isNewerRelease('2.0.0', 'dev')).toBe(false);
  });
});
