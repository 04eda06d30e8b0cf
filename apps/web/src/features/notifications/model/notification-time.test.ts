import { describe, expect, it } from 'vitest';
import { formatNotificationTime } from './notification-time';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('formatNotificationTime', () => {
  it('is null (just now) under a minute', () => {
    expect(formatNotificationTime(ago(59_000), now, 'en')).toBeNull();
  });

  it('is relative within a week, in the page’s language', () => {
    expect(formatNotificationTime(ago(5 * 60_000), now, 'en')).toBe('5 minutes ago');
    expect(formatNotificationTime(ago(3 * 3_600_000), now, 'en')).toBe('3 hours ago');
    expect(formatNotificationTime(ago(26 * 3_600_000), now, 'en')).toBe('yesterday');
    expect(formatNotificationTime(ago(5 * 60_000), now, 'es')).toBe('hace 5 minutos');
  });

  it('is the date after a week', () => {
    expect(formatNotificationTime('2026-02-01T08:00:00Z', now, 'en')).toBe('Feb 1, 2026');
  });
});
