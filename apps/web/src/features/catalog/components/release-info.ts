import type { ContentShortItem } from '@parallax/core/contracts/catalog';
import {
  firstDayOfWeek,
  formatCalendarDate,
  formatReleaseMonth,
  localIsoDate,
  releaseWeek,
} from '@parallax/core/rules/release';
import { useTranslation } from '@/lib/i18n';

/**
 * A coming-soon pack's release texts (spec 1 §9): the week as "This week", "Next week", "In N
 * weeks" or "Soon" once the date has passed (weeks start on the language's first day); and the
 * release month when it is a month 1–12, else the date itself.
 */
export function useReleaseTexts(item: Pick<ContentShortItem, 'releaseDate' | 'monthOfRelease'>): {
  week: string | null;
  date: string | null;
} {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const week = item.releaseDate
    ? releaseWeek(item.releaseDate, localIsoDate(new Date()), firstDayOfWeek(locale))
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
