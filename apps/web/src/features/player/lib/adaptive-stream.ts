import type { HlsConfig } from 'hls.js';
import type { SceneSource } from './playback';

/*
 * How a video streams: adaptively (HLS with hls.js on Media Source Extensions, or the browser's
 * own HLS), or as one progressive file; and how the rendition playing now reads. Pure: hls.js
 * itself loads only when a part with a ladder plays (hls-stream.ts).
 */

export type VideoSourceKind =
  /** The one file: on the device, or a part without a ladder. */
  | 'file'
  /** The master playlist through hls.js (Media Source Extensions). */
  | 'hls'
  /** The master playlist as the video's src (the browser plays HLS itself: Safari on iOS). */
  | 'native'
  /** A part with a ladder on a browser that can stream neither: its progressive file. */
  | 'progressive';

export type VideoSource = { kind: VideoSourceKind; url: string };

/** What the browser can stream. */
export type StreamSupport = { hasMse: boolean; hasNativeHls: boolean };

export function chooseVideoSource(source: SceneSource, support: StreamSupport): VideoSource {
  if (source.streamUrl === null) return { kind: 'file', url: source.url };
  if (support.hasMse) return { kind: 'hls', url: source.streamUrl };
  if (support.hasNativeHls) return { kind: 'native', url: source.streamUrl };
  return { kind: 'progressive', url: source.url };
}

/** The rendition playing now: its frame height, its peak bit rate when known, who chose it. */
export type RenditionInfo = { height: number; bitrate: number | null; isAuto: boolean };

/** e.g. "2160p · 18.4 Mbit/s" (the decimal mark of the viewer's language), or "1080p". */
export function formatRendition(rendition: RenditionInfo, language: string): string {
  if (rendition.bitrate === null) return `${rendition.height}p`;
  const mbits = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rendition.bitrate / 1_000_000);
  return `${rendition.height}p · ${mbits} Mbit/s`;
}

/** The words around a rendition, in the viewer's language (`player.quality*`). */
export type RenditionWords = { quality: string; auto: string };

/** e.g. "Quality: Auto · 2160p · 18.4 Mbit/s" (the ladder's choice) or "Quality: 720p · …". */
export function renditionLabel(
  rendition: RenditionInfo,
  language: string,
  words: RenditionWords,
): string {
  const level = formatRendition(rendition, language);
  return `${words.quality}: ${rendition.isAuto ? `${words.auto} · ${level}` : level}`;
}

/** The Network Information API's estimate, where the browser offers it (Chromium). */
type Connection = { downlink?: number };

/** A first throughput estimate in bits per second, from the browser's when it has one. */
export function measuredThroughput(connection: Connection | undefined): number | null {
  const downlink = connection?.downlink;
  // Mbit/s, rounded by the browser (and capped at 10 by Chromium); 0 means no estimate.
  if (typeof downlink !== 'number' || !Number.isFinite(downlink) || downlink <= 0) return null;
  return Math.round(downlink * 1_000_000);
}

/**
 * hls.js's settings. The stream starts on the cheapest rung, whose first segment is both played
 * and timed: the first frame waits for one small segment, not for a bit rate test thrown away
 * and then a big one. The ladder climbs as soon as that throughput (and the browser's estimate,
 * until then) allows. The 2D viewer caps the ladder at the size it draws; VR does not: the
 * headset's texture wants the whole frame, whatever the page's size.
 */
export function hlsConfigFor(options: {
  isVr: boolean;
  throughput: number | null;
}): Partial<HlsConfig> {
  return {
    // hls.js orders the ladder by bit rate: 0 is the cheapest rung.
    startLevel: 0,
    testBandwidth: false,
    // The first segment loads while the media source opens.
    startFragPrefetch: true,
    ...(options.throughput === null ? {} : { abrEwmaDefaultEstimate: options.throughput }),
    capLevelToPlayerSize: !options.isVr,
    // 12 s ahead (three segments): an 8K rung at 40 Mbit/s holds some 60 MB, and a throughput that
    // drops shows in the next segment's load, so the player steps down before the buffer runs dry.
    maxBufferLength: 12,
    // The buffer may hold a sliver unfilled where one segment meets the next: playback jumps it
    // (up to half a second) rather than waiting at every segment's boundary.
    maxBufferHole: 0.5,
    // The links are same-origin and signed, but a user's link is checked against the session's
    // cookie; with object storage the bucket's CORS rule allows credentials, as for the video
    // element (createVideo).
    xhrSetup: (xhr) => {
      xhr.withCredentials = true;
    },
  };
}
