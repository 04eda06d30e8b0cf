import { DEFAULT_LANGUAGE, type Language } from '../platform.js';

/**
 * The translation to show for `wanted`: that language if it exists, otherwise English (spec 1 §1:
 * en and es; English is the language every text is written in first).
 */
export function pickTranslation<T extends { language: string }>(
  translations: readonly T[],
  wanted: Language,
): T | undefined {
  return (
    translations.find((translation) => translation.language === wanted) ??
    translations.find((translation) => translation.language === DEFAULT_LANGUAGE)
  );
}

/**
 * A catalog row in `language`: its stored translation (`translations[language]`, field by field)
 * over the English row. English, and any field not translated, is the row as stored.
 */
export function localized<T extends { translations: Partial<Record<Language, object>> }>(
  row: T,
  language: Language,
): T {
  const texts = language === DEFAULT_LANGUAGE ? undefined : row.translations[language];
  if (!texts) return row;
  const defined = Object.entries(texts).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  return { ...row, ...Object.fromEntries(defined) };
}
