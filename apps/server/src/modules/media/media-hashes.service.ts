import { createHash, type Hash } from 'node:crypto';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { MEDIA_CHUNK_SIZE_BYTES, type MediaFileMetadata } from '@parallax/core/contracts/player';
import { DomainError } from '@parallax/core/errors';
import { mimeTypeOf } from '../../providers/media-store/media-keys.rules.js';
import type { MediaStat, MediaStore } from '../../providers/media-store/media-store.types.js';

type FileHashes = { sizeInBytes: number; sha256: string; chunkSha256: string[] };

/**
 * Hashes bytes as they stream by: the whole and each MEDIA_CHUNK_SIZE_BYTES chunk (the last one
 * may be shorter), never holding more than one read buffer.
 */
async function hashStream(stream: AsyncIterable<Buffer>): Promise<FileHashes> {
  const whole = createHash('sha256');
  const chunkSha256: string[] = [];
  let chunk: Hash | null = null;
  let chunkFill = 0;
  let sizeInBytes = 0;
  for await (const data of stream) {
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

const hashFile = (store: MediaStore, key: string) =>
  hashStream(store.open(key) as AsyncIterable<Buffer>);

/**
 * A file's stored form for downloads: `<key>.gz` next to it when the format gains from gzip (3D
 * scenes; video and pictures are compressed already). Players that stream read the file itself.
 */
export const compressedKeyOf = (key: string): string => `${key}.gz`;

/** A gzip file of the store, unpacked as it is read; either side's failure ends both. */
function unpackedStream(store: MediaStore, key: string): AsyncIterable<Buffer> {
  const gunzip = createGunzip();
  return pipeline(store.open(key), gunzip, () => {}) as AsyncIterable<Buffer>;
}

type StoredHashes = {
  /** The file as played. */
  plain: FileHashes;
  /** Its gzip form, when the store has one that unpacks to exactly the file. */
  gzip: FileHashes | null;
};

/**
 * The hashes of a file and of its gzip form. The gzip form is unpacked as it is hashed and used
 * only when it unpacks to the very bytes of the file: a stale or broken one is never handed out.
 */
async function hashStored(store: MediaStore, key: string, hasGzip: boolean): Promise<StoredHashes> {
  const plain = await hashFile(store, key);
  if (!hasGzip) return { plain, gzip: null };
  const gzipKey = compressedKeyOf(key);
  try {
    const [gzip, unpacked] = await Promise.all([
      hashFile(store, gzipKey),
      hashStream(unpackedStream(store, gzipKey)),
    ]);
    return { plain, gzip: unpacked.sha256 === plain.sha256 ? gzip : null };
  } catch (error) {
    // A store that went away is no sign of a broken gzip form: nothing is remembered.
    if (error instanceof DomainError && error.errorType === 'ServiceUnavailable') throw error;
    return { plain, gzip: null };
  }
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
  const cache = new Map<string, Promise<StoredHashes>>();
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

  function hashesOf(
    key: string,
    stat: MediaStat,
    gzipStat: MediaStat | null,
  ): Promise<StoredHashes> {
    const gzipPart = gzipStat ? `${gzipStat.size}:${gzipStat.mtime.getTime()}` : '-';
    const cacheKey = `${stat.size}:${stat.mtime.getTime()}:${gzipPart}:${key}`;
    const cached = cache.get(cacheKey);
    if (cached) {
      // Map keeps insertion order: moving a hit to the end makes the first entry the least used.
      cache.delete(cacheKey);
      cache.set(cacheKey, cached);
      return cached;
    }
    const pending = fewAtATime(() => hashStored(store, key, gzipStat !== null)).then((hashes) => {
      // A file that changed while it was read is not remembered under the old size.
      if (hashes.plain.sizeInBytes !== stat.size) cache.delete(cacheKey);
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

  /**
   * The metadata of the file under key as a download fetches it (its gzip form when there is a
   * good one, with the hashes of the unpacked file), or null when there is no such file.
   */
  async function metadataOf(key: string): Promise<MediaFileMetadata | null> {
    const [stat, gzipStat] = await Promise.all([store.stat(key), store.stat(compressedKeyOf(key))]);
    if (!stat) return null;
    const { plain, gzip } = await hashesOf(key, stat, gzipStat);
    const stored = gzip ?? plain;
    return {
      // The content is the played file: its gzip form being written again changes nothing.
      lastModifiedAt: stat.mtime.toISOString(),
      sizeInBytes: stored.sizeInBytes,
      mimeType: mimeTypeOf(key),
      sha256: stored.sha256,
      chunkSizeInBytes: MEDIA_CHUNK_SIZE_BYTES,
      chunkSha256: stored.chunkSha256,
      compression: gzip
        ? {
            type: 'gzip',
            uncompressedSizeInBytes: plain.sizeInBytes,
            uncompressedSha256: plain.sha256,
            uncompressedChunkSha256: plain.chunkSha256,
          }
        : { type: 'none', uncompressedSizeInBytes: plain.sizeInBytes },
    };
  }

  return {
    metadataOf,
    /** The key a download fetches: the gzip form when the metadata describes it. */
    async storedKeyOf(key: string): Promise<string> {
      // Most files have no gzip form: answered without hashing anything.
      if (!(await store.stat(compressedKeyOf(key)))) return key;
      const metadata = await metadataOf(key);
      return metadata?.compression.type === 'gzip' ? compressedKeyOf(key) : key;
    },
  };
}

export type MediaHashes = ReturnType<typeof createMediaHashes>;
