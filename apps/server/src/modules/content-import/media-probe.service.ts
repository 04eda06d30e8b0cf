import { open, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import {
  MISSING_TOOLS,
  ffmpegBinary,
  ffprobeBinary,
  inputUrl,
  lastLine,
  runFfmpeg,
  runTool,
} from './ffmpeg-run.service.js';
import { declaredLayout, type LayoutStream } from './layout.rules.js';
import { ContentImportError, type ProbedMedia } from './media-tools.types.js';

/** Throws the message telling what to install when ffmpeg or ffprobe cannot be run. */
export async function requireMediaTools(): Promise<void> {
  for (const binary of [ffmpegBinary(), ffprobeBinary()]) {
    try {
      const { code } = await runTool(binary, ['-version'], { file: binary });
      if (code === 0) continue;
    } catch {
      // not found or not runnable: the same advice
    }
    throw new ContentImportError('ffmpeg', MISSING_TOOLS);
  }
}

type ProbeStream = LayoutStream & {
  codec_type?: string;
  codec_name?: string;
  height?: number;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  bit_rate?: string;
  pix_fmt?: string;
  color_transfer?: string;
  disposition?: { attached_pic?: number };
};
type ProbeOutput = {
  streams?: ProbeStream[];
  format?: { format_name?: string; duration?: string; bit_rate?: string };
};

const PICTURE_CODECS = new Set(['mjpeg', 'png', 'webp']);

/**
 * What a source file holds, or a ContentImportError naming it when it cannot become a part:
 * missing, empty, truncated or corrupt, of a format we do not read, sound only, or a video ffmpeg
 * cannot decode. glTF scenes are read by their own header, the rest by ffprobe.
 */
export async function probeFile(path: string): Promise<ProbedMedia> {
  const name = basename(path);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw new ContentImportError(name, 'file not found');
  if (info.size === 0) throw new ContentImportError(name, 'the file is empty');
  const extension = extname(path).toLowerCase();
  if (extension === '.glb' || extension === '.gltf') return probeScene(path, name, info.size);
  const probe = await ffprobe(path, name);
  const streams = probe.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === 'audio');
  const container = probe.format?.format_name ?? 'unknown';
  if (!video) {
    const reason = audio
      ? 'sound only: there is no picture to import'
      : 'no picture or video in the file';
    throw new ContentImportError(name, reason);
  }
  if (!video.width || !video.height)
    throw new ContentImportError(name, 'the video has no frame size: the file is damaged');
  if (container === 'image2' || container.endsWith('_pipe')) {
    if (!PICTURE_CODECS.has(video.codec_name ?? '')) {
      throw new ContentImportError(name, 'unsupported picture format: use JPEG, PNG or WebP');
    }
    return picture(container, info.size, video);
  }
  const duration = Number(probe.format?.duration);
  if (!Number.isFinite(duration) || duration <= 0)
    throw new ContentImportError(
      name,
      'the video has no duration: the file is truncated or damaged',
    );
  await decodeFirstFrame(path, name);
  // ffmpeg turns a frame its display matrix rotates a quarter turn: the ladder sees it upright.
  const isTurned = video.side_data_list?.some(
    (data) => Math.abs(Number(data.rotation)) % 180 === 90,
  );
  return {
    kind: 'video',
    container,
    sizeInBytes: info.size,
    durationSeconds: duration,
    width: isTurned ? video.height : video.width,
    height: isTurned ? video.width : video.height,
    frameRate: frameRateOf(video),
    videoCodec: video.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
    withAudio: audio !== undefined,
    bitRate: positive(video.bit_rate) ?? positive(probe.format?.bit_rate),
    pixelFormat: video.pix_fmt ?? null,
    isHdr: ['smpte2084', 'arib-std-b67'].includes(video.color_transfer ?? ''),
    declared: declaredLayout(video),
  };
}

async function ffprobe(path: string, name: string): Promise<ProbeOutput> {
  const args = ['-v', 'error', '-of', 'json', '-show_format', '-show_streams', inputUrl(path)];
  const output = await runTool(ffprobeBinary(), args, { file: name }).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'ENOENT')
      throw new ContentImportError('ffmpeg', MISSING_TOOLS);
    throw error;
  });
  if (output.code !== 0) {
    const message = lastLine(output.stderr);
    const reason = /Invalid data|could not find codec|moov atom not found|End of file/i.test(
      message,
    )
      ? `unknown format, or the file is truncated or damaged (${message})`
      : `ffprobe cannot read it (${message})`;
    throw new ContentImportError(name, reason);
  }
  try {
    return JSON.parse(output.stdout) as ProbeOutput;
  } catch {
    throw new ContentImportError(name, 'ffprobe cannot read it');
  }
}

/** A video whose first frame does not decode cannot be prepared: say so now, not mid-import. */
async function decodeFirstFrame(path: string, name: string): Promise<void> {
  try {
    await runFfmpeg(
      [
        '-v',
        'error',
        '-xerror',
        '-i',
        inputUrl(path),
        '-map',
        '0:V:0',
        '-frames:v',
        '1',
        '-f',
        'null',
        '-',
      ],
      { file: name },
    );
  } catch (error) {
    if (!(error instanceof ContentImportError) || error.file !== name) throw error;
    throw new ContentImportError(
      name,
      `ffmpeg cannot decode this video (${error.reason.replace(/^ffmpeg failed: /, '')})`,
    );
  }
}

function picture(container: string, size: number, stream: ProbeStream): ProbedMedia {
  return {
    kind: 'image',
    container,
    sizeInBytes: size,
    durationSeconds: null,
    width: stream.width ?? 0,
    height: stream.height ?? 0,
    frameRate: null,
    videoCodec: stream.codec_name ?? null,
    audioCodec: null,
    withAudio: false,
    bitRate: null,
    declared: declaredLayout(stream),
  };
}

function frameRateOf(stream: ProbeStream): number | null {
  for (const rate of [stream.avg_frame_rate, stream.r_frame_rate]) {
    const [numerator, denominator] = (rate ?? '').split('/').map(Number);
    const value = denominator ? numerator! / denominator : Number.NaN;
    if (Number.isFinite(value) && value > 0 && value <= 240) return Math.round(value * 1000) / 1000;
  }
  return null;
}

function positive(value: string | undefined): number | null {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? Math.round(number) : null;
}

const GLB_MAGIC = 0x46546c67;

/** A glTF 2.0 scene: a GLB whose header is whole, or a .gltf whose JSON names asset version 2. */
async function probeScene(path: string, name: string, size: number): Promise<ProbedMedia> {
  const scene = (container: string): ProbedMedia => ({
    kind: 'scene3d',
    container,
    sizeInBytes: size,
    durationSeconds: null,
    width: 0,
    height: 0,
    frameRate: null,
    videoCodec: null,
    audioCodec: null,
    withAudio: false,
    bitRate: null,
    declared: {},
  });
  const file = await open(path, 'r');
  try {
    if (extname(path).toLowerCase() === '.gltf') {
      const json = await file.readFile('utf8');
      if (!isGltf2(json))
        throw new ContentImportError(
          name,
          'not a glTF 2.0 scene (unreadable JSON or asset version)',
        );
      return scene('gltf');
    }
    const header = Buffer.alloc(12);
    await file.read(header, 0, 12, 0);
    if (header.readUInt32LE(0) !== GLB_MAGIC)
      throw new ContentImportError(name, 'not a GLB scene (no glTF header)');
    if (header.readUInt32LE(4) !== 2)
      throw new ContentImportError(name, 'only glTF 2.0 scenes are imported');
    if (header.readUInt32LE(8) !== size)
      throw new ContentImportError(
        name,
        'the GLB file is truncated or damaged (its length differs from its header)',
      );
    return scene('glb');
  } finally {
    await file.close();
  }
}

function isGltf2(json: string): boolean {
  try {
    const version = (JSON.parse(json) as { asset?: { version?: unknown } }).asset?.version;
    return typeof version === 'string' && version.startsWith('2.');
  } catch {
    return false;
  }
}
