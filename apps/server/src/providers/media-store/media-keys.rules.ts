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
  // HLS (RFC 8216 §4): playlists, and fMP4 media segments (init segments are `.mp4`).
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
};

export function mimeTypeOf(key: string): string {
  return MIME_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** Where the catalog links public imagery from, and the store's root of each. */
const ASSET_PREFIXES = [
  ['/static/demo/', 'demo/'],
  ['/static/content/', 'content/'],
] as const;

/**
 * The imagery the catalog links as `/static/demo/<path>` (demo) or `/static/content/<path>`
 * (imported packs) is the media store's `demo/<path>` or `content/<path>`; other addresses (an
 * external CDN) are not in the store: null.
 */
export function mediaKeyOfAssetUrl(url: string): string | null {
  for (const [prefix, root] of ASSET_PREFIXES) {
    if (!url.startsWith(prefix)) continue;
    const key = `${root}${url.slice(prefix.length)}`;
    return isSafeMediaKey(key) ? key : null;
  }
  return null;
}

/** An imported pack's public imagery: `content/<pack slug>/public/<file>`, nothing deeper. */
export function isPublicContentKey(key: string): boolean {
  const segments = key.split('/');
  return (
    isSafeMediaKey(key) &&
    segments.length === 4 &&
    segments[0] === 'content' &&
    segments[2] === 'public'
  );
}

/**
 * A rung's media playlist in a prepared ladder: `<master's folder>/<rendition name>/index.m3u8`
 * (content import writes `hls/master.m3u8` and `hls/<rung>/index.m3u8`).
 */
export function variantPlaylistKeyOf(streamKey: string, renditionName: string): string {
  const folder = streamKey.split('/').slice(0, -1).join('/');
  return `${folder}/${renditionName}/index.m3u8`;
}
