import { extname } from 'node:path';

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
