const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notification was created, as people say it: relative within a week ('5 minutes ago',
 * 'yesterday'), then the date. Null for 'just now' (under a minute), which the catalogue words.
 */
export function formatNotificationTime(
  createdAt: string,
  now: number,
  language: string,
): string | null {
  const time = Date.parse(createdAt);
  if (Number.isNaN(time)) return null;
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return null;
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(time);
}
