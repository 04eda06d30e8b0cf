import { storageKey } from '@parallax/core/platform';

/** Every key this app keeps in localStorage (spec/README: prefixed with the product name). */
export const STORAGE_KEYS = {
  language: storageKey('language'),
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, policies): behave as if empty
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the setting lasts for this page only
  }
}
