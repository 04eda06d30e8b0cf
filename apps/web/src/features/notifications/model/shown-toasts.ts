import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

/** Enough for every notification a user still has `sent`; the oldest ids go first. */
const KEPT_IDS = 500;

/**
 * spec 2 §4: toasts appear once per notification id. The ids shown (as toasts, or in the open
 * center) are kept in local storage, so neither a refetch nor a reload shows one again even when
 * the server could not be told.
 */
export function readShownToasts(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(readStorage(STORAGE_KEYS.notificationToastsShown) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function rememberShownToasts(ids: readonly string[]): void {
  if (ids.length === 0) return;
  const shown = readShownToasts();
  for (const id of ids) {
    shown.delete(id);
    shown.add(id);
  }
  writeStorage(STORAGE_KEYS.notificationToastsShown, JSON.stringify([...shown].slice(-KEPT_IDS)));
}
