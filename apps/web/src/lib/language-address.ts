import type { Language } from '@parallax/core/platform';
import { localizedPath, splitLanguagePath } from '@parallax/core/rules/language-path';
import { UNSAFE_createBrowserHistory, type Location, type Path, type To } from 'react-router';

/**
 * The language of the address. Spanish pages live under `/es/…`, English ones on the plain paths
 * (core/rules/language-path.ts). The router never sees the prefix: its history (below) strips it
 * from the location it reads and writes the current one into every address it makes, so the
 * route table, `useLocation()` and every `<Link to="/content/x">` stay language-free and a link
 * on a Spanish page leads to `/es/content/x`. A switch of language moves the address in place.
 */

export type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type AddressListener = (language: Language | null) => void;

const listeners = new Set<AddressListener>();

/** The language the address names (`/es/…`); null on a plain path. */
export function addressLanguage(): Language | null {
  return splitLanguagePath(window.location.pathname).language;
}

/**
 * Called with the address's language when the address changes outside the router's own
 * navigations: the browser's back and forward buttons (which may cross `/es/x` ↔ `/y`) and
 * `moveAddressTo`. Returns the unsubscribe function.
 */
export function onAddressLanguageChange(listener: AddressListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Puts the current page at its address in `language` (`/x` ↔ `/es/x`), in the same history
 * entry: the page stays, the language was chosen on it.
 */
export function moveAddressTo(language: Language): void {
  const { pathname, search, hash } = window.location;
  const next = localizedPath(splitLanguagePath(pathname).path, language);
  if (next === pathname) return;
  window.history.replaceState(window.history.state, '', `${next}${search}${hash}`);
  for (const listener of listeners) listener(addressLanguage());
}

const withoutLanguage = <T extends Path>(path: T): T => ({
  ...path,
  pathname: splitLanguagePath(path.pathname).path,
});

function inAddressLanguage(to: To): To {
  const language = addressLanguage();
  if (!language) return to;
  if (typeof to === 'string') return to.startsWith('/') ? localizedPath(to, language) : to;
  // A path without a pathname is relative to the current address, which has the prefix.
  if (to.pathname === undefined) return to;
  const located: Partial<Location> = { ...to, pathname: localizedPath(to.pathname, language) };
  const { mask } = to as Partial<Location>;
  if (mask) located.mask = { ...mask, pathname: localizedPath(mask.pathname, language) };
  return located;
}

/**
 * The browser history as the router sees it: addresses without their language prefix, and the
 * prefix of the current address added to every address the router writes or links to.
 */
export function createLanguageHistory(): BrowserHistory {
  const browser = UNSAFE_createBrowserHistory();
  return {
    get action() {
      return browser.action;
    },
    get location() {
      const location = browser.location;
      return {
        ...withoutLanguage(location),
        ...(location.mask ? { mask: withoutLanguage(location.mask) } : {}),
      };
    },
    listen(listener) {
      // Called for the browser's back and forward buttons only (the router writes the rest).
      return browser.listen((update) => {
        for (const each of listeners) each(addressLanguage());
        listener({
          ...update,
          location: { ...update.location, ...withoutLanguage(update.location) },
        });
      });
    },
    createHref: (to) => browser.createHref(inAddressLanguage(to)),
    // The router's own view: URLs for its requests and the encoding of its paths, unprefixed.
    createURL: (to) => browser.createURL(to),
    encodeLocation: (to) => browser.encodeLocation(to),
    push: (to, state) => browser.push(inAddressLanguage(to), state),
    replace: (to, state) => browser.replace(inAddressLanguage(to), state),
    go: (delta) => browser.go(delta),
  };
}
