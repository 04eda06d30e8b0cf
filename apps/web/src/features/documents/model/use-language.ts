import { DEFAULT_LANGUAGE, Language } from '@parallax/core/platform';
import { useTranslation } from '@/lib/i18n';

/** The UI language, re-rendering on a switch (the query keys of translated pages carry it). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return Language.catch(DEFAULT_LANGUAGE).parse(i18n.language);
}

/** A calendar date (YYYY-MM-DD) written out in `language`, e.g. "1 September 2026". */
export function formatLongDate(isoDate: string, language: Language): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
