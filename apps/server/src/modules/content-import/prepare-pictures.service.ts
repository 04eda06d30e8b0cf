import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { inputUrl, runFfmpeg } from './ffmpeg-run.service.js';
import { sdrFilter } from './ladder.rules.js';
import type { Layout, ProbedMedia } from './media-tools.types.js';

export type PictureSet = {
  cover: string;
  storePreview: string;
  previewClip: string | null;
  thumbnails: string[];
};

type PictureOptions = {
  source: string;
  probe: ProbedMedia;
  layout: Layout;
  workDir: string;
  file: string;
  signal?: AbortSignal;
};

const COVER_WIDTH = 1280;
const PREVIEW_WIDTH = 640;
const THUMB_WIDTH = 320;
const CLIP_WIDTH = 480;
const CLIP_SECONDS = 4;
const THUMB_COUNT = 4;
/** What a still's input reads after its seek: a frame or more at any frame rate. */
const STILL_SECONDS = 0.5;
const JPEG_QUALITY = ['-q:v', '3'];
/**
 * The first frame an input decodes. After a keyframe seek its time is before zero (the keyframe
 * precedes the moment asked for), which the picture's muxer would drop: it is moved to zero.
 */
const FIRST_FRAME = 'setpts=PTS-STARTPTS,trim=end_frame=1';

/** Scale to at most `width` across, never up, to even sides (H.264 and most decoders want them). */
function fit(width: number): string {
  return `scale='trunc(min(${width},iw)/2)*2':-2`;
}

/**
 * What a viewer sees of a frame outside the headset: one eye, and for a spherical or fisheye view
 * the flat 16:9 window straight ahead (ffmpeg's v360), not the warped whole frame.
 */
export function eyeView(probe: ProbedMedia, layout: Layout): string {
  const eyeWidth = layout.stereo === 'sbs' ? probe.width / 2 : probe.width;
  const crop =
    layout.stereo === 'sbs'
      ? ['crop=iw/2:ih:0:0']
      : layout.stereo === 'tb'
        ? ['crop=iw:ih/2:0:0']
        : [];
  const width = Math.max(16, Math.floor(Math.min(COVER_WIDTH, eyeWidth) / 2) * 2);
  const height = Math.max(16, Math.floor((width * 9) / 16 / 2) * 2);
  const window = `output=flat:h_fov=100:v_fov=64:w=${width}:h=${height}`;
  const input: Record<Layout['projection'], string | null> = {
    flat: null,
    equirect180: 'input=hequirect',
    equirect360: 'input=e',
    fisheye190: 'input=fisheye:ih_fov=190:iv_fov=190',
    fisheye200: 'input=fisheye:ih_fov=200:iv_fov=200',
  };
  const projection = input[layout.projection];
  const view = [...crop, ...(projection ? [`v360=${projection}:${window}`] : [])];
  return [sdrFilter(probe), ...view].join(',');
}

/**
 * A video's pictures in one ffmpeg run (each input seeks to its own moment and decodes a few
 * frames): the cover and store preview at a tenth of the way in, thumbnails spread over the
 * video, and a short silent preview clip.
 */
export async function writeVideoPictures(options: PictureOptions): Promise<PictureSet> {
  const duration = options.probe.durationSeconds ?? 0;
  const view = eyeView(options.probe, options.layout);
  const coverAt = duration * 0.1;
  const thumbTimes = Array.from(
    { length: THUMB_COUNT },
    (_, k) => (duration * (k + 1)) / (THUMB_COUNT + 1),
  );
  const clipLength = Math.min(CLIP_SECONDS, Math.max(0.5, duration - coverAt));
  // Each input reads only what its output takes: ffmpeg would otherwise decode (and reproject)
  // every input to its end while the clip is being encoded. A still is the keyframe at or before
  // its moment: an exact seek decodes the whole keyframe interval before it (on an 8K source, many
  // seconds per picture); the cost is alike pictures from a source with very long intervals.
  const still = (time: number) => [
    ...['-ss', time.toFixed(3), '-noaccurate_seek', '-t', String(STILL_SECONDS)],
    ...['-i', inputUrl(options.source)],
  ];
  const inputs = [
    ...still(coverAt),
    ...thumbTimes.flatMap(still),
    ...['-ss', coverAt.toFixed(3), '-t', clipLength.toFixed(3), '-i', inputUrl(options.source)],
  ];
  const clipInput = THUMB_COUNT + 1;
  const clipFps = (options.probe.frameRate ?? 30) > 30 ? 'fps=30,' : '';
  const thumbnails = thumbTimes.map((_, k) => `thumbs/${String(k + 1).padStart(2, '0')}.jpg`);
  const graph = [
    `[0:V:0]${FIRST_FRAME},${view},split=2[c0][c1]`,
    `[c0]${fit(COVER_WIDTH)}[cover]`,
    `[c1]${fit(PREVIEW_WIDTH)}[preview]`,
    ...thumbTimes.map((_, k) => `[${k + 1}:V:0]${FIRST_FRAME},${view},${fit(THUMB_WIDTH)}[t${k}]`),
    `[${clipInput}:V:0]${view},${clipFps}${fit(CLIP_WIDTH)},format=yuv420p[clip]`,
  ].join(';');
  const out = (path: string) => join(options.workDir, path);
  await mkdir(out('thumbs'), { recursive: true });
  await runFfmpeg(
    [
      ...['-loglevel', 'error', ...inputs, '-filter_complex', graph],
      ...['-map', '[cover]', '-frames:v', '1', ...JPEG_QUALITY, out('cover.jpg')],
      ...['-map', '[preview]', '-frames:v', '1', ...JPEG_QUALITY, out('preview.jpg')],
      ...thumbnails.flatMap((path, k) => [
        '-map',
        `[t${k}]`,
        '-frames:v',
        '1',
        ...JPEG_QUALITY,
        out(path),
      ]),
      ...['-map', '[clip]', '-an', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '30'],
      ...['-profile:v', 'high', '-movflags', '+faststart', out('preview.mp4')],
    ],
    { file: options.file, signal: options.signal },
  );
  return {
    cover: 'cover.jpg',
    storePreview: 'preview.jpg',
    previewClip: 'preview.mp4',
    thumbnails,
  };
}

/** A picture's cover, store preview and one thumbnail, from the one frame it is. */
export async function writeStillPictures(options: PictureOptions): Promise<PictureSet> {
  const out = (path: string) => join(options.workDir, path);
  const view = eyeView(options.probe, options.layout);
  const graph = `[0:V:0]${view},split=3[a][b][c];[a]${fit(COVER_WIDTH)}[cover];[b]${fit(PREVIEW_WIDTH)}[preview];[c]${fit(THUMB_WIDTH)}[thumb]`;
  await mkdir(out('thumbs'), { recursive: true });
  await runFfmpeg(
    [
      ...['-loglevel', 'error', '-i', inputUrl(options.source), '-filter_complex', graph],
      ...['-map', '[cover]', '-frames:v', '1', ...JPEG_QUALITY, out('cover.jpg')],
      ...['-map', '[preview]', '-frames:v', '1', ...JPEG_QUALITY, out('preview.jpg')],
      ...['-map', '[thumb]', '-frames:v', '1', ...JPEG_QUALITY, out('thumbs/01.jpg')],
    ],
    { file: options.file, signal: options.signal },
  );
  return {
    cover: 'cover.jpg',
    storePreview: 'preview.jpg',
    previewClip: null,
    thumbnails: ['thumbs/01.jpg'],
  };
}

/**
 * A 3D scene's cover and store preview: a neutral gradient card (ffmpeg has no fonts to write a
 * title with, and rendering the scene would need a GPU); the pack's own cover usually replaces it.
 */
export async function writeSceneCard(
  workDir: string,
  file: string,
  signal?: AbortSignal,
): Promise<PictureSet> {
  const card =
    'gradients=s=1280x720:c0=0x1b2233:c1=0x3d5a80:x0=0:y0=0:x1=1280:y1=720:nb_colors=2:d=1';
  await runFfmpeg(
    [
      ...[
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        card,
        '-filter_complex',
        `[0:v]split=2[a][b];[b]${fit(PREVIEW_WIDTH)}[p]`,
      ],
      ...['-map', '[a]', '-frames:v', '1', ...JPEG_QUALITY, join(workDir, 'cover.jpg')],
      ...['-map', '[p]', '-frames:v', '1', ...JPEG_QUALITY, join(workDir, 'preview.jpg')],
    ],
    { file, signal },
  );
  return { cover: 'cover.jpg', storePreview: 'preview.jpg', previewClip: null, thumbnails: [] };
}
