/**
 * Offline download benchmark: a pack with a 1 GiB content part downloaded by the web app's
 * download worker (apps/web/src/features/library/downloads) in headless Chromium, against curl of
 * the same signed URL; the tab's JS heap while it downloads; and how long a reload half-way takes
 * to verify what is stored and fetch again. Prints figures; it asserts no timings. See README.md.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  chromium,
  type BrowserContext,
  type CDPSession,
  type Page,
  type Request,
} from 'playwright-core';
import { makeMediaDir } from './lib/media-dir.js';
import { resultsDir, withTarget } from './lib/server.js';
import { table } from './lib/table.js';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  ...(process.env.BENCH_CHROME_ARGS ?? '').split(/\s+/).filter(Boolean),
];
/**
 * A pack whose scenes include the part made big (demo-catalog.ts): City Lights plays a 360°
 * panorama, a 360° video and the flat video; its cover is downloaded too.
 */
const PACK = { slug: 'city-lights', title: 'City Lights' };
const BIG_PART = 'media/video-flat.mp4';
const SIZE_MIB = positive(process.env.BENCH_SIZE_MIB, 1024);
const RELOAD_AT = Math.min(0.95, positive(process.env.BENCH_RELOAD_AT, 0.5));
const SAMPLE_MS = 100;
/**
 * MB/s the server sends this user's media at (its development throttle), for curl and the browser
 * alike: a link slower than loopback. Unset: full speed.
 */
const RATE_MB = positive(process.env.BENCH_RATE_MB, 0) || null;
/** 0 skips the breakdown (the same requests read, hashed, written by a worker of the bench). */
const WITH_BREAKDOWN = process.env.BENCH_BREAKDOWN !== '0';
const MiB = 1024 * 1024;
/** How long one download may take before the bench gives up (a broken download never ends). */
const DOWNLOAD_TIMEOUT_MS = positive(process.env.BENCH_TIMEOUT_S, 600) * 1000;

const run = promisify(execFile);
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
const fixed = (value: number, digits = 1) => value.toFixed(digits);
const mb = (bytes: number) => bytes / 1_000_000;
const load1 = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function positive(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

// ---------------------------------------------------------------------------------------------
// The page: a signed-in user with the pack in their library.

type Answer = { status: number; body: unknown };

/** A call the page makes itself: its cookies and the CSRF echo (e2e/support/api.ts). */
async function send(page: Page, method: string, path: string, body?: unknown): Promise<Answer> {
  return page.evaluate(
    async ({ verb, url, payload }) => {
      const { cookie } = (globalThis as unknown as { document: { cookie: string } }).document;
      const csrf = /(?:^|; )(?:__Host-)?parallax_csrf=([^;]+)/.exec(cookie)?.[1] ?? '';
      const response = await fetch(url, {
        method: verb,
        headers:
          payload === undefined
            ? { 'x-csrf-token': csrf }
            : { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON: kept as text for the error message.
      }
      return { status: response.status, body: parsed };
    },
    { verb: method, url: path, payload: body },
  );
}

async function expectOk(page: Page, method: string, path: string, body?: unknown) {
  const answer = await send(page, method, path, body);
  if (answer.status >= 300) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/**
 * Signs a new user up through the API as the sign-up form does (the code from the development
 * outbox, as e2e/support/accounts.ts reads it), grants the pack and adds it to the library.
 * Returns the pack's id.
 */
async function signUpWithPack(page: Page, context: BrowserContext, url: string): Promise<string> {
  // The app holds its CSRF cookie once its bootstrap check has answered.
  const deadline = Date.now() + 30_000;
  while (!(await context.cookies(url)).some((cookie) => cookie.name.endsWith('parallax_csrf'))) {
    if (Date.now() > deadline) throw new Error('the app set no CSRF cookie within 30 s');
    await sleep(100);
  }
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `bench.${id}@example.com`;
  const challenge = (await expectOk(page, 'POST', '/api/v1/registration', {
    username: `bench_${id}`,
    email,
    password: 'Summit2026',
    emailConsent: false,
  })) as { token: string };
  const outbox = (await expectOk(page, 'GET', '/api/dev/outbox')) as {
    to: string;
    text: string;
  }[];
  const code = /\b(\d{6})\b/.exec(outbox.find((message) => message.to === email)?.text ?? '')?.[1];
  if (!code) throw new Error(`no sign-up code for ${email} in the development outbox`);
  await expectOk(page, 'POST', '/api/v1/registration/confirm', {
    token: challenge.token,
    confirmation: code,
    clientType: 'web_app',
  });
  const granted = (await expectOk(page, 'POST', `/api/dev/ownership/content/${PACK.slug}`, {})) as {
    contentPackIds: string[];
  };
  const contentId = granted.contentPackIds[0];
  if (!contentId) throw new Error(`granting ${PACK.slug} named no pack`);
  await expectOk(page, 'POST', '/api/v1/collection/content', { contentPackId: contentId });
  return contentId;
}

// ---------------------------------------------------------------------------------------------
// What the page shows: a recorder in the page notes every change of the pack's content button.

type Seen = { at: number; state: string | null; received: number | null; total: number | null };

/**
 * Runs in the page before the app (again after a reload): notes, with the wall clock, every change
 * of the pack's content button state (data-state) and of its progress (data-received).
 */
function installRecorder({ contentId }: { contentId: string }) {
  type Element = { getAttribute: (name: string) => string | null };
  type Page = {
    __benchSeen: Seen[];
    document: { querySelector: (selector: string) => Element | null };
    MutationObserver: new (callback: () => void) => {
      observe: (target: unknown, options: unknown) => void;
    };
  };
  const page = globalThis as unknown as Page;
  const seen: Seen[] = [];
  page.__benchSeen = seen;
  const card = `[data-testid="library-card"][data-content-id="${contentId}"]`;
  // No named inner functions: tsx would wrap them in a helper the page does not have.
  new page.MutationObserver(() => {
    const button = page.document.querySelector(`${card} [data-testid="content-button"]`);
    const progress = page.document.querySelector(`${card} [data-testid="download-progress"]`);
    const received = progress?.getAttribute('data-received');
    const total = progress?.getAttribute('data-total');
    const now: Seen = {
      at: Date.now(),
      state: button?.getAttribute('data-state') ?? null,
      received: received ? Number(received) : null,
      total: total ? Number(total) : null,
    };
    const last = seen.at(-1);
    if (last?.state !== now.state || last.received !== now.received || last.total !== now.total) {
      seen.push(now);
    }
  }).observe(page.document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state', 'data-received', 'data-total'],
  });
}

/** A record the download worker sent the page (protocol.ts), as the bench notes it. */
type Told = { at: number; type: string; status: string | null; received: number };

/**
 * Runs in the page before the app: wraps the Worker constructor so that the download manager's
 * worker (named `downloads`) has one more listener, which notes every record it tells the page
 * with the wall clock — the download's own view, before React renders it. A string, so tsx adds
 * no helper to it.
 */
const WORKER_RECORDER = `(() => {
  const Original = globalThis.Worker;
  if (!Original) return;
  const told = [];
  globalThis.__benchTold = told;
  globalThis.Worker = new Proxy(Original, {
    construct(target, args, newTarget) {
      const worker = Reflect.construct(target, args, newTarget);
      if (args[1] && args[1].name === 'downloads') {
        worker.addEventListener('message', (event) => {
          const message = event.data || {};
          const records =
            message.type === 'records' ? message.records : message.type === 'record' ? [message.record] : [];
          const at = Date.now();
          if (message.type === 'records' && records.length === 0) {
            told.push({ at, type: 'records', contentId: null, status: null, received: 0 });
          }
          for (const record of records) {
            told.push({
              at,
              type: message.type,
              contentId: record.contentId,
              status: record.status,
              received: record.progress.totalBytesReceived,
            });
          }
        });
      }
      return worker;
    },
  });
})();`;

const toldOf = (page: Page, contentId: string): Promise<Told[]> =>
  page.evaluate(
    (id) =>
      (
        (globalThis as unknown as { __benchTold?: (Told & { contentId: string | null })[] })
          .__benchTold ?? []
      ).filter((told) => told.contentId === id || told.contentId === null),
    contentId,
  );

const seenOf = (page: Page): Promise<Seen[]> =>
  page.evaluate(() => (globalThis as unknown as { __benchSeen?: Seen[] }).__benchSeen ?? []);

/** Waits until the pack's button shows `state`, noting why it does not when it does not. */
async function waitForState(page: Page, state: string, timeoutMs: number): Promise<Seen> {
  const deadline = Date.now() + timeoutMs;
  let last: Seen | undefined;
  while (Date.now() < deadline) {
    last = (await seenOf(page).catch(() => [])).at(-1);
    if (last?.state === state) return last;
    await sleep(50);
  }
  const shown = await page
    .evaluate(() => {
      type Element = { getAttribute: (name: string) => string | null };
      const { document } = globalThis as unknown as {
        document: {
          querySelectorAll: (selector: string) => Element[];
          body: { innerText: string } | null;
        };
      };
      return {
        buttons: [...document.querySelectorAll('[data-testid="content-button"]')].map(
          (button) =>
            `${button.getAttribute('data-content-id')}: ${button.getAttribute('data-state')}`,
        ),
        text: (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 600),
      };
    })
    .catch((error: unknown) => ({ buttons: [], text: String(error) }));
  throw new Error(
    `the content button did not reach ${state} within ${timeoutMs / 1000} s; last seen: ` +
      `${JSON.stringify(last)}; at ${page.url()} the content buttons are ` +
      `${JSON.stringify(shown.buttons)}; the page says: ${shown.text}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Heap samples: the page's through its CDP session (Performance.getMetrics JSHeapUsedSize), the
// download worker's through a session of its own attached from it (Runtime.getHeapUsage). Array
// buffers (a chunk being hashed, a stream's pieces) live outside the JS heap: their backing store
// is sampled beside it.

type Usage = { heap: number; buffers: number };
type HeapSample = { at: number; page: Usage | null; worker: Usage | null };
type UsageAnswer = { usedSize?: number; backingStorageSize?: number };

const peakOf = (values: number[]) => (values.length > 0 ? Math.max(...values) : null);

class HeapSampler {
  readonly samples: HeapSample[] = [];
  /** Why the worker's heap could not be read, when it could not. */
  workerProblem: string | null = null;
  workerScript: string | null = null;
  private workerSession: string | null = null;
  private nextId = 1;
  private pending = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  private isRunning = false;
  private loop: Promise<void> | null = null;

  constructor(private readonly cdp: CDPSession) {}

  async start() {
    await this.cdp.send('Performance.enable');
    this.cdp.on('Target.attachedToTarget', (event) => {
      const { type, url, title } = event.targetInfo;
      // The download manager names its worker `downloads`; its script is download-worker-*.js.
      if (type === 'worker' && (title === 'downloads' || /download-worker/.test(url))) {
        this.workerSession = event.sessionId;
        this.workerScript = url;
      }
    });
    this.cdp.on('Target.detachedFromTarget', (event) => {
      if (event.sessionId === this.workerSession) this.workerSession = null;
    });
    this.cdp.on('Target.receivedMessageFromTarget', (event) => {
      const message = JSON.parse(event.message) as { id?: number; result?: unknown };
      if (message.id === undefined) return;
      this.pending.get(message.id)?.(message);
      this.pending.delete(message.id);
    });
    try {
      // Not flattened: Playwright's CDPSession cannot address a child session, but it passes on
      // the messages of one routed through Target.sendMessageToTarget. It stays on across
      // reloads, so the new page's worker is attached too.
      await this.cdp.send('Target.setAutoAttach', {
        autoAttach: true,
        waitForDebuggerOnStart: false,
        flatten: false,
      });
    } catch (error) {
      this.workerProblem = `Target.setAutoAttach failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    this.isRunning = true;
    this.loop = this.sampleLoop();
  }

  async stop() {
    this.isRunning = false;
    await this.loop;
  }

  private async workerUsage(): Promise<Usage | null> {
    const sessionId = this.workerSession;
    if (!sessionId) return null;
    const id = this.nextId++;
    const answer = new Promise<{ result?: unknown; error?: unknown }>((done) => {
      this.pending.set(id, done);
      setTimeout(() => {
        this.pending.delete(id);
        done({ error: 'no answer within 2 s' });
      }, 2_000);
    });
    try {
      await this.cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method: 'Runtime.getHeapUsage' }),
      });
    } catch {
      return null; // the worker went away (a reload)
    }
    const message = await answer;
    const usage = message.result as UsageAnswer | undefined;
    if (typeof usage?.usedSize !== 'number') {
      this.workerProblem ??= `Runtime.getHeapUsage answered ${JSON.stringify(message.error)}`;
      return null;
    }
    return { heap: usage.usedSize, buffers: usage.backingStorageSize ?? 0 };
  }

  private async pageUsage(): Promise<Usage | null> {
    try {
      const [{ metrics }, usage] = await Promise.all([
        this.cdp.send('Performance.getMetrics'),
        this.cdp.send('Runtime.getHeapUsage') as Promise<UsageAnswer>,
      ]);
      const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value;
      return heap === undefined ? null : { heap, buffers: usage.backingStorageSize ?? 0 };
    } catch {
      return null; // mid-reload
    }
  }

  private async sampleLoop() {
    while (this.isRunning) {
      const started = Date.now();
      const [page, worker] = await Promise.all([this.pageUsage(), this.workerUsage()]);
      this.samples.push({ at: started, page, worker });
      await sleep(Math.max(0, SAMPLE_MS - (Date.now() - started)));
    }
  }

  /** Peaks (bytes) and sample counts between two moments. */
  peaks(from: number, to: number) {
    const window = this.samples.filter((sample) => sample.at >= from && sample.at <= to);
    const page = window.flatMap((sample) => (sample.page ? [sample.page] : []));
    const worker = window.flatMap((sample) => (sample.worker ? [sample.worker] : []));
    return {
      samples: window.length,
      pageSamples: page.length,
      pageHeap: peakOf(page.map((usage) => usage.heap)),
      pageBuffers: peakOf(page.map((usage) => usage.buffers)),
      workerSamples: worker.length,
      workerHeap: peakOf(worker.map((usage) => usage.heap)),
      workerBuffers: peakOf(worker.map((usage) => usage.buffers)),
    };
  }
}

// ---------------------------------------------------------------------------------------------
// The network: the worker's Range requests for the big part, as Chromium reports them.

type PartRequest = {
  range: string | null;
  startedAt: number;
  /** When the answer's headers came. */
  respondedAt: number | null;
  endedAt: number | null;
};

function watchPartRequests(context: BrowserContext): PartRequest[] {
  const requests: PartRequest[] = [];
  const byRequest = new Map<Request, PartRequest>();
  const isPart = (url: string) => new URL(url).pathname.endsWith(`/${BIG_PART}`);
  context.on('request', (request) => {
    if (!isPart(request.url())) return;
    const entry: PartRequest = {
      range: request.headers()['range'] ?? null,
      startedAt: Date.now(),
      respondedAt: null,
      endedAt: null,
    };
    requests.push(entry);
    byRequest.set(request, entry);
  });
  context.on('response', (response) => {
    const entry = byRequest.get(response.request());
    if (entry) entry.respondedAt = Date.now();
  });
  const ended = (request: Request) => {
    const entry = byRequest.get(request);
    if (entry) entry.endedAt = Date.now();
  };
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  return requests;
}

// ---------------------------------------------------------------------------------------------

type DevMediaRequest = { key: string; range: string | null; status: number; bytesSent: number };

async function partRequestsOnServer(page: Page): Promise<DevMediaRequest[]> {
  const list = (await expectOk(
    page,
    'GET',
    `/api/dev/media/requests?key=${encodeURIComponent(BIG_PART)}`,
  )) as DevMediaRequest[];
  return list;
}

async function curlOnce(url: string, cookie: string) {
  const { stdout } = await run(
    'curl',
    [
      '-s',
      '-o',
      '/dev/null',
      '-w',
      '%{size_download} %{time_total}',
      '-H',
      `Cookie: ${cookie}`,
      url,
    ],
    { maxBuffer: 1024 * 1024 },
  );
  const [bytes, seconds] = stdout.trim().split(' ').map(Number);
  return { bytes: bytes ?? 0, seconds: seconds ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Where the browser's time goes: the same Range requests (64 MiB each, past the HTTP cache, as
// the worker asks) in a worker of the bench's own, doing a growing share of what the download
// worker does with them (one request at a time, where the download worker has two).

type ProbeMode = 'read' | 'read2' | 'hash' | 'write';
type ProbeResult = { seconds: number; received: number; reads: number };

/** The probe worker's source (a string, run from a blob: URL, which the app's CSP allows). */
const PROBE_WORKER = `
self.onmessage = async (event) => {
  const { url, size, span, chunk, mode } = event.data;
  let directory = null;
  let access = null;
  try {
    if (mode === 'write') {
      directory = await navigator.storage.getDirectory();
      const handle = await directory.getFileHandle('bench-probe', { create: true });
      access = await handle.createSyncAccessHandle();
    }
    const buffer = new Uint8Array(chunk);
    const step = async (bytes, at) => {
      await crypto.subtle.digest('SHA-256', bytes);
      if (access) access.write(bytes, { at });
    };
    let received = 0;
    let reads = 0;
    const started = performance.now();
    if (mode === 'read2') {
      // Two Range requests at a time, read and dropped: whether streams in parallel go faster.
      let next = 0;
      const stream = async () => {
        for (let from = next; from < size; from = next) {
          next += span;
          const to = Math.min(size, from + span) - 1;
          const response = await fetch(url, { headers: { Range: 'bytes=' + from + '-' + to }, cache: 'no-store' });
          const reader = response.body.getReader();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            reads++;
            received += value.length;
          }
        }
      };
      await Promise.all([stream(), stream()]);
      postMessage({ seconds: (performance.now() - started) / 1000, received, reads });
      return;
    }
    for (let from = 0; from < size; from += span) {
      const to = Math.min(size, from + span) - 1;
      const response = await fetch(url, { headers: { Range: 'bytes=' + from + '-' + to }, cache: 'no-store' });
      if (response.status !== 206) throw new Error('media answered ' + response.status);
      const reader = response.body.getReader();
      let fill = 0;
      let at = from;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        reads++;
        received += value.length;
        if (mode === 'read') continue;
        for (let offset = 0; offset < value.length; ) {
          const take = Math.min(chunk - fill, value.length - offset);
          buffer.set(value.subarray(offset, offset + take), fill);
          fill += take;
          offset += take;
          if (fill === chunk) {
            await step(buffer, at);
            at += chunk;
            fill = 0;
          }
        }
      }
      if (fill > 0) await step(buffer.subarray(0, fill), at);
    }
    const seconds = (performance.now() - started) / 1000;
    postMessage({ seconds, received, reads });
  } catch (error) {
    postMessage({ error: String(error) });
  } finally {
    access?.close();
    await directory?.removeEntry('bench-probe').catch(() => undefined);
  }
};
`;

async function probe(page: Page, url: string, size: number, mode: ProbeMode) {
  const answer = await page.evaluate(
    async ({ source, message }) => {
      const scope = globalThis as unknown as {
        Blob: new (parts: string[], options: { type: string }) => unknown;
        URL: { createObjectURL: (blob: unknown) => string; revokeObjectURL: (url: string) => void };
        Worker: new (url: string) => {
          onmessage: ((event: { data: unknown }) => void) | null;
          postMessage: (message: unknown) => void;
          terminate: () => void;
        };
      };
      const script = scope.URL.createObjectURL(
        new scope.Blob([source], { type: 'text/javascript' }),
      );
      const worker = new scope.Worker(script);
      try {
        return await new Promise<unknown>((done) => {
          worker.onmessage = (event) => done(event.data);
          worker.postMessage(message);
        });
      } finally {
        worker.terminate();
        scope.URL.revokeObjectURL(script);
      }
    },
    {
      source: PROBE_WORKER,
      message: { url, size, span: 64 * MiB, chunk: MiB, mode },
    },
  );
  const result = answer as ProbeResult & { error?: string };
  if (result.error) throw new Error(`probe ${mode}: ${result.error}`);
  return result;
}

const card = (page: Page, contentId: string) =>
  page.locator(`[data-testid="library-card"][data-content-id="${contentId}"]`);

if (process.env.BENCH_URL) {
  // The bench serves a media directory of its own; a running server has another.
  console.error('BENCH_URL is not supported: this bench starts its server with its own MEDIA_DIR');
  process.exit(1);
}

const tempDir = mkdtempSync(join(tmpdir(), 'parallax-bench-downloads-'));
const mediaDir = join(tempDir, 'media');
const profileDir = join(tempDir, 'profile');
// Also when the run is cut short (withTarget exits on Ctrl-C after stopping the server).
process.once('exit', () => rmSync(tempDir, { recursive: true, force: true }));

const partBytes = SIZE_MIB * MiB;
console.log(
  `Parallax download bench: ${PACK.title} with ${BIG_PART} made ${SIZE_MIB} MiB, ` +
    `${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), load average ${load1()}, ${new Date().toISOString()}`,
);
const writeStarted = performance.now();
makeMediaDir(mediaDir, BIG_PART, partBytes);
console.log(
  `media copied to ${mediaDir}, ${BIG_PART} written in ${fixed((performance.now() - writeStarted) / 1000)} s`,
);

const exitCode = await withTarget(
  async (target) => {
    // A profile on disk, as a user's: a Playwright context of its own is off the record, and
    // Chromium keeps an off-the-record origin's files (OPFS) in memory.
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROME_PATH,
      headless: true,
      args: CHROME_ARGS,
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      timezoneId: 'UTC',
      // The app's service worker stays: a real visit has it, and it sees every fetch of the
      // download worker (it leaves Range requests to the network).
      serviceWorkers: 'allow',
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const consoleLines: string[] = [];
    let contentId: string | null = null;
    let heap: HeapSampler | null = null;
    try {
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          consoleLines.push(`page ${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => consoleLines.push(`page error: ${error.message}`));
      page.on('worker', (worker) => {
        worker.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') {
            consoleLines.push(`worker ${message.type()}: ${message.text()}`);
          }
        });
      });
      // A visitor who already answered the age gate and the cookie banner (as in the e2e tests).
      await page.goto(`${target.url}/`);
      await page.evaluate(() => {
        const { localStorage } = globalThis as unknown as {
          localStorage: { setItem: (key: string, value: string) => void };
        };
        localStorage.setItem('parallax_accepted_restricted_content', 'true');
        localStorage.setItem('parallax_accepted_cookies', 'true');
      });
      contentId = await signUpWithPack(page, context, target.url);
      if (RATE_MB !== null) {
        await expectOk(page, 'PUT', '/api/dev/media/throttle', {
          bytesPerSecond: Math.round(RATE_MB * 1_000_000),
        });
        console.log(`media throttled to ${RATE_MB} MB/s for this user (curl and browser alike)`);
      }

      // The server hashes a part on the first metadata call (kept after): not billed to the
      // download.
      const hashStarted = performance.now();
      const metadata = (await expectOk(
        page,
        'GET',
        `/api/v1/collection/content/${contentId}/metadata?platform=web_app`,
      )) as {
        scenes: { id: string; metadata: { sizeInBytes: number } }[];
        assets: { kind: string; metadata: { sizeInBytes: number } }[];
      };
      const hashS = (performance.now() - hashStarted) / 1000;
      const packBytes =
        metadata.scenes.reduce((sum, scene) => sum + scene.metadata.sizeInBytes, 0) +
        metadata.assets
          .filter((asset) => asset.kind === 'cover')
          .reduce((sum, asset) => sum + asset.metadata.sizeInBytes, 0);
      const links = (await expectOk(
        page,
        'GET',
        `/api/v1/collection/content/${contentId}/links?platform=web_app`,
      )) as { scenes: { id: string; url: string }[] };
      const partLink = links.scenes.find((scene) => scene.url.includes(BIG_PART));
      if (!partLink) throw new Error(`the links name no URL of ${BIG_PART}`);
      const partUrl = new URL(partLink.url, target.url).toString();
      console.log(
        `server: first metadata call (hashes the part) ${fixed(hashS)} s; pack ${fixed(mb(packBytes))} MB in ` +
          `${metadata.scenes.length} scenes and a cover`,
      );

      const cookie = (await context.cookies(target.url))
        .map(({ name, value }) => `${name}=${value}`)
        .join('; ');
      const curlRuns = [await curlOnce(partUrl, cookie)];

      const cdp = await context.newCDPSession(page);
      const sampler = new HeapSampler(cdp);
      heap = sampler;
      await sampler.start();
      const partRequests = watchPartRequests(context);
      await page.addInitScript(installRecorder, { contentId });
      await page.addInitScript({ content: WORKER_RECORDER });
      await page.goto(`${target.url}/library`);
      await waitForState(page, 'ready_to_download', 60_000);

      // Run 1: the whole pack, undisturbed.
      await expectOk(page, 'DELETE', '/api/dev/media/requests');
      const clickedAt = Date.now();
      await card(page, contentId).locator('[data-action="download"]').click();
      const done = await waitForState(page, 'ready_to_play', DOWNLOAD_TIMEOUT_MS);
      const fullSeen = await seenOf(page);
      const fullServer = await partRequestsOnServer(page);
      const fullRequests = partRequests.splice(0);
      const endToEndS = (done.at - clickedAt) / 1000;
      const firstPart = fullRequests[0]?.startedAt;
      const lastPart = Math.max(...fullRequests.map((request) => request.endedAt ?? 0));
      const partS =
        firstPart !== undefined && lastPart > firstPart ? (lastPart - firstPart) / 1000 : null;
      const fullHeap = sampler.peaks(clickedAt, done.at);
      console.log(
        `run 1: ready_to_play ${fixed(endToEndS)} s after the click; ${fullRequests.length} Range requests ` +
          `for the part seen by the browser, ${fullServer.length} by the server`,
      );

      curlRuns.push(await curlOnce(partUrl, cookie));
      const probes: { mode: ProbeMode; result: ProbeResult }[] = [];
      if (WITH_BREAKDOWN) {
        for (const mode of ['read', 'read2', 'hash', 'write'] as const) {
          probes.push({ mode, result: await probe(page, partUrl, partBytes, mode) });
        }
      }

      // Run 2: off the device, downloaded again and reloaded half-way.
      await card(page, contentId).locator('[data-action="remove"]').click();
      await waitForState(page, 'ready_to_download', 60_000);
      await expectOk(page, 'DELETE', '/api/dev/media/requests');
      const secondClick = Date.now();
      await card(page, contentId).locator('[data-action="download"]').click();
      const deadline = Date.now() + DOWNLOAD_TIMEOUT_MS;
      let before: Seen | undefined;
      for (;;) {
        before = (await seenOf(page)).at(-1);
        if (before?.received !== null && before?.received !== undefined && before.total) {
          if (before.received >= RELOAD_AT * before.total) break;
        }
        if (before?.state === 'ready_to_play') throw new Error('run 2 ended before the reload');
        if (Date.now() > deadline) throw new Error(`run 2 stuck at ${JSON.stringify(before)}`);
        await sleep(20);
      }
      const reloadAt = Date.now();
      await page.reload({ waitUntil: 'load' });
      const loadedAt = Date.now();
      const resumed = await waitForState(page, 'ready_to_play', DOWNLOAD_TIMEOUT_MS);
      const afterSeen = await seenOf(page);
      const resumeServer = await partRequestsOnServer(page);
      const resumeRequests = partRequests.splice(0);
      const told = await toldOf(page, contentId);
      // After the reload, as the worker told it: its first word (the new page's worker is up),
      // the first record counting stored bytes (what was on disk has been hashed again), the
      // first counting more (bytes received again; progress is told at most every 200 ms).
      const workerUp = told[0];
      const verified = told.find((entry) => entry.received > 0);
      const again = verified
        ? told.find((entry) => entry.at >= verified.at && entry.received > verified.received)
        : undefined;
      const cardShows = afterSeen.find((seen) => (seen.received ?? 0) > 0);
      const firstAfterReload = resumeRequests.find((request) => request.startedAt >= reloadAt);
      const resumeHeap = sampler.peaks(secondClick, resumed.at);
      // From the reload until bytes arrive again: the new page, its worker, the re-hash.
      const againAt = again?.at ?? firstAfterReload?.respondedAt ?? undefined;
      const scanHeap = sampler.peaks(reloadAt, againAt ?? resumed.at);
      await sampler.stop();

      const bestCurl = curlRuns.reduce((best, next) => (next.seconds < best.seconds ? next : best));
      const browserS = partS ?? endToEndS;
      const browserBytes = partS !== null ? partBytes : packBytes;
      const browserRate = mb(browserBytes) / browserS;
      const curlRate = mb(bestCurl.bytes) / bestCurl.seconds;
      const mbOf = (bytes: number | null | undefined) =>
        bytes === null || bytes === undefined ? 'n/a' : fixed(mb(bytes));
      const since = (at: number | undefined) =>
        at === undefined ? 'n/a' : `${fixed((at - reloadAt) / 1000, 2)} s`;
      const maxOf = (...values: (number | null)[]) =>
        peakOf(values.filter((value): value is number => value !== null));

      console.log('');
      console.log(
        table(
          [
            'part',
            'browser',
            'browser MB/s',
            'curl (best of 2)',
            'curl MB/s',
            'browser / curl',
            'page heap peak MB',
            'worker heap peak MB',
            'reload → bytes again',
          ],
          [
            [
              `${SIZE_MIB} MiB (${fixed(mb(partBytes))} MB)`,
              `${fixed(browserS, 2)} s`,
              fixed(browserRate),
              `${fixed(bestCurl.seconds, 2)} s`,
              fixed(curlRate),
              `${fixed(browserRate / curlRate, 2)}×`,
              mbOf(maxOf(fullHeap.pageHeap, resumeHeap.pageHeap)),
              mbOf(maxOf(fullHeap.workerHeap, resumeHeap.workerHeap)),
              since(againAt),
            ],
          ],
        ),
      );
      console.log('');
      console.log(
        `browser: ${partS !== null ? `the part's ${fullRequests.length} Range requests, first request to last byte` : 'click to ready_to_play (no request events)'}; ` +
          `end to end (click → ready_to_play, the ${fixed(mb(packBytes))} MB pack) ${fixed(endToEndS, 2)} s = ` +
          `${fixed(mb(packBytes) / endToEndS)} MB/s`,
      );
      console.log(
        `curl, before and after run 1: ${curlRuns.map((curl) => `${fixed(curl.seconds, 2)} s (${fixed(mb(curl.bytes) / curl.seconds)} MB/s)`).join(', ')}`,
      );
      if (probes.length > 0) {
        const names: Record<ProbeMode, string> = {
          read: 'fetch, read and drop',
          read2: 'the same, two requests at a time',
          hash: '+ copy into 1 MiB chunks, SHA-256 each',
          write: '+ write each chunk to OPFS (sync access handle)',
        };
        console.log('');
        console.log(
          table(
            [
              'breakdown: a worker of the bench, same 64 MiB Range requests',
              's',
              'MB/s',
              'vs curl',
              'bytes per read()',
            ],
            probes.map(({ mode, result }) => [
              names[mode],
              fixed(result.seconds, 2),
              fixed(mb(result.received) / result.seconds),
              `${fixed(mb(result.received) / result.seconds / curlRate, 2)}×`,
              fixed(result.received / Math.max(1, result.reads) / 1024, 0) + ' KiB',
            ]),
          ),
        );
      }
      const readProbe = probes.find((entry) => entry.mode === 'read')?.result;
      if (readProbe) {
        // The goal (≥ 0.6×): the download against the same browser reading and dropping the
        // same bytes, one request at a time.
        const readRate = mb(readProbe.received) / readProbe.seconds;
        console.log(
          `download ${fixed(browserRate)} MB/s vs fetch, read and drop ${fixed(readRate)} MB/s: ` +
            `${fixed(browserRate / readRate, 2)}× (goal ≥ 0.6×)`,
        );
      }
      console.log('');
      console.log(
        table(
          [
            'heap peaks (MB)',
            'page JS heap',
            'page array buffers',
            'worker JS heap',
            'worker array buffers',
            'samples (page / worker)',
          ],
          (
            [
              ['run 1: download', fullHeap],
              ['run 2: download, reload, resume', resumeHeap],
              ['run 2: reload → bytes again', scanHeap],
            ] as const
          ).map(([name, peaks]) => [
            name,
            mbOf(peaks.pageHeap),
            mbOf(peaks.pageBuffers),
            mbOf(peaks.workerHeap),
            mbOf(peaks.workerBuffers),
            `${peaks.pageSamples} / ${peaks.workerSamples}`,
          ]),
        ),
      );
      console.log(
        fullHeap.workerSamples === 0
          ? `worker heap: not measured (${sampler.workerProblem ?? 'no download worker target attached'})`
          : `worker: Runtime.getHeapUsage of ${sampler.workerScript ?? '?'} through Target.setAutoAttach`,
      );
      console.log('');
      console.log(
        `reload at ${fixed(((before?.received ?? 0) / (before?.total ?? 1)) * 100)} % ` +
          `(${mbOf(before?.received)} MB shown), times after it: page loaded ${since(loadedAt)}, ` +
          `worker up ${since(workerUp?.at)}, stored bytes checked (${mbOf(verified?.received)} MB) ${since(verified?.at)}, ` +
          `first Range request ${since(firstAfterReload?.startedAt)} (${firstAfterReload?.range ?? 'none'}, answered ` +
          `${since(firstAfterReload?.respondedAt ?? undefined)}), bytes received again ${since(again?.at)}, ` +
          `the card shows progress ${since(cardShows?.at)}, ready_to_play ${since(resumed.at)}`,
      );
      const resumeBytes = resumeServer.reduce((sum, request) => sum + request.bytesSent, 0);
      console.log(
        `run 2, part bytes sent by the server: ${fixed(mb(resumeBytes))} MB in ${resumeServer.length} requests ` +
          `(${fixed(resumeBytes / partBytes, 3)}× the part; more than 1 is what the reload cut off and fetched again)`,
      );
      if (consoleLines.length > 0) {
        console.warn(`console errors and warnings:\n  ${consoleLines.slice(0, 30).join('\n  ')}`);
      }
      console.log(`load average at the end ${load1()}`);

      mkdirSync(resultsDir, { recursive: true });
      const file = join(
        resultsDir,
        `downloads-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
      );
      writeFileSync(
        file,
        JSON.stringify(
          {
            pack: PACK.slug,
            part: BIG_PART,
            partBytes,
            packBytes,
            chromium: context.browser()?.version() ?? null,
            chromeArgs: CHROME_ARGS,
            cpus: cpus().length,
            cpuModel: cpus()[0]?.model,
            loadAverage: loadavg(),
            serverHashS: hashS,
            curlRuns,
            breakdown: probes,
            run1: {
              endToEndS,
              partS,
              heap: fullHeap,
              partRequests: fullRequests,
              serverRequests: fullServer,
              seen: fullSeen,
            },
            run2: {
              reloadAt,
              before,
              loadedAt,
              workerUp,
              verified,
              again,
              cardShows,
              told,
              firstAfterReload,
              readyAt: resumed.at,
              heap: resumeHeap,
              scanHeap,
              partRequests: resumeRequests,
              serverRequests: resumeServer,
              seen: afterSeen,
            },
            workerHeapProblem: sampler.workerProblem,
            console: consoleLines,
            heapSamples: sampler.samples,
          },
          null,
          2,
        ),
      );
      console.log(`results ${file}`);
    } catch (error) {
      // What the download did, for a report when it breaks.
      const told = contentId ? await toldOf(page, contentId).catch(() => []) : [];
      if (told.length > 0) {
        console.error(
          `the worker's last records:\n  ${told
            .slice(-10)
            .map((entry) => JSON.stringify(entry))
            .join('\n  ')}`,
        );
      }
      console.error(`console errors and warnings:\n  ${consoleLines.join('\n  ') || '(none)'}`);
      throw error;
    } finally {
      await heap?.stop();
      await context.close();
    }
    return 0;
  },
  // The development tools (on loopback): the outbox's codes, ownership grants, the media log.
  { env: { MEDIA_DIR: mediaDir, NODE_ENV: 'development', DEV_TOOLS: 'on' } },
);

rmSync(tempDir, { recursive: true, force: true });
process.exitCode = exitCode;
