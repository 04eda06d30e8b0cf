import { isSafeMediaKey } from '../../providers/media-store/media-keys.rules.js';

/** A playlist naming a file it may not: absolute, outside its own folder, or no media key. */
export class PlaylistUriRefused extends Error {
  constructor(readonly uri: string) {
    super(`The playlist names a file it may not: ${JSON.stringify(uri.slice(0, 200))}`);
    this.name = 'PlaylistUriRefused';
  }
}

// A scheme (`http:`, `data:`), or a path from the root (`/x`, `//host/x`).
const ABSOLUTE_URI = /^([a-z][a-z0-9+.-]*:|\/)/i;
const URI_ATTRIBUTE = /URI="([^"]*)"/g;

/**
 * The storage key a playlist's URI names, resolved against the playlist's own key (RFC 8216
 * §4.1: relative to the playlist). Only files in the playlist's folder or below it are allowed,
 * so a stored playlist cannot hand out signed links to anything else of the store.
 */
export function keyOfPlaylistUri(uri: string, playlistKey: string): string {
  if (ABSOLUTE_URI.test(uri) || /[?#]/.test(uri)) throw new PlaylistUriRefused(uri);
  const folder = playlistKey.split('/').slice(0, -1);
  const segments = [...folder];
  for (const raw of uri.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      throw new PlaylistUriRefused(uri);
    }
    if (segment === '.' || segment === '') continue;
    if (segment === '..') {
      if (segments.length <= folder.length) throw new PlaylistUriRefused(uri);
      segments.pop();
    } else segments.push(segment);
  }
  const key = segments.join('/');
  if (segments.length <= folder.length || !isSafeMediaKey(key)) throw new PlaylistUriRefused(uri);
  return key;
}

/**
 * The playlist with every URI it holds replaced by `urlOf(key)`: the URI lines (those neither
 * blank nor comments or tags) and the `URI="…"` attributes of tags (EXT-X-MAP, EXT-X-MEDIA,
 * EXT-X-I-FRAME-STREAM-INF, EXT-X-KEY …). Throws PlaylistUriRefused for one it may not name.
 */
export function rewritePlaylist(
  text: string,
  playlistKey: string,
  urlOf: (key: string) => string,
): string {
  const urlOfUri = (uri: string) => urlOf(keyOfPlaylistUri(uri.trim(), playlistKey));
  return text
    .split('\n')
    .map((line) => {
      const content = line.trim();
      if (content === '') return line;
      if (content.startsWith('#')) {
        if (!content.startsWith('#EXT')) return line;
        return line.replace(URI_ATTRIBUTE, (_match, uri: string) => `URI="${urlOfUri(uri)}"`);
      }
      return line.endsWith('\r') ? `${urlOfUri(content)}\r` : urlOfUri(content);
    })
    .join('\n');
}

/** Every key the playlist names (URI lines and `URI="…"` attributes), each once. */
export function keysOfPlaylist(text: string, playlistKey: string): string[] {
  const keys = new Set<string>();
  rewritePlaylist(text, playlistKey, (key) => {
    keys.add(key);
    return key;
  });
  return [...keys];
}

export const isPlaylistKey = (key: string): boolean => key.endsWith('.m3u8');
