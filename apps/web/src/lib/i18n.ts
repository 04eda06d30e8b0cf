import type { Messages, StorePageMessages } from '@parallax/core/i18n/en';
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
import { splitLanguagePath } from '@parallax/core/rules/language-path';

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

type OtherAreaMessages = Omit<Messages, keyof StorePageMessages>;

/**
 * Each catalogue in two chunks: the messages the store page can show, which the server preloads
 * with the page, and the other areas', which a first-time visitor of the store page fetches only
 * once they go further (a touch, a key, a message the page lacks).
 */
const CATALOGUES: Record<
  Language,
  { storePage: () => Promise<StorePageMessages>; otherAreas: () => Promise<OtherAreaMessages> }
> = {
  en: {
    storePage: () => import('@parallax/core/i18n/en').then(({ enStorePage }) => enStorePage),
    otherAreas: () =>
      import('@parallax/core/i18n/en-other-areas').then(({ enOtherAreas }) => enOtherAreas),
  },
  es: {
    storePage: () => import('@parallax/core/i18n/es').then(({ esStorePage }) => esStorePage),
    otherAreas: () =>
      import('@parallax/core/i18n/es-other-areas').then(({ esOtherAreas }) => esOtherAreas),
  },
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

type State = {
  language: Language;
  storePage: StorePageMessages | undefined;
  /** The whole catalogue once the other areas' messages are in, else the store page's. */
  messages: Messages | StorePageMessages | undefined;
  isWhole: boolean;
  t: TFunction;
};

const listeners = new Set<Listener>();
/** The components using `useTranslation`: told of a new language and of messages added. */
const renderListeners = new Set<() => void>();
let state = stateOf(DEFAULT_LANGUAGE, undefined, undefined);

/** Set once the visitor goes beyond the store page: from then on every load is whole. */
let isWholeWanted = false;
let completing: Promise<void> | undefined;

function stateOf(
  language: Language,
  storePage: StorePageMessages | undefined,
  otherAreas: OtherAreaMessages | undefined,
): State {
  const messages = storePage && otherAreas ? { ...storePage, ...otherAreas } : storePage;
  const isWhole = otherAreas !== undefined;
  const translate = createTranslator(language, messages);
  const t: TFunction = (key, options) => {
    if (!isWhole && messages) completeIfMissing(messages, key);
    return translate(key, options);
  };
  return { language, storePage, messages, isWhole, t: isWhole ? translate : t };
}

/** A key of an area the loaded messages lack: the other areas' messages are fetched. */
function completeIfMissing(messages: object, key: string): void {
  const area = key.split('.', 1)[0] ?? key;
  if (!Object.hasOwn(messages, area)) void completeMessages();
}

/**
 * Adds the other areas' messages to the store page's, once; the components showing a message
 * then render again. Offline, the next missing message or interaction tries again. Resolves when
 * they are in, or could not be loaded.
 */
function completeMessages(): Promise<void> {
  isWholeWanted = true;
  const { language, storePage, isWhole } = state;
  if (isWhole || !storePage) return Promise.resolve();
  completing ??= CATALOGUES[language]
    .otherAreas()
    .then((otherAreas) => {
      // A load of another language since has replaced the messages (whole, as now wanted).
      if (state.storePage !== storePage) return;
      state = stateOf(language, storePage, otherAreas);
      for (const listener of renderListeners) listener();
    })
    .catch(() => {})
    .finally(() => {
      completing = undefined;
    });
  return completing;
}

/**
 * For a part the store page may show before any touch whose words are another area's (a
 * subscriber's banners): resolves once the whole catalogue is in, or could not be loaded.
 */
export function loadAllMessages(): Promise<void> {
  return completeMessages();
}

/** Counts loads, so that of two quick switches the last one wins whatever order they finish in. */
let latestLoad = 0;

/**
 * Loads the catalogue and switches to it: the store page's messages, and the other areas' when
 * the visitor has gone beyond the store page. The other areas' messages failing to load (offline,
 * not yet cached) do not keep the app from starting: they are tried again when one is asked for.
 * False when a later load started meanwhile.
 */
async function loadLanguage(language: Language): Promise<boolean> {
  const load = ++latestLoad;
  const catalogue = CATALOGUES[language];
  const withOtherAreas = isWholeWanted;
  const [storePage, otherAreas] = await Promise.all([
    catalogue.storePage(),
    withOtherAreas ? catalogue.otherAreas().catch(() => undefined) : undefined,
  ]);
  if (load !== latestLoad) return false;
  state = stateOf(language, storePage, otherAreas);
  // Wanted since this load started (a touch meanwhile).
  if (isWholeWanted && !withOtherAreas) void completeMessages();
  return true;
}

function announce(language: Language): void {
  document.documentElement.lang = language;
  for (const listener of listeners) listener(language);
  for (const listener of renderListeners) listener();
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
    const { messages, isWhole } = state;
    if (!isWhole && messages) completeIfMissing(messages, key);
    return typeof lookupMessage(messages, key) === 'string';
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
 * On the store page, the first touch or key press fetches the other areas' messages, so that
 * what it opens (a dialog, another page) has its words when it shows.
 */
function completeOnFirstInteraction(): void {
  const events = ['pointerdown', 'keydown'] as const;
  const complete = () => {
    for (const event of events) window.removeEventListener(event, complete, true);
    void completeMessages();
  };
  for (const event of events) window.addEventListener(event, complete, true);
}

/**
 * Loads the initial language — the address's, else the stored choice, else the browser's — and
 * from then on follows the address; the app renders once it resolves. On the store page only the
 * store page's messages load before the first render (the other areas' follow when the visitor
 * goes further); elsewhere, and when a language is given, the whole catalogue. A failed load (a
 * network hiccup) is tried again, three times in all, a second apart.
 */
export async function initI18n(language?: Language): Promise<void> {
  const stored = readStorage(STORAGE_KEYS.language);
  const initial = language ?? addressLanguage() ?? chosenLanguage();
  const isStorePage = splitLanguagePath(window.location.pathname).path === '/';
  if (language !== undefined || !isStorePage) isWholeWanted = true;
  else if (!isWholeWanted) completeOnFirstInteraction();
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
  renderListeners.add(onChange);
  return () => renderListeners.delete(onChange);
};
const translatorSnapshot = () => state.t;

/**
 * `t` and `i18n` for a component, which renders again when the language changes or the other
 * areas' messages arrive.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const t = useSyncExternalStore(subscribe, translatorSnapshot);
  return useMemo(() => ({ t, i18n }), [t]);
}

export function currentLanguage(): Language {
  return state.language;
}
