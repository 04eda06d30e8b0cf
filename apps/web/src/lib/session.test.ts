import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BEFORE_LOGOUT_MAX_MS,
  beforeLogout,
  csrfHeaders,
  msUntilRefresh,
  parseSessionMarker,
  readSessionMarker,
  runBeforeLogout,
  tokenState,
} from './session';

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

describe('the readable auth cookies', () => {
  afterEach(() => vi.restoreAllMocks());
  const cookies = (value: string) => vi.spyOn(document, 'cookie', 'get').mockReturnValue(value);

  it('are found under their plain names (a site on http)', () => {
    cookies('parallax_csrf=plain-token; parallax_session=1000.5000');
    expect(csrfHeaders()).toEqual({ 'x-csrf-token': 'plain-token' });
    expect(readSessionMarker()).toEqual({
      accessExpiresAt: 1_000_000,
      refreshExpiresAt: 5_000_000,
    });
  });

  it('are found under their __Host- names (a site on https)', () => {
    cookies('__Host-parallax_session=2000.6000; __Host-parallax_csrf=host-token');
    expect(csrfHeaders()).toEqual({ 'x-csrf-token': 'host-token' });
    expect(readSessionMarker()).toEqual({
      accessExpiresAt: 2_000_000,
      refreshExpiresAt: 6_000_000,
    });
  });

  it('prefer the __Host- cookie over a plain one planted beside it', () => {
    cookies('parallax_csrf=planted; __Host-parallax_csrf=host-token; parallax_session=1.2');
    expect(csrfHeaders()).toEqual({ 'x-csrf-token': 'host-token' });
    cookies('parallax_session=1.2; __Host-parallax_session=2000.6000');
    expect(readSessionMarker()?.accessExpiresAt).toBe(2_000_000);
  });

  it('are none when neither name is set', () => {
    cookies('parallax_language=es');
    expect(csrfHeaders()).toEqual({});
    expect(readSessionMarker()).toBeNull();
  });
});

describe('the work done before a logout', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs every registered task and waits for them, a failure included', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const done: string[] = [];
    const stopA = beforeLogout(async () => {
      await Promise.resolve();
      done.push('a');
    });
    const stopB = beforeLogout(() => Promise.reject(new Error('offline')));
    await runBeforeLogout();
    expect(done).toEqual(['a']);
    stopA();
    stopB();
    await runBeforeLogout();
    expect(done).toEqual(['a']);
  });

  it('does not hold the logout up past its limit', async () => {
    vi.useFakeTimers();
    const stop = beforeLogout(() => new Promise<void>(() => undefined));
    let isFinished = false;
    void runBeforeLogout().then(() => {
      isFinished = true;
    });
    await vi.advanceTimersByTimeAsync(BEFORE_LOGOUT_MAX_MS - 1);
    expect(isFinished).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isFinished).toBe(true);
    stop();
  });
});
