import type { ContentShortItem } from '@parallax/core/contracts/catalog';
import { releaseTexts } from '@parallax/core/rules/release';
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
  return releaseTexts(item, i18n.language, t, new Date());
}
