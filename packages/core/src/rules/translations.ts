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
