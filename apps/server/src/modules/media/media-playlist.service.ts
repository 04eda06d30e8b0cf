import { DomainError } from '@parallax/core/errors';
import { mimeTypeOf } from '../../providers/media-store/media-keys.rules.js';
import type { MediaStat, MediaStore } from '../../providers/media-store/media-store.types.js';
import {
  isPlaylistKey,
  keysOfPlaylist,
  PlaylistUriRefused,
  rewritePlaylist,
} from './hls-playlist.rules.js';
import type { MediaLinks } from './media-links.service.js';

/** A master or media playlist of a part is a few kilobytes; anything past this is not one. */
export const PLAYLIST_MAX_BYTES = 4 * 1024 * 1024;

/** The link a playlist was fetched with: whom it was made for, and until when (unix seconds). */
export type PlaylistLink = { holder: string; expiresAt: number };

async function textOf(store: MediaStore, key: string, stat: MediaStat): Promise<string> {
  if (stat.size > PLAYLIST_MAX_BYTES) {
    throw new DomainError('MediaNotFound', 'The playlist is larger than a playlist can be');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of store.open(key)) {
    const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += piece.length;
    if (size > PLAYLIST_MAX_BYTES) {
      throw new DomainError('MediaNotFound', 'The playlist is larger than a playlist can be');
    }
    chunks.push(piece);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A stored HLS playlist as one holder receives it: every file it names becomes a link for the
 * same holder and expiry as the playlist's own, so a variant playlist fetched from the master is
 * signed, and each init and media segment too. From an object store, segments (not playlists,
 * which are signed here again when fetched) are presigned URLs of the bucket that end with the
 * link: the player fetches them there directly, with no redirect per segment.
 *
 * A playlist naming a file outside its folder (or an absolute URL) is not served: MediaNotFound.
 */
export async function signedPlaylistOf(
  deps: { store: MediaStore; links: MediaLinks },
  key: string,
  stat: MediaStat,
  link: PlaylistLink,
): Promise<string> {
  const { store, links } = deps;
  const text = await textOf(store, key, stat);
  const presigned = new Map<string, string>();
  try {
    if (store.signedUrlOf) {
      const maxSeconds = links.secondsLeft(String(link.expiresAt));
      const segments = keysOfPlaylist(text, key).filter((named) => !isPlaylistKey(named));
      for (const segment of segments) {
        const contentType = mimeTypeOf(segment);
        const options = { maxSeconds, contentType, isForWholeLink: true };
        presigned.set(segment, await store.signedUrlOf(segment, options));
      }
    }
    return rewritePlaylist(
      text,
      key,
      (named) => presigned.get(named) ?? links.sign(named, link.holder, link.expiresAt),
    );
  } catch (error) {
    if (!(error instanceof PlaylistUriRefused)) throw error;
    throw new DomainError('MediaNotFound', error.message, { cause: error });
  }
}
