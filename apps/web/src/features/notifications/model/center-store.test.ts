import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CENTER_ANIMATION_MS, createCenterStore } from './center-store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the notification center’s states (spec 2 §4)', () => {
  it('goes closed → opening → open → closing → closed, 200 ms per animation', () => {
    const center = createCenterStore();
    const seen: string[] = [];
    center.subscribe(() => seen.push(center.get()));
    expect(center.get()).toBe('closed');
    center.open();
    expect(center.get()).toBe('opening');
    vi.advanceTimersByTime(CENTER_ANIMATION_MS - 1);
    expect(center.get()).toBe('opening');
    vi.advanceTimersByTime(1);
    expect(center.get()).toBe('open');
    center.close();
    expect(center.get()).toBe('closing');
    vi.advanceTimersByTime(CENTER_ANIMATION_MS);
    expect(center.get()).toBe('closed');
    expect(seen).toEqual(['opening', 'open', 'closing', 'closed']);
  });

  it('turns back when asked the other way mid-animation', () => {
    const center = createCenterStore();
    center.open();
    center.close();
    expect(center.get()).toBe('closing');
    vi.advanceTimersByTime(CENTER_ANIMATION_MS);
    expect(center.get()).toBe('closed');
    center.open();
    center.open();
    vi.advanceTimersByTime(CENTER_ANIMATION_MS);
    expect(center.get()).toBe('open');
  });

  it('resets to closed at once, and no pending step comes back', () => {
    const center = createCenterStore();
    center.open();
    center.reset();
    expect(center.get()).toBe('closed');
    vi.advanceTimersByTime(CENTER_ANIMATION_MS);
    expect(center.get()).toBe('closed');
  });
});
