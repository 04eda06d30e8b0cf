import { describe, expect, it } from 'vitest';
import { mayKeepOffline, OFFLINE_DOWNLOAD_LIMIT_DEFAULT } from './offline-limit.js';

describe('the offline limit (spec 2 §6, §9)', () => {
  it('keeps one pack per viewer by default', () => {
    expect(OFFLINE_DOWNLOAD_LIMIT_DEFAULT).toBe(1);
    expect(mayKeepOffline('a', [], OFFLINE_DOWNLOAD_LIMIT_DEFAULT)).toBe(true);
    expect(mayKeepOffline('b', ['a'], OFFLINE_DOWNLOAD_LIMIT_DEFAULT)).toBe(false);
  });

  it('always allows a pack already on the device or under way', () => {
    expect(mayKeepOffline('a', ['a'], 1)).toBe(true);
    expect(mayKeepOffline('a', ['a', 'b', 'c'], 1)).toBe(true);
    expect(mayKeepOffline('a', ['b'], 0)).toBe(false);
  });

  it('follows a higher limit from the setting', () => {
    expect(mayKeepOffline('c', ['a', 'b'], 3)).toBe(true);
    expect(mayKeepOffline('c', ['a', 'b'], 2)).toBe(false);
    expect(mayKeepOffline('c', ['a', 'a'], 2)).toBe(true);
  });
});
