/**
 * Makes a folder of sample content for `parallax content import`: a 180° side-by-side video with
 * sound, a 360° top-bottom video whose stereo layout its own metadata declares, a 360° photo, a
 * glTF scene and the `parallax.yaml` manifest naming them as one pack. Everything is made with
 * ffmpeg from its built-in test patterns (nothing is downloaded) in a few seconds.
 *
 *   npm run sample-content -w apps/server -- <out-dir>
 *
 * A rerun rewrites only files whose bytes would change, so an import of the folder afterwards finds
 * nothing new.
 */
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleManifestYaml } from './sample-content/manifest.js';
import { SAMPLE_SOURCES } from './sample-content/sources.js';
import {
  copyIfChanged,
  writeIfChanged,
  writeTextIfChanged,
} from './sample-content/write-if-changed.js';

/** The demo store's pavilion, made by make-demo-media.ts, stands in as the sample scene. */
const PAVILION = fileURLToPath(new URL('../demo-media/media/scene-pavilion.glb', import.meta.url));

function runFfmpeg(args: string[], label: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT' ? new Error('ffmpeg not found: apt-get install -y ffmpeg') : error,
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`ffmpeg failed for ${label} (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** Writes the sample folder into `outDir` (made if missing); returns the files it (re)wrote. */
export async function makeSampleContent(outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written = await Promise.all([
    ...SAMPLE_SOURCES.map(async ({ file, ffmpegArgs }) =>
      (await writeIfChanged(outDir, file, (temp) => runFfmpeg(ffmpegArgs(temp), file)))
        ? file
        : null,
    ),
    copyIfChanged(outDir, 'pavilion.glb', PAVILION).then((changed) =>
      changed ? 'pavilion.glb' : null,
    ),
    writeTextIfChanged(outDir, 'parallax.yaml', sampleManifestYaml()).then((changed) =>
      changed ? 'parallax.yaml' : null,
    ),
  ]);
  return written.filter((file): file is string => file !== null);
}

async function main(): Promise<void> {
  const [target] = process.argv.slice(2);
  if (!target) {
    console.error('usage: npm run sample-content -w apps/server -- <out-dir>');
    process.exit(2);
  }
  // npm runs a workspace's script in the workspace: a relative folder means the caller's.
  const outDir = resolve(process.env.INIT_CWD ?? process.cwd(), target);
  const started = performance.now();
  const written = await makeSampleContent(outDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    written.length > 0
      ? `${outDir}: wrote ${written.join(', ')} in ${seconds} s`
      : `${outDir}: up to date (${seconds} s)`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
