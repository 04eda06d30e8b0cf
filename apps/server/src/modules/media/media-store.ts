import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { FileBody } from '../../http/file-body.js';

/** `etag`: the store's own strong validator, when it has one (an object store's ETag). */
export type MediaStat = { size: number; mtime: Date; etag?: string };

/** Inclusive byte positions, as in a Range header. */
export type ByteRange = { start: number; end: number };

/**
 * Where content files live, addressed by storage key (`content_parts.storage_key`,
 * `demo/media/pano-360-mono.jpg`): local directories (below) or an S3-compatible bucket
 * (media-store-s3.ts).
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
  signedUrlOf?(key: string, options: { maxSeconds: number; contentType: string }): Promise<string>;
};

// Each segment starts with a letter or digit (no `.`, `..` or hidden files) and holds only
// letters, digits, dot, dash and underscore: no NUL, backslash, colon, percent or spaces.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Whether a key can name a file of the store and nothing outside it (`..`, `/etc`, NUL). */
export function isSafeMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024) return false;
  const segments = key.split('/');
  return segments.length >= 2 && segments.every((segment) => SEGMENT.test(segment));
}

const MIME_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.json': 'application/json',
  '.gz': 'application/gzip',
};

export function mimeTypeOf(key: string): string {
  return MIME_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The demo imagery the catalog links as `/static/demo/<path>` is the media store's
 * `demo/<path>`; other addresses (an external CDN) are not in the store: null.
 */
export function mediaKeyOfAssetUrl(url: string): string | null {
  const prefix = '/static/demo/';
  if (!url.startsWith(prefix)) return null;
  const key = `demo/${url.slice(prefix.length)}`;
  return isSafeMediaKey(key) ? key : null;
}

/**
 * A store over local directories, one per first key segment (`demo` → apps/server/demo-media).
 * A key is checked twice: by its shape, and by where it resolves to.
 */
export function createLocalMediaStore(roots: Readonly<Record<string, string>>): MediaStore {
  const rootDirs = new Map(Object.entries(roots).map(([name, dir]) => [name, resolve(dir)]));

  function pathOf(key: string): string | null {
    if (!isSafeMediaKey(key)) return null;
    const [rootName = '', ...rest] = key.split('/');
    const root = rootDirs.get(rootName);
    if (!root) return null;
    const path = resolve(root, ...rest);
    return path.startsWith(root + sep) ? path : null;
  }

  return {
    async stat(key) {
      const path = pathOf(key);
      if (!path) return null;
      try {
        const info = await stat(path);
        return info.isFile() ? { size: info.size, mtime: info.mtime } : null;
      } catch {
        return null;
      }
    },

    open(key, range) {
      const path = pathOf(key);
      if (!path) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
      return new FileBody(path, range);
    },
  };
}
