import type { Language } from '@parallax/core/platform';

/** Number, money and date formats of the desk's language (money in US dollars). */
export function formatsOf(language: Language) {
  const locale = language === 'es' ? 'es-ES' : 'en-US';
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'medium' });
  return {
    money: (dollars: number) => money.format(dollars),
    count: (value: number) => count.format(value),
    percent: (ratio: number) => percent.format(ratio),
    /** A bucket's first day (YYYY-MM-DD), as a UTC date. */
    day: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
    /** An instant's time of day, in the operator's own zone. */
    time: (iso: string) => time.format(new Date(iso)),
  };
}

export type Formats = ReturnType<typeof formatsOf>;
