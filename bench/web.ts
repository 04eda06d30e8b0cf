/**
 * Store page benchmark: Lighthouse 12 (navigation, performance only) on `/`, mobile and desktop,
 * plus the initial JS the build ships. Prints figures; it asserts no timings. See README.md.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { fileOfUrl, initialScriptUrls } from './lib/build.js';
import { countedTasks, type CountedTask } from './lib/counted-tasks.js';
import { resultsDir, withTarget } from './lib/server.js';
import { table } from './lib/table.js';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const RUNS = Math.max(1, Math.round(Number(process.env.BENCH_RUNS ?? 1)) || 1);
const PAGE_PATH = '/';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number | undefined) => (value === undefined ? '?' : `${Math.round(value)} ms`);

/** The JS that index.html makes the browser fetch to start the app, raw and gzip -6. */
function initialJsOfBuild(): { path: string; raw: number; gzip: number }[] {
  return initialScriptUrls().map((url) => {
    const content = readFileSync(fileOfUrl(url));
    return { path: url, raw: content.length, gzip: gzipSync(content).length };
  });
}

type Figures = {
  preset: string;
  score: number | null;
  fcp?: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
  totalBytes?: number;
  jsBytes: number;
  jsRequests: number;
  requests: number;
  jsFiles: { url: string; transferSize: number }[];
  /** The largest transfers of the run, whatever their type. */
  largest: { url: string; type: string; transferSize: number }[];
  lcpElement?: string;
  /** The tasks its total blocking time counted (lib/counted-tasks.ts). */
  counted: CountedTask[];
};

type NetworkItem = { url?: unknown; resourceType?: unknown; transferSize?: unknown };

function figuresOf(preset: string, lhr: Result, counted: CountedTask[]): Figures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const items = details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  const score = lhr.categories.performance?.score;
  const size = (item: NetworkItem) =>
    typeof item.transferSize === 'number' ? item.transferSize : 0;
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { snippet?: unknown } }[] }[] } | undefined;
  const lcpSnippet = lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet;
  return {
    preset,
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalBytes: numeric('total-byte-weight'),
    jsBytes: scripts.reduce(
      (sum, item) => sum + (typeof item.transferSize === 'number' ? item.transferSize : 0),
      0,
    ),
    jsRequests: scripts.length,
    requests: items.length,
    jsFiles: scripts.map((item) => ({ url: String(item.url), transferSize: size(item) })),
    largest: [...items]
      .sort((a, b) => size(b) - size(a))
      .slice(0, 5)
      .map((item) => ({
        url: String(item.url),
        type: String(item.resourceType),
        transferSize: size(item),
      })),
    lcpElement: typeof lcpSnippet === 'string' ? lcpSnippet : undefined,
    counted,
  };
}

async function runLighthouse(
  url: string,
  preset: 'mobile' | 'desktop',
): Promise<{ lhr: Result; report: string; counted: CountedTask[] }> {
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    };
    const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned no result for ${url} (${preset})`);
    const report = Array.isArray(result.report) ? (result.report[0] ?? '') : result.report;
    if (result.lhr.runtimeError) {
      throw new Error(
        `Lighthouse: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`,
      );
    }
    // Read at once: the next run's simulations replace these. On a phone only (the table's).
    const counted = preset === 'mobile' ? countedTasks(result.artifacts.Trace.traceEvents) : [];
    return { lhr: result.lhr, report, counted };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse now and then fails to record the trace of a load (NO_NAVSTART, NO_FCP): that run
 * measured nothing, so it is run again, twice at most, saying so. Other failures stop the bench.
 */
async function runLighthouseRetrying(
  url: string,
  preset: 'mobile' | 'desktop',
): Promise<{ lhr: Result; report: string; counted: CountedTask[] }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, preset);
    } catch (error) {
      const isTraceFailure = error instanceof Error && /NO_NAVSTART|NO_FCP/.test(error.message);
      if (!isTraceFailure || attempt === 3) throw error;
      console.warn(`  ${preset}: ${error.message}; running it again`);
    }
  }
}

const median = (values: (number | undefined)[]): number | undefined => {
  const known = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  if (known.length === 0) return undefined;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid] : ((known[mid - 1] ?? 0) + (known[mid] ?? 0)) / 2;
};

/** The tasks the mobile run of median blocking time counted (lib/counted-tasks.ts). */
function printCountedTasks(mobileRuns: Figures[]) {
  const byTbt = [...mobileRuns].sort((a, b) => (a.tbt ?? 0) - (b.tbt ?? 0));
  const run = byTbt[Math.floor((byTbt.length - 1) / 2)];
  if (!run) return;
  console.log(
    `\nTasks the blocking time counted (${run.preset}, TBT ${ms(run.tbt)}; simulated on a phone, ` +
      'observed in the load):',
  );
  console.log(
    table(
      ['simulated', 'observed', 'what took most of it'],
      run.counted.map((task) => [
        `${ms(task.start)} + ${ms(task.duration)}`,
        `${ms(task.observedAt)} + ${ms(task.observedDuration)}`,
        task.what,
      ]),
    ),
  );
}

const exitCode = await withTarget(async (target) => {
  const url = `${target.url}${PAGE_PATH}`;
  console.log(
    `Parallax store page bench: Lighthouse (navigation, performance) on ${url}, ${RUNS} run(s) per preset, ` +
      `Chromium ${CHROME_PATH}, ${new Date().toISOString()}\n`,
  );

  const files = initialJsOfBuild();
  console.log(
    'Initial JS of the store page in English (index.html: script, modulepreloads, the app it starts):',
  );
  console.log(
    table(
      ['file', 'raw', 'gzip'],
      [
        ...files.map((file) => [file.path, kib(file.raw), kib(file.gzip)]),
        [
          `total (${files.length} file${files.length === 1 ? '' : 's'})`,
          kib(files.reduce((sum, file) => sum + file.raw, 0)),
          kib(files.reduce((sum, file) => sum + file.gzip, 0)),
        ],
      ],
    ),
  );
  console.log('');

  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const all: Figures[] = [];
  for (const preset of ['mobile', 'desktop'] as const) {
    for (let run = 1; run <= RUNS; run++) {
      const started = Date.now();
      const { lhr, report, counted } = await runLighthouseRetrying(url, preset);
      const file = join(
        resultsDir,
        `lighthouse-${preset}-${stamp}${RUNS > 1 ? `-${run}` : ''}.json`,
      );
      writeFileSync(file, report);
      const figures = figuresOf(RUNS > 1 ? `${preset} #${run}` : preset, lhr, counted);
      all.push(figures);
      console.log(
        `${figures.preset}: done in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
          `(Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chrome ?'}), report ${file}`,
      );
      for (const warning of lhr.runWarnings) console.warn(`  warning: ${warning}`);
    }
  }
  if (RUNS > 1) {
    for (const preset of ['mobile', 'desktop']) {
      const runs = all.filter((f) => f.preset.startsWith(`${preset} #`));
      const pick = (get: (f: Figures) => number | null | undefined) =>
        median(runs.map((f) => get(f) ?? undefined));
      all.push({
        preset: `${preset} median`,
        score: pick((f) => f.score) ?? null,
        fcp: pick((f) => f.fcp),
        lcp: pick((f) => f.lcp),
        tbt: pick((f) => f.tbt),
        cls: pick((f) => f.cls),
        totalBytes: pick((f) => f.totalBytes),
        jsBytes: pick((f) => f.jsBytes) ?? 0,
        jsRequests: pick((f) => f.jsRequests) ?? 0,
        requests: pick((f) => f.requests) ?? 0,
        jsFiles: [],
        largest: [],
        counted: [],
      });
    }
  }

  console.log('');
  console.log(
    table(
      [
        'run',
        'score',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'transferred',
        'JS transferred',
        'JS requests',
        'requests',
      ],
      all.map((f) => [
        f.preset,
        f.score === null ? '?' : String(f.score),
        ms(f.fcp),
        ms(f.lcp),
        ms(f.tbt),
        f.cls === undefined ? '?' : f.cls.toFixed(3),
        f.totalBytes === undefined ? '?' : kib(f.totalBytes),
        kib(f.jsBytes),
        String(f.jsRequests),
        String(f.requests),
      ]),
    ),
  );
  const first = all[0];
  if (first) {
    const line = (bytes: number, text: string) => `  ${kib(bytes).padStart(10)}  ${text}`;
    const local = (url: string) => url.replace(target.url, '');
    console.log(`\nJS requests (${first.preset}):`);
    for (const script of first.jsFiles) console.log(line(script.transferSize, local(script.url)));
    console.log(`Largest requests (${first.preset}):`);
    for (const item of first.largest) {
      console.log(line(item.transferSize, `${item.type.padEnd(10)} ${local(item.url)}`));
    }
    if (first.lcpElement) console.log(`LCP element (${first.preset}): ${first.lcpElement}`);
  }
  printCountedTasks(all.filter((f) => f.preset === 'mobile' || f.preset.startsWith('mobile #')));
  return 0;
});

process.exitCode = exitCode;
