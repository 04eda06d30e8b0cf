import type { Rendition } from '@parallax/core/contracts/player';

/** One rung of a master playlist with its media playlist's path, relative to the master. */
export type MasterEntry = Rendition & { uri: string; averageBandwidth?: number };

/**
 * The master playlist (RFC 8216 §4.3.4.2): every rung with BANDWIDTH, AVERAGE-BANDWIDTH,
 * RESOLUTION, CODECS and FRAME-RATE. Written by us, not ffmpeg: ffmpeg 5.1 leaves FRAME-RATE out
 * and estimates BANDWIDTH from the target bitrate, while hls.js picks rungs by these attributes.
 */
export function masterPlaylist(entries: MasterEntry[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const entry of entries) {
    const attributes = [
      `BANDWIDTH=${entry.bandwidth}`,
      ...(entry.averageBandwidth ? [`AVERAGE-BANDWIDTH=${entry.averageBandwidth}`] : []),
      `RESOLUTION=${entry.width}x${entry.height}`,
      `CODECS="${entry.codecs}"`,
      `FRAME-RATE=${entry.frameRate.toFixed(3)}`,
    ];
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, entry.uri);
  }
  return `${lines.join('\n')}\n`;
}

const ATTRIBUTE = /([A-Z0-9-]+)=("[^"]*"|[^,]*)/g;

/** The attributes of a tag's list (`BANDWIDTH=1,CODECS="a,b"`), quotes removed. */
export function parseAttributes(list: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, key, value] of list.matchAll(ATTRIBUTE)) {
    attributes.set(key!, value!.startsWith('"') ? value!.slice(1, -1) : value!);
  }
  return attributes;
}

/** The variants of a master playlist: each EXT-X-STREAM-INF's attributes and the URI after it. */
export function parseMasterPlaylist(
  text: string,
): Array<{ attributes: Map<string, string>; uri: string }> {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const variants: Array<{ attributes: Map<string, string>; uri: string }> = [];
  lines.forEach((line, index) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const uri = lines.slice(index + 1).find((next) => next && !next.startsWith('#'));
    if (uri)
      variants.push({ attributes: parseAttributes(line.slice('#EXT-X-STREAM-INF:'.length)), uri });
  });
  return variants;
}

export type MediaPlaylist = {
  initUri: string | null;
  segments: Array<{ uri: string; duration: number }>;
  isEnded: boolean;
};

/** The init section and segments of a media playlist. */
export function parseMediaPlaylist(text: string): MediaPlaylist {
  const playlist: MediaPlaylist = { initUri: null, segments: [], isEnded: false };
  let duration: number | null = null;
  for (const line of text.split(/\r?\n/).map((l) => l.trim())) {
    if (line.startsWith('#EXT-X-MAP:'))
      playlist.initUri = parseAttributes(line.slice(11)).get('URI') ?? null;
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
    else if (line === '#EXT-X-ENDLIST') playlist.isEnded = true;
    else if (line && !line.startsWith('#') && duration !== null) {
      playlist.segments.push({ uri: line, duration });
      duration = null;
    }
  }
  return playlist;
}

/** A media playlist with its init section renamed (ffmpeg names it `init_<n>.mp4` in a ladder). */
export function withInitUri(text: string, initUri: string): string {
  return text.replace(/^#EXT-X-MAP:URI="[^"]*"/m, `#EXT-X-MAP:URI="${initUri}"`);
}

/**
 * The RFC 6381 name of the H.264 stream an init section describes (`avc1.` + profile, constraint
 * flags and level from its avcC box), or null when it holds none.
 */
export function avcCodecOf(init: Uint8Array): string | null {
  const bytes = Buffer.from(init.buffer, init.byteOffset, init.byteLength);
  const box = bytes.indexOf('avcC', 0, 'latin1');
  if (box < 0 || box + 8 > bytes.length) return null;
  const hex = (offset: number) => bytes[box + offset]!.toString(16).padStart(2, '0');
  return `avc1.${hex(5)}${hex(6)}${hex(7)}`;
}
