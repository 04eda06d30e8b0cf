import { DEFAULT_LANGUAGE, Language } from '../platform.js';

/**
 * Each language has its own addresses: English the plain paths (`/content/alpine-dawn`), another
 * language the same paths under its code (`/es/content/alpine-dawn`, the store at `/es/`). A
 * plain path is also where a visitor lands whose app has another language chosen: there the
 * app's choice decides (spec 1: the app's chosen language), under a prefix the prefix does.
 */

/** A path split into the language its prefix names (null: a plain path) and the page's path. */
export type LanguagePath = { language: Language | null; path: string };

const PREFIX = /^\/([a-z]{2})(?=\/|$)/;

/** `/es/tags/x` → es and `/tags/x`; `/es` → es and `/`; `/tags/x` → null and `/tags/x`. */
export function splitLanguagePath(pathname: string): LanguagePath {
  const prefix = PREFIX.exec(pathname);
  const parsed = Language.safeParse(prefix?.[1]);
  if (!prefix || !parsed.success || parsed.data === DEFAULT_LANGUAGE) {
    return { language: null, path: pathname };
  }
  return { language: parsed.data, path: pathname.slice(prefix[0].length) || '/' };
}

/**
 * The address of a page in `language`: `path` is the page's plain path, query and hash included
 * (`/tags/x?a=1` → `/es/tags/x?a=1`, `/` → `/es/`).
 */
export function localizedPath(path: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? path : `/${language}${path}`;
}
