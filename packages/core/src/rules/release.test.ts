import { describe, expect, it } from 'vitest';
import {
  firstDayOfWeek,
  formatCalendarDate,
  formatReleaseMonth,
  isDisplayableReleaseMonth,
  localIsoDate,
  releaseWeek,
} from './release.js';

const SUNDAY = 0;
const MONDAY = 1;

describe('firstDayOfWeek (spec 1 §9: week start follows the locale)', () => {
  it('starts the week on Sunday in English (en-US) and on Monday in Spanish', () => {
    expect(firstDayOfWeek('en')).toBe(SUNDAY);
    expect(firstDayOfWeek('en-US')).toBe(SUNDAY);
    expect(firstDayOfWeek('es')).toBe(MONDAY);
    expect(firstDayOfWeek('es-ES')).toBe(MONDAY);
  });

  it('falls back to Monday for a tag that is not a locale', () => {
    expect(firstDayOfWeek('not a locale!')).toBe(MONDAY);
  });
});

describe('releaseWeek (spec 1 §9)', () => {
  // Wednesday 25 November 2026: the en week is Sun 22 – Sat 28, the es week Mon 23 – Sun 29.
  const today = '2026-11-25';

  it('is "this week" from today to the last day of the week', () => {
    expect(releaseWeek('2026-11-25', today, SUNDAY)).toEqual({ kind: 'thisWeek' });
    expect(releaseWeek('2026-11-28', today, SUNDAY)).toEqual({ kind: 'thisWeek' });
    expect(releaseWeek('2026-11-29', today, MONDAY)).toEqual({ kind: 'thisWeek' });
  });

  it('puts Sunday in next week where the week starts on Sunday, in this week where on Monday', () => {
    expect(releaseWeek('2026-11-29', today, SUNDAY)).toEqual({ kind: 'nextWeek' });
    expect(releaseWeek('2026-11-29', today, MONDAY)).toEqual({ kind: 'thisWeek' });
    expect(releaseWeek('2026-12-06', today, SUNDAY)).toEqual({ kind: 'inWeeks', weeks: 2 });
    expect(releaseWeek('2026-12-06', today, MONDAY)).toEqual({ kind: 'nextWeek' });
  });

  it('counts whole calendar weeks, across a year end', () => {
    expect(releaseWeek('2026-12-18', today, SUNDAY)).toEqual({ kind: 'inWeeks', weeks: 3 });
    expect(releaseWeek('2027-02-12', today, MONDAY)).toEqual({ kind: 'inWeeks', weeks: 11 });
    expect(releaseWeek('2027-01-04', '2026-12-30', MONDAY)).toEqual({ kind: 'nextWeek' });
  });

  it('says "soon" for a date that has passed, even earlier this week', () => {
    expect(releaseWeek('2026-11-24', today, SUNDAY)).toEqual({ kind: 'soon' });
    expect(releaseWeek('2025-01-01', today, MONDAY)).toEqual({ kind: 'soon' });
  });

  it('answers null for a date that does not exist', () => {
    expect(releaseWeek('2026-02-30', today, SUNDAY)).toBeNull();
    expect(releaseWeek('soon', today, SUNDAY)).toBeNull();
  });
});

describe('release month (spec 2 §5: month must be 1–12)', () => {
  it('shows months 1 to 12 only', () => {
    expect(isDisplayableReleaseMonth({ year: 2027, month: 1 })).toBe(true);
    expect(isDisplayableReleaseMonth({ year: 2027, month: 12 })).toBe(true);
    expect(isDisplayableReleaseMonth({ year: 2027, month: 0 })).toBe(false);
    expect(isDisplayableReleaseMonth({ year: 2027, month: 13 })).toBe(false);
    expect(isDisplayableReleaseMonth({ year: 2027, month: 2.5 })).toBe(false);
    expect(isDisplayableReleaseMonth(null)).toBe(false);
  });

  it('names the month in the language, or nothing when it may not be shown', () => {
    expect(formatReleaseMonth({ year: 2027, month: 2 }, 'en')).toBe('February 2027');
    expect(formatReleaseMonth({ year: 2027, month: 2 }, 'es')).toBe('febrero de 2027');
    expect(formatReleaseMonth({ year: 2027, month: 13 }, 'en')).toBeNull();
  });
});

describe('dates', () => {
  it('formats a calendar date without shifting it by the time zone', () => {
    expect(formatCalendarDate('2027-02-12', 'en')).toBe('February 12, 2027');
    expect(formatCalendarDate('2027-02-12', 'es')).toBe('12 de febrero de 2027');
    expect(formatCalendarDate('2027-02-31', 'en')).toBeNull();
  });

  it('writes en and es as Intl does, every month, and leaves other languages to Intl', () => {
    for (const locale of ['en', 'es']) {
      const intlDate = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const intlMonth = new Intl.DateTimeFormat(locale, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      for (let month = 1; month <= 12; month++) {
        const iso = `2031-${String(month).padStart(2, '0')}-0${(month % 9) + 1}`;
        const time = new Date(`${iso}T00:00:00Z`);
        expect(formatCalendarDate(iso, locale)).toBe(intlDate.format(time));
        expect(formatReleaseMonth({ year: 2031, month }, locale)).toBe(intlMonth.format(time));
      }
    }
    expect(formatCalendarDate('2027-02-12', 'de')).toBe('12. Februar 2027');
  });

  it('reads the local calendar date', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
