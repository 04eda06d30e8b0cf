import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createToastScheduler,
  MAX_NOTIFICATION_TOASTS,
  NOTIFICATION_TOAST_DELAY_MS,
  NOTIFICATION_TOAST_DISPLAY_MS,
} from './toast-scheduler';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function scheduler(shownBefore: string[] = []) {
  const appeared: string[][] = [];
  const toasts = createToastScheduler({
    wasShown: (id) => shownBefore.includes(id),
    onAppear: (ids) => appeared.push([...ids]),
  });
  return { toasts, appeared };
}

describe('notification toasts (spec 2 §4, §9)', () => {
  it('shows a toast after the 5000 ms delay, for 20000 ms, and marks it shown as it appears', () => {
    const { toasts, appeared } = scheduler();
    toasts.offer(['a']);
    vi.advanceTimersByTime(NOTIFICATION_TOAST_DELAY_MS - 1);
    expect(toasts.getVisible()).toEqual([]);
    expect(appeared).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(toasts.getVisible()).toEqual(['a']);
    expect(appeared).toEqual([['a']]);
    vi.advanceTimersByTime(NOTIFICATION_TOAST_DISPLAY_MS - 1);
    expect(toasts.getVisible()).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(toasts.getVisible()).toEqual([]);
  });

  it('shows at most 3 at once, in one bulk, and the next one when a slot frees', () => {
    const { toasts, appeared } = scheduler();
    toasts.offer(['a', 'b', 'c', 'd', 'e']);
    vi.advanceTimersByTime(NOTIFICATION_TOAST_DELAY_MS);
    expect(toasts.getVisible()).toEqual(['a', 'b', 'c']);
    expect(toasts.getVisible()).toHaveLength(MAX_NOTIFICATION_TOASTS);
    expect(appeared).toEqual([['a', 'b', 'c']]);
    vi.advanceTimersByTime(1000);
    toasts.dismiss('b');
    expect(toasts.getVisible()).toEqual(['a', 'c', 'd']);
    expect(appeared).toEqual([['a', 'b', 'c'], ['d']]);
    vi.advanceTimersByTime(NOTIFICATION_TOAST_DISPLAY_MS - 1000);
    // a and c went at their time, d stays its own 20 s; e takes a free slot.
    expect(toasts.getVisible()).toEqual(['d', 'e']);
  });

  it('shows each notification once: again offered, or shown on an earlier page, it stays away', () => {
    const { toasts, appeared } = scheduler(['old']);
    toasts.offer(['old', 'a']);
    vi.advanceTimersByTime(NOTIFICATION_TOAST_DELAY_MS);
    toasts.offer(['old', 'a']);
    vi.advanceTimersByTime(NOTIFICATION_TOAST_DISPLAY_MS + NOTIFICATION_TOAST_DELAY_MS);
    toasts.offer(['old', 'a']);
    vi.advanceTimersByTime(NOTIFICATION_TOAST_DELAY_MS);
    expect(appeared).toEqual([['a']]);
    expect(toasts.getVisible()).toEqual([]);
  });

  it('a refetch does not restart the delay of a waiting notification', () => {
    const { toasts } = scheduler();
    toasts.offer(['a']);
    vi.advanceTimersByTime(3000);
    toasts.offer(['a', 'b']);
    vi.advanceTimersByTime(2000);
    expect(toasts.getVisible()).toEqual(['a']);
    vi.advanceTimersByTime(3000);
    expect(toasts.getVisible()).toEqual(['a', 'b']);
  });

  it('drops a waiting notification shown elsewhere meanwhile', () => {
    const { toasts, appeared } = scheduler();
    toasts.offer(['a', 'b']);
    toasts.offer(['b']);
    vi.advanceTimersByTime(NOTIFICATION_TOAST_DELAY_MS);
    expect(appeared).toEqual([['b']]);
  });

  it('clears visible and waiting toasts for good (the center opened)', () => {
    const { toasts, appeared } = scheduler();
    toasts.offer(['a', 'b', 'c', 'd']);
    vi.advanceTimersByTime(NOTIFICATION_TOAST_DELAY_MS);
    toasts.offer(['a', 'b', 'c', 'd', 'e']);
    toasts.clear();
    expect(toasts.getVisible()).toEqual([]);
    toasts.offer(['a', 'b', 'c', 'd', 'e']);
    vi.advanceTimersByTime(NOTIFICATION_TOAST_DELAY_MS * 2);
    expect(toasts.getVisible()).toEqual([]);
    expect(appeared).toEqual([['a', 'b', 'c']]);
  });

  it('holds new toasts while paused and shows them when the pause ends', () => {
    const { toasts } = scheduler();
    toasts.setPaused(true);
    toasts.offer(['a']);
    vi.advanceTimersByTime(NOTIFICATION_TOAST_DELAY_MS * 3);
    expect(toasts.getVisible()).toEqual([]);
    toasts.setPaused(false);
    expect(toasts.getVisible()).toEqual(['a']);
  });

  it('tells its listeners only when the visible toasts change', () => {
    const { toasts } = scheduler();
    const listener = vi.fn();
    toasts.subscribe(listener);
    toasts.offer(['a']);
    toasts.offer(['a']);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(NOTIFICATION_TOAST_DELAY_MS);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('asks again just before a toast appears: one shown meanwhile (another tab) stays away', () => {
    const shown = new Set<string>();
    const appeared: string[][] = [];
    const toasts = createToastScheduler({
      wasShown: (id) => shown.has(id),
      onAppear: (ids) => appeared.push([...ids]),
    });
    toasts.offer(['a', 'b']);
    shown.add('a');
    vi.advanceTimersByTime(NOTIFICATION_TOAST_DELAY_MS);
    expect(toasts.getVisible()).toEqual(['b']);
    expect(appeared).toEqual([['b']]);
  });

  it('leaves places to what else the area shows (the push prompt)', () => {
    const { toasts } = scheduler();
    toasts.setLimit(MAX_NOTIFICATION_TOASTS - 1);
    toasts.offer(['a', 'b', 'c']);
    vi.advanceTimersByTime(NOTIFICATION_TOAST_DELAY_MS);
    expect(toasts.getVisible()).toEqual(['a', 'b']);
    toasts.setLimit(MAX_NOTIFICATION_TOASTS);
    expect(toasts.getVisible()).toEqual(['a', 'b', 'c']);
    // A smaller limit holds new toasts back; it takes none away.
    toasts.setLimit(1);
    expect(toasts.getVisible()).toEqual(['a', 'b', 'c']);
  });
});
