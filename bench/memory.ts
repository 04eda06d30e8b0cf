/**
 * Memory of the server process: its RSS and peak RSS (VmHWM) on the embedded database during the
 * first start on a new data directory (migrations and the demo seed), once idle, on a later start
 * on the same directory, and during 30 s of load (a mix of catalog routes, browse lists, health,
 * the store page and a static file); then the same on a throw-away PostgreSQL. Beside each figure,
 * the V8 heap and the memory outside it, from the server's own /metrics. Prints figures against
 * the goals; it asserts nothing. See README.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { positive } from './lib/env.js';
import { temporaryPostgres } from './lib/postgres.js';
import { memoryOf, startTarget, type Target } from './lib/server.js';
import { table } from './lib/table.js';

const LOAD_S = positive('BENCH_DURATION', 30);
const IDLE_S = positive('BENCH_IDLE', 10);
const CONNECTIONS = Math.round(positive('BENCH_CONNECTIONS', 20));
/** Goals, in MB (10^6 bytes): the embedded database at every stage, and PostgreSQL mode. */
const GOAL_EMBEDDED_MB = 250;
const GOAL_POSTGRES_MB = 120;

/** How the spawned server's command line names it (lib/server.ts). */
const SERVER_MAIN = 'apps/server/dist/main.js';
const METRICS_TOKEN = randomBytes(16).toString('hex');
const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

/** What the load asks for, in turn on every connection: reads a first visit makes. */
const MIX: { path: string; headers?: Record<string, string> }[] = [
  { path: '/store/api/v1/content/list', headers: BROWSER_ENCODING },
  { path: '/store/api/v1/content/list' },
  { path: '/store/api/v1/content/list/short/categories/optimized', headers: BROWSER_ENCODING },
  { path: '/store/api/v1/category/list' },
  { path: '/store/api/v1/content/alpine-dawn/optimized', headers: BROWSER_ENCODING },
  { path: '/store/api/v1/content/alpine-dawn/optimized/additional' },
  { path: '/store/api/v1/model/list' },
  { path: '/store/api/v1/tags' },
  { path: '/store/api/v1/blog/posts' },
  { path: '/api/health' },
  { path: '/', headers: BROWSER_ENCODING },
  { path: '/favicon.svg' },
];

const MB = 1_000_000;
const mb = (bytes: number | null | undefined) =>
  bytes === null || bytes === undefined || !Number.isFinite(bytes) ? '-' : (bytes / MB).toFixed(0);
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** RSS and peak RSS of a process in bytes (from /proc; memoryOf gives MiB). */
function memory(target: Target): { rss: number; peak: number } {
  const figures = memoryOf(target.child?.pid);
  if (!figures) throw new Error('the server process is gone');
  return { rss: figures.rssMiB * 1024 * 1024, peak: figures.peakMiB * 1024 * 1024 };
}

/**
 * Resets the process's peak RSS to its RSS now (`/proc/<pid>/clear_refs`, Linux ≥ 4.0), so the
 * next VmHWM is the peak of what follows; false when the kernel refuses.
 */
function resetPeak(target: Target): boolean {
  try {
    writeFileSync(`/proc/${target.child?.pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * The highest peak RSS (VmHWM) of any process the spawned server started, directly or not,
 * sampled every 100 ms from /proc while `work` runs: what the server runs beside itself (the
 * embedded database's initdb on a new directory).
 */
async function peakOfOthers<T>(
  work: () => Promise<T>,
  except: () => number | undefined,
): Promise<{ result: T; peak: number; command: string }> {
  const seen = new Map<number, { peak: number; command: string }>();
  const sample = () => {
    const parentOf = new Map<number, number>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      } catch {
        // It ended while we looked.
      }
    }
    const commandOf = (pid: number): string => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').slice(0, 3).join(' ');
      } catch {
        return '?';
      }
    };
    // Below the server we started (not tsx's own helpers, which are ours too).
    const isOurs = (pid: number): boolean => {
      for (let at = parentOf.get(pid); at !== undefined && at > 1; at = parentOf.get(at)) {
        if (parentOf.get(at) === process.pid && commandOf(at).includes(SERVER_MAIN)) return true;
      }
      return false;
    };
    for (const pid of parentOf.keys()) {
      if (!isOurs(pid)) continue;
      const figures = memoryOf(pid);
      if (!figures) continue;
      const command = commandOf(pid);
      const peak = figures.peakMiB * 1024 * 1024;
      if (peak > (seen.get(pid)?.peak ?? 0)) seen.set(pid, { peak, command });
    }
  };
  const timer = setInterval(sample, 100);
  try {
    const result = await work();
    sample();
    const others = [...seen.entries()].filter(([pid]) => pid !== except());
    const highest = others.sort((a, b) => b[1].peak - a[1].peak)[0]?.[1];
    return { result, peak: highest?.peak ?? 0, command: highest?.command ?? '' };
  } finally {
    clearInterval(timer);
  }
}

type Heap = { heapUsed: number; heapTotal: number; external: number };

/** The V8 heap and the memory it knows of outside it (buffers), from the server's /metrics. */
async function heapOf(target: Target): Promise<Heap | null> {
  try {
    const response = await fetch(`${target.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      signal: AbortSignal.timeout(5_000),
    });
    if (response.status !== 200) return null;
    const text = await response.text();
    const value = (name: string) =>
      Number(new RegExp(`^parallax_${name}(?:\\{[^}]*\\})? ([\\d.e+]+)`, 'm').exec(text)?.[1]);
    return {
      heapUsed: value('nodejs_heap_size_used_bytes'),
      heapTotal: value('nodejs_heap_size_total_bytes'),
      external: value('nodejs_external_memory_bytes'),
    };
  } catch {
    return null;
  }
}

type Line = {
  stage: string;
  rss: number;
  peak: number;
  heap: Heap | null;
  goalMb: number;
  extra?: string;
};

const lines: Line[] = [];

/** RSS once idle (IDLE_S after the server answered its first health check), and the peak so far. */
async function recordIdle(target: Target, stage: string, goalMb: number) {
  await sleep(IDLE_S * 1000);
  const { rss, peak } = memory(target);
  lines.push({ stage, rss, peak, heap: await heapOf(target), goalMb });
}

/** Every route of the mix answers 200 before the load (a 404 would measure nothing). */
async function checkMix(target: Target): Promise<void> {
  for (const { path, headers } of MIX) {
    const response = await fetch(`${target.url}${path}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  }
}

async function recordLoad(target: Target, stage: string, goalMb: number): Promise<void> {
  await checkMix(target);
  const isPeakReset = resetPeak(target);
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: LOAD_S,
    requests: MIX.map(({ path, headers }) => ({ method: 'GET' as const, path, headers })),
  });
  const { rss, peak } = memory(target);
  const errors = result.errors + result.non2xx;
  lines.push({
    stage,
    rss,
    peak,
    heap: await heapOf(target),
    goalMb,
    extra:
      `${Math.round(result.requests.average)} req/s` +
      (errors > 0 ? `, ${errors} errors` : '') +
      (isPeakReset ? '' : ', peak since start'),
  });
}

/**
 * Runs `body` on a started server and always stops it. A process the server ran while starting
 * (and the highest peak of one) gets a line of its own.
 */
async function withServer(
  stage: string,
  env: Record<string, string | undefined>,
  goalMb: number,
  body: (target: Target) => Promise<void>,
): Promise<void> {
  console.log(`${stage}:`);
  let server: number | undefined;
  const {
    result: target,
    peak,
    command,
  } = await peakOfOthers(
    async () => {
      const started = await startTarget({
        env: { LOG_LEVEL: 'warn', METRICS_TOKEN, ...env },
        bootTimeoutMs: 300_000,
      });
      server = started.child?.pid;
      return started;
    },
    () => server,
  );
  if (peak > 0) {
    lines.push({
      stage: `${stage}: a process it ran (${command.replace(/ -e .*/, ' -e …')})`,
      rss: 0,
      peak,
      heap: null,
      goalMb,
      extra: 'ended before ready',
    });
  }
  try {
    await body(target);
  } finally {
    await target.stop();
  }
}

async function embedded(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parallax-bench-memory-'));
  // No DATABASE_URL: the embedded database in DATA_DIR, as `npm start` runs it.
  const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };
  try {
    await withServer('embedded, first start', env, GOAL_EMBEDDED_MB, async (target) => {
      await recordIdle(target, 'embedded: first start (new data dir)', GOAL_EMBEDDED_MB);
    });
    await withServer('embedded, later start', env, GOAL_EMBEDDED_MB, async (target) => {
      await recordIdle(target, 'embedded: later start', GOAL_EMBEDDED_MB);
      await recordLoad(target, `embedded: after ${LOAD_S} s of load`, GOAL_EMBEDDED_MB);
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(): Promise<void> {
  const cluster = await temporaryPostgres();
  if (!cluster) {
    console.log('PostgreSQL: skipped (no binaries under /usr/lib/postgresql, or it did not start)');
    return;
  }
  try {
    await withServer(
      'PostgreSQL',
      { DATABASE_URL: cluster.url },
      GOAL_POSTGRES_MB,
      async (target) => {
        await recordIdle(target, 'PostgreSQL: start (new database)', GOAL_POSTGRES_MB);
        await recordLoad(target, `PostgreSQL: after ${LOAD_S} s of load`, GOAL_POSTGRES_MB);
      },
    );
  } finally {
    cluster.stop();
  }
}

function report(): void {
  const rows = lines.map((line) => {
    const highest = Math.max(line.rss, line.peak);
    return [
      line.stage,
      line.rss > 0 ? mb(line.rss) : '-',
      mb(line.peak),
      line.heap ? `${mb(line.heap.heapUsed)} / ${mb(line.heap.heapTotal)}` : '-',
      mb(line.heap?.external),
      `< ${line.goalMb}`,
      highest < line.goalMb * MB ? 'met' : 'NOT MET',
      line.extra ?? '',
    ];
  });
  console.log(
    table(
      ['stage', 'RSS MB', 'peak MB', 'V8 heap used / total', 'external', 'goal MB', 'goal', 'load'],
      rows,
    ),
  );
}

console.log(
  `Parallax memory bench: node ${process.version}, idle reading ${IDLE_S} s after ready, ` +
    `load ${LOAD_S} s at ${CONNECTIONS} connections (autocannon, ${MIX.length} routes in turn), ` +
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}, ${new Date().toISOString()}`,
);
let exitCode = 0;
try {
  await embedded();
  await postgres();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
}
report();
console.log(
  'peak: the highest RSS of the stage (VmHWM: since the process started for a start, since the ' +
    'load began for a load); goal: both RSS and peak under it. V8 heap and external: from the ' +
    "server's /metrics (external counts PGlite's WebAssembly memory at its full size, of which " +
    'only the pages PostgreSQL touched are resident).',
);
process.exit(exitCode);
