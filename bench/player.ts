/**
 * VR player benchmark: the frame times of the WebXR player (apps/web/src/features/player) in an
 * emulated Meta Quest 3 (iwer) in headless Chromium, for each scene of the free demo pack.
 * Prints figures; it asserts no timings. See README.md.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { resultsDir, withTarget } from './lib/server.js';
import { table } from './lib/table.js';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// WebGL runs on SwiftShader with or without --disable-gpu (and --enable-unsafe-swiftshader, which
// Playwright adds anyway); both gave the same frame rate here, so neither is passed.
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  ...(process.env.BENCH_CHROME_ARGS ?? '').split(/\s+/).filter(Boolean),
];
const PACK = { slug: 'alpine-dawn', title: 'Alpine Dawn' };
const WINDOW_S = positive(process.env.BENCH_SECONDS, 10);
const WARMUP_S = positive(process.env.BENCH_WARMUP, 2);
/** 0: iwer's default mono view (the right eye gets a zero-width viewport), as the e2e test runs. */
const IS_STEREO = process.env.BENCH_STEREO !== '0';
const VIEWPORT = viewportOf(process.env.BENCH_VIEWPORT ?? '1280x720');

const require = createRequire(import.meta.url);
const iwerScript = require.resolve('iwer/build/iwer.min.js');
const iwerVersion = (
  JSON.parse(readFileSync(require.resolve('iwer/package.json'), 'utf8')) as {
    version: string;
  }
).version;

function positive(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

function viewportOf(text: string): { width: number; height: number } {
  const match = /^(\d+)x(\d+)$/.exec(text);
  if (!match) throw new Error(`BENCH_VIEWPORT=${text}: expected WIDTHxHEIGHT, e.g. 1280x720`);
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** The fields of ContentMetadata (packages/core/src/contracts/player.ts) this bench reads. */
type SceneInfo = {
  title: string;
  isAccessible: boolean;
  format: { kind: string; projection: string; stereo: string };
};

/** apps/web/src/features/player/lib/frame-stats.ts FrameSummary, as data-xr-stats carries it. */
type FrameSummary = {
  frames: number;
  drawsLeft: number;
  drawsRight: number;
  intervalP50Ms: number;
  intervalP95Ms: number;
  renderP50Ms: number;
  renderP95Ms: number;
};

/** The player element's data attributes (model/use-frame-stats-attributes.ts rewrites them every 250 ms). */
type Published = {
  status?: string;
  sceneIndex?: string;
  isPlaying?: string;
  stats: FrameSummary | null;
  panel: Record<string, [number, number, number]> | null;
};

type Eye = { eye: string; x: number; y: number; width: number; height: number };

/** What the probe (installed in the page before the app) records of each XR animation frame. */
type Probe = {
  /** The XR frame's time (performance.now() when iwer started the frame), ms. */
  times: number[];
  /** Wall time of the XR frame callback (three.js's frame work plus the player's frame()), ms. */
  callbackMs: number[];
  eyes: Eye[] | null;
  framebuffer: { width: number; height: number } | null;
  media: { loop: boolean } | null;
  deviceName: string;
  /**
   * The player's attributes as last published, with the number of XR frames the probe had seen
   * at that moment: between two of these the player's counters line up with the probe's frames
   * exactly, although the attributes change only every 250 ms.
   */
  published: (Published & { xrFrames: number }) | null;
};

type SceneFigures = {
  index: number;
  title: string;
  format: string;
  /** Seconds measured: from the frame before the window's first to its last. */
  windowS: number;
  /** Why the window ended early (the player left the scene on its own), or null. */
  cutShort: string | null;
  /** XR frames in the window, and per second. */
  frames: number;
  framesPerS: number;
  /** Time between XR frames over the window, from the probe (the same measure as FrameStats). */
  intervalMs: { p50: number; p95: number; p99: number; max: number };
  /** XR frame callbacks over the window (three.js's XR frame work and the player's frame()). */
  callbackMs: { p50: number; p95: number; max: number };
  /** The player's own summary at the end of the window (over its last 1200 frame() calls). */
  summary: FrameSummary;
  /** The share of the frame() calls behind that summary made in the window (1 = all of them). */
  summaryShareInWindow: number;
  /** The player's frame() calls and content draws per eye, per XR frame. */
  callsPerFrame: number;
  drawsPerFrame: { left: number; right: number };
  intervalsMs: number[];
};

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
const fixed = (value: number, digits = 1) => value.toFixed(digits);
const load1 = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The same percentile as FrameStats (nearest rank, no interpolation), so the figures compare. */
function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Runs in the page before the app (after iwer's script): installs the emulated Quest 3 like
 * e2e/tests/player.spec.ts and wraps the XR session's requestAnimationFrame to time every frame
 * callback, so the bench gets exact figures for its own window (the player's FrameStats keeps its
 * last 1200 frames and cannot be reset). It also remembers the last media element played, so the
 * bench can loop a short clip.
 */
function installQuest3WithProbe({ isStereo }: { isStereo: boolean }) {
  type Viewport = { x: number; y: number; width: number; height: number };
  type Frame = {
    session: Session;
    getViewerPose: (space: unknown) => { views: { eye: string }[] } | null;
  };
  type Session = {
    requestAnimationFrame: (callback: (time: number, frame: Frame) => void) => number;
    requestReferenceSpace: (type: string) => Promise<unknown>;
    renderState: {
      baseLayer?: {
        framebufferWidth: number;
        framebufferHeight: number;
        getViewport: (view: unknown) => Viewport | null;
      } | null;
    };
  };
  type Page = {
    IWER: {
      XRDevice: new (config: unknown) => {
        name: string;
        stereoEnabled: boolean;
        installRuntime: (options: unknown) => void;
      };
      metaQuest3: unknown;
    };
    __xrDevice: unknown;
    __benchProbe: unknown;
    navigator: { xr: { requestSession: (mode: string, init?: unknown) => Promise<Session> } };
    HTMLMediaElement: { prototype: { play: () => Promise<void> } };
    MutationObserver: new (callback: () => void) => {
      observe: (target: unknown, options: unknown) => void;
    };
    document: {
      querySelector: (selector: string) => { dataset: Record<string, string | undefined> } | null;
    };
  };
  const page = globalThis as unknown as Page;
  const device = new page.IWER.XRDevice(page.IWER.metaQuest3);
  device.installRuntime({ forceInstall: true });
  device.stereoEnabled = isStereo;
  page.__xrDevice = device;
  const probe: Probe = {
    times: [],
    callbackMs: [],
    eyes: null,
    framebuffer: null,
    media: null,
    deviceName: device.name,
    published: null,
  };
  page.__benchProbe = probe;

  // The overlay sets all its attributes in one task: the observer sees them together.
  const observer = new page.MutationObserver(() => {
    const data = page.document.querySelector('[data-testid="player"]')?.dataset;
    if (!data) return;
    probe.published = {
      xrFrames: probe.times.length,
      status: data['status'],
      sceneIndex: data['sceneIndex'],
      isPlaying: data['playing'],
      stats: data['xrStats'] ? (JSON.parse(data['xrStats']) as FrameSummary) : null,
      panel: data['xrPanel']
        ? (JSON.parse(data['xrPanel']) as Record<string, [number, number, number]>)
        : null,
    };
  });
  observer.observe(page.document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-status', 'data-xr-stats'],
  });

  const xr = page.navigator.xr;
  const requestSession = xr.requestSession.bind(xr);
  xr.requestSession = async (mode, init) => {
    const session = await requestSession(mode, init);
    let viewerSpace: unknown = null;
    void session.requestReferenceSpace('viewer').then((space) => (viewerSpace = space));
    const requestFrame = session.requestAnimationFrame.bind(session);
    session.requestAnimationFrame = (callback) =>
      requestFrame((time, frame) => {
        const started = performance.now();
        try {
          callback(time, frame);
        } finally {
          probe.times.push(time);
          probe.callbackMs.push(performance.now() - started);
          const layer = frame.session.renderState.baseLayer;
          const pose = !probe.eyes && viewerSpace ? frame.getViewerPose(viewerSpace) : null;
          if (layer && pose) {
            probe.framebuffer = { width: layer.framebufferWidth, height: layer.framebufferHeight };
            probe.eyes = pose.views.map((view) => {
              const { x, y, width, height } = layer.getViewport(view) ?? {
                x: 0,
                y: 0,
                width: 0,
                height: 0,
              };
              return { eye: view.eye, x, y, width, height };
            });
          }
        }
      });
    return session;
  };

  const media = page.HTMLMediaElement.prototype;
  const play = media.play;
  media.play = function (this: { loop: boolean }) {
    probe.media = this;
    return play.call(this);
  };
}

type ProbePage = { __benchProbe: Probe };

const published = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as ProbePage).__benchProbe.published);

/**
 * Points the left controller (the guest's dominant hand) at a control of the in-VR panel from
 * 30 cm in front of it and pulls the trigger, as pressPanel in e2e/tests/player.spec.ts does.
 */
async function pressPanel(page: Page, control: string): Promise<void> {
  const target = (await published(page))?.panel?.[control];
  if (!target) throw new Error(`the in-VR panel has no control ${control}`);
  await page.evaluate(async ([x, y, z]) => {
    type Controller = {
      position: { set: (x: number, y: number, z: number) => void };
      quaternion: { set: (x: number, y: number, z: number, w: number) => void };
      updateButtonValue: (id: string, value: number) => void;
    };
    const device = (globalThis as unknown as { __xrDevice: { controllers: { left: Controller } } })
      .__xrDevice;
    const left = device.controllers.left;
    left.position.set(x, y, z + 0.3);
    left.quaternion.set(0, 0, 0, 1); // pointing down −Z, at the panel
    await new Promise((done) => setTimeout(done, 120));
    left.updateButtonValue('trigger', 1);
    await new Promise((done) => setTimeout(done, 120));
    left.updateButtonValue('trigger', 0);
    await new Promise((done) => setTimeout(done, 120));
  }, target);
}

type Snapshot = NonNullable<Probe['published']>;

const isInScene = (
  data: Snapshot | null,
  index: number,
): data is Snapshot & { stats: FrameSummary } =>
  data?.status === 'playing' && data.sceneIndex === String(index) && data.stats !== null;

/**
 * Waits until scene `index` shows: a video once it plays, anything else once its content has been
 * drawn (the draw counters stand still while a scene loads).
 */
async function waitForScene(page: Page, index: number, scene: SceneInfo): Promise<void> {
  const deadline = Date.now() + 60_000;
  let draws: number | null = null;
  while (Date.now() < deadline) {
    const data = await published(page);
    if (isInScene(data, index)) {
      const isShowing =
        scene.format.kind === 'video'
          ? data.isPlaying === 'true'
          : draws !== null && data.stats.drawsLeft > draws;
      if (isShowing) return;
      draws ??= data.stats.drawsLeft;
    }
    await sleep(250);
  }
  throw new Error(`scene ${index} (${scene.title}) did not start within 60 s`);
}

async function measureScene(
  page: Page,
  index: number,
  scene: SceneInfo,
): Promise<Omit<SceneFigures, 'index' | 'title' | 'format'>> {
  await waitForScene(page, index, scene);
  if (scene.format.kind === 'video') {
    // The demo clips last 5–6 s, and the last scene stays on its final frame when one ends: loop
    // it, so the whole window decodes and uploads video frames.
    await page.evaluate(() => {
      const { media } = (globalThis as unknown as ProbePage).__benchProbe;
      if (media) media.loop = true;
    });
  }
  await sleep(WARMUP_S * 1000);

  const first = await published(page);
  if (!isInScene(first, index)) throw new Error(`scene ${index} is not showing`);
  let last = first;
  let cutShort: string | null = null;
  const started = performance.now();
  while (performance.now() - started < WINDOW_S * 1000) {
    await sleep(Math.min(250, WINDOW_S * 1000 - (performance.now() - started)));
    const now = await published(page);
    if (isInScene(now, index)) {
      last = now;
    } else if (now) {
      cutShort =
        now.status === 'playing'
          ? `the player moved to scene ${now.sceneIndex ?? '?'} on its own`
          : `the session ended (status ${now.status ?? 'none'})`;
      break;
    }
  }
  const before = first.stats;
  const after = last.stats;
  // From the frame before the window's first, so that n frames give n intervals.
  const from = Math.max(0, first.xrFrames - 1);
  const { times, callbackMs } = await page.evaluate(
    ({ from, to }) => {
      const probe = (globalThis as unknown as ProbePage).__benchProbe;
      return {
        times: probe.times.slice(from, to),
        callbackMs: probe.callbackMs.slice(from + 1, to),
      };
    },
    { from, to: last.xrFrames },
  );
  const intervals = times.slice(1).map((time, i) => time - (times[i] ?? time));
  const span = (times.at(-1) ?? 0) - (times[0] ?? 0);
  const frames = intervals.length;
  const calls = after.frames - before.frames;
  const kept = Math.min(1200, after.frames);
  return {
    windowS: span / 1000,
    cutShort,
    frames,
    framesPerS: span > 0 ? (frames * 1000) / span : 0,
    intervalMs: {
      p50: percentile(intervals, 50),
      p95: percentile(intervals, 95),
      p99: percentile(intervals, 99),
      max: Math.max(0, ...intervals),
    },
    callbackMs: {
      p50: percentile(callbackMs, 50),
      p95: percentile(callbackMs, 95),
      max: Math.max(0, ...callbackMs),
    },
    summary: after,
    summaryShareInWindow: kept > 0 ? Math.min(1, calls / kept) : 0,
    callsPerFrame: frames > 0 ? calls / frames : 0,
    drawsPerFrame: {
      left: frames > 0 ? (after.drawsLeft - before.drawsLeft) / frames : 0,
      right: frames > 0 ? (after.drawsRight - before.drawsRight) / frames : 0,
    },
    intervalsMs: intervals.map((interval) => Math.round(interval * 100) / 100),
  };
}

/** The renderer behind WebGL in this browser (SwiftShader when there is no GPU). */
async function webGlRenderer(page: Page): Promise<string> {
  return page.evaluate(() => {
    type Gl = {
      getExtension: (name: string) => { UNMASKED_RENDERER_WEBGL: number } | null;
      getParameter: (name: number) => unknown;
      RENDERER: number;
    };
    const document = (
      globalThis as unknown as {
        document: { createElement: (tag: string) => { getContext: (kind: string) => Gl | null } };
      }
    ).document;
    const gl = document.createElement('canvas').getContext('webgl2');
    if (!gl) return 'no WebGL 2';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  });
}

const exitCode = await withTarget(async (target) => {
  console.log(
    `Parallax VR player bench: ${PACK.title} in an emulated Meta Quest 3 (iwer ${iwerVersion}), ` +
      `${WARMUP_S} s warm-up + ${WINDOW_S} s per scene, ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), ` +
      `load average ${load1()}, ${new Date().toISOString()}`,
  );

  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_ARGS,
  });
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      locale: 'en-US',
      timezoneId: 'UTC',
      serviceWorkers: 'block',
      // A visitor who already answered the age gate and the cookie banner (as in the e2e tests).
      storageState: {
        cookies: [],
        origins: [
          {
            origin: target.url,
            localStorage: [
              { name: 'parallax_accepted_restricted_content', value: 'true' },
              { name: 'parallax_accepted_cookies', value: 'true' },
            ],
          },
        ],
      },
    });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript({ path: iwerScript });
    await page.addInitScript(installQuest3WithProbe, { isStereo: IS_STEREO });

    const metadata = page.waitForResponse(
      (response) =>
        /\/collection\/content\/[^/]+\/metadata\b/.test(response.url()) &&
        response.request().method() === 'GET',
    );
    await page.goto(`${target.url}/content/${PACK.slug}`);
    const renderer = await webGlRenderer(page);
    await page.getByRole('button', { name: 'Play in VR' }).click();
    const body = (await (await metadata).json()) as { scenes: SceneInfo[] };
    const scenes = body.scenes.filter((scene) => scene.isAccessible);
    await page.waitForSelector('[data-testid="player"][data-status="playing"]', {
      timeout: 60_000,
    });

    const probe = await page.evaluate(() => {
      const { eyes, framebuffer, deviceName } = (globalThis as unknown as ProbePage).__benchProbe;
      return { eyes, framebuffer, deviceName };
    });
    const eyes = (probe.eyes ?? [])
      .map((eye) => `${eye.eye} ${eye.width}×${eye.height} at (${eye.x}, ${eye.y})`)
      .join(', ');
    console.log(
      `Chromium ${browser.version()} (${CHROME_PATH}, headless, ${CHROME_ARGS.join(' ')}), WebGL: ${renderer}`,
    );
    console.log(
      `${probe.deviceName}, ${IS_STEREO ? 'stereo' : 'mono (iwer default)'}: window ${VIEWPORT.width}×${VIEWPORT.height}, ` +
        `XR framebuffer ${probe.framebuffer ? `${probe.framebuffer.width}×${probe.framebuffer.height}` : '?'}, eyes: ${eyes || '?'}`,
    );
    console.log(`${target.url}/content/${PACK.slug}: ${scenes.length} scenes\n`);

    const results: SceneFigures[] = [];
    for (const [index, scene] of scenes.entries()) {
      if (index > 0) await pressPanel(page, 'nextScene');
      const format = `${scene.format.kind} ${scene.format.projection} ${scene.format.stereo}`;
      const figures = await measureScene(page, index, scene);
      results.push({ index, title: scene.title, format, ...figures });
      console.log(`scene ${index}: ${scene.title} (${format}) measured`);
    }

    console.log('');
    console.log(
      table(
        [
          'scene',
          'frames/s',
          'interval p50 / p95',
          'render p50 / p95',
          'XR callback p50 / p95',
          'draws per eye per frame (L / R)',
        ],
        results.map((r) => [
          `${r.index} ${r.format}`,
          fixed(r.framesPerS),
          `${fixed(r.intervalMs.p50)} / ${fixed(r.intervalMs.p95)} ms`,
          `${fixed(r.summary.renderP50Ms, 2)} / ${fixed(r.summary.renderP95Ms, 2)} ms`,
          `${fixed(r.callbackMs.p50, 2)} / ${fixed(r.callbackMs.p95, 2)} ms`,
          `${fixed(r.drawsPerFrame.left, 2)} / ${fixed(r.drawsPerFrame.right, 2)}`,
        ]),
      ),
    );
    console.log('');
    for (const r of results) {
      console.log(
        `scene ${r.index}: ${r.frames} XR frames in ${fixed(r.windowS)} s${r.cutShort ? ` (cut short: ${r.cutShort})` : ''}; ` +
          `interval p99 ${fixed(r.intervalMs.p99)} ms, max ${fixed(r.intervalMs.max)} ms; ` +
          `player frame() calls per XR frame ${fixed(r.callsPerFrame, 2)}; ` +
          `its summary (last ${Math.min(1200, r.summary.frames)} calls, ${Math.round(r.summaryShareInWindow * 100)}% in the window): ` +
          `interval p50 / p95 ${fixed(r.summary.intervalP50Ms)} / ${fixed(r.summary.intervalP95Ms)} ms`,
      );
    }
    if (pageErrors.length > 0) console.warn(`page errors:\n  ${pageErrors.join('\n  ')}`);
    console.log(`load average at the end ${load1()}`);

    mkdirSync(resultsDir, { recursive: true });
    const file = join(resultsDir, `player-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        {
          pack: PACK.slug,
          windowS: WINDOW_S,
          warmupS: WARMUP_S,
          chromium: browser.version(),
          chromeArgs: CHROME_ARGS,
          webGlRenderer: renderer,
          iwer: iwerVersion,
          device: probe.deviceName,
          isStereo: IS_STEREO,
          viewport: VIEWPORT,
          framebuffer: probe.framebuffer,
          eyes: probe.eyes,
          cpus: cpus().length,
          cpuModel: cpus()[0]?.model,
          loadAverage: loadavg(),
          pageErrors,
          scenes: results,
        },
        null,
        2,
      ),
    );
    console.log(`results ${file}`);
  } finally {
    await browser.close();
  }
  return 0;
});

process.exitCode = exitCode;
