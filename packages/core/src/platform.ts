import { z } from 'zod';

/** spec 1 §1 and spec/README: platform ids; labels web, desktop app, quest3. */
export const PLATFORMS = ['web_app', 'desktop_app', 'quest3'] as const;
export const Platform = z.enum(PLATFORMS);
export type Platform = z.infer<typeof Platform>;

export const LANGUAGES = ['en', 'es'] as const;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;
export const DEFAULT_LANGUAGE: Language = 'en';

/** spec/README: storage keys are prefixed with the product name. */
export const STORAGE_PREFIX = 'parallax';
export const storageKey = (name: string): string => `${STORAGE_PREFIX}_${name}`;

/**
 * The language chosen in the app, also kept in a cookie so the server serves pages in it (the
 * app keeps it in localStorage under the same name).
 */
export const LANGUAGE_COOKIE = storageKey('language');

/**
 * The first of `candidates` — language tags ('es', 'es-MX', 'EN'), best first — that Parallax
 * speaks, else the default. The server (a cookie, then Accept-Language) and the app (its stored
 * choice, then the browser's languages) pick the same way, so a page is served in the language
 * the app will render it in.
 */
export function firstSupportedLanguage(
  candidates: readonly (string | null | undefined)[],
): Language {
  for (const candidate of candidates) {
    const tag = candidate?.trim().slice(0, 2).toLowerCase();
    // Read on every request: a lookup, not a schema (a failed parse builds an error).
    if (tag !== undefined && isLanguage(tag)) return tag;
  }
  return DEFAULT_LANGUAGE;
}

const languages: ReadonlySet<string> = new Set(LANGUAGES);
const isLanguage = (tag: string): tag is Language => languages.has(tag);
