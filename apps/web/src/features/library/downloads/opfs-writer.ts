import { storageShortfallBytes } from '@parallax/core/rules/download-storage';
import { StorageShortfall } from './download-errors';
import { DOWNLOADS_DIRECTORY, type FilePlan } from './protocol';

/**
 * The Origin Private File System as the worker writes it: files through synchronous access
 * handles (a worker's only), JSON records, and directory listings.
 */

export type SyncAccessHandle = {
  read(buffer: Uint8Array, options: { at: number }): number;
  write(buffer: Uint8Array, options: { at: number }): number;
  truncate(size: number): void;
  getSize(): number;
  flush(): void;
  close(): void;
};
type SyncFileHandle = FileSystemFileHandle & {
  createSyncAccessHandle(): Promise<SyncAccessHandle>;
};

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export async function downloadsRoot(storage: StorageManager): Promise<FileSystemDirectoryHandle> {
  const root = await storage.getDirectory();
  return root.getDirectoryHandle(DOWNLOADS_DIRECTORY, { create: true });
}

/** A file of the directory (created when missing), open for synchronous reads and writes. */
export async function openSyncHandle(
  directory: FileSystemDirectoryHandle,
  name: string,
): Promise<SyncAccessHandle> {
  const handle = (await directory.getFileHandle(name, { create: true })) as SyncFileHandle;
  return handle.createSyncAccessHandle();
}

/**
 * Per directory and file name, the last work holding the file: a file has one synchronous access
 * handle at a time ("another open Access Handle" otherwise), so writes of one file (a pause
 * saving the record while the job saves it too) wait for each other.
 */
const fileQueues = new WeakMap<FileSystemDirectoryHandle, Map<string, Promise<unknown>>>();

function withFile<T>(
  directory: FileSystemDirectoryHandle,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  let queues = fileQueues.get(directory);
  if (!queues) {
    queues = new Map<string, Promise<unknown>>();
    fileQueues.set(directory, queues);
  }
  const previous = queues.get(name) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(work);
  const settled = next.catch(() => undefined);
  queues.set(name, settled);
  void settled.then(() => {
    if (queues.get(name) === settled) queues.delete(name);
  });
  return next;
}

/**
 * Writes a JSON file in place: the new bytes over the old, then the rest trimmed, so a write the
 * device refuses (its quota reached) never leaves the file empty. Writes of one file are serial.
 */
export function writeJson(directory: FileSystemDirectoryHandle, name: string, value: unknown) {
  return withFile(directory, name, async () => {
    const access = await openSyncHandle(directory, name);
    try {
      const bytes = encoder.encode(JSON.stringify(value));
      writeChunkAt(access, bytes, 0, () => bytes.length);
      access.truncate(bytes.length);
      access.flush();
    } finally {
      access.close();
    }
  });
}

export async function readJson<T>(
  directory: FileSystemDirectoryHandle,
  name: string,
): Promise<T | null> {
  try {
    const file = await (await directory.getFileHandle(name)).getFile();
    return JSON.parse(decoder.decode(await file.arrayBuffer())) as T;
  } catch {
    return null;
  }
}

/** spec 2 §5: room on the device for `neededBytes` (what is still to fetch and to unpack). */
export async function checkRoom(storage: StorageManager, neededBytes: number) {
  if (neededBytes === 0) return;
  const estimate = await storage.estimate();
  const shortfall = storageShortfallBytes(
    { quota: estimate.quota ?? 0, usage: estimate.usage ?? 0 },
    neededBytes,
  );
  if (shortfall > 0) throw new StorageShortfall(shortfall);
}

/**
 * Writes a chunk (counted once its hash is checked). The device refusing it (the quota reached,
 * whatever the estimate said) is the storage message of spec 2 §8, with what the pack still
 * needs (`stillNeededBytes`).
 */
export function writeChunkAt(
  access: SyncAccessHandle,
  bytes: Uint8Array,
  at: number,
  stillNeededBytes: () => number,
) {
  let written: number;
  try {
    written = access.write(bytes, { at });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'QuotaExceededError') written = -1;
    else throw error;
  }
  // Chromium answers a write over the quota with a short count rather than an exception.
  if (written !== bytes.length) throw new StorageShortfall(stillNeededBytes());
}

/** Trims each fetched file to its plan's size, flushes it and closes it (`handles` ends empty). */
export function closeFetchedFiles(files: FilePlan[], handles: Map<string, SyncAccessHandle>) {
  for (const file of files) {
    const access = handles.get(file.id);
    access?.truncate(file.sizeInBytes);
    access?.flush();
  }
  for (const access of handles.values()) access.close();
  handles.clear();
}

export const entriesOf = (directory: FileSystemDirectoryHandle) =>
  (directory as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries();

export async function hasFiles(directory: FileSystemDirectoryHandle): Promise<boolean> {
  for await (const [, handle] of entriesOf(directory)) if (handle.kind === 'file') return true;
  return false;
}
