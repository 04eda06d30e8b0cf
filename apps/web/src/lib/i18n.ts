import type { Messages } from '@parallax/core/i18n/en';
import { createTranslator, lookupMessage, type TFunction } from '@parallax/core/i18n/translate';
import {
  DEFAULT_LANGUAGE,
  firstSupportedLanguage,
  Language,
  LANGUAGE_COOKIE,
} from '@parallax/core/platform';
import { useMemo, useSyncExternalStore } from 'react';
import { writeCookie } from './cookies';
import { addressLanguage, moveAddressTo, onAddressLanguageChange } from './language-address';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/**
 * The app's translations: the message catalogues of @parallax/core (en and es), one loaded at a
 * time, and the core translator over it (`@parallax/core/i18n/translate`, which the server's
 * HTML uses too), so the store page does not ship a general i18n library and the language it
 * does not show (see docs/ARCHITECTURE.md, "Translations"). The language is the address's
 * (`/es/…`, lib/language-address.ts), else the one chosen in the app, else the browser's.
 */

export { createTranslator };
export type { TFunction };
type Listener = (language: Language) => void;

/** Each catalogue is its own chunk; the server preloads the one the page is served in. */
const CATALOGUES: Record<Language, () => Promise<Messages>> = {
  en: () => import('@parallax/core/i18n/en').then((module) => module.en),
  es: () => import('@parallax/core/i18n/es').then((module) => module.es),
};

/**
 * The stored choice first, then the browser's languages, then English — as the server picks the
 * language it serves the page in (its cookie, then Accept-Language).
 */
export function resolveInitialLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
): Language {
  return firstSupportedLanguage([stored, ...browserLanguages]);
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The choice, for this browser's next visits: the app reads storage, the server the cookie. */
function rememberLanguage(language: Language): void {
  writeStorage(STORAGE_KEYS.language, language);
  writeCookie(LANGUAGE_COOKIE, language, YEAR_SECONDS);
}

const listeners = new Set<Listener>();
let state: { language: Language; messages: Messages | undefined; t: TFunction } = {
  language: DEFAULT_LANGUAGE,
  messages: undefined,
  t: createTranslator(DEFAULT_LANGUAGE, undefined),
};

/** Counts loads, so that of two quick switches the last one wins whatever order they finish in. */
let latestLoad = 0;

/** Loads the catalogue and switches to it; false when a later load started meanwhile. */
async function loadLanguage(language: Language): Promise<boolean> {
  const load = ++latestLoad;
  const messages = await CATALOGUES[language]();
  if (load !== latestLoad) return false;
  state = { language, messages, t: createTranslator(language, messages) };
  return true;
}

function announce(language: Language): void {
  document.documentElement.lang = language;
  for (const listener of listeners) listener(language);
}

/** The language chosen in the app (stored), else the browser's: the language of plain paths. */
function chosenLanguage(): Language {
  return resolveInitialLanguage(readStorage(STORAGE_KEYS.language), navigator.languages ?? []);
}

/**
 * The address changed its language without a choice being made (back to `/es/x` from `/y`):
 * the page shows the address's language, or on a plain path the chosen one, and nothing is
 * remembered. A catalogue that cannot load (offline) leaves the language as it was.
 */
async function followAddress(language: Language | null): Promise<void> {
  const wanted = language ?? chosenLanguage();
  if (wanted === state.language) return;
  if (await loadLanguage(wanted).catch(() => false)) announce(wanted);
}

/** The app's translation state; the names follow the i18next API the components were written for. */
export const i18n = {
  get language(): Language {
    return state.language;
  },
  get t(): TFunction {
    return state.t;
  },
  exists(key: string): boolean {
    return typeof lookupMessage(state.messages, key) === 'string';
  },
  /**
   * The user chose a language: loads its catalogue, then switches to it, remembers it, moves the
   * page to its address in that language (`/x` ↔ `/es/x`) and tells the listeners. Rejects when
   * the catalogue cannot be loaded (offline); the language and the address stay as they were.
   */
  async changeLanguage(value: string): Promise<void> {
    const language = Language.catch(DEFAULT_LANGUAGE).parse(value);
    const isCurrent = language === state.language && state.messages !== undefined;
    if (isCurrent)
      latestLoad++; // a switch back cancels a switch still loading
    else if (!(await loadLanguage(language))) return;
    rememberLanguage(language);
    moveAddressTo(language);
    if (!isCurrent) announce(language);
  },
  on(_event: 'languageChanged', listener: Listener): void {
    listeners.add(listener);
  },
  off(_event: 'languageChanged', listener: Listener): void {
    listeners.delete(listener);
  },
};

const INIT_ATTEMPTS = 3;
const INIT_RETRY_MS = 1000;
let stopFollowingAddress = () => {};

/**
 * Loads the initial language — the address's, else the stored choice, else the browser's — and
 * from then on follows the address; the app renders once it resolves. A failed load (a network
 * hiccup) is tried again, three times in all, a second apart.
 */
export async function initI18n(language?: Language): Promise<void> {
  const stored = readStorage(STORAGE_KEYS.language);
  const initial = language ?? addressLanguage() ?? chosenLanguage();
  for (let attempt = 1; ; attempt++) {
    try {
      await loadLanguage(initial);
      break;
    } catch (error) {
      if (attempt >= INIT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, INIT_RETRY_MS));
    }
  }
  document.documentElement.lang = initial;
  // A choice stored before the cookie existed: the server learns it for the next page.
  if (stored === initial) writeCookie(LANGUAGE_COOKIE, initial, YEAR_SECONDS);
  stopFollowingAddress();
  stopFollowingAddress = onAddressLanguageChange((addressed) => void followAddress(addressed));
}

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const languageSnapshot = () => state.language;

/** `t` and `i18n` for a component, which renders again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, languageSnapshot);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` per language
  return useMemo(() => ({ t: state.t, i18n }), [language]);
}

export function currentLanguage(): Language {
  return state.language;
}
