import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

/**
 * Whose packs the download manager shows and fetches. A browser keeps each account's downloads
 * apart: another account signed in on the same device neither sees nor plays them, and an
 * account's packs leave the device with it. A guest has none. The session sets the owner
 * (app/layouts/library-entry.tsx); the manager follows it.
 */

const ownerListeners = new Set<(owner: string | null) => void>();
const deletionListeners = new Set<(userId: string) => void>();

/** The owner of the downloads on this device now, remembered across reloads (and offline). */
export function downloadsOwner(): string | null {
  return readStorage(STORAGE_KEYS.downloadsOwner);
}

/** The owner this page last set (storage is shared with other tabs, and cleared on deletion). */
let ownerOfThisPage: string | null | undefined;

export function setDownloadsOwner(owner: string | null): void {
  if (owner === null) removeStorage(STORAGE_KEYS.downloadsOwner);
  else writeStorage(STORAGE_KEYS.downloadsOwner, owner);
  if (owner === ownerOfThisPage) return;
  ownerOfThisPage = owner;
  for (const listener of ownerListeners) listener(owner);
}

export function onDownloadsOwnerChange(listener: (owner: string | null) => void): () => void {
  ownerListeners.add(listener);
  return () => ownerListeners.delete(listener);
}

/** The account was deleted: its packs are removed from the device. */
export function forgetDownloadsOf(userId: string): void {
  for (const listener of deletionListeners) listener(userId);
}

export function onDownloadsForgotten(listener: (userId: string) => void): () => void {
  deletionListeners.add(listener);
  return () => deletionListeners.delete(listener);
}
