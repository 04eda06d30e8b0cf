import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Rendition } from '@parallax/core/contracts/player';
import { inputUrl, runFfmpeg } from './ffmpeg-run.service.js';
import {
  avcCodecOf,
  masterPlaylist,
  parseMediaPlaylist,
  withInitUri,
  type MasterEntry,
} from './hls-playlist.rules.js';
import { AUDIO_BITRATE, PEAK_FACTOR, planLadder, sdrFilter } from './ladder.rules.js';
import {
  ContentImportError,
  type Layout,
  type ProbedMedia,
  type RenditionPlan,
} from './media-tools.types.js';

export type LadderOptions = {
  source: string;
  probe: ProbedMedia;
  layout: Layout;
  /** Where `hls/` is written. */
  workDir: string;
  threads?: number;
};

const SEGMENT_SECONDS = 4;
/** Two keyframes per segment, at the same frames in every rung, so players switch at any segment. */
const KEYFRAMES_PER_SEGMENT = 2;

/**
 * The ffmpeg arguments of the ladder encode: one decode, split and scaled once per rung, each
 * rung encoded by libx264 (veryfast: an import of hours of 8K must end the same day) into fMP4
 * HLS segments, with a keyframe every 2 s (no scene-cut keyframes) so segments align across rungs.
 */
export function ladderCommand(options: LadderOptions): { args: string[]; plans: RenditionPlan[] } {
  const plans = planLadder(options.probe, options.layout);
  const frameRate = plans[0]!.frameRate;
  const keyframeInterval = String(
    Math.max(1, Math.round((frameRate * SEGMENT_SECONDS) / KEYFRAMES_PER_SEGMENT)),
  );
  const capFps = (options.probe.frameRate ?? 0) > frameRate ? `fps=${frameRate},` : '';
  const labels = plans.map((_, index) => `[s${index}]`).join('');
  const scales = plans.map(
    (plan, index) => `[s${index}]scale=${plan.width}:${plan.height}:flags=bicubic[v${index}]`,
  );
  const graph = [
    `[0:V:0]${capFps}${sdrFilter(options.probe)},split=${plans.length}${labels}`,
    ...scales,
  ].join(';');
  const withAudio = options.probe.withAudio;
  const threads = String(options.threads ?? 0);
  const perRung = plans.flatMap((plan, index) => [
    ...['-map', `[v${index}]`, ...(withAudio ? ['-map', '0:a:0'] : [])],
    `-b:v:${index}`,
    String(plan.videoBitrate),
    `-maxrate:v:${index}`,
    String(Math.round(plan.videoBitrate * PEAK_FACTOR)),
    `-bufsize:v:${index}`,
    String(Math.round(plan.videoBitrate * PEAK_FACTOR * 2)),
    `-level:v:${index}`,
    levelOf(plan.codecs),
  ]);
  const streamMap = plans.map(
    (plan, index) => `v:${index}${withAudio ? `,a:${index}` : ''},name:${plan.name}`,
  );
  const hls = join(options.workDir, 'hls');
  const args = [
    ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-progress', 'pipe:1', '-nostats'],
    ...[
      '-threads',
      threads,
      '-i',
      inputUrl(options.source),
      '-filter_complex_threads',
      threads,
      '-filter_complex',
      graph,
    ],
    ...perRung,
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-threads', threads],
    ...['-g', keyframeInterval, '-keyint_min', keyframeInterval, '-sc_threshold', '0'],
    ...(withAudio ? ['-c:a', 'aac', '-b:a', String(AUDIO_BITRATE), '-ac', '2'] : []),
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...[
      '-hls_segment_type',
      'fmp4',
      '-hls_flags',
      'independent_segments',
      '-hls_fmp4_init_filename',
      'init.mp4',
    ],
    ...['-hls_segment_filename', join(hls, '%v', 'seg-%05d.m4s'), '-start_number', '1'],
    ...[
      '-master_pl_name',
      'master.m3u8',
      '-var_stream_map',
      streamMap.join(' '),
      join(hls, '%v', 'index.m3u8'),
    ],
  ];
  return { args, plans };
}

/** `avc1.640033…` → `5.1`: the level the codecs string announces, which the encoder must keep to. */
function levelOf(codecs: string): string {
  const level = Number.parseInt(codecs.slice(9, 11), 16);
  return (level / 10).toFixed(1);
}

/**
 * Encodes the ladder into `<workDir>/hls/` and writes its master playlist; returns the rungs with
 * their measured peak bitrates. `onProgress` gets the encode's share done (0..1).
 */
export async function encodeLadder(
  options: LadderOptions & {
    file: string;
    signal?: AbortSignal;
    onProgress?: (fraction: number) => void;
  },
): Promise<Rendition[]> {
  const { args, plans } = ladderCommand(options);
  const duration = options.probe.durationSeconds ?? 0;
  await runFfmpeg(args.slice(3), {
    file: options.file,
    signal: options.signal,
    onLine: (line) => {
      const match = /^out_time_us=(\d+)/.exec(line);
      if (match && duration > 0 && options.onProgress) {
        options.onProgress(Math.min(1, Number(match[1]) / 1e6 / duration));
      }
    },
  });
  const entries: MasterEntry[] = [];
  for (const plan of plans) {
    entries.push(await finishRung(join(options.workDir, 'hls', plan.name), plan, options.file));
  }
  await writeFile(join(options.workDir, 'hls', 'master.m3u8'), masterPlaylist(entries));
  return entries.map(({ name, width, height, bandwidth, frameRate, codecs }) => ({
    name,
    width,
    height,
    bandwidth,
    frameRate,
    codecs,
  }));
}

/** Renames a rung's init section to `init.mp4` and measures its segments' peak and average bitrate. */
async function finishRung(dir: string, plan: RenditionPlan, file: string): Promise<MasterEntry> {
  const playlistPath = join(dir, 'index.m3u8');
  let playlist = await readFile(playlistPath, 'utf8').catch(() => '');
  const parsed = parseMediaPlaylist(playlist);
  if (!parsed.isEnded || parsed.segments.length === 0 || !parsed.initUri) {
    throw new ContentImportError(
      file,
      `ffmpeg failed: the ${plan.name} rung has no complete playlist`,
    );
  }
  if (parsed.initUri !== 'init.mp4') {
    await rename(join(dir, parsed.initUri), join(dir, 'init.mp4'));
    playlist = withInitUri(playlist, 'init.mp4');
    await writeFile(playlistPath, playlist);
  }
  // The codecs as the encoder wrote them, should it have chosen another level than asked.
  const video = avcCodecOf(await readFile(join(dir, 'init.mp4')));
  const codecs = video ? plan.codecs.replace(/^avc1\.[0-9a-f]{6}/, video) : plan.codecs;
  let peak = 0;
  let bits = 0;
  let seconds = 0;
  for (const segment of parsed.segments) {
    const size = (await stat(join(dir, segment.uri))).size * 8;
    bits += size;
    seconds += segment.duration;
    if (segment.duration > 0) peak = Math.max(peak, size / segment.duration);
  }
  // RFC 8216: BANDWIDTH is the peak segment bit rate. Very short videos' one segment may be tiny:
  // never announce less than their measured average.
  const average = Math.ceil(bits / Math.max(seconds, 0.001));
  return {
    ...plan,
    codecs,
    uri: `${plan.name}/index.m3u8`,
    bandwidth: Math.max(1, Math.ceil(peak), average),
    averageBandwidth: Math.max(1, average),
  };
}

/**
 * Whether a source can become the progressive file by a copy: 8-bit 4:2:0 H.264 (and AAC) in MP4
 * or MOV — what every browser and headset decodes; a 10-bit or 4:2:2 H.264 would not play.
 */
export function isRemuxable(probe: ProbedMedia): boolean {
  const isMp4 = probe.container.split(',').includes('mp4');
  const is420 = ['yuv420p', 'yuvj420p'].includes(probe.pixelFormat ?? 'yuv420p');
  return (
    isMp4 &&
    is420 &&
    probe.videoCodec === 'h264' &&
    (!probe.withAudio || probe.audioCodec === 'aac')
  );
}

/**
 * The progressive top-quality file with its index up front (+faststart, so a player starts before
 * the download ends): the source's own streams copied when they play everywhere, else the ladder's
 * top rung copied out of its segments (no second encode).
 */
export async function writeProgressive(options: {
  source: string;
  probe: ProbedMedia;
  workDir: string;
  topRung: string;
  file: string;
  signal?: AbortSignal;
}): Promise<void> {
  const input = isRemuxable(options.probe)
    ? options.source
    : join(options.workDir, 'hls', options.topRung, 'index.m3u8');
  const audio = options.probe.withAudio ? ['-map', '0:a:0'] : [];
  await runFfmpeg(
    [
      '-loglevel',
      'error',
      '-i',
      inputUrl(input),
      '-map',
      '0:V:0',
      ...audio,
      '-c',
      'copy',
      '-movflags',
      '+faststart',
      join(options.workDir, 'progressive.mp4'),
    ],
    { file: options.file, signal: options.signal },
  );
}
