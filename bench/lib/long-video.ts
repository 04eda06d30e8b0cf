/**
 * A long 4K 180° side-by-side video and a `parallax.yaml` naming it as a one-part pack, made with
 * ffmpeg from its test patterns, for the import and streaming benches. The picture carries a light
 * moving grain, so the encodes have detail to spend their bit rates on (a bare test card would
 * shrink to a fraction of any rung's bit rate and tell nothing about a link).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LONG_VIDEO = {
  file: 'long-flight_180_LR.mp4',
  width: 3840,
  height: 1920,
  frameRate: 30,
};

export function runCommand(command: string, args: string[], env?: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-16_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Runs ffmpeg quietly; throws with its last words when it fails. */
export async function ffmpeg(args: string[]): Promise<void> {
  const { code, output } = await runCommand('ffmpeg', [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    '-y',
    ...args,
  ]);
  if (code !== 0) throw new Error(`ffmpeg failed (exit ${code}): ${output.trim().slice(-2000)}`);
}

/**
 * Writes `<folder>/long-flight_180_LR.mp4` (`seconds` long, 3840x1920 at 30 fps, H.264 at
 * ~40 Mbit/s with a keyframe each second + AAC: a camera's file, not the ladder) and
 * `<folder>/parallax.yaml` (pack `slug`, the part a trial, so any signed-in user may play it).
 */
export async function makeLongVideoFolder(
  folder: string,
  options: { seconds: number; slug: string },
): Promise<string> {
  mkdirSync(folder, { recursive: true });
  const eye = LONG_VIDEO.width / 2;
  const source = join(folder, LONG_VIDEO.file);
  await ffmpeg([
    ...[
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${eye + 16}x${LONG_VIDEO.height}:rate=${LONG_VIDEO.frameRate}`,
    ],
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000'],
    '-filter_complex',
    `[0:v]noise=alls=12:allf=t,split[a][b];[a]crop=${eye}:${LONG_VIDEO.height}:0:0[l];` +
      `[b]crop=${eye}:${LONG_VIDEO.height}:16:0[r];[l][r]hstack,format=yuv420p[v]`,
    ...['-map', '[v]', '-map', '1:a', '-t', String(options.seconds)],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '40M', '-g', '30'],
    ...['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', source],
  ]);
  writeFileSync(
    join(folder, 'parallax.yaml'),
    [
      'pack:',
      `  slug: ${options.slug}`,
      '  category: travel',
      '  title: { en: Long Flight, es: Vuelo largo }',
      '  priceCents: 999',
      'parts:',
      `  - file: ${LONG_VIDEO.file}`,
      '    title: { en: Long Flight in 4K, es: Vuelo largo en 4K }',
      '    isTrial: true',
      '',
    ].join('\n'),
  );
  return source;
}
