/**
 * Media delivery benchmark: a 1 GiB content part as the product delivers it from its local media
 * directory (modules/media, the signed /media/… URL of a demo pack) against nginx with sendfile
 * serving the very same file: the whole file over one connection (curl), then a mix of random
 * 1–8 MiB Range requests over 10 connections (wrk). Prints figures and the product/nginx ratios;
 * it asserts no timings. See README.md.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { positive } from './lib/env.js';
import { makeMediaDir } from './lib/media-dir.js';
import { NGINX, startNginx } from './lib/nginx.js';
import { cpuMsOf, resultsDir, withTarget } from './lib/server.js';
import { WRK } from './lib/wrk.js';
import { table } from './lib/table.js';

/** A demo pack (guest links: no account needed) and the scene file made big. */
const PACK = 'alpine-dawn';
const PART = 'media/video-360-mono.mp4';
const MiB = 1024 * 1024;
// wrk's Lua draws ranges with math.random, which takes 32-bit integers.
const SIZE_MIB = Math.min(2047, Math.round(positive('BENCH_SIZE_MIB', 1024)));
const DURATION_S = Math.round(positive('BENCH_DURATION', 10));
const CONNECTIONS = Math.round(positive('BENCH_CONNECTIONS', 10));
const WHOLE_RUNS = Math.round(positive('BENCH_RUNS', 3));
/** nginx's own default (Debian's nginx.conf): a worker per CPU. */
const NGINX_WORKERS = Math.round(positive('BENCH_NGINX_WORKERS', cpus().length));
const GOAL = 0.7;

const mbPerS = (bytes: number, seconds: number) => bytes / 1_000_000 / seconds;
const fixed = (value: number, digits = 0) => value.toFixed(digits);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Whether a program runs (`--version`, `-v`); the message names the Debian package if not. */
function missingTools(): string[] {
  const tools: [string, string[], string][] = [
    [NGINX, ['-v'], 'nginx'],
    [WRK, ['--version'], 'wrk'],
    ['curl', ['--version'], 'curl'],
  ];
  return tools
    .filter(([command, args]) => spawnSync(command, args, { stdio: 'ignore' }).error)
    .map(([command, , pkg]) => `${command} is missing: apt-get install ${pkg}`);
}

// ---------------------------------------------------------------------------------------------
// nginx (lib/nginx.ts) and its CPU time.

/** A process and its children's pids (nginx: the master and its workers), from /proc. */
function treeOf(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return [pid, ...children.flatMap(treeOf)];
  } catch {
    return [pid];
  }
}

const cpuMsOfTree = (pid: number) =>
  treeOf(pid).reduce((sum, each) => sum + (cpuMsOf(each) ?? 0), 0);

// ---------------------------------------------------------------------------------------------
// The measurements.

type Whole = { mbPerS: number[]; cpuSPerGiB: number };

/** curl's figures for a GET of the whole file to /dev/null. */
async function curlWhole(url: string): Promise<{ bytes: number; seconds: number; status: number }> {
  const child = spawn('curl', [
    '-s',
    '-o',
    '/dev/null',
    '-w',
    '%{size_download} %{time_total} %{http_code}',
    url,
  ]);
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  await new Promise((done) => child.once('exit', done));
  const [bytes = 0, seconds = 0, status = 0] = stdout.trim().split(' ').map(Number);
  return { bytes, seconds, status };
}

type Mix = {
  requests: number;
  mbPerS: number;
  requestsPerS: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  clientCpuPct: number;
};

/**
 * wrk, one thread, CONNECTIONS connections, for DURATION_S seconds: each request a Range of a
 * random length from 1 to 8 MiB at a random place in the file (the same sequence for each
 * target: a fixed seed). wrk counts non-2xx answers as errors; its latencies are per request.
 */
async function rangeMix(url: string, size: number, script: string): Promise<Mix> {
  const child: ChildProcess = spawn(
    WRK,
    ['-t1', `-c${CONNECTIONS}`, `-d${DURATION_S}s`, '--timeout', '30s', '-s', script, url],
    { env: { ...process.env, BENCH_FILE_SIZE: String(size) }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const cpuBefore = cpuMsOf(child.pid) ?? 0;
  let cpuLast = cpuBefore;
  const sampler = setInterval(() => (cpuLast = cpuMsOf(child.pid) ?? cpuLast), 250);
  await new Promise((done) => child.once('exit', done));
  clearInterval(sampler);
  const line = /^RESULT (.*)$/m.exec(output)?.[1];
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const [requests = 0, bytes = 0, durationUs = 1, p50 = 0, p99 = 0, max = 0, errors = 0] = line
    .split(' ')
    .map(Number);
  const seconds = durationUs / 1e6;
  return {
    requests,
    mbPerS: mbPerS(bytes, seconds),
    requestsPerS: requests / seconds,
    p50Ms: p50 / 1000,
    p99Ms: p99 / 1000,
    maxMs: max / 1000,
    errors,
    clientCpuPct: ((cpuLast - cpuBefore) / 1000 / seconds) * 100,
  };
}

const WRK_SCRIPT = `
local size = tonumber(os.getenv("BENCH_FILE_SIZE"))
local shortest, longest = ${MiB}, ${8 * MiB}
math.randomseed(20261126)
request = function()
  local length = math.random(shortest, longest)
  local first = math.random(0, size - length)
  return wrk.format(nil, nil, { ["Range"] = "bytes=" .. first .. "-" .. (first + length - 1) })
end
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format("RESULT %d %d %d %d %d %d %d\\n", summary.requests, summary.bytes,
    summary.duration, latency:percentile(50), latency:percentile(99), latency.max,
    errors.status + errors.connect + errors.read + errors.write + errors.timeout))
end
`;

/** The signed URL of the big part, as the links call gives it to a guest. */
async function productUrlOf(base: string): Promise<string> {
  const page = await fetch(`${base}/store/api/v1/content/${PACK}/optimized`);
  if (!page.ok) throw new Error(`${PACK}: the content page answered ${page.status}`);
  const { id } = (await page.json()) as { id: string };
  const answer = await fetch(`${base}/api/v1/collection/content/${id}/links?platform=web_app`);
  if (!answer.ok) throw new Error(`${PACK}: the links call answered ${answer.status}`);
  const links = (await answer.json()) as { scenes: { url: string }[] };
  const scene = links.scenes.find((each) => each.url.split('?')[0]?.endsWith(`/demo/${PART}`));
  if (!scene) throw new Error(`${PACK} has no link to ${PART}`);
  return `${base}${scene.url}`;
}

// ---------------------------------------------------------------------------------------------

if (process.env.BENCH_URL) {
  console.error('BENCH_URL is not supported: this bench starts its server with its own MEDIA_DIR');
  process.exit(1);
}
const missing = missingTools();
if (missing.length > 0) {
  console.error(missing.join('\n'));
  process.exit(1);
}

const tempDir = mkdtempSync(join(tmpdir(), 'parallax-bench-media-'));
// Readable by nginx's workers, which run as nobody when the bench runs as root.
chmodSync(tempDir, 0o755);
const mediaDir = join(tempDir, 'media');
// Also when the run is cut short (withTarget exits on Ctrl-C after stopping the server).
process.once('exit', () => rmSync(tempDir, { recursive: true, force: true }));
const size = SIZE_MIB * MiB;
console.log(
  `Parallax media bench: ${PART} of ${PACK} made ${SIZE_MIB} MiB; ${cpus().length} CPUs ` +
    `(${cpus()[0]?.model ?? '?'}), load average ${load()}, ${new Date().toISOString()}`,
);
const writeStarted = performance.now();
const file = makeMediaDir(mediaDir, PART, size);
console.log(`written in ${fixed((performance.now() - writeStarted) / 1000, 1)} s: ${file}`);
const scriptFile = join(tempDir, 'ranges.lua');
writeFileSync(scriptFile, WRK_SCRIPT);

const exitCode = await withTarget(
  async (target) => {
    const nginx = await startNginx({ root: mediaDir, workers: NGINX_WORKERS });
    try {
      const productUrl = await productUrlOf(target.url);
      const nginxUrl = `${nginx.url}/${PART}`;
      console.log(
        `nginx pid ${nginx.pid} (sendfile on, ${NGINX_WORKERS} worker(s)) on ${nginx.url}`,
      );
      const targets = [
        {
          name: 'nginx sendfile',
          url: nginxUrl,
          cpuMs: () => (nginx.pid ? cpuMsOfTree(nginx.pid) : 0),
        },
        {
          name: 'product (local dir)',
          url: productUrl,
          cpuMs: () => cpuMsOf(target.child?.pid) ?? 0,
        },
      ];

      // Whole file, one connection: the targets take turns, so a slower moment hits both.
      const whole = new Map<string, Whole>(
        targets.map((t) => [t.name, { mbPerS: [], cpuSPerGiB: 0 }]),
      );
      for (let run = 0; run < WHOLE_RUNS; run++) {
        for (const each of targets) {
          const cpuBefore = each.cpuMs();
          const got = await curlWhole(each.url);
          if (got.status !== 200 || got.bytes !== size) {
            throw new Error(`${each.name}: status ${got.status}, ${got.bytes} of ${size} bytes`);
          }
          const figures = whole.get(each.name)!;
          figures.mbPerS.push(mbPerS(got.bytes, got.seconds));
          figures.cpuSPerGiB += (each.cpuMs() - cpuBefore) / 1000 / WHOLE_RUNS / (size / 1024 ** 3);
        }
      }

      // The Range mix.
      const mixes = new Map<string, Mix>();
      for (const each of targets) {
        console.log(`range mix on ${each.name}: ${CONNECTIONS} connections, ${DURATION_S} s …`);
        mixes.set(each.name, await rangeMix(each.url, size, scriptFile));
      }

      const [reference, product] = targets.map((t) => t.name) as [string, string];
      const wholeOf = (name: string) => median(whole.get(name)!.mbPerS);
      const mixOf = (name: string) => mixes.get(name)!;
      const row = (name: string) => [
        name,
        fixed(wholeOf(name)),
        whole
          .get(name)!
          .mbPerS.map((value) => fixed(value))
          .join(' / '),
        fixed(whole.get(name)!.cpuSPerGiB, 2),
        fixed(mixOf(name).mbPerS),
        fixed(mixOf(name).requestsPerS),
        fixed(mixOf(name).p50Ms, 1),
        fixed(mixOf(name).p99Ms, 1),
        String(mixOf(name).errors),
        fixed(mixOf(name).clientCpuPct),
      ];
      const ratio = (a: number, b: number) => `${fixed(a / b, 2)}×`;
      console.log('');
      console.log(
        table(
          [
            'target',
            'whole MB/s',
            'runs MB/s',
            'server CPU s/GiB',
            'ranges MB/s',
            'req/s',
            'p50 ms',
            'p99 ms',
            'errors',
            'wrk CPU %',
          ],
          [
            row(reference),
            row(product),
            [
              'product / nginx',
              ratio(wholeOf(product), wholeOf(reference)),
              '',
              '',
              ratio(mixOf(product).mbPerS, mixOf(reference).mbPerS),
              ratio(mixOf(product).requestsPerS, mixOf(reference).requestsPerS),
              ratio(mixOf(product).p50Ms, mixOf(reference).p50Ms),
              ratio(mixOf(product).p99Ms, mixOf(reference).p99Ms),
              '',
              '',
            ],
          ],
        ),
      );
      const wholeRatio = wholeOf(product) / wholeOf(reference);
      const mixRatio = mixOf(product).mbPerS / mixOf(reference).mbPerS;
      console.log(
        `\ngoal ≥ ${GOAL}× nginx: whole file ${fixed(wholeRatio, 2)}× ` +
          `(${wholeRatio >= GOAL ? 'met' : 'not met'}), Range mix ${fixed(mixRatio, 2)}× ` +
          `(${mixRatio >= GOAL ? 'met' : 'not met'}); load average ${load()}`,
      );
      mkdirSync(resultsDir, { recursive: true });
      const resultFile = join(
        resultsDir,
        `media-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
      );
      writeFileSync(
        resultFile,
        JSON.stringify(
          {
            at: new Date().toISOString(),
            sizeBytes: size,
            connections: CONNECTIONS,
            durationS: DURATION_S,
            nginxWorkers: NGINX_WORKERS,
            whole: Object.fromEntries(whole),
            mixes: Object.fromEntries(mixes),
            loadAverage: loadavg(),
          },
          null,
          2,
        ),
      );
      console.log(`raw figures: ${resultFile}`);
      const errors = [...mixes.values()].reduce((sum, mix) => sum + mix.errors, 0);
      return errors > 0 ? 1 : 0;
    } finally {
      await nginx.stop();
    }
  },
  // Production, as deployed: development's request log would count every chunk sent.
  { env: { MEDIA_DIR: mediaDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' } },
);
process.exit(exitCode);
