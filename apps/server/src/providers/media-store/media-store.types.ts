import type { Readable } from 'node:stream';

/** `etag`: the store's own strong validator, when it has one (an object store's ETag). */
export type MediaStat = { size: number; mtime: Date; etag?: string };

/** Inclusive byte positions, as in a Range header. */
export type ByteRange = { start: number; end: number };

export type SignedUrlOptions = {
  maxSeconds: number;
  contentType: string;
  /**
   * The URL works for `maxSeconds` however short the store's own lifetime is: the segments a
   * playlist names are fetched over the whole playback, long after the playlist was read.
   */
  isForWholeLink?: boolean;
};

/**
 * Where content files live, addressed by storage key (`content_parts.storage_key`,
 * `demo/media/pano-360-mono.jpg`): local directories (local-directory.provider.ts) or an
 * S3-compatible bucket (s3.provider.ts).
 */
export type MediaStore = {
  /** Size and modification time, or null when the key names no file (or is not a safe key). */
  stat(key: string): Promise<MediaStat | null>;
  /** The file's bytes, or one range of them; never the whole file in memory. */
  open(key: string, range?: ByteRange): Readable;
  /**
   * An object store's: a short-lived URL the client fetches the file from itself, so its bytes
   * never pass through this process. It works for the store's own short lifetime, or for
   * `maxSeconds` when that is shorter, and is answered with `contentType`. Absent: the server
   * streams the file.
   */
  signedUrlOf?(key: string, options: SignedUrlOptions): Promise<string>;
  /**
   * Stores the file at `localPath` as `key` (replacing what was there), answered with
   * `contentType`; readers never see a half-written file. The local store may take the file
   * itself (a hard link): the caller may delete `localPath` afterwards but not write into it.
   */
  put(key: string, localPath: string, contentType: string): Promise<void>;
  /** Forgets the files (keys that name none are skipped). */
  remove(keys: readonly string[]): Promise<void>;
  /**
   * An object store's: makes the bucket ready (created, CORS for the site) and, `withDemoMedia`,
   * uploads the demo files the bucket lacks, so the demo catalog's keys resolve there. Local
   * directories need nothing.
   */
  prepare?(options: { withDemoMedia: boolean }): Promise<void>;
  /** An object store's: lets go of its connections. */
  close?(): void;
};
