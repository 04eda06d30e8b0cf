/**
 * Streaming benchmark: a 4K 180° side-by-side part imported with `parallax content import`,
 * played in the product's 2D viewer in headless Chromium over a link slowed to 20 Mbit/s (the
 * development media throttle, per signed-in user), adaptively (HLS through hls.js) and then as
 * its progressive file (the page hides Media Source Extensions and native HLS, as a browser that
 * can do neither: the player's own fallback). Prints the time from the click on "Watch in 2D" to
 * the first frame, and the stalls (`waiting` after the first frame) over the watch. It asserts no
 * timing. See README.md.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { positive } from './lib/env.js';
import { LONG_VIDEO, makeLongVideoFolder } from './lib/long-video.js';
import { cliMain, dataDirEnv, parallax } from './lib/parallax-cli.js';
import { resultsDir, withTarget } from './lib/server.js';
import {
  clearMediaRequests,
  grantPack,
  instrument,
  markClick,
  mediaRequests,
  readFigures,
  signUp,
  throttle,
  type PageFigures,
} from './lib/stream-page.js';
import { table } from './lib/table.js';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const IMPORTED_SLUG = 'bench-stream';
/** A demo pack to stream instead of an imported part (no import): for checking the bench itself. */
const DEMO_PACK = process.env.BENCH_PACK;
const SLUG = DEMO_PACK ?? IMPORTED_SLUG;
/** 20 Mbit/s. */
const RATE = Math.round(positive('BENCH_RATE', 2_500_000));
const WATCH_S = positive('BENCH_WATCH', 20);
const FIRST_FRAME_TIMEOUT_S = positive('BENCH_FIRST_FRAME_TIMEOUT', 90);
const ROUNDS = Math.round(positive('BENCH_ROUNDS', 2));
const MODES = ['adaptive', 'progressive'] as const;
type Mode = (typeof MODES)[number];

function secondsWanted(): number {
  const at = process.argv.indexOf('--seconds');
  const flag = at === -1 ? undefined : Number(process.argv[at + 1]);
  if (flag !== undefined && !(Number.isFinite(flag) && flag > 0)) {
    throw new Error('--seconds N: expected a number > 0');
  }
  return flag ?? positive('BENCH_SECONDS', 30);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * A data directory holding the imported and published part: BENCH_STREAM_DIR keeps one between
 * runs (made on the first), else a temporary one.
 */
async function preparedDataDir(seconds: number): Promise<string> {
  const kept = process.env.BENCH_STREAM_DIR;
  const root = kept ?? mkdtempSync(join(tmpdir(), 'parallax-bench-stream-'));
  if (!kept) process.once('exit', () => rmSync(root, { recursive: true, force: true }));
  const dataDir = join(root, 'data');
  const done = join(root, 'imported');
  if (existsSync(done)) {
    console.log(`${root}: the part imported by an earlier run`);
    return dataDir;
  }
  let started = performance.now();
  const since = () => ((performance.now() - started) / 1000).toFixed(1);
  await makeLongVideoFolder(join(root, 'source'), { seconds, slug: SLUG });
  console.log(`source made in ${since()} s`);
  started = performance.now();
  await parallax(dataDir, ['seed']);
  await parallax(dataDir, ['content', 'import', join(root, 'source')]);
  await parallax(dataDir, ['content', 'publish', SLUG]);
  console.log(`imported and published in ${since()} s`);
  mkdirSync(done);
  return dataDir;
}

type Run = PageFigures & { mode: Mode; requests: number; bytes: number; error?: string };

async function play(browser: Browser, url: string, mode: Mode): Promise<Run> {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1280, height: 720 },
    locale: 'en-US',
    serviceWorkers: 'block',
    storageState: {
      cookies: [],
      origins: [
        {
          origin: url,
          localStorage: [
            { name: 'parallax_accepted_restricted_content', value: 'true' },
            { name: 'parallax_accepted_cookies', value: 'true' },
          ],
        },
      ],
    },
  });
  try {
    await instrument(context, mode === 'progressive');
    const page = await context.newPage();
    await page.goto('/');
    await signUp(page, `stream_${mode}_${Date.now().toString(36)}`);
    await grantPack(page, SLUG);
    await throttle(page, RATE);
    await page.goto(`/content/${SLUG}`);
    const watch2d = page.getByRole('button', { name: /^(Watch|Try) in 2D$/ });
    await watch2d.waitFor({ timeout: 60_000 });
    await clearMediaRequests(page);
    await markClick(page);
    await watch2d.click();
    let error: string | undefined;
    try {
      await page.waitForFunction(
        () => (globalThis as unknown as { __bench: PageFigures }).__bench.firstFrame !== null,
        undefined,
        { timeout: FIRST_FRAME_TIMEOUT_S * 1000, polling: 100 },
      );
      await page.waitForTimeout(WATCH_S * 1000);
    } catch {
      error = `no first frame within ${FIRST_FRAME_TIMEOUT_S} s`;
      mkdirSync(resultsDir, { recursive: true });
      const shot = join(resultsDir, `stream-${mode}-failure.png`);
      await page.screenshot({ path: shot });
      error += ` (screenshot: ${shot})`;
    }
    const figures = await readFigures(page);
    const log = await mediaRequests(page, DEMO_PACK ? 'demo/' : `content/${SLUG}/`);
    await throttle(page, null);
    return {
      ...figures,
      mode,
      requests: log.length,
      bytes: log.reduce((sum, entry) => sum + entry.bytesSent, 0),
      error,
    };
  } finally {
    await context.close();
  }
}

function report(runs: Run[]): void {
  const ms = (value: number | null, from: number | null) =>
    value === null || from === null ? '—' : String(Math.round(value - from));
  const rows = runs.map((run) => {
    const end = run.firstFrame === null ? 0 : run.firstFrame + WATCH_S * 1000;
    const stalled = run.stalls.reduce((sum, stall) => sum + ((stall.end ?? end) - stall.start), 0);
    return [
      run.mode,
      ms(run.firstFrame, run.clickedAt),
      ms(run.firstPlaying, run.clickedAt),
      String(run.stalls.length),
      (stalled / 1000).toFixed(1),
      run.currentTime.toFixed(1),
      [...new Set(run.heights)].join('→') || '—',
      `${run.droppedFrames}/${run.totalFrames}`,
      String(run.requests),
      (run.bytes / 1e6).toFixed(1),
    ];
  });
  console.log('');
  console.log(
    table(
      [
        'mode',
        'first frame ms',
        'playing ms',
        'stalls',
        'stalled s',
        'position s',
        'frame heights',
        'dropped/frames',
        'requests',
        'MB sent',
      ],
      rows,
    ),
  );
  for (const run of runs) {
    if (run.error) console.log(`${run.mode}: ${run.error}`);
    console.log(`${run.mode}: ${run.sourceUrl.split('?')[0]?.slice(0, 120) ?? ''}`);
  }
  for (const run of runs) timeline(run);
}

/** Where the time to the first frame went, and when it stalled: the requests after the click. */
function timeline(run: Run): void {
  if (run.clickedAt === null) return;
  const frameAt = run.firstFrame === null ? Infinity : run.firstFrame - run.clickedAt;
  console.log(
    `\n${run.mode}: requests and stalls after the click (ms from the click), first frame ${
      Number.isFinite(frameAt) ? Math.round(frameAt) : '—'
    }`,
  );
  for (const entry of run.resources.slice(0, 24)) {
    console.log(
      `  ${Math.round(entry.start)}–${Math.round(entry.end)}  ${entry.name.slice(0, 80)}`,
    );
  }
  for (const stall of run.stalls) {
    const length = stall.end === null ? 'to the end' : `${Math.round(stall.end - stall.start)} ms`;
    const at = `${Math.round(stall.start - run.clickedAt)} ms`;
    console.log(`  stall at ${at} (${stall.at.toFixed(1)} s into the video): ${length}`);
  }
}

async function main(): Promise<number> {
  if (!existsSync(cliMain)) {
    console.error(`${cliMain} is missing: run npm run build at the root first`);
    return 1;
  }
  const seconds = secondsWanted();
  console.log(
    `Parallax streaming bench: ${seconds} s of ${LONG_VIDEO.width}x${LONG_VIDEO.height} at ` +
      `${LONG_VIDEO.frameRate} fps, ${((RATE * 8) / 1e6).toFixed(1)} Mbit/s, ${WATCH_S} s watched; ` +
      `${cpus().length} CPUs, load average ${load()}, ${new Date().toISOString()}`,
  );
  const env = DEMO_PACK
    ? { DEV_TOOLS: 'on' }
    : { ...dataDirEnv(await preparedDataDir(seconds)), DEV_TOOLS: 'on' };
  return withTarget(
    async (target) => {
      const browser = await chromium.launch({
        executablePath: CHROME_PATH,
        headless: true,
        args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
      });
      try {
        const runs: Run[] = [];
        // Each round in the other order, so the server's and the browser's first warm-up
        // does not always fall on the same mode.
        for (let round = 0; round < ROUNDS; round++) {
          const modes = round % 2 === 0 ? MODES : [...MODES].reverse();
          for (const mode of modes) {
            console.log(`round ${round + 1}: ${mode} …`);
            runs.push(await play(browser, target.url, mode));
          }
        }
        report(runs);
        console.log(`\nload average ${load()}`);
        return runs.some((run) => run.error) ? 1 : 0;
      } finally {
        await browser.close();
      }
    },
    { env },
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
