import { createHash, type Hash } from 'node:crypto';
import { MEDIA_CHUNK_SIZE_BYTES, type MediaFileMetadata } from '@parallax/core/contracts/player';
import { mimeTypeOf, type MediaStat, type MediaStore } from './media-store.js';

type FileHashes = { sizeInBytes: number; sha256: string; chunkSha256: string[] };

/**
 * Hashes a file as it streams by: the whole file and each MEDIA_CHUNK_SIZE_BYTES chunk (the last
 * one may be shorter), never holding more than one read buffer.
 */
async function hashFile(store: MediaStore, key: string): Promise<FileHashes> {
  const whole = createHash('sha256');
  const chunkSha256: string[] = [];
  let chunk: Hash | null = null;
  let chunkFill = 0;
  let sizeInBytes = 0;
  for await (const data of store.open(key) as AsyncIterable<Buffer>) {
    whole.update(data);
    sizeInBytes += data.length;
    let offset = 0;
    while (offset < data.length) {
      chunk ??= createHash('sha256');
      const take = Math.min(MEDIA_CHUNK_SIZE_BYTES - chunkFill, data.length - offset);
      chunk.update(data.subarray(offset, offset + take));
      chunkFill += take;
      offset += take;
      if (chunkFill === MEDIA_CHUNK_SIZE_BYTES) {
        chunkSha256.push(chunk.digest('hex'));
        chunk = null;
        chunkFill = 0;
      }
    }
  }
  if (chunk) chunkSha256.push(chunk.digest('hex'));
  return { sizeInBytes, sha256: whole.digest('hex'), chunkSha256 };
}

/**
 * File metadata for the player (spec 2 §3: sizes and hashes to check a download chunk by chunk),
 * computed from the stored file. Hashing costs about 1 ms per MB, so results are kept per
 * (key, size, mtime) in a small LRU — a replaced file gets a new entry — and one computation is
 * shared by the requests that ask for it at the same time.
 */
/** Files hashed at once: a burst of metadata calls for uncached files queues instead of piling up. */
const MAX_FILES_HASHING = 2;

export function createMediaHashes(store: MediaStore, options: { maxEntries: number }) {
  const cache = new Map<string, Promise<FileHashes>>();
  let hashing = 0;
  const waiting: (() => void)[] = [];

  async function fewAtATime<T>(work: () => Promise<T>): Promise<T> {
    while (hashing >= MAX_FILES_HASHING) await new Promise<void>((wake) => waiting.push(wake));
    hashing++;
    try {
      return await work();
    } finally {
      hashing--;
      waiting.shift()?.();
    }
  }

  function hashesOf(key: string, stat: MediaStat): Promise<FileHashes> {
    const cacheKey = `${stat.size}:${stat.mtime.getTime()}:${key}`;
    const cached = cache.get(cacheKey);
    if (cached) {
      // Map keeps insertion order: moving a hit to the end makes the first entry the least used.
      cache.delete(cacheKey);
      cache.set(cacheKey, cached);
      return cached;
    }
    const pending = fewAtATime(() => hashFile(store, key)).then((hashes) => {
      // A file that changed while it was read is not remembered under the old size.
      if (hashes.sizeInBytes !== stat.size) cache.delete(cacheKey);
      return hashes;
    });
    pending.catch(() => cache.delete(cacheKey));
    cache.set(cacheKey, pending);
    if (cache.size > options.maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return pending;
  }

  return {
    /** The metadata of the file under key, or null when there is none. */
    async metadataOf(key: string): Promise<MediaFileMetadata | null> {
      const stat = await store.stat(key);
      if (!stat) return null;
      const hashes = await hashesOf(key, stat);
      return {
        lastModifiedAt: stat.mtime.toISOString(),
        sizeInBytes: hashes.sizeInBytes,
        mimeType: mimeTypeOf(key),
        sha256: hashes.sha256,
        chunkSizeInBytes: MEDIA_CHUNK_SIZE_BYTES,
        chunkSha256: hashes.chunkSha256,
        compression: { type: 'none', uncompressedSizeInBytes: hashes.sizeInBytes },
      };
    },
  };
}

export type MediaHashes = ReturnType<typeof createMediaHashes>;
