import { en } from '@parallax/core/i18n/en';
import { es } from '@parallax/core/i18n/es';
import { DEFAULT_LANGUAGE, Language } from '@parallax/core/platform';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/** The stored choice first, then the browser's languages, then English. */
export function resolveInitialLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
): Language {
  const candidates = [stored, ...browserLanguages.map((tag) => tag.slice(0, 2).toLowerCase())];
  for (const candidate of candidates) {
    const parsed = Language.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return DEFAULT_LANGUAGE;
}

export function initI18n(): typeof i18n {
  const lng = resolveInitialLanguage(readStorage(STORAGE_KEYS.language), navigator.languages ?? []);
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, es: { translation: es } },
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = lng;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    writeStorage(STORAGE_KEYS.language, language);
  });
  return i18n;
}

export function currentLanguage(): Language {
  return Language.catch(DEFAULT_LANGUAGE).parse(i18n.language);
}
