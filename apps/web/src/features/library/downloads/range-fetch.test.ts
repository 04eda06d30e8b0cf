// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError, problemOf } from './download-errors';
import { STALL_TIMEOUT_MS, stallWatchdog } from './range-fetch';

afterEach(() => {
  vi.useRealTimers();
});

describe('a request that goes quiet (a network drop the browser does not notice)', () => {
  it('is cut as a network failure once nothing came for a while', () => {
    vi.useFakeTimers();
    const watchdog = stallWatchdog(new AbortController().signal);
    vi.advanceTimersByTime(STALL_TIMEOUT_MS - 1);
    watchdog.alive();
    vi.advanceTimersByTime(STALL_TIMEOUT_MS - 1);
    expect(watchdog.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(watchdog.hasStalled()).toBe(true);
    expect(watchdog.signal.reason).toBeInstanceOf(NetworkError);
    expect(problemOf(watchdog.signal.reason)).toEqual({ kind: 'network' });
    watchdog.stop();
  });

  it('passes on a pause as it is, and is no stall', () => {
    vi.useFakeTimers();
    const pause = new AbortController();
    const watchdog = stallWatchdog(pause.signal);
    pause.abort();
    expect(watchdog.signal.aborted).toBe(true);
    expect(watchdog.hasStalled()).toBe(false);
    watchdog.stop();
    vi.advanceTimersByTime(STALL_TIMEOUT_MS);
    expect(watchdog.hasStalled()).toBe(false);
  });
});
