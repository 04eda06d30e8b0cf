import type { Language } from '@parallax/core/platform';
import { useTranslation } from './i18n';

/**
 * Texts that live beside the screen that shows them, in every language, rather than in the app's
 * message catalogues: for screens only a few people open (the operator's desk), so the store's
 * catalogue chunk does not carry them. The texts of the app's language.
 */
export function useLocalTexts<T>(texts: Readonly<Record<Language, T>>): T {
  const { i18n } = useTranslation();
  return texts[i18n.language];
}
