import { useSyncExternalStore } from 'react';
import { downloads } from '../downloads/download-manager';
import type { DownloadRecord } from '../downloads/protocol';

/*
 * The download manager's records for React (spec 2 §3 download record): every pack on this
 * device, re-rendered as the worker reports progress. Subscribing starts the worker, which reads
 * what the device holds.
 */

const readRecords = () => downloads.getSnapshot();
const readLoaded = () => downloads.hasLoaded;

/** Every pack on this device, oldest first. */
export function useDownloadRecords(): readonly DownloadRecord[] {
  return useSyncExternalStore(downloads.subscribe, readRecords, readRecords);
}

/** The pack's download record, or null when it is not on this device. */
export function useDownloadRecord(contentId: string): DownloadRecord | null {
  return useDownloadRecords().find((record) => record.contentId === contentId) ?? null;
}

/** Whether the worker has told what is on the device yet. */
export function useDownloadsLoaded(): boolean {
  return useSyncExternalStore(downloads.subscribe, readLoaded, readLoaded);
}
