import type { Layout, ProbedMedia, RenditionPlan } from './media-tools.types.js';

/** Rungs of a flat video, by the height of one eye (the usual `p` names). */
const FLAT_EYE_HEIGHTS = [4320, 2880, 2160, 1440, 1080, 720, 480, 360];
/** Rungs of a spherical or fisheye video, by the width of one eye (the VR players' 8K, 5.7K … 4K). */
const SPHERE_EYE_WIDTHS = [7680, 5760, 3840, 2880, 1920, 960, 480];
/** A lower rung is at least a tenth smaller: no two rungs a viewer could not tell apart. */
const STEP = 0.9;
/** No rung smaller than this on its short side (a 64×32 test source gets one lower rung, 32×16). */
const MIN_SIDE = 16;
export const MAX_FRAME_RATE = 60;
export const AUDIO_BITRATE = 128_000;
/** A rung's peak over its average: the encoder's -maxrate, the master playlist's BANDWIDTH. */
export const PEAK_FACTOR = 1.5;
/** H.264 bits per pixel per frame at 1080p; larger frames need fewer (the factor falls slowly). */
const BITS_PER_PIXEL_1080P = 0.08;
const PIXELS_1080P = 1920 * 1080;

/**
 * The streaming ladder of a video, best first: the source's own size, then smaller rungs down to
 * about 1080p per eye (for a 180° or fisheye view, 1920 pixels across an eye; for 360°, 3840 across
 * the sphere) and one below that, for slow links. Never larger than the source; frame rate kept up
 * to 60; bitrates from pixels × frame rate, capped by the source's bitrate where known.
 */
export function planLadder(probe: ProbedMedia, layout: Layout): RenditionPlan[] {
  const isFlat = layout.projection === 'flat';
  const eye = {
    width: layout.stereo === 'sbs' ? probe.width / 2 : probe.width,
    height: layout.stereo === 'tb' ? probe.height / 2 : probe.height,
  };
  const measure = isFlat ? eye.height : eye.width;
  const standards = isFlat ? FLAT_EYE_HEIGHTS : SPHERE_EYE_WIDTHS;
  const enough = isFlat ? 1080 : layout.projection === 'equirect360' ? 3840 : 1920;
  const sizes = [measure];
  let current = measure;
  while (current > enough) {
    const next = standards.find((size) => size < current * STEP);
    if (next === undefined) break;
    sizes.push(next);
    current = next;
  }
  sizes.push(standards.find((size) => size < current * STEP) ?? current / 2);
  const frameRate = Math.min(probe.frameRate ?? 30, MAX_FRAME_RATE);
  const rungs = new Map<string, RenditionPlan>();
  for (const size of sizes) {
    const rung = planRung(probe, layout, size / measure, frameRate);
    if (rung && !rungs.has(rung.name)) rungs.set(rung.name, rung);
  }
  return [...rungs.values()];
}

function planRung(
  probe: ProbedMedia,
  layout: Layout,
  scale: number,
  frameRate: number,
): RenditionPlan | null {
  // Each eye's side stays even too, so a stereo frame splits into two equal eyes.
  const width = roundTo(probe.width * scale, layout.stereo === 'sbs' ? 4 : 2);
  const height = roundTo(probe.height * scale, layout.stereo === 'tb' ? 4 : 2);
  if (Math.min(width, height) < MIN_SIDE) return null;
  const pixels = width * height;
  const bitsPerPixel = BITS_PER_PIXEL_1080P * (PIXELS_1080P / pixels) ** 0.15;
  const wanted = Math.round(pixels * frameRate * bitsPerPixel);
  // The source's bitrate bounds the top rung; a lower rung's bound shrinks with its pixels, so
  // every rung is cheaper than the one above it (a player stepping down must gain throughput).
  const sourceBound =
    probe.bitRate === undefined || probe.bitRate === null
      ? wanted
      : probe.bitRate * (pixels / (probe.width * probe.height)) ** 0.75;
  const videoBitrate = Math.max(8_000, Math.round(Math.min(wanted, sourceBound)));
  const audio = probe.withAudio ? AUDIO_BITRATE : 0;
  return {
    name: `${height}p`,
    width,
    height,
    frameRate: Math.round(frameRate * 1000) / 1000,
    videoBitrate,
    bandwidth: Math.round(videoBitrate * PEAK_FACTOR + audio),
    codecs: rfc6381Codecs(width, height, frameRate, probe.withAudio),
  };
}

function roundTo(value: number, multiple: number): number {
  return Math.max(multiple, Math.floor(value / multiple) * multiple);
}

/** H.264 levels: [level × 10, macroblocks per second, macroblocks per frame] (ITU-T H.264 table A-1). */
const H264_LEVELS: Array<[number, number, number]> = [
  [30, 40_500, 1_620],
  [31, 108_000, 3_600],
  [32, 216_000, 5_120],
  [40, 245_760, 8_192],
  [42, 522_240, 8_704],
  [50, 589_824, 22_080],
  [51, 983_040, 36_864],
  [52, 2_073_600, 36_864],
  [60, 4_177_920, 139_264],
  [61, 8_355_840, 139_264],
  [62, 16_711_680, 139_264],
];

/** The lowest H.264 level a frame size and rate fit in (3.0 at least: what every device takes). */
export function h264Level(width: number, height: number, frameRate: number): number {
  const frame = Math.ceil(width / 16) * Math.ceil(height / 16);
  const level = H264_LEVELS.find(
    ([, perSecond, perFrame]) => frame <= perFrame && frame * frameRate <= perSecond,
  );
  return (level ?? H264_LEVELS.at(-1)!)[0];
}

/** RFC 6381 codecs of a rung: H.264 High profile at its level (`avc1.640033`), AAC-LC when audio. */
export function rfc6381Codecs(
  width: number,
  height: number,
  frameRate: number,
  withAudio: boolean,
): string {
  const level = h264Level(width, height, frameRate).toString(16).padStart(2, '0');
  return withAudio ? `avc1.6400${level},mp4a.40.2` : `avc1.6400${level}`;
}

/**
 * The filter that brings decoded frames to what the H.264 ladder and the pictures carry: 8-bit
 * 4:2:0 SDR (BT.709). An HDR source (PQ or HLG, from 10-bit cameras) is tone-mapped first — only
 * converting its pixel format would show it grey and washed out.
 */
export function sdrFilter(probe: ProbedMedia): string {
  if (!probe.isHdr) return 'format=yuv420p';
  return [
    'zscale=t=linear:npl=100',
    'format=gbrpf32le',
    'zscale=p=bt709',
    'tonemap=tonemap=hable:desat=0',
    'zscale=t=bt709:m=bt709:r=tv',
    'format=yuv420p',
  ].join(',');
}
