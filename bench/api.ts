/**
 * API throughput benchmark: autocannon against the catalog JSON routes and a static file served by
 * the same process. Prints figures; it asserts no timings. See README.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { initialScriptUrls } from './lib/build.js';
import { cpuMsOf, memoryOf, resultsDir, withTarget } from './lib/server.js';
import { table } from './lib/table.js';

const positive = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name}=${raw}: expected a number > 0`);
  return value;
};

const DURATION_S = positive('BENCH_DURATION', 10);
const CONNECTIONS = Math.round(positive('BENCH_CONNECTIONS', 50));
const WARMUP_S = positive('BENCH_WARMUP', 2);
const REQUEST_TIMEOUT_S = 10;
/** What a browser sends; @fastify/compress then answers br (or gzip) above 1 KiB. */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
const withCompressed = process.env.BENCH_COMPRESSED !== '0';

type Route = {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** The static file every other row is compared with. */
  baseline?: boolean;
};

/** The store's entry chunk from the local build; none when there is no build to read. */
const entryScript = (): string[] => {
  try {
    return initialScriptUrls().slice(0, 1);
  } catch {
    return [];
  }
};

const LIST = '/store/api/v1/content/list';
const PAGE = '/store/api/v1/content/alpine-dawn/optimized';
const routes: Route[] = [
  { name: 'content list', path: LIST },
  { name: 'content page (alpine-dawn)', path: PAGE },
  ...(withCompressed
    ? [
        {
          name: 'content list, compressed',
          path: LIST,
          headers: { 'accept-encoding': BROWSER_ENCODING },
        },
        {
          name: 'content page, compressed',
          path: PAGE,
          headers: { 'accept-encoding': BROWSER_ENCODING },
        },
      ]
    : []),
  { name: 'static /favicon.svg (baseline)', path: '/favicon.svg', baseline: true },
  { name: 'static demo cover-01.jpg', path: '/static/demo/covers/cover-01.jpg' },
  // What every first visit costs: the store's entry chunk, compressed per request like a browser gets it.
  ...(withCompressed
    ? entryScript().map((path) => ({
        name: 'static entry JS, compressed',
        path,
        headers: { 'accept-encoding': BROWSER_ENCODING },
      }))
    : []),
];

type Probe = { status: number; encoding: string; contentType: string; body: Buffer };

/** One plain request, body kept as sent on the wire (not decompressed). */
function probe(url: string, headers: Record<string, string> = {}): Promise<Probe> {
  return new Promise((done, fail) => {
    const req = request(url, { headers, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'] ?? 'identity',
          contentType: res.headers['content-type'] ?? '?',
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

type Row = {
  route: Route;
  probe: Probe;
  result?: autocannon.Result;
  /** Server CPU time per completed request during the measured window. */
  cpuMsPerRequest?: number;
};

const kib = (bytes: number) => (bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${bytes} B`);
const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function load(url: string, route: Route, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${url}${route.path}`,
    connections: CONNECTIONS,
    duration,
    headers: route.headers ?? {},
    timeout: REQUEST_TIMEOUT_S,
  });
}

/**
 * Waits until the server answers a static file within 100 ms twice in a row: requests that the
 * previous route left queued (autocannon gives up on them, the server does not) must not be billed
 * to the next route. Returns the seconds waited.
 */
async function settle(url: string): Promise<number> {
  const started = performance.now();
  let quick = 0;
  while (quick < 2 && performance.now() - started < 120_000) {
    const t0 = performance.now();
    await probe(`${url}/favicon.svg`).catch(() => undefined);
    quick = performance.now() - t0 < 100 ? quick + 1 : 0;
    if (quick < 2) await new Promise((done) => setTimeout(done, 200));
  }
  return (performance.now() - started) / 1000;
}

const load1 = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const exitCode = await withTarget(async (target) => {
  console.log(
    `Parallax API bench: ${DURATION_S} s per route after ${WARMUP_S} s warm-up, ${CONNECTIONS} connections, ` +
      `node ${process.version}, ${cpus().length} CPUs, load average ${load1()}, ${new Date().toISOString()}`,
  );
  console.log(
    `target ${target.url}${target.child ? ` (server pid ${target.child.pid})` : ' (BENCH_URL)'}\n`,
  );

  let failed = false;
  const rows: Row[] = [];
  for (const route of routes) {
    const first = await probe(`${target.url}${route.path}`, route.headers);
    if (first.status < 200 || first.status > 299) {
      console.error(
        `GET ${route.path} answered ${first.status}: ${first.body.toString('utf8').slice(0, 300)}`,
      );
      failed = true;
    }
    rows.push({ route, probe: first });
  }

  // For scale: the JSON documents themselves.
  const list = rows.find((row) => row.route.path === LIST && !row.route.headers)?.probe;
  const page = rows.find((row) => row.route.path === PAGE && !row.route.headers)?.probe;
  const listGz = rows.find((row) => row.route.path === LIST && row.route.headers)?.probe;
  const pageGz = rows.find((row) => row.route.path === PAGE && row.route.headers)?.probe;
  if (list?.status === 200) {
    const parsed = JSON.parse(list.body.toString('utf8')) as unknown;
    const items = Array.isArray(parsed) ? parsed.length : '?';
    console.log(
      `content list JSON: ${kib(list.body.length)} (${fixed(list.body.length)} B) for ${items} packs` +
        (listGz ? `; ${listGz.encoding}: ${kib(listGz.body.length)}` : ''),
    );
  }
  if (page?.status === 200) {
    console.log(
      `content page JSON: ${kib(page.body.length)} (${fixed(page.body.length)} B)` +
        (pageGz ? `; ${pageGz.encoding}: ${kib(pageGz.body.length)}` : ''),
    );
  }
  const before = memoryOf(target.child?.pid);
  if (before) console.log(`server RSS before load: ${before.rssMiB.toFixed(1)} MiB`);
  console.log('');

  for (const row of rows) {
    if (row.probe.status < 200 || row.probe.status > 299) continue;
    const waited = await settle(target.url);
    process.stdout.write(
      `${row.route.name}: ${waited > 1 ? `settled ${waited.toFixed(1)} s, ` : ''}warm-up ${WARMUP_S} s, `,
    );
    await load(target.url, row.route, WARMUP_S);
    process.stdout.write(`measuring ${DURATION_S} s... `);
    const cpuBefore = cpuMsOf(target.child?.pid);
    row.result = await load(target.url, row.route, DURATION_S);
    const cpuAfter = cpuMsOf(target.child?.pid);
    if (cpuBefore !== null && cpuAfter !== null && row.result.requests.total > 0) {
      row.cpuMsPerRequest = (cpuAfter - cpuBefore) / row.result.requests.total;
    }
    console.log(`${fixed(row.result.requests.average)} req/s`);
  }
  const after = memoryOf(target.child?.pid);

  const baseline = rows.find((row) => row.route.baseline)?.result?.requests.average;
  let timeouts = 0;
  const lines = rows.map(({ route, probe: p, result: r, cpuMsPerRequest }) => {
    if (!r) {
      return [
        route.name,
        p.encoding,
        '-',
        '-',
        '-',
        kib(p.body.length),
        '-',
        '-',
        `HTTP ${p.status}`,
        '-',
      ];
    }
    // autocannon counts timeouts among errors; a timeout is a slow answer, not a failed one.
    const errors = r.errors - r.timeouts;
    timeouts += r.timeouts;
    if (errors > 0 || r.non2xx > 0) failed = true;
    return [
      route.name,
      p.encoding,
      fixed(r.requests.average),
      fixed(r.latency.p50, 1),
      fixed(r.latency.p99, 1),
      kib(p.body.length),
      kib(r.requests.total > 0 ? Math.round(r.throughput.total / r.requests.total) : 0),
      cpuMsPerRequest === undefined ? '-' : fixed(cpuMsPerRequest, 2),
      `${errors} / ${r.timeouts} / ${r.non2xx}`,
      baseline ? `${(r.requests.average / baseline).toFixed(2)}×` : '-',
    ];
  });
  console.log('');
  console.log(
    table(
      [
        'route',
        'encoding',
        'req/s (mean)',
        'p50 ms',
        'p99 ms',
        'body',
        'bytes/resp (wire)',
        'server CPU ms/req',
        'errors / timeouts / non-2xx',
        'vs static',
      ],
      lines,
    ),
  );
  if (timeouts > 0) {
    console.log(
      `\n${timeouts} request(s) took over ${REQUEST_TIMEOUT_S} s and were dropped by autocannon: the server ` +
        `was saturated (figures, not a failure).`,
    );
  }
  console.log('');
  console.log(`load average now: ${load1()}`);
  if (after) {
    console.log(
      `server RSS after the run: ${after.rssMiB.toFixed(1)} MiB (peak ${after.peakMiB.toFixed(1)} MiB` +
        `${before ? `, ${before.rssMiB.toFixed(1)} MiB before load` : ''})`,
    );
  } else {
    console.log('server RSS: n/a (external server via BENCH_URL)');
  }

  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        durationS: DURATION_S,
        warmupS: WARMUP_S,
        connections: CONNECTIONS,
        memoryMiB: { before, after },
        loadAverage: loadavg(),
        rows: rows.map((row) => ({
          ...row.route,
          status: row.probe.status,
          encoding: row.probe.encoding,
          bodyBytes: row.probe.body.length,
          cpuMsPerRequest: row.cpuMsPerRequest,
          result: row.result,
        })),
      },
      null,
      2,
    ),
  );
  console.log(`raw autocannon results: ${file}`);
  if (failed) console.error('some requests failed (see above): exit code 1');
  return failed ? 1 : 0;
});

process.exitCode = exitCode;
