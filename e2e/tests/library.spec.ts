import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { shortfallGb } from '@parallax/core/rules/download-storage';
import { storageKey } from '@parallax/core/platform';
import { createAccount, logIn, logOut, newUser, signUp } from '../support/accounts.js';
import { grant, sendFromPage } from '../support/api.js';
import { MEDIA_DIR } from '../support/media.js';
import { stayOnEachScene } from '../support/player.js';
import { allowUploads } from '../support/uploads.js';

/**
 * The library and offline downloads (spec 2 §2, §4, §5, §6, §8): packs added to the library,
 * downloaded by the worker into the Origin Private File System chunk by chunk, cut by the
 * network and resumed, checked against the server's hashes, played with the network off,
 * updated with only the changed chunks, refused over the storage and the offline limit, removed.
 *
 * The files of a download are watched on the server through its development request log
 * (`/api/dev/media/requests`), and slowed for the test's own user with `/api/dev/media/throttle`,
 * so a download can be cut half way on this fast loopback.
 */

const CHUNK = 1024 * 1024;
/** Three scenes, one of them two chunks long (the 180° stereo video). */
const JOURNEY = 'dusk-on-the-ridge';
const RELOADED = 'under-the-surface';
const UPDATED = 'tropical-shore';
const SECOND = 'snowfield-silence';
/** Every kind of scene, its 3D scene among them: kept packed (gzip) on the server. */
const WITH_3D = 'high-noon-summit';
/** The scene file the update test changes on the server (restored afterwards). */
const CHANGED_FILE = 'media/video-180-stereo-sbs.webm';
/** Its key in the media store. */
const CHANGED_KEY = `demo/${CHANGED_FILE}`;

/** The signed-in user, as the app keeps it: their packs live in OPFS `downloads/u-<id>/<content id>`. */
const OWNER_KEY = storageKey('downloads_owner');

type MediaRequest = {
  key: string;
  holder: string | null;
  range: string | null;
  status: number;
  bytesSent: number;
};
type FileMetadata = {
  sha256: string;
  sizeInBytes: number;
  chunkSha256: string[];
  compression: { type: 'none' | 'gzip'; uncompressedSha256?: string };
};
type Metadata = {
  scenes: {
    id: string;
    isAccessible: boolean;
    format: { kind: string };
    metadata: FileMetadata;
  }[];
  assets: { id: string; kind: string; metadata: FileMetadata }[];
};

const button = (page: Page, contentId?: string) =>
  contentId
    ? page.locator(`[data-testid="content-button"][data-content-id="${contentId}"]`)
    : page.getByTestId('content-button').first();

async function signedUpWith(page: Page, slugs: string[]) {
  await page.goto('/');
  await createAccount(page, newUser('library'));
  for (const content of slugs) await grant(page, { content });
}

/** Adds a pack to the library from its content page; answers its id. */
async function addToLibrary(page: Page, slug: string): Promise<string> {
  await page.goto(`/content/${slug}`);
  const control = button(page);
  await expect(control).toHaveAttribute('data-state', 'ready_add_to_library');
  const contentId = (await control.getAttribute('data-content-id'))!;
  await control.locator('[data-action="add"]').click();
  // adding_to_library → added_to_library → ready_to_download after 1 s (spec 2 §4).
  await expect(control).toHaveAttribute('data-state', 'ready_to_download');
  return contentId;
}

async function throttle(page: Page, bytesPerSecond: number | null) {
  const answer = await sendFromPage(page, 'PUT', '/api/dev/media/throttle', { bytesPerSecond });
  expect(answer.status).toBe(204);
}

async function clearMediaLog(page: Page) {
  expect((await sendFromPage(page, 'DELETE', '/api/dev/media/requests')).status).toBe(204);
}

/** The media requests made for the signed-in user (other test files stream the same files). */
async function mediaLog(page: Page): Promise<MediaRequest[]> {
  const owner = await page.evaluate((key) => localStorage.getItem(key), OWNER_KEY);
  const answer = await page.request.get('/api/dev/media/requests');
  return ((await answer.json()) as MediaRequest[]).filter((entry) => entry.holder === owner);
}

async function metadataOf(page: Page, contentId: string): Promise<Metadata> {
  return page.evaluate(async (id) => {
    const answer = await fetch(`/api/v1/collection/content/${id}/metadata?platform=web_app`);
    return (await answer.json()) as Metadata;
  }, contentId);
}

const keyOf = (url: string) => decodeURIComponent(new URL(url, 'http://x').pathname.slice(7));

/** The media store keys a download fetches of a pack's scenes (their packed form if any). */
async function keysOf(page: Page, contentId: string): Promise<Map<string, string>> {
  const links = await page.evaluate(async (id) => {
    const answer = await fetch(`/api/v1/collection/content/${id}/links?platform=web_app`);
    return (await answer.json()) as { scenes: { id: string; downloadUrl: string }[] };
  }, contentId);
  return new Map(links.scenes.map((scene) => [scene.id, keyOf(scene.downloadUrl)]));
}

/** The names of the files in a pack's directory on the device. */
async function packFiles(page: Page, contentId: string): Promise<string[]> {
  return page.evaluate(
    async (path) => {
      let pack = await navigator.storage.getDirectory();
      for (const segment of path) pack = await pack.getDirectoryHandle(segment);
      const names: string[] = [];
      for await (const name of (pack as unknown as { keys(): AsyncIterable<string> }).keys()) {
        names.push(name);
      }
      return names.sort();
    },
    await packPath(page, contentId),
  );
}

/** The OPFS path of a pack of the account signed in on the page. */
async function packPath(page: Page, contentId: string): Promise<string[]> {
  const owner = await page.evaluate((key) => localStorage.getItem(key), OWNER_KEY);
  expect(owner).toMatch(/^[0-9a-f-]{36}$/);
  return ['downloads', `u-${owner}`, contentId];
}

/** SHA-256 of a file the worker stored, read back from OPFS. */
async function storedSha256(page: Page, contentId: string, fileId: string): Promise<string> {
  return page.evaluate(
    async ({ path, name }) => {
      let pack = await navigator.storage.getDirectory();
      for (const segment of path) pack = await pack.getDirectoryHandle(segment);
      const file = await (await pack.getFileHandle(name)).getFile();
      const digest = new Uint8Array(
        await crypto.subtle.digest('SHA-256', await file.arrayBuffer()),
      );
      return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    },
    { path: await packPath(page, contentId), name: `f-${encodeURIComponent(fileId)}` },
  );
}

/** Whether a directory exists in OPFS (a pack's, an account's). */
async function directoryExists(page: Page, path: string[]): Promise<boolean> {
  return page.evaluate(async (segments) => {
    try {
      let directory = await navigator.storage.getDirectory();
      for (const segment of segments) directory = await directory.getDirectoryHandle(segment);
      return true;
    } catch {
      return false;
    }
  }, path);
}

const packDirectoryExists = async (page: Page, contentId: string) =>
  directoryExists(page, await packPath(page, contentId));

/**
 * How a journey waits for a download to be part way: every 100 ms, since the state lasts a second
 * or two (the rest of a pack at the throttled rate) and the default back-off to 1 s polls could
 * step over it, leaving a finished download (no progress, 0 bytes) to wait on.
 */
const MID_DOWNLOAD_POLL = { timeout: 30_000, intervals: [100] };

async function received(page: Page, contentId: string): Promise<number> {
  const progress = button(page, contentId).getByTestId('download-progress');
  if ((await progress.count()) === 0) return 0;
  return Number(await progress.getAttribute('data-received'));
}

/** Chunks a request asked for, and those the server may have delivered whole before it ended. */
function chunksOf(request: MediaRequest) {
  const [from, to] = /bytes=(\d+)-(\d+)/
    .exec(request.range ?? '')!
    .slice(1)
    .map(Number) as [number, number];
  const asked: number[] = [];
  const whole: number[] = [];
  for (let index = Math.floor(from / CHUNK); index * CHUNK <= to; index++) {
    asked.push(index);
    const end = Math.min((index + 1) * CHUNK, to + 1);
    if (from + request.bytesSent >= end) whole.push(index);
  }
  return { asked, whole };
}

/**
 * No byte range was fetched twice: a chunk asked for again was never delivered whole before
 * (the server's own count of bytes sent is an upper bound of what the browser kept).
 */
function expectNoChunkFetchedTwice(requests: MediaRequest[]) {
  const delivered = new Map<string, Set<number>>();
  for (const request of requests.filter((entry) => entry.status === 206)) {
    const seen = delivered.get(request.key) ?? new Set<number>();
    const { asked, whole } = chunksOf(request);
    for (const index of asked) {
      expect(seen.has(index), `${request.key} chunk ${index} fetched again`).toBe(false);
    }
    for (const index of whole) seen.add(index);
    delivered.set(request.key, seen);
  }
}

/**
 * spec 2 §2, §9: a pack's size, in MB or GB of 1024 steps, is one figure on its card, as its
 * progress total and in the control panel's Downloads section (its size and the space used).
 */
async function expectOneSize(page: Page, contentId: string) {
  const card = page.locator(`[data-testid="library-card"][data-content-id="${contentId}"]`);
  const bytes = Number(await card.getByTestId('library-card-size').getAttribute('data-bytes'));
  const metadata = await metadataOf(page, contentId);
  const fetched = [...metadata.scenes.filter((scene) => scene.isAccessible), ...metadata.assets]
    .filter((file) => !('kind' in file) || file.kind === 'cover')
    .reduce((sum, file) => sum + file.metadata.sizeInBytes, 0);
  expect(bytes).toBe(fetched);
  const size = `${Math.round((bytes / 1024 ** 2) * 10) / 10} MB`;
  await expect(card.getByTestId('library-card-size')).toHaveText(size);
  await page.getByTestId('user-button').click();
  const panel = page.getByTestId('control-panel');
  await panel.getByRole('button', { name: 'Downloads' }).click();
  const item = panel.locator(`[data-testid="download-item"][data-content-id="${contentId}"]`);
  await expect(item.getByTestId('download-item-size')).toHaveText(`${size} on this device`);
  await expect(panel.getByTestId('downloads-storage')).toContainText(`${size} used`);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

test.describe('the library and offline downloads', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a pack is added, downloaded, cut by the network half way, resumed, checked and played offline in 2D', async ({
    page,
    context,
  }) => {
    await signedUpWith(page, [JOURNEY]);
    const contentId = await addToLibrary(page, JOURNEY);
    const metadata = await metadataOf(page, contentId);
    const keys = await keysOf(page, contentId);

    await page.goto('/library');
    const card = page.locator(`[data-testid="library-card"][data-content-id="${contentId}"]`);
    await expect(card).toBeVisible();
    const control = button(page, contentId);
    await expect(control).toHaveAttribute('data-state', 'ready_to_download');
    // ~2.8 MB at 256 KB/s: long enough to cut it half way.
    await throttle(page, 256 * 1024);
    await clearMediaLog(page);
    await control.locator('[data-action="download"]').click();
    await expect(control).toHaveAttribute('data-state', 'progress');
    await expect(control.getByTestId('download-progress')).toContainText(/ \/ \d/);
    await expect.poll(() => received(page, contentId), MID_DOWNLOAD_POLL).toBeGreaterThan(CHUNK);

    // The network goes: the download waits to be resumed at once, with its label and the
    // network's message (spec 1 §8, spec 2 §2, §4).
    await context.setOffline(true);
    await expect(control).toHaveAttribute('data-state', 'ready_to_resume_download', {
      timeout: 5_000,
    });
    await expect(control.getByTestId('download-label')).toHaveText('Paused');
    await expect(page.getByTestId('toasts')).toContainText('No internet connection');
    const kept = await received(page, contentId);
    expect(kept).toBeGreaterThan(0);

    // Back online at full speed: it goes on by itself and ends ready to play.
    await context.setOffline(false);
    await throttle(page, null);
    await expect(control).toHaveAttribute('data-state', 'ready_to_play', { timeout: 30_000 });

    // What is stored is what the server has, byte for byte.
    for (const scene of metadata.scenes.filter((item) => item.isAccessible)) {
      expect(await storedSha256(page, contentId, scene.id)).toBe(scene.metadata.sha256);
    }
    // Nothing delivered whole was fetched again after the cut.
    const log = (await mediaLog(page)).filter((entry) => [...keys.values()].includes(entry.key));
    expect(log.length).toBeGreaterThanOrEqual(keys.size);
    expectNoChunkFetchedTwice(log);

    // Offline, the pack plays in 2D from the device.
    await context.setOffline(true);
    await control.locator('[data-action="play-2d"]').click();
    const player = page.getByTestId('player');
    await expect(player).toHaveAttribute('data-status', 'playing', { timeout: 30_000 });
    await context.setOffline(false);
  });

  test('a reload mid-download takes up where it was, fetching no byte range twice', async ({
    page,
  }) => {
    await signedUpWith(page, [RELOADED]);
    const contentId = await addToLibrary(page, RELOADED);
    const keys = await keysOf(page, contentId);
    await page.goto('/library');
    const control = button(page, contentId);
    await throttle(page, 256 * 1024);
    await clearMediaLog(page);
    await control.locator('[data-action="download"]').click();
    // The first chunk of the long scene is stored; its second is on its way.
    await expect
      .poll(() => received(page, contentId), MID_DOWNLOAD_POLL)
      .toBeGreaterThanOrEqual(CHUNK);

    await throttle(page, null);
    await page.reload();
    // The worker finds the half on disk, checks it and goes on by itself.
    await expect(button(page, contentId)).toHaveAttribute('data-state', 'ready_to_play', {
      timeout: 30_000,
    });
    const log = (await mediaLog(page)).filter((entry) => [...keys.values()].includes(entry.key));
    expectNoChunkFetchedTwice(log);
    // The resumed request for the long scene starts past what was stored.
    const long = log.filter((entry) => entry.key === CHANGED_KEY);
    expect(long.map((entry) => entry.range)).toContainEqual(
      expect.stringMatching(`^bytes=${CHUNK}-`),
    );
  });

  test('a changed part on the server is offered as an update, and only its changed chunks are fetched', async ({
    page,
  }) => {
    await signedUpWith(page, [UPDATED]);
    const contentId = await addToLibrary(page, UPDATED);
    await page.goto('/library');
    const control = button(page, contentId);
    await control.locator('[data-action="download"]').click();
    await expect(control).toHaveAttribute('data-state', 'ready_to_play', { timeout: 30_000 });

    const path = join(MEDIA_DIR, CHANGED_FILE);
    const original = readFileSync(path);
    try {
      // A new version of the scene: the same first chunk, a different (longer) second one.
      appendFileSync(path, Buffer.from('a new cut of the ending'));
      await clearMediaLog(page);
      await page.reload();
      await expect(button(page, contentId)).toHaveAttribute('data-state', 'ready_to_update');
      await expect(button(page, contentId).getByTestId('download-label')).toHaveText(
        'Update available',
      );
      await button(page, contentId).locator('[data-action="update"]').click();
      await expect(button(page, contentId)).toHaveAttribute('data-state', 'ready_to_play', {
        timeout: 30_000,
      });
      const fetched = (await mediaLog(page)).filter((entry) => entry.status === 206);
      expect(fetched.map((entry) => [entry.key, entry.range])).toEqual([
        [CHANGED_KEY, `bytes=${CHUNK}-${original.length + 'a new cut of the ending'.length - 1}`],
      ]);
      const metadata = await metadataOf(page, contentId);
      const scene = metadata.scenes.find((item) => item.metadata.sizeInBytes > original.length)!;
      expect(await storedSha256(page, contentId, scene.id)).toBe(scene.metadata.sha256);
    } finally {
      writeFileSync(path, original);
    }
  });

  test('too little storage gives the message with the shortfall; a second pack over the limit is refused; removal empties the device', async ({
    page,
  }) => {
    await signedUpWith(page, [JOURNEY, SECOND]);
    const first = await addToLibrary(page, JOURNEY);
    const second = await addToLibrary(page, SECOND);
    const metadata = await metadataOf(page, first);
    await page.goto('/library');

    // A quota far below the pack (DevTools protocol storage override).
    const origin = new URL(page.url()).origin;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 64 * 1024 });
    const needed = [...metadata.scenes.filter((scene) => scene.isAccessible), ...metadata.assets]
      .filter((file) => !('kind' in file) || file.kind === 'cover')
      .reduce((sum, file) => sum + file.metadata.sizeInBytes, 0);
    const reported = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/analytics/reports'),
    );
    await button(page, first).locator('[data-action="download"]').click();
    // The quota is enforced when the first chunk is written (Chromium's estimate() does not show
    // the override): the whole pack is still needed.
    const shortfall = shortfallGb(needed);
    await expect(page.getByTestId('toasts')).toContainText(
      `Not enough space to download the scene. Please free up ${shortfall} GB of storage and try again.`,
    );
    // …and the failure is reported to analytics (spec 2 §8), which takes it.
    const report = await reported;
    expect(report.postDataJSON()).toMatchObject({
      kind: 'download_failed',
      errorType: 'storage',
      contentPackId: first,
      platform: 'web_app',
    });
    expect((await report.response())?.status()).toBe(202);
    await expect(button(page, first)).toHaveAttribute('data-state', 'ready_to_resume_download');

    // Room again: the first pack downloads; the second is refused (one pack per device).
    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
    await button(page, first).locator('[data-action="resume"]').click();
    await expect(button(page, first)).toHaveAttribute('data-state', 'ready_to_play', {
      timeout: 30_000,
    });
    await expectOneSize(page, first);
    await button(page, second).locator('[data-action="download"]').click();
    await expect(page.getByTestId('toasts')).toContainText('Only 1 pack can be kept offline');
    await expect(button(page, second)).toHaveAttribute('data-state', 'ready_to_download');
    expect(await packDirectoryExists(page, second)).toBe(false);

    // Removed from the device: its directory is gone and it can be downloaded again.
    expect(await packDirectoryExists(page, first)).toBe(true);
    await button(page, first).locator('[data-action="remove"]').click();
    await expect(button(page, first)).toHaveAttribute('data-state', 'ready_to_download');
    expect(await packDirectoryExists(page, first)).toBe(false);
  });

  test('a 3D scene kept packed on the server is fetched packed, unpacked on the device, checked and played offline', async ({
    page,
    context,
  }) => {
    await signedUpWith(page, [WITH_3D]);
    // Its demo videos end in 6 s; an automatic switch would move the viewer past a scene.
    await stayOnEachScene(page);
    const contentId = await addToLibrary(page, WITH_3D);
    const metadata = await metadataOf(page, contentId);
    const keys = await keysOf(page, contentId);
    const scene3d = metadata.scenes.find((scene) => scene.format.kind === 'scene3d')!;
    expect(scene3d.metadata.compression.type).toBe('gzip');
    const packedKey = keys.get(scene3d.id)!;
    expect(packedKey).toMatch(/\.glb\.gz$/);

    await page.goto('/library');
    const control = button(page, contentId);
    await clearMediaLog(page);
    await control.locator('[data-action="download"]').click();
    await expect(control).toHaveAttribute('data-state', 'ready_to_play', { timeout: 60_000 });

    // The packed form travelled, not the scene as it plays.
    const log = await mediaLog(page);
    expect(log.some((entry) => entry.key === packedKey && entry.status === 206)).toBe(true);
    expect(log.some((entry) => entry.key === packedKey.replace(/\.gz$/, ''))).toBe(false);
    // On the device: the unpacked scene, byte for byte the server's, and no packed form left.
    expect(await storedSha256(page, contentId, scene3d.id)).toBe(
      scene3d.metadata.compression.uncompressedSha256,
    );
    const files = await packFiles(page, contentId);
    expect(files).toContain(`f-${encodeURIComponent(scene3d.id)}`);
    expect(files.filter((name) => name.endsWith('.gz'))).toEqual([]);

    // Offline, the 2D viewer goes through the pack to its 3D scene, read from the device.
    await context.setOffline(true);
    await control.locator('[data-action="play-2d"]').click();
    const viewer = page.getByTestId('viewer-2d');
    const scenes = metadata.scenes.filter((scene) => scene.isAccessible);
    for (let index = 0; index < scenes.indexOf(scene3d); index++) {
      await expect(viewer).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
      await viewer.getByRole('button', { name: 'Next scene' }).click();
    }
    await expect(viewer).toHaveAttribute('data-format', /^scene3d:/);
    await expect(viewer).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    await expect(page.getByTestId('player-failure')).toBeHidden();
    await context.setOffline(false);
  });

  test('a stored file changed on the device is found before play and fetched again, never played', async ({
    page,
  }) => {
    await signedUpWith(page, [SECOND]);
    const contentId = await addToLibrary(page, SECOND);
    const metadata = await metadataOf(page, contentId);
    const keys = await keysOf(page, contentId);
    await page.goto('/library');
    const control = button(page, contentId);
    await control.locator('[data-action="download"]').click();
    await expect(control).toHaveAttribute('data-state', 'ready_to_play', { timeout: 30_000 });

    // Something else writes into the pack's first scene on the device, the way the download
    // worker writes (a synchronous access handle in a worker).
    const scene = metadata.scenes.find((item) => item.isAccessible)!;
    await page.route('**/__tamper-worker.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `self.onmessage = async ({ data }) => {
          let pack = await navigator.storage.getDirectory();
          for (const segment of data.path) pack = await pack.getDirectoryHandle(segment);
          const access = await (await pack.getFileHandle(data.name)).createSyncAccessHandle();
          access.write(new TextEncoder().encode('not the picture'), { at: 1000 });
          access.flush();
          access.close();
          self.postMessage('done');
        };`,
      }),
    );
    await page.evaluate(
      (file) =>
        new Promise((resolve) => {
          const worker = new Worker('/__tamper-worker.js');
          worker.onmessage = () => resolve(worker.terminate());
          worker.postMessage(file);
        }),
      { path: await packPath(page, contentId), name: `f-${encodeURIComponent(scene.id)}` },
    );
    expect(await storedSha256(page, contentId, scene.id)).not.toBe(scene.metadata.sha256);

    await clearMediaLog(page);
    await control.locator('[data-action="play-2d"]').click();
    // The check before play finds the damage: this time the pack streams, and the device's copy
    // is mended in the background.
    await expect
      .poll(() => storedSha256(page, contentId, scene.id).catch(() => ''), { timeout: 30_000 })
      .toBe(scene.metadata.sha256);
    // The worker's requests name both ends of their range (the player's do not).
    const repaired = (await mediaLog(page)).filter(
      (entry) => entry.key === keys.get(scene.id) && /^bytes=\d+-\d+$/.test(entry.range ?? ''),
    );
    expect(repaired.map((entry) => entry.range)).toEqual([
      `bytes=0-${scene.metadata.sizeInBytes - 1}`,
    ]);
  });

  test('each account sees and plays only its own downloads; a deleted account’s leave the device', async ({
    page,
  }) => {
    const first = newUser('keeper');
    await page.goto('/');
    await signUp(page, first);
    await grant(page, { content: SECOND });
    const contentId = await addToLibrary(page, SECOND);
    await page.goto('/library');
    await button(page, contentId).locator('[data-action="download"]').click();
    await expect(button(page, contentId)).toHaveAttribute('data-state', 'ready_to_play', {
      timeout: 30_000,
    });
    const firstPack = await packPath(page, contentId);

    // Another account on the same browser, owning the same pack: it is not on the device for them.
    await logOut(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), OWNER_KEY)).toBeNull();
    // Signed out, the library asks to sign in: the next account starts from the store.
    await page.goto('/');
    const second = newUser('visitor');
    await signUp(page, second);
    await grant(page, { content: SECOND });
    await addToLibrary(page, SECOND);
    await page.goto('/library');
    await expect(button(page, contentId)).toHaveAttribute('data-state', 'ready_to_download');
    expect(await packDirectoryExists(page, contentId)).toBe(false);
    expect(await directoryExists(page, firstPack)).toBe(true);

    // Back to the first account: its pack is there, ready to play.
    await logOut(page);
    await page.goto('/');
    await logIn(page, first.username, first.password);
    await expect(page.getByTestId('user-button')).toBeVisible();
    await page.goto('/library');
    await expect(button(page, contentId)).toHaveAttribute('data-state', 'ready_to_play');

    // Its account deleted, its packs are gone from the device.
    await page.getByTestId('user-button').click();
    await page.getByTestId('delete-account').click();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByTestId('login-button')).toBeVisible();
    await expect.poll(() => directoryExists(page, firstPack.slice(0, 2))).toBe(false);
  });

  test('a pack’s files found on the device without their record are taken as they are: ready to play, nothing fetched', async ({
    page,
  }) => {
    await signedUpWith(page, [SECOND]);
    const contentId = await addToLibrary(page, SECOND);
    const keys = await keysOf(page, contentId);
    await page.goto('/library');
    const control = button(page, contentId);
    await control.locator('[data-action="download"]').click();
    await expect(control).toHaveAttribute('data-state', 'ready_to_play', { timeout: 30_000 });

    // The record is lost; the files stay.
    const path = await packPath(page, contentId);
    await page.evaluate(async (segments) => {
      let pack = await navigator.storage.getDirectory();
      for (const segment of segments) pack = await pack.getDirectoryHandle(segment);
      await pack.removeEntry('record.json');
    }, path);
    expect(await packFiles(page, contentId)).not.toContain('record.json');

    await clearMediaLog(page);
    await page.reload();
    // spec 2 §4 existing files: checked against the server's plan, found whole, ready to play.
    await expect(control).toHaveAttribute('data-state', 'ready_to_play', { timeout: 30_000 });
    await expect.poll(() => packFiles(page, contentId)).toContain('record.json');
    const fetched = (await mediaLog(page)).filter((entry) =>
      [...keys.values()].includes(entry.key),
    );
    expect(fetched).toEqual([]);
  });

  test('a download whose connection goes quiet is paused within seconds with the network message, and goes on once bytes flow', async ({
    page,
  }) => {
    await signedUpWith(page, [JOURNEY]);
    const contentId = await addToLibrary(page, JOURNEY);
    await page.goto('/library');
    const control = button(page, contentId);
    // 1 KB/s in 16 KB pieces: the answers start, then nothing comes for 16 s (a dropped link the
    // browser does not notice: it still says online).
    await throttle(page, 1024);
    await control.locator('[data-action="download"]').click();
    await expect(control).toHaveAttribute('data-state', 'ready_to_resume_download', {
      timeout: 8_000,
    });
    await expect(control.getByTestId('download-label')).toHaveText('Paused');
    // The site answers meanwhile: the download's own failure, not "No internet connection".
    await expect(page.getByTestId('toasts')).toContainText(
      'The download stopped. You can resume it where it left off.',
    );
    // The link is back: the download is tried again by itself and ends.
    await throttle(page, null);
    await expect(control).toHaveAttribute('data-state', 'ready_to_play', { timeout: 30_000 });
  });

  test('pausing and resuming at once goes on with no file error; a quota lowered mid-download gives the storage message', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('worker', (worker) =>
      worker.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      }),
    );
    await signedUpWith(page, [RELOADED]);
    const contentId = await addToLibrary(page, RELOADED);
    await page.goto('/library');
    const control = button(page, contentId);
    await throttle(page, 256 * 1024);
    await control.locator('[data-action="download"]').click();
    await expect.poll(() => received(page, contentId), MID_DOWNLOAD_POLL).toBeGreaterThan(0);
    for (let round = 0; round < 3; round++) {
      await control.locator('[data-action="pause"]').click();
      await control.locator('[data-action="resume"]').click();
      await expect(control).toHaveAttribute('data-state', 'progress');
    }

    // The device's room shrinks under what is stored: the storage message, paused, not loading.
    const origin = new URL(page.url()).origin;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 64 * 1024 });
    await expect(page.getByTestId('toasts')).toContainText(
      'Not enough space to download the scene',
    );
    await expect(control).toHaveAttribute('data-state', 'ready_to_resume_download');

    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
    await throttle(page, null);
    await control.locator('[data-action="resume"]').click();
    await expect(control).toHaveAttribute('data-state', 'ready_to_play', { timeout: 30_000 });
    expect(errors.filter((text) => /access handle/i.test(text))).toEqual([]);
  });

  test('files of one’s own: offered only to a user allowed to upload, names cropped to 20 characters, at most 10 at once', async ({
    page,
  }) => {
    await page.goto('/');
    await createAccount(page, newUser('ownfiles'));
    await page.goto('/library');
    await expect(page.getByTestId('library-empty')).toBeVisible();
    // Settled: a part the page loads lazily would be in by now.
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('open-file-input')).toHaveCount(0);

    await allowUploads(page);
    await page.reload();
    const files = Array.from({ length: 12 }, (_, index) => ({
      name: `a-very-long-holiday-video-${index}.mp4`,
      mimeType: 'video/mp4',
      buffer: Buffer.from('not a video'),
    }));
    await page.getByTestId('open-file-input').setInputFiles(files);
    const ownFiles = page.getByTestId('own-files');
    await expect(ownFiles.getByRole('alert')).toHaveText(
      'Choose at most 10 files at a time: only the first 10 are listed.',
    );
    const names = ownFiles.getByTestId('own-file-name');
    await expect(names).toHaveCount(10);
    await expect(names.first()).toHaveText('a-very-long-hol….mp4');
    await expect(names.first()).toHaveAttribute('title', 'a-very-long-holiday-video-0.mp4');
  });
});
