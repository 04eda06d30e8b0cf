import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Makes a tiny test video with ffmpeg's lavfi sources (a moving test card and, if asked, a tone). */
export async function makeVideo(
  dir: string,
  name: string,
  options: {
    size?: string;
    seconds?: number;
    rate?: number;
    withAudio?: boolean;
    args?: string[];
  } = {},
): Promise<string> {
  const { size = '128x64', seconds = 2, rate = 30, withAudio = true, args = [] } = options;
  const path = join(dir, name);
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=s=${size}:r=${rate}:d=${seconds}`],
    ...(withAudio
      ? ['-f', 'lavfi', '-i', `sine=f=440:d=${seconds}`, '-c:a', 'aac', '-shortest']
      : []),
    ...['-pix_fmt', 'yuv420p', ...args, path],
  ]);
  return path;
}

/** Makes a one-frame picture (jpg, png, webp by the name's extension). */
export async function makePicture(dir: string, name: string, size = '128x64'): Promise<string> {
  const path = join(dir, name);
  await run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=s=${size}:d=1`,
    '-frames:v',
    '1',
    path,
  ]);
  return path;
}

/** Makes a sound-only file. */
export async function makeSound(dir: string, name: string): Promise<string> {
  const path = join(dir, name);
  await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=d=1', '-c:a', 'aac', path]);
  return path;
}
