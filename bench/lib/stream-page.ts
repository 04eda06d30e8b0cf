/**
 * What the streaming bench does in the page: an account made through the API (the sign-up
 * modal's calls, the code read from the development outbox), the development throttle, and a
 * watch on every video element the player makes (first frame, stalls, frame heights).
 */
import type { BrowserContext, Page } from 'playwright-core';

/** Figures the page keeps (performance.now() milliseconds), read back by `readFigures`. */
export type PageFigures = {
  clickedAt: number | null;
  firstPlaying: number | null;
  firstFrame: number | null;
  stalls: { start: number; end: number | null; at: number }[];
  heights: number[];
  currentTime: number;
  droppedFrames: number;
  totalFrames: number;
  sourceUrl: string;
  videos: number;
  /** The requests made after the click, in order: path (no query), start and end (ms). */
  resources: { name: string; start: number; end: number }[];
};

/** The few page types the in-page code uses (the bench compiles without the DOM's types). */
type VideoLike = {
  currentTime: number;
  videoHeight: number;
  currentSrc: string;
  addEventListener: (type: string, listener: () => void) => void;
  requestVideoFrameCallback: (callback: (now: number) => void) => number;
  getVideoPlaybackQuality: () => { droppedVideoFrames: number; totalVideoFrames: number };
};
type Prototype<T> = { prototype: T };
type BenchPage = {
  __bench: PageFigures & { video: VideoLike | null };
  HTMLMediaElement: Prototype<{
    canPlayType: (type: string) => string;
  }>;
  HTMLVideoElement: new () => VideoLike;
  Document: Prototype<{ createElement: (...args: unknown[]) => unknown }>;
  document: { cookie: string };
} & Record<string, unknown>;

/**
 * Installed before the app loads: watches each video element the app creates after the click
 * on Watch in 2D (`markClick`). With `progressive`, the page looks like a browser that can
 * stream neither with Media Source Extensions nor by itself, so the player falls back to the
 * part's progressive file.
 */
export async function instrument(context: BrowserContext, progressive: boolean): Promise<void> {
  // tsx compiles with esbuild's keepNames: the functions below call its __name helper, which
  // the page lacks.
  await context.addInitScript('globalThis.__name ??= (f) => f;');
  await context.addInitScript((forceProgressive: boolean) => {
    const page = globalThis as unknown as BenchPage;
    const figures: BenchPage['__bench'] = {
      clickedAt: null,
      firstPlaying: null,
      firstFrame: null,
      stalls: [],
      heights: [],
      currentTime: 0,
      droppedFrames: 0,
      totalFrames: 0,
      sourceUrl: '',
      videos: 0,
      resources: [],
      video: null,
    };
    page.__bench = figures;
    // The store page's own requests may fill the default 250 entries before the click.
    (
      page as unknown as { performance: { setResourceTimingBufferSize: (size: number) => void } }
    ).performance.setResourceTimingBufferSize(5000);
    const media = page.HTMLMediaElement.prototype;
    if (forceProgressive) {
      delete page.MediaSource;
      delete page.ManagedMediaSource;
      delete page.WebKitMediaSource;
      const canPlayType = media.canPlayType;
      media.canPlayType = function (this: unknown, type: string) {
        return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
      };
    }
    const watched = new WeakSet<VideoLike>();
    const watch = (video: VideoLike) => {
      if (watched.has(video)) return;
      watched.add(video);
      figures.videos++;
      figures.video = video;
      video.addEventListener('playing', () => {
        const now = performance.now();
        figures.firstPlaying ??= now;
        const open = figures.stalls.at(-1);
        if (open && open.end === null) open.end = now;
      });
      video.addEventListener('waiting', () => {
        // Only after the first frame: waiting for the start is the time to first frame.
        if (figures.firstFrame === null) return;
        figures.stalls.push({ start: performance.now(), end: null, at: video.currentTime });
      });
      video.addEventListener('resize', () => figures.heights.push(video.videoHeight));
      video.requestVideoFrameCallback((now) => {
        figures.firstFrame ??= now;
      });
      video.addEventListener('timeupdate', () => {
        // A frame drawn only into WebGL may not be "presented": the clock moving counts too.
        if (video.currentTime > 0) figures.firstFrame ??= performance.now();
      });
    };
    const isVideo = (element: unknown): element is VideoLike =>
      element instanceof page.HTMLVideoElement;
    const documentProto = page.Document.prototype;
    const createElement = documentProto.createElement;
    documentProto.createElement = function (this: unknown, ...args: unknown[]) {
      const element = createElement.apply(this, args);
      // Only the player's: the store page's own previews are made before the click.
      if (isVideo(element) && figures.clickedAt !== null) watch(element);
      return element;
    };
  }, progressive);
}

export async function markClick(page: Page): Promise<void> {
  await page.evaluate(() => {
    (globalThis as unknown as BenchPage).__bench.clickedAt = performance.now();
  });
}

export async function readFigures(page: Page): Promise<PageFigures> {
  return page.evaluate(() => {
    const { video, ...figures } = (globalThis as unknown as BenchPage).__bench;
    const quality = video?.getVideoPlaybackQuality();
    const entries = (
      globalThis as unknown as {
        performance: {
          getEntriesByType: (
            type: string,
          ) => { name: string; startTime: number; responseEnd: number }[];
        };
      }
    ).performance.getEntriesByType('resource');
    const clickedAt = figures.clickedAt ?? 0;
    return {
      ...figures,
      resources: entries
        .filter((entry) => entry.startTime >= clickedAt)
        .map((entry) => ({
          name: new URL(entry.name).pathname.split('/').slice(-2).join('/'),
          start: entry.startTime - clickedAt,
          end: entry.responseEnd - clickedAt,
        })),
      currentTime: video?.currentTime ?? 0,
      droppedFrames: quality?.droppedVideoFrames ?? 0,
      totalFrames: quality?.totalVideoFrames ?? 0,
      sourceUrl: video?.currentSrc ?? '',
    };
  });
}

/** A JSON call from the page, with its cookies and the CSRF echo, as the app sends it. */
export async function sendFromPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ verb, url, payload }) => {
      const { cookie } = (globalThis as unknown as BenchPage).document;
      const csrf = /(?:^|; )(?:__Host-)?parallax_csrf=([^;]+)/.exec(cookie)?.[1] ?? '';
      const response = await fetch(url, {
        method: verb,
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
    },
    { verb: method, url: path, payload: body },
  );
}

async function expectStatus(
  page: Page,
  method: string,
  path: string,
  status: number,
  body?: unknown,
): Promise<unknown> {
  const answer = await sendFromPage(page, method, path, body);
  if (answer.status !== status) {
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** Signs a new user up from the page (register, the e-mailed code, confirm) and reloads. */
export async function signUp(page: Page, name: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await page.context().cookies()).some((c) => c.name.endsWith('parallax_csrf'))) {
    if (Date.now() > deadline) throw new Error('the app set no CSRF cookie');
    await page.waitForTimeout(100);
  }
  const email = `${name}@example.com`;
  const { token } = (await expectStatus(page, 'POST', '/store/api/v1/registration', 201, {
    username: name,
    email,
    password: 'Summit2026',
    emailConsent: true,
  })) as { token: string };
  let code: string | undefined;
  while (!code) {
    if (Date.now() > deadline) throw new Error(`no e-mailed code for ${email}`);
    const outbox = (await expectStatus(page, 'GET', '/api/dev/outbox', 200)) as {
      to: string;
      text: string;
    }[];
    code = /\b\d{6}\b/.exec(outbox.find((mail) => mail.to === email)?.text ?? '')?.[0];
    if (!code) await page.waitForTimeout(200);
  }
  await expectStatus(page, 'POST', '/store/api/v1/registration/confirm', 200, {
    token,
    confirmation: code,
  });
  await page.reload();
}

/** Owns the pack without paying (development tools). */
export async function grantPack(page: Page, slug: string): Promise<void> {
  await expectStatus(page, 'POST', `/api/dev/ownership/content/${slug}`, 200, {});
}

/** Slows every media answer to this user to `bytesPerSecond` (null: full speed). */
export async function throttle(page: Page, bytesPerSecond: number | null): Promise<void> {
  await expectStatus(page, 'PUT', '/api/dev/media/throttle', 204, { bytesPerSecond });
}

/** Forgets the media requests logged so far (those still being answered too). */
export async function clearMediaRequests(page: Page): Promise<void> {
  await expectStatus(page, 'DELETE', '/api/dev/media/requests', 204, {});
}

type MediaRequest = { key: string; holder: string | null; status: number; bytesSent: number };

/** The media requests the development log kept for keys under `prefix`. */
export async function mediaRequests(page: Page, prefix: string): Promise<MediaRequest[]> {
  const log = (await expectStatus(page, 'GET', '/api/dev/media/requests', 200)) as MediaRequest[];
  return log.filter((entry) => entry.key.startsWith(prefix));
}
