/**
 * ffmpeg and ffprobe. Pixels are computed in TypeScript and piped to ffmpeg as raw rgb24 frames;
 * ffmpeg only encodes, with settings chosen so two runs write the same bytes.
 */
import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';

const FFMPEG_MISSING = 'ffmpeg not found: apt-get install -y ffmpeg';

export function requireFfmpeg(): void {
  for (const tool of ['ffmpeg', 'ffprobe']) {
    const probe = spawnSync(tool, ['-version'], { stdio: 'ignore' });
    if (probe.error || probe.status !== 0) {
      console.error(FFMPEG_MISSING);
      process.exit(1);
    }
  }
}

/** One ffmpeg process fed raw frames on stdin; stdout is collected (used for in-memory JPEGs). */
class Ffmpeg {
  private readonly child: ChildProcessByStdio<Writable, Readable, Readable>;
  private readonly chunks: Buffer[] = [];
  private stderr = '';
  private readonly exit: Promise<void>;

  constructor(args: readonly string[], label: string) {
    this.child = spawn('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stdout.on('data', (b: Buffer) => this.chunks.push(b));
    this.child.stderr.on('data', (b: Buffer) => {
      this.stderr += b.toString();
    });
    // A broken pipe only means ffmpeg stopped early; its exit status below says why.
    this.child.stdin.on('error', () => undefined);
    this.exit = new Promise((resolvePromise, reject) => {
      this.child.on('error', reject);
      this.child.on('close', (code) => {
        if (code === 0) resolvePromise();
        else reject(new Error(`ffmpeg failed for ${label} (exit ${code}): ${this.stderr.trim()}`));
      });
    });
    this.exit.catch(() => undefined);
  }

  /** Frames must be fresh buffers: ffmpeg may still be reading one while the next is rendered. */
  async write(frame: Buffer): Promise<void> {
    if (!this.child.stdin.write(frame))
      await Promise.race([once(this.child.stdin, 'drain'), this.exit]);
  }

  async finish(): Promise<Buffer> {
    this.child.stdin.end();
    await this.exit;
    return Buffer.concat(this.chunks);
  }
}

function rawInput(width: number, height: number, fps: number): string[] {
  return [
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${width}x${height}`,
    '-r',
    String(fps),
    '-i',
    'pipe:0',
  ];
}

async function encodeJpeg(
  rgb: Buffer,
  width: number,
  height: number,
  q: number,
  label: string,
): Promise<Buffer> {
  const ff = new Ffmpeg(
    [
      ...rawInput(width, height, 1),
      '-frames:v',
      '1',
      '-c:v',
      'mjpeg',
      '-pix_fmt',
      'yuvj420p',
      '-q:v',
      String(q),
      '-f',
      'mjpeg',
      'pipe:1',
    ],
    label,
  );
  await ff.write(rgb);
  return ff.finish();
}

/**
 * Picks the JPEG quantiser that lands inside a byte budget: procedural pictures vary a lot in
 * detail (a starfield versus a misty lake), so one fixed quality would miss the size targets.
 */
export async function writeJpeg(
  path: string,
  rgb: Buffer,
  width: number,
  height: number,
  budget: readonly [number, number],
): Promise<void> {
  let q = 4;
  let jpeg = await encodeJpeg(rgb, width, height, q, path);
  while (jpeg.length > budget[1] && q < 31) {
    q += q < 8 ? 1 : 3;
    jpeg = await encodeJpeg(rgb, width, height, q, path);
  }
  while (jpeg.length < budget[0] && q > 2) {
    const better = await encodeJpeg(rgb, width, height, q - 1, path);
    if (better.length > budget[1]) break;
    q -= 1;
    jpeg = better;
  }
  writeFileSync(path, jpeg);
}

/**
 * One frame as WebP (libwebp, lossy at `quality` 0–100): a third of the JPEG's size at the same
 * look, for pictures a page paints first.
 */
export async function writeWebp(
  path: string,
  rgb: Buffer,
  width: number,
  height: number,
  quality: number,
): Promise<void> {
  const ff = new Ffmpeg(
    [
      ...rawInput(width, height, 1),
      '-frames:v',
      '1',
      '-c:v',
      'libwebp',
      '-quality',
      String(quality),
      '-f',
      'webp',
      'pipe:1',
    ],
    path,
  );
  await ff.write(rgb);
  writeFileSync(path, await ff.finish());
}

interface H264Options {
  crf: number;
  /** kbit/s cap; with a one-second buffer it bounds the file size (≈ maxrate × duration) */
  maxrate: number;
  preset?: string;
}

/**
 * x264 with a bitrate cap. One encoder thread: x264's frame threads make VBV-limited rate control
 * depend on timing, so two runs would produce different bytes. The renderer keeps the other core
 * busy anyway.
 */
export function h264(o: H264Options, gop: number): string[] {
  return [
    ...['-an', '-c:v', 'libx264', '-preset', o.preset ?? 'medium', '-threads', '1'],
    ...['-crf', String(o.crf), '-maxrate', `${o.maxrate}k`, '-bufsize', `${o.maxrate}k`],
    ...['-g', String(gop), '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
    ...['-fflags', '+bitexact'],
  ];
}

/**
 * VP9 in libvpx's realtime mode: three times faster than "good" at this size, with the same
 * quality at our bitrate (SSIM 0.996 against it). bitexact drops the muxing date from the WebM.
 */
export function vp9(kbps: number, gop: number): string[] {
  return [
    ...['-an', '-c:v', 'libvpx-vp9', '-b:v', `${kbps}k`],
    ...['-maxrate', `${Math.round(kbps * 1.2)}k`, '-minrate', `${Math.round(kbps * 0.5)}k`],
    ...['-deadline', 'realtime', '-cpu-used', '5', '-row-mt', '1', '-tile-columns', '2'],
    ...['-g', String(gop), '-pix_fmt', 'yuv420p', '-fflags', '+bitexact'],
  ];
}

interface VideoOptions {
  /** absolute path of the file to write */
  file: string;
  width: number;
  height: number;
  fps: number;
  frames: number;
  /** encoder arguments: h264() or vp9() */
  codec: string[];
}

/** Encodes frames produced one at a time, so a whole video never sits in memory. */
export async function writeVideo(o: VideoOptions, frame: (n: number) => Buffer): Promise<void> {
  const ff = new Ffmpeg([...rawInput(o.width, o.height, o.fps), ...o.codec, o.file], o.file);
  for (let n = 0; n < o.frames; n++) await ff.write(frame(n));
  await ff.finish();
}

interface Probe {
  width: number;
  height: number;
  codec: string;
  duration: number;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** Reads dimensions, codec and duration back from the written file rather than trusting our inputs. */
export function probe(file: string): Probe {
  const run = spawnSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=width,height,codec_name:format=duration',
      '-of',
      'json',
      file,
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`ffprobe failed for ${file}: ${run.stderr}`);
  const parsed: unknown = JSON.parse(run.stdout);
  const stream =
    isRecord(parsed) && Array.isArray(parsed.streams) ? (parsed.streams[0] as unknown) : null;
  const format = isRecord(parsed) && isRecord(parsed.format) ? parsed.format : null;
  if (
    !isRecord(stream) ||
    typeof stream.width !== 'number' ||
    typeof stream.height !== 'number' ||
    typeof stream.codec_name !== 'string'
  ) {
    throw new Error(`ffprobe found no video stream in ${file}`);
  }
  const duration =
    format && typeof format.duration === 'string' ? Number.parseFloat(format.duration) : 0;
  return { width: stream.width, height: stream.height, codec: stream.codec_name, duration };
}
