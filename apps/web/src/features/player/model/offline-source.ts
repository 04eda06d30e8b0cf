/**
 * Where the player finds a pack kept on this device (the library's downloads): set once by the
 * app, which composes the two features. Until then, and for packs not on the device, none.
 */
export type OfflinePack = {
  /** The content metadata as it was downloaded. */
  metadata: unknown;
  /** An object URL of a stored file, read from disk as the player seeks; null when absent. */
  urlOf: (fileId: string) => Promise<string | null>;
};

export type OfflineSource = (contentId: string) => Promise<OfflinePack | null>;

let source: OfflineSource = () => Promise.resolve(null);

export function setOfflineSource(next: OfflineSource): void {
  source = next;
}

/** The pack on this device (each file checked as it is opened), or null (then it streams). */
export function openOffline(contentId: string): Promise<OfflinePack | null> {
  return source(contentId).catch(() => null);
}
