/**
 * Release texts for content still to come (spec 1 §9, spec 2 §5): the release week as "this
 * week", "next week", "N weeks" or "soon" for a past date, with the week starting on the locale's
 * first day; and the release month, shown only when the month is 1–12.
 */

import type { TFunction } from '../i18n/translate.js';

/** 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type ReleaseWeek =
  | { kind: 'thisWeek' }
  | { kind: 'nextWeek' }
  | { kind: 'inWeeks'; weeks: number }
  | { kind: 'soon' };

export type MonthOfRelease = { year: number; month: number };

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Where the runtime has no week data (older engines): en-US starts on Sunday, es on Monday. */
const FIRST_DAY_BY_LANGUAGE: Readonly<Record<string, Weekday>> = { en: 0, es: 1 };

type LocaleWithWeekInfo = Intl.Locale & {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
};

/**
 * The product's own languages, written out: the first Intl date format a page makes loads the
 * locale's data (about 50 ms of a phone's main thread, on the store page's first render), and
 * these are the strings it gives for `en` and `es` (release.test.ts compares them).
 */
const OWN_DATE_TEXTS: ReadonlyMap<
  string,
  {
    months: readonly string[];
    date: (day: number, month: string, year: number) => string;
    month: (month: string, year: number) => string;
  }
> = new Map([
  [
    'en',
    {
      months: [
        'January',
        'February',
        'March',
        'April',
        'May',
        'June',
        'July',
        'August',
        'September',
        'October',
        'November',
        'December',
      ],
      date: (day, month, year) => `${month} ${day}, ${year}`,
      month: (month, year) => `${month} ${year}`,
    },
  ],
  [
    'es',
    {
      months: [
        'enero',
        'febrero',
        'marzo',
        'abril',
        'mayo',
        'junio',
        'julio',
        'agosto',
        'septiembre',
        'octubre',
        'noviembre',
        'diciembre',
      ],
      date: (day, month, year) => `${day} de ${month} de ${year}`,
      month: (month, year) => `${month} de ${year}`,
    },
  ],
]);

/**
 * Intl objects are costly to make and a store page formats a date per card: one per locale and
 * kind, kept.
 */
const firstDays = new Map<string, Weekday>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** `time` (UTC) as "February 12, 2027" (`date`) or "February 2027" (`month`) in `locale`. */
function formatUtcDate(locale: string, kind: 'month' | 'date', time: Date): string {
  const own = OWN_DATE_TEXTS.get(locale);
  if (own) {
    const month = own.months[time.getUTCMonth()] ?? '';
    const year = time.getUTCFullYear();
    return kind === 'date' ? own.date(time.getUTCDate(), month, year) : own.month(month, year);
  }
  return utcDateFormat(locale, kind).format(time);
}

function utcDateFormat(locale: string, kind: 'month' | 'date'): Intl.DateTimeFormat {
  const key = `${kind} ${locale}`;
  let format = dateFormats.get(key);
  if (!format) {
    const day = kind === 'date' ? ({ day: 'numeric' } as const) : {};
    format = new Intl.DateTimeFormat(locale, {
      ...day,
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** The first day of the week in `locale` (Intl week data, 1 = Monday … 7 = Sunday). */
export function firstDayOfWeek(locale: string): Weekday {
  let day = firstDays.get(locale);
  if (day === undefined) {
    day = weekDataFirstDay(locale);
    firstDays.set(locale, day);
  }
  return day;
}

function weekDataFirstDay(locale: string): Weekday {
  // The table's languages (the product's own) need no week data: Intl's answer is the table's.
  if (Object.hasOwn(FIRST_DAY_BY_LANGUAGE, locale)) return FIRST_DAY_BY_LANGUAGE[locale] ?? 1;
  try {
    const intlLocale = new Intl.Locale(locale) as LocaleWithWeekInfo;
    const info = intlLocale.getWeekInfo?.() ?? intlLocale.weekInfo;
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return (info.firstDay % 7) as Weekday;
  } catch {
    // Not a valid language tag: fall through to the table.
  }
  return FIRST_DAY_BY_LANGUAGE[locale.slice(0, 2).toLowerCase()] ?? 1;
}

/** Days since 1970-01-01 of an ISO date (`YYYY-MM-DD`), or null when it is not one. */
function dayNumber(isoDate: string): number | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Rejects 2026-02-30 and the like, which Date.UTC would roll over.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

function startOfWeek(day: number, firstDay: Weekday): number {
  const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday
  return day - ((weekday - firstDay + 7) % 7);
}

/**
 * The release week of `releaseDate` seen on `today` (both ISO dates in the viewer's calendar):
 * this week, next week, in N weeks, or soon when the date has passed. Null for a malformed date.
 */
export function releaseWeek(
  releaseDate: string,
  today: string,
  firstDay: Weekday,
): ReleaseWeek | null {
  const release = dayNumber(releaseDate);
  const now = dayNumber(today);
  if (release === null || now === null) return null;
  if (release < now) return { kind: 'soon' };
  const weeks = (startOfWeek(release, firstDay) - startOfWeek(now, firstDay)) / 7;
  if (weeks === 0) return { kind: 'thisWeek' };
  if (weeks === 1) return { kind: 'nextWeek' };
  return { kind: 'inWeeks', weeks };
}

/** The viewer's calendar date as `YYYY-MM-DD` (local time, not UTC). */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** spec 2 §5: a release month must be 1–12 to be displayed. */
export function isDisplayableReleaseMonth(release: MonthOfRelease | null): boolean {
  return (
    release !== null &&
    Number.isInteger(release.year) &&
    Number.isInteger(release.month) &&
    release.month >= 1 &&
    release.month <= 12
  );
}

/** "February 2027" in `locale`, or null when the month may not be displayed. */
export function formatReleaseMonth(release: MonthOfRelease | null, locale: string): string | null {
  if (!release || !isDisplayableReleaseMonth(release)) return null;
  return formatUtcDate(locale, 'month', new Date(Date.UTC(release.year, release.month - 1, 1)));
}

/** "12 February 2027" (or the locale's order) of an ISO date; null when it is not one. */
export function formatCalendarDate(isoDate: string, locale: string): string | null {
  const day = dayNumber(isoDate);
  if (day === null) return null;
  return formatUtcDate(locale, 'date', new Date(day * DAY_MS));
}

/**
 * A coming-soon pack's release texts as of `now`, in the translator's language: the week ("This
 * week", "In 3 weeks", "Soon" once the date has passed) and the month (1–12) or else the date.
 */
export function releaseTexts(
  item: { releaseDate: string | null; monthOfRelease: MonthOfRelease | null },
  locale: string,
  t: TFunction,
  now: Date,
): { week: string | null; date: string | null } {
  const week = item.releaseDate
    ? releaseWeek(item.releaseDate, localIsoDate(now), firstDayOfWeek(locale))
    : null;
  const month = formatReleaseMonth(item.monthOfRelease, locale);
  return {
    week:
      week === null
        ? null
        : week.kind === 'inWeeks'
          ? t('store.release.inWeeks', { count: week.weeks })
          : t(`store.release.${week.kind}`),
    date: month
      ? t('store.release.month', { month })
      : item.releaseDate
        ? formatCalendarDate(item.releaseDate, locale)
        : null,
  };
}
