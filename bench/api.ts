/**
 * Catalog API benchmark: wrk against the product's catalog routes and against nginx serving the
 * very same bytes as files (as sent, identity, gzip and br), and /api/health against Fastify's
 * hello world, all in one run; Fastify with no hooks sending the same bytes shows the framework's
 * own ceiling. Each row measures its servers in turn, round after round, and compares them round
 * by round: this machine's speed drifts by up to half within minutes, which one long run each would
 * put in the ratio. Prints figures; it asserts no timings. See README.md.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { positive } from './lib/env.js';
import { startNginx, type Nginx } from './lib/nginx.js';
import { freePort, memoryOf, repoRoot, resultsDir, withTarget } from './lib/server.js';
import { table } from './lib/table.js';
import { hasWrk, WRK, wrk, type WrkResult } from './lib/wrk.js';

const DURATION_S = positive('BENCH_DURATION', 4);
const ROUNDS = Math.round(positive('BENCH_ROUNDS', 3));
const CONNECTIONS = Math.round(positive('BENCH_CONNECTIONS', 50));
const WARMUP_S = positive('BENCH_WARMUP', 2);
/** Goals: the catalog at ≥ 0.60× nginx with p99 < 20 ms; health at ≥ 0.5× a hello world. */
const GOAL_RATIO = 0.6;
const GOAL_P99_MS = 20;
const GOAL_HEALTH_RATIO = 0.5;

type Encoding = 'identity' | 'gzip' | 'br';
type Case = { name: string; path: string; file: string; encoding: Encoding };

const LIST = '/store/api/v1/content/list';
const PAGE = '/store/api/v1/content/alpine-dawn/optimized';
const encodings: Encoding[] = ['identity', 'gzip', 'br'];
const cases: Case[] = [
  { name: 'content list', path: LIST, file: 'list.json' },
  { name: 'content page', path: PAGE, file: 'page.json' },
].flatMap((route) =>
  encodings.map((encoding) => ({
    ...route,
    encoding,
    file:
      encoding === 'identity' ? route.file : `${route.file}.${encoding === 'gzip' ? 'gz' : 'br'}`,
  })),
);

const headersOf = (encoding: Encoding): Record<string, string> =>
  encoding === 'identity' ? {} : { 'accept-encoding': encoding };

/** One plain request; the body kept as sent on the wire (not decompressed). */
function fetchRaw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((done, fail) => {
    const req = request(url, { headers, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', fail);
    });
    req.on('timeout', () => req.destroy(new Error(`timeout: GET ${url}`)));
    req.on('error', fail);
    req.end();
  });
}

/**
 * Fastify in its own process: its hello world (the floor every route of the product stands on),
 * and each file of `www` read once and sent as a buffer with its Content-Type and -Encoding (the
 * ceiling of any Fastify route answering those bytes).
 */
async function startBareFastify(www: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const script = `import { readFileSync, readdirSync } from 'node:fs';
import Fastify from 'fastify';
const www = ${JSON.stringify(www)};
const files = new Map(readdirSync(www).map((name) => [name, readFileSync(www + '/' + name)]));
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/files/:name', (request, reply) => {
  const { name } = request.params;
  const body = files.get(name);
  if (!body) return reply.code(404).send();
  reply.header('content-type', 'application/json');
  if (name.endsWith('.br')) reply.header('content-encoding', 'br');
  if (name.endsWith('.gz')) reply.header('content-encoding', 'gzip');
  return reply.send(body);
});
await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: join(repoRoot, 'apps/server'),
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await fetchRaw(`${url}/`, {}).then(
      (response) => response.status === 200,
      () => false,
    );
    if (up) return { url, stop: () => child.kill('SIGTERM') };
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the bare Fastify did not start');
}

const fixed = (value: number, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })
    : '-';
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const load1 = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

/**
 * A server's rounds of one row: the medians of the rounds' rate, p50 and p99 (and the worst
 * p99), every error.
 */
type Measured = { rounds: WrkResult[]; summary: WrkResult; worstP99Ms: number };

/**
 * Measures `urls` (with `headers` for the first, the product's) in turn: a warm-up each, then
 * `ROUNDS` rounds in which each runs `DURATION_S` seconds, so a server's rounds and its rivals'
 * lie next to one another in time.
 */
async function measureRounds<const Urls extends readonly string[]>(
  urls: Urls,
  headers: Record<string, string>,
): Promise<{ [Index in keyof Urls]: Measured }> {
  const servers = urls.map((url, index) => ({
    url,
    headers: index === 0 ? headers : {},
    results: [] as WrkResult[],
  }));
  for (const server of servers) {
    await wrk(server.url, { seconds: WARMUP_S, connections: CONNECTIONS, headers: server.headers });
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const server of servers) {
      server.results.push(
        await wrk(server.url, {
          seconds: DURATION_S,
          connections: CONNECTIONS,
          headers: server.headers,
        }),
      );
    }
  }
  // One entry per URL, in their order: the tuple's type says so.
  return servers.map(({ results }) => ({
    rounds: results,
    summary: {
      requestsPerSecond: median(results.map((result) => result.requestsPerSecond)),
      p50Ms: median(results.map((result) => result.p50Ms)),
      p99Ms: median(results.map((result) => result.p99Ms)),
      requests: results.reduce((sum, result) => sum + result.requests, 0),
      socketErrors: results.reduce((sum, result) => sum + result.socketErrors, 0),
      non2xx3xx: results.reduce((sum, result) => sum + result.non2xx3xx, 0),
    },
    worstP99Ms: Math.max(...results.map((result) => result.p99Ms)),
  })) as { [Index in keyof Urls]: Measured };
}

/** The median of the round-by-round ratios of `of` to `to`, and their range. */
function ratioOf(of: Measured, to: Measured): { median: number; low: number; high: number } {
  const ratios = of.rounds.map(
    (result, round) =>
      result.requestsPerSecond / (to.rounds[round]?.requestsPerSecond ?? Number.NaN),
  );
  return { median: median(ratios), low: Math.min(...ratios), high: Math.max(...ratios) };
}

const p99Text = ({ summary, worstP99Ms }: Measured) =>
  ROUNDS > 1 ? `${fixed(summary.p99Ms, 2)} (${fixed(worstP99Ms, 2)})` : fixed(summary.p99Ms, 2);

const ratioText = ({ median: value, low, high }: ReturnType<typeof ratioOf>) =>
  ROUNDS > 1
    ? `${value.toFixed(2)}× (${low.toFixed(2)}–${high.toFixed(2)})`
    : `${value.toFixed(2)}×`;

const exitCode = await withTarget(async (target) => {
  console.log(
    `Parallax catalog bench: wrk -t2 -c${CONNECTIONS}, per row ${ROUNDS} rounds of ${DURATION_S} s per server after ${WARMUP_S} s warm-up, ` +
      `node ${process.version}, ${cpus().length} CPUs, load average ${load1()}, ${new Date().toISOString()}`,
  );
  if (!hasWrk()) {
    console.error(`${WRK} is missing: apt-get install -y wrk`);
    return 1;
  }
  const www = mkdtempSync(join(tmpdir(), 'parallax-bench-www-'));
  const servers: Nginx[] = [];
  let fastify: { url: string; stop: () => void } | null = null;
  try {
    // The bytes the product sends, written as files for nginx.
    let failed = false;
    for (const item of cases) {
      const got = await fetchRaw(`${target.url}${item.path}`, headersOf(item.encoding));
      if (got.status !== 200 || got.encoding !== item.encoding) {
        console.error(`GET ${item.path} (${item.encoding}) answered ${got.status} ${got.encoding}`);
        failed = true;
      }
      writeFileSync(join(www, item.file), got.body);
      if (item.encoding === 'identity' || item.encoding === 'br') {
        console.log(`${item.name}, ${item.encoding}: ${kib(got.body.length)}`);
      }
    }
    if (failed) return 1;
    const single = await startNginx({ root: www, workers: 1 });
    servers.push(single);
    const auto = await startNginx({ root: www, workers: 'auto' });
    servers.push(auto);
    fastify = await startBareFastify(www);
    const before = memoryOf(target.child?.pid);
    console.log(
      `target ${target.url}${target.child ? ` (server pid ${target.child.pid})` : ' (BENCH_URL)'}; ` +
        `nginx 1 worker ${single.url}, nginx ${cpus().length} workers ${auto.url}\n`,
    );

    const rows: string[][] = [];
    const raw: unknown[] = [];
    for (const item of cases) {
      process.stdout.write(
        `${item.name}, ${item.encoding}: product, nginx (1 and ${cpus().length} workers), bare Fastify… `,
      );
      const measured = await measureRounds(
        [
          `${target.url}${item.path}`,
          `${single.url}/${item.file}`,
          `${auto.url}/${item.file}`,
          `${fastify.url}/files/${item.file}`,
        ],
        headersOf(item.encoding),
      );
      console.log('done');
      const [product, one, all, bare] = measured;
      const ratio = ratioOf(product, one);
      const meets = ratio.median >= GOAL_RATIO && product.summary.p99Ms < GOAL_P99_MS;
      if (product.summary.socketErrors > 0 || product.summary.non2xx3xx > 0) failed = true;
      rows.push([
        `${item.name}, ${item.encoding}`,
        fixed(product.summary.requestsPerSecond),
        fixed(product.summary.p50Ms, 2),
        p99Text(product),
        fixed(one.summary.requestsPerSecond),
        ratioText(ratio),
        fixed(all.summary.requestsPerSecond),
        ratioText(ratioOf(product, all)),
        fixed(bare.summary.requestsPerSecond),
        ratioText(ratioOf(product, bare)),
        `${product.summary.socketErrors} / ${product.summary.non2xx3xx}`,
        meets ? 'met' : 'NOT met',
      ]);
      raw.push({
        ...item,
        product: product.rounds,
        nginxOneWorker: one.rounds,
        nginxAllWorkers: all.rounds,
        bareFastify: bare.rounds,
      });
    }

    process.stdout.write('/api/health and the Fastify hello world… ');
    const [health, floor] = await measureRounds(
      [`${target.url}/api/health`, `${fastify.url}/`],
      {},
    );
    console.log('done');
    const after = memoryOf(target.child?.pid);

    console.log('');
    console.log(
      table(
        [
          'catalog route (same bytes)',
          'product req/s',
          'p50 ms',
          'p99 ms',
          'nginx 1 worker',
          'ratio',
          `nginx ${cpus().length} workers`,
          'ratio',
          'bare Fastify',
          'ratio',
          'errors / non-2xx',
          `goal ≥ ${GOAL_RATIO}× (1 worker), p99 < ${GOAL_P99_MS} ms`,
        ],
        rows,
      ),
    );
    const healthRatio = ratioOf(health, floor);
    console.log('');
    console.log(
      table(
        ['route', 'req/s', 'p50 ms', 'p99 ms', 'vs hello world', `goal ≥ ${GOAL_HEALTH_RATIO}×`],
        [
          [
            'product GET /api/health',
            fixed(health.summary.requestsPerSecond),
            fixed(health.summary.p50Ms, 2),
            p99Text(health),
            ratioText(healthRatio),
            healthRatio.median >= GOAL_HEALTH_RATIO ? 'met' : 'NOT met',
          ],
          [
            'Fastify hello world',
            fixed(floor.summary.requestsPerSecond),
            fixed(floor.summary.p50Ms, 2),
            p99Text(floor),
            '1.00×',
            '',
          ],
        ],
      ),
    );
    console.log(
      '\nThe product is one Node process: "nginx 1 worker" is the same number of processes; the ' +
        'other nginx column uses every CPU (and shares them with wrk). "bare Fastify" sends the ' +
        'same bytes from a route with no hooks: the most a Fastify process gets out of this machine.' +
        (ROUNDS > 1
          ? ` Rates, p50 and p99 are the medians of ${ROUNDS} rounds (the worst p99 in brackets); ` +
            "a ratio is the median of the rounds' ratios, their range in brackets."
          : ''),
    );
    console.log(`load average now: ${load1()}`);
    if (before && after) {
      console.log(
        `server RSS: ${before.rssMiB.toFixed(1)} MiB before load, ${after.rssMiB.toFixed(1)} MiB after ` +
          `(peak ${after.peakMiB.toFixed(1)} MiB)`,
      );
    }
    mkdirSync(resultsDir, { recursive: true });
    const file = join(resultsDir, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        {
          durationS: DURATION_S,
          rounds: ROUNDS,
          warmupS: WARMUP_S,
          connections: CONNECTIONS,
          memoryMiB: { before, after },
          rows: raw,
          health: health.rounds,
          helloWorld: floor.rounds,
        },
        null,
        2,
      ),
    );
    console.log(`raw figures: ${file}`);
    if (failed) console.error('some requests failed (see above): exit code 1');
    return failed ? 1 : 0;
  } finally {
    fastify?.stop();
    for (const server of servers) await server.stop();
    rmSync(www, { recursive: true, force: true });
  }
});

process.exitCode = exitCode;
