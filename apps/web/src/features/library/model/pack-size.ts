import type { DownloadRecord } from '../downloads/protocol';

/**
 * The one size of a pack the library shows (its card, its progress and the Downloads section
 * alike): once the pack has a download record, the bytes that record fetches (its plan's files,
 * the progress total); before, the catalog's pack size.
 */
export function packSizeOf(catalogBytes: number, record: DownloadRecord | null): number {
  return record ? record.progress.totalContentSize : catalogBytes;
}

/** What the packs kept on this device take: their stored bytes, summed (not the whole site's). */
export function storedBytesOf(records: readonly DownloadRecord[]): number {
  return records.reduce((sum, record) => sum + record.storedBytes, 0);
}
