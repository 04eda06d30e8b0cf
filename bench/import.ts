/**
 * Import benchmark: how much the whole `parallax content import <folder>` costs over the ffmpeg
 * work it cannot avoid. A long 4K 180° side-by-side video is made first (not timed), then timed:
 *
 *   (a) ffmpeg alone running the import's own encodes: the ladder with the very arguments the
 *       import runs (ladderCommand), then the progressive file's remux;
 *   (b) `node apps/server/dist/cli.js content import <folder>` on a new data directory with the
 *       embedded database (migrated and seeded beforehand, not timed): probing, the same encodes,
 *       pictures, the copy into the media store, the database rows.
 *
 * Prints both times (wall and CPU) and their ratio; the goal is (b) ≤ 1.2 × (a). It asserts no
 * timing. `--seconds N` (or BENCH_SECONDS) sets the video's length (default 60); `--direct`
 * times the built server's preparePart in this process instead of the command. See README.md.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { positive } from './lib/env.js';
import { LONG_VIDEO, makeLongVideoFolder, runCommand } from './lib/long-video.js';
import { childrenCpuMs, cliMain, parallax } from './lib/parallax-cli.js';
import { repoRoot } from './lib/server.js';
import { table } from './lib/table.js';

const GOAL = 1.2;
const SLUG = 'bench-import';

function secondsWanted(): number {
  const at = process.argv.indexOf('--seconds');
  const flag = at === -1 ? undefined : Number(process.argv[at + 1]);
  if (flag !== undefined && !(Number.isFinite(flag) && flag > 0)) {
    throw new Error('--seconds N: expected a number > 0');
  }
  return flag ?? positive('BENCH_SECONDS', 60);
}

/** What the bench calls of the built server's media tools (modules/content-import). */
type MediaTools = {
  probeFile: (path: string) => Promise<{ withAudio: boolean }>;
  layoutOf: (fileName: string, probe: unknown) => unknown;
  ladderCommand: (options: {
    source: string;
    probe: unknown;
    layout: unknown;
    workDir: string;
    threads?: number;
  }) => { args: string[] };
  isRemuxable?: (probe: unknown) => boolean;
  preparePart?: (options: {
    source: string;
    probe: unknown;
    layout: unknown;
    workDir: string;
    threads?: number;
  }) => Promise<unknown>;
};

async function loadMediaTools(): Promise<MediaTools> {
  const dir = join(repoRoot, 'apps/server/dist/modules/content-import');
  const load = async (file: string) =>
    existsSync(join(dir, file))
      ? ((await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>)
      : {};
  const modules = await Promise.all(
    [
      'media-probe.service.js',
      'layout.rules.js',
      'prepare-part.service.js',
      'prepare-video.service.js',
    ].map(load),
  );
  const tools = Object.assign({}, ...modules.reverse()) as Partial<MediaTools>;
  if (!tools.probeFile || !tools.layoutOf || !tools.ladderCommand) {
    throw new Error(`${dir}: probeFile, layoutOf or ladderCommand is missing: build the server`);
  }
  return tools as MediaTools;
}

type Timing = { wallS: number; cpuS: number };

/** The rungs a master playlist lists, best first as written: their URI and frame size. */
function rungsOf(master: string): { uri: string; resolution: string }[] {
  const lines = master.split('\n');
  return lines.flatMap((line, index) =>
    line.startsWith('#EXT-X-STREAM-INF')
      ? [
          {
            uri: lines[index + 1]?.trim() ?? '',
            resolution: /RESOLUTION=(\d+x\d+)/.exec(line)?.[1] ?? '?',
          },
        ]
      : [],
  );
}

async function timed(body: () => Promise<void>): Promise<Timing> {
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  await body();
  return {
    wallS: (performance.now() - started) / 1000,
    cpuS: (childrenCpuMs() - cpuBefore) / 1000,
  };
}

async function ffmpegOrThrow(args: string[], what: string): Promise<void> {
  const { code, output } = await runCommand('ffmpeg', args);
  if (code !== 0) throw new Error(`ffmpeg (${what}) failed (exit ${code}): ${output.slice(-2000)}`);
}

/** (a): the ladder encode with the import's arguments, then the progressive remux. */
async function ffmpegAlone(source: string, workDir: string): Promise<Timing & { rungs: string }> {
  const tools = await loadMediaTools();
  const probe = await tools.probeFile(source);
  const layout = tools.layoutOf(LONG_VIDEO.file, probe);
  // The threads the import gives one preparation when it prepares one file at a time.
  const threads = availableParallelism();
  const { args } = tools.ladderCommand({ source, probe, layout, workDir, threads });
  mkdirSync(workDir, { recursive: true });
  const remux = (input: string) => [
    ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-i', input],
    ...['-map', '0:v:0', ...(probe.withAudio ? ['-map', '0:a:0'] : [])],
    ...['-c', 'copy', '-movflags', '+faststart', join(workDir, 'progressive.mp4')],
  ];
  let rungs: { uri: string; resolution: string }[] = [];
  const timing = await timed(async () => {
    await ffmpegOrThrow(args, 'ladder');
    rungs = rungsOf(readFileSync(join(workDir, 'hls', 'master.m3u8'), 'utf8'));
    // As the import writes it: the source's streams copied when they play everywhere, else the
    // top rung copied out of its segments.
    const top = join(workDir, 'hls', rungs[0]?.uri ?? '');
    await ffmpegOrThrow(remux((tools.isRemuxable?.(probe) ?? true) ? source : top), 'progressive');
  });
  return { ...timing, rungs: rungs.map((rung) => rung.resolution).join(', ') };
}

/** The first file under `dir` whose name starts with `prefix`, or null. */
function findFile(dir: string, prefix: string): string | null {
  if (!existsSync(dir)) return null;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.startsWith(prefix)) return join(entry.parentPath, entry.name);
  }
  return null;
}

/**
 * (b) without the command line (`--direct`): the built server's preparePart run in this process,
 * its CPU time this process's own plus its ffmpeg children's.
 */
async function preparePartDirectly(source: string, workDir: string): Promise<void> {
  const tools = await loadMediaTools();
  if (!tools.preparePart) throw new Error('preparePart is missing from the built server');
  const probe = await tools.probeFile(source);
  const layout = tools.layoutOf(LONG_VIDEO.file, probe);
  await tools.preparePart({ source, probe, layout, workDir, threads: availableParallelism() });
}

async function timedInProcess(body: () => Promise<void>): Promise<Timing> {
  const own = process.cpuUsage();
  const timing = await timed(body);
  const { user, system } = process.cpuUsage(own);
  return { ...timing, cpuS: timing.cpuS + (user + system) / 1e6 };
}

async function main(): Promise<number> {
  const seconds = secondsWanted();
  if (!existsSync(cliMain)) {
    console.error(`${cliMain} is missing: run npm run build at the root first`);
    return 1;
  }
  const tempDir = mkdtempSync(join(tmpdir(), 'parallax-bench-import-'));
  process.once('exit', () => rmSync(tempDir, { recursive: true, force: true }));
  const folder = join(tempDir, 'source');
  const dataDir = join(tempDir, 'data');
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(
    `Parallax import bench: ${seconds} s of ${LONG_VIDEO.width}x${LONG_VIDEO.height} at ` +
      `${LONG_VIDEO.frameRate} fps (180° side by side); ${cpus().length} CPUs ` +
      `(${cpus()[0]?.model ?? '?'}), load average ${load()}, ${new Date().toISOString()}`,
  );
  let started = performance.now();
  const source = await makeLongVideoFolder(folder, { seconds, slug: SLUG });
  console.log(`source made in ${((performance.now() - started) / 1000).toFixed(1)} s (not timed)`);
  const direct = process.argv.includes('--direct');
  if (!direct) {
    started = performance.now();
    await parallax(dataDir, ['seed']);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`database migrated and seeded in ${seconds} s (not timed)`);
  }

  console.log('(a) ffmpeg alone …');
  const alone = await ffmpegAlone(source, join(tempDir, 'ffmpeg-alone'));
  console.log(`    ${alone.wallS.toFixed(1)} s; rungs ${alone.rungs}`);
  console.log(direct ? '(b) preparePart in this process …' : '(b) parallax content import …');
  let output = '';
  const whole = direct
    ? await timedInProcess(() => preparePartDirectly(source, join(tempDir, 'prepared')))
    : await timed(async () => {
        output = await parallax(dataDir, ['content', 'import', folder]);
      });
  // The command's summary, without its progress bars.
  const summary = output.split('\n').filter((line) => line.trim() && !/^\s*\[[#-]+\]/.test(line));
  for (const line of summary) console.log(`    ${line.trim()}`);
  const progressive = findFile(direct ? join(tempDir, 'prepared') : dataDir, 'progressive');
  if (!progressive) {
    console.error('(b) wrote no progressive file: the import did not prepare the video');
    return 1;
  }

  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  const row = (name: string, timing: Timing) => [
    name,
    timing.wallS.toFixed(1),
    timing.cpuS.toFixed(1),
    (seconds / timing.wallS).toFixed(2),
  ];
  console.log('');
  console.log(
    table(
      ['run', 'wall s', 'CPU s', 'video s per wall s'],
      [
        row('(a) ffmpeg alone', alone),
        row(direct ? '(b) preparePart' : '(b) content import', whole),
        ['(b) / (a)', ratio(whole.wallS, alone.wallS), ratio(whole.cpuS, alone.cpuS), ''],
      ],
    ),
  );
  const wallRatio = whole.wallS / alone.wallS;
  console.log(
    `\ngoal ≤ ${GOAL}×: ${wallRatio.toFixed(2)}× (${wallRatio <= GOAL ? 'met' : 'not met'}); ` +
      `load average ${load()}`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
