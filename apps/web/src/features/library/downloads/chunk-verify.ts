import {
  chunkCount,
  chunkLength,
  chunkStart,
  type FileForm,
  isPacked,
  playedFormOf,
} from './file-plan';
import type { SyncAccessHandle } from './opfs-writer';
import { type FilePlan, fileNameOf } from './protocol';

/** Chunks checked against the SHA-256 hashes of the content metadata's chunk manifest. */

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/**
 * Whether a stored file matches its hashes chunk by chunk (the played file's by default, or the
 * packed form's), read through a `File` so it never blocks a sync handle.
 */
export async function isIntactOnDisk(
  directory: FileSystemDirectoryHandle,
  name: string,
  expected: FileForm,
  chunkSizeInBytes: number,
): Promise<boolean> {
  let stored: File;
  try {
    stored = await (await directory.getFileHandle(name)).getFile();
  } catch {
    return false;
  }
  if (stored.size !== expected.sizeInBytes) return false;
  for (let index = 0; index < expected.chunkSha256.length; index++) {
    const start = index * chunkSizeInBytes;
    const bytes = new Uint8Array(await stored.slice(start, start + chunkSizeInBytes).arrayBuffer());
    if ((await sha256Hex(bytes)) !== expected.chunkSha256[index]) return false;
  }
  return true;
}

export const isPlayableOnDisk = (directory: FileSystemDirectoryHandle, file: FilePlan) =>
  isIntactOnDisk(directory, fileNameOf(file.id), playedFormOf(file), file.chunkSizeInBytes);

/**
 * Hashes the chunks of a file as fetched, through its open handle: one flag per chunk, pushed to
 * `good` as each is checked (so progress climbs during the scan); a chunk past the end is not good.
 */
export async function checkStoredChunks(
  file: FilePlan,
  access: SyncAccessHandle,
  good: boolean[],
  onChecked: () => void,
) {
  const size = access.getSize();
  const buffer = new Uint8Array(file.chunkSizeInBytes);
  for (let index = 0; index < chunkCount(file); index++) {
    const length = chunkLength(file, index);
    const start = chunkStart(file, index);
    if (start + length > size) {
      good.push(false);
      continue;
    }
    const view = buffer.subarray(0, length);
    access.read(view, { at: start });
    good.push((await sha256Hex(view)) === file.chunkSha256[index]);
    onChecked();
  }
}

/**
 * Which chunks of a file an update keeps: those whose hash the new plan shares at the same place,
 * good before, in a file of the same form and chunk size. A packed file whose unpacked form was
 * on the device keeps none (gzip's bytes shift after any change, so its old chunks would not
 * match).
 */
export function chunksKeptByUpdate(
  file: FilePlan,
  before: FilePlan | undefined,
  wasUnpacked: boolean,
  wasGood: readonly boolean[],
): boolean[] {
  return file.chunkSha256.map(
    (hash, index) =>
      before !== undefined &&
      !wasUnpacked &&
      isPacked(before) === isPacked(file) &&
      before.chunkSizeInBytes === file.chunkSizeInBytes &&
      before.chunkSha256[index] === hash &&
      chunkLength(before, index) === chunkLength(file, index) &&
      wasGood[index] === true,
  );
}
