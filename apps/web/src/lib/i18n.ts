import type { Messages } from '@parallax/core/i18n/en';
import {
  DEFAULT_LANGUAGE,
  firstSupportedLanguage,
  Language,
  LANGUAGE_COOKIE,
} from '@parallax/core/platform';
import { useMemo, useSyncExternalStore } from 'react';
import { writeCookie } from './cookies';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/**
 * The app's translations: the message catalogues of @parallax/core (en and es), one loaded at a
 * time, and a `t` that looks keys up in it. It does what the catalogues use and nothing more —
 * dotted keys, `{{name}}` interpolation (no escaping: React escapes), plurals by `count` with the
 * suffixes of Intl.PluralRules (`_one`, `_many`, `_other`, falling back to `_other`) and
 * `returnObjects` — so the store page does not ship a general i18n library and the language it
 * does not show (see docs/ARCHITECTURE.md, "Translations").
 */

export type TranslateOptions = { count?: number; returnObjects?: boolean } & Record<
  string,
  unknown
>;
export type TFunction = (key: string, options?: TranslateOptions) => string;
type Listener = (language: Language) => void;

/** Each catalogue is its own chunk; the server preloads the one the page is served in. */
const CATALOGUES: Record<Language, () => Promise<Messages>> = {
  en: () => import('@parallax/core/i18n/en').then((module) => module.en),
  es: () => import('@parallax/core/i18n/es').then((module) => module.es),
};

type Tree = { readonly [key: string]: string | Tree | readonly unknown[] };

function lookup(tree: Tree | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = lookup(values as Tree, name);
    const isPrintable = ['string', 'number', 'boolean', 'bigint'].includes(typeof value);
    return isPrintable ? String(value) : whole;
  });
}

/** Strings anywhere in a returned object or array get the same interpolation. */
function interpolateDeep(node: unknown, values: Record<string, unknown>): unknown {
  if (typeof node === 'string') return interpolate(node, values);
  if (Array.isArray(node)) return node.map((item) => interpolateDeep(item, values));
  if (typeof node === 'object' && node !== null) {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, interpolateDeep(value, values)]),
    );
  }
  return node;
}

/**
 * A translator over one catalogue. A missing key (or one naming an object without
 * `returnObjects`) comes back as the key itself, so a gap shows instead of an empty string.
 */
export function createTranslator(language: Language, messages: Messages | undefined): TFunction {
  const tree = messages as Tree | undefined;
  const plurals = new Intl.PluralRules(language);
  return (key, options = {}) => {
    let found: unknown;
    if (typeof options.count === 'number') {
      found =
        lookup(tree, `${key}_${plurals.select(options.count)}`) ?? lookup(tree, `${key}_other`);
    }
    found ??= lookup(tree, key);
    if (typeof found === 'string') return interpolate(found, options);
    if (found !== undefined && options.returnObjects) {
      return interpolateDeep(found, options) as string;
    }
    return key;
  };
}

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

/** The app's translation state; the names follow the i18next API the components were written for. */
export const i18n = {
  get language(): Language {
    return state.language;
  },
  get t(): TFunction {
    return state.t;
  },
  exists(key: string): boolean {
    return typeof lookup(state.messages, key) === 'string';
  },
  /**
   * Loads the language's catalogue, then switches to it, remembers it and tells the listeners.
   * Rejects when the catalogue cannot be loaded (offline); the language stays as it was.
   */
  async changeLanguage(value: string): Promise<void> {
    const language = Language.catch(DEFAULT_LANGUAGE).parse(value);
    const isCurrent = language === state.language && state.messages !== undefined;
    if (isCurrent)
      latestLoad++; // a switch back cancels a switch still loading
    else if (!(await loadLanguage(language))) return;
    rememberLanguage(language);
    if (isCurrent) return;
    document.documentElement.lang = language;
    for (const listener of listeners) listener(language);
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

/**
 * Loads the initial language (stored choice or browser's); the app renders once it resolves. A
 * failed load (a network hiccup) is tried again, three times in all, a second apart.
 */
export async function initI18n(language?: Language): Promise<void> {
  const stored = readStorage(STORAGE_KEYS.language);
  const initial = language ?? resolveInitialLanguage(stored, navigator.languages ?? []);
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
