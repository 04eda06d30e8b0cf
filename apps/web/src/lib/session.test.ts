import { describe, expect, it } from 'vitest';
import { msUntilRefresh, parseSessionMarker, tokenState } from './session';

describe('session marker (spec 1 §4 tokens)', () => {
  const marker = parseSessionMarker('1000.5000');

  it('parses epoch seconds into milliseconds', () => {
    expect(marker).toEqual({ accessExpiresAt: 1_000_000, refreshExpiresAt: 5_000_000 });
    expect(parseSessionMarker('garbage')).toBeNull();
    expect(parseSessionMarker(null)).toBeNull();
  });

  it('an access token within 10 s of expiry is expiring; an expired refresh ends the session', () => {
    expect(tokenState(null, 0)).toBe('none');
    expect(tokenState(marker, 989_999)).toBe('valid');
    expect(tokenState(marker, 990_000)).toBe('expiring');
    expect(tokenState(marker, 4_999_999)).toBe('expiring');
    expect(tokenState(marker, 5_000_000)).toBe('ended');
  });

  it('schedules the refresh 10 s before the access token expires', () => {
    expect(msUntilRefresh(marker!, 900_000)).toBe(90_000);
    expect(msUntilRefresh(marker!, 995_000)).toBe(0);
  });
});
