/** spec 2 §6, §9: one pack kept offline per viewer by default (a setting changes it). */
export const OFFLINE_DOWNLOAD_LIMIT_DEFAULT = 1;

/**
 * spec 2 §6: whether a new offline item may start; an item already on the device (or under way) is
 * always allowed.
 */
export function mayKeepOffline(
  contentId: string,
  offlineContentIds: readonly string[],
  limit: number,
): boolean {
  if (offlineContentIds.includes(contentId)) return true;
  return new Set(offlineContentIds).size < limit;
}
