import type { Messages } from '@parallax/core/i18n/en';
import { DEFAULT_LANGUAGE, Language } from '@parallax/core/platform';
import { useMemo, useSyncExternalStore } from 'react';
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

const listeners = new Set<Listener>();
let state: { language: Language; messages: Messages | undefined; t: TFunction } = {
  language: DEFAULT_LANGUAGE,
  messages: undefined,
  t: createTranslator(DEFAULT_LANGUAGE, undefined),
};

async function loadLanguage(language: Language): Promise<void> {
  const messages = await CATALOGUES[language]();
  state = { language, messages, t: createTranslator(language, messages) };
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
  /** Loads the language's catalogue, then switches to it and tells the listeners. */
  async changeLanguage(value: string): Promise<void> {
    const language = Language.catch(DEFAULT_LANGUAGE).parse(value);
    if (language === state.language && state.messages) return;
    await loadLanguage(language);
    document.documentElement.lang = language;
    writeStorage(STORAGE_KEYS.language, language);
    for (const listener of listeners) listener(language);
  },
  on(_event: 'languageChanged', listener: Listener): void {
    listeners.add(listener);
  },
  off(_event: 'languageChanged', listener: Listener): void {
    listeners.delete(listener);
  },
};

/** Loads the initial language (stored choice or browser's); the app renders once it resolves. */
export async function initI18n(
  language = resolveInitialLanguage(readStorage(STORAGE_KEYS.language), navigator.languages ?? []),
): Promise<void> {
  await loadLanguage(language);
  document.documentElement.lang = language;
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
