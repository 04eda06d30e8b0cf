import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { storageKey } from '@parallax/core/platform';
import { overrideFlag } from '../support/pages.js';

/**
 * App updates (spec 1 §2, §7, §9; spec 2 §2, §4): the release check and the update prompt, the
 * Android package's in-app update toast, and the Windows installer named with the visitor's
 * attribution. The server's answers themselves are covered by modules/releases/releases.int.test.ts;
 * here a newer release is staged by answering the check.
 */

const NEWER = '999.0.0';
/** The version the built pages carry (vite.config.ts `__APP_VERSION__`). */
const { version: BUILT_VERSION } = JSON.parse(
  readFileSync(new URL('../../apps/web/package.json', import.meta.url), 'utf8'),
) as { version: string };

/** The page has rendered what its answers made it render (two frames after they came). */
const rendered = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

test.describe('the update prompt', () => {
  test('appears when the server announces a newer version; Later puts it off, Update reloads', async ({
    page,
  }) => {
    await page.route('**/api/v1/release/latest.json', (route) =>
      route.fulfill({ json: { version: NEWER } }),
    );
    await page.goto('/');
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('A new version of Parallax is ready');
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toBeHidden();

    // Offered again on the next start; with no download under way, Update reloads at once.
    await page.reload();
    await expect(prompt).toBeVisible();
    const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await prompt.getByRole('button', { name: 'Update' }).click();
    await reloaded;
  });

  test('stays away when the server serves this very version, asked without cookies', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'probe', value: '1', url: baseURL ?? '' }]);
    const check = page.waitForResponse('**/api/v1/release/latest.json');
    await page.goto('/');
    const response = await check;
    expect(response.status()).toBe(200);
    // The server announces the version of the build it serves: the one this page carries.
    expect(await response.json()).toMatchObject({ version: BUILT_VERSION });
    expect((await response.request().allHeaders()).cookie).toBeUndefined();
    await rendered(page);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
  });
});

test.describe('the Android in-app update toast', () => {
  /** The server's own manifest, announcing a newer package. */
  async function announceNewerPackage(page: Page) {
    await page.route('**/android/latest.json', async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...manifest, version: NEWER } });
    });
  }

  test('is not shown unless enabled in configuration', async ({ page }) => {
    await announceNewerPackage(page);
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/android/')) manifests.push(request.url());
    });
    const flags = page.waitForResponse('**/feature/list*');
    await page.goto('/?variant=android');
    await flags;
    await rendered(page);
    await expect(page.getByTestId('android-update-toast')).toHaveCount(0);
    expect(manifests).toEqual([]);
  });

  test('goes available → downloading with progress → downloaded, and Install hands over the package', async ({
    page,
  }) => {
    await overrideFlag(page, 'androidInAppUpdate', { isEnabled: true, params: [] });
    await announceNewerPackage(page);
    // The package's bytes are held back until the toast has shown its progress.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/release/android/download', async (route) => {
      await released;
      await route.continue();
    });

    await page.goto('/?variant=android');
    const toast = page.getByTestId('android-update-toast');
    await expect(toast).toHaveAttribute('data-status', 'available');
    await expect(toast).toContainText(`Version ${NEWER} of the Parallax app`);
    // The web app's own prompt is not the Android package's way to update.
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);

    await toast.getByRole('button', { name: 'Download' }).click();
    await expect(toast).toHaveAttribute('data-status', 'downloading');
    await expect(
      toast.getByRole('progressbar', { name: 'Update download progress' }),
    ).toBeVisible();
    await expect(toast).toContainText('0 %');
    release();

    await expect(toast).toHaveAttribute('data-status', 'downloaded');
    const download = page.waitForEvent('download');
    await toast.getByRole('button', { name: 'Install' }).click();
    expect((await download).suggestedFilename()).toBe(`Parallax-${NEWER}.apk`);
    // It never closes by itself.
    await expect(toast).toBeVisible();
  });

  test('shows the update error with Retry when the download fails', async ({ page }) => {
    await overrideFlag(page, 'androidInAppUpdate', { isEnabled: true, params: [] });
    await announceNewerPackage(page);
    let fails = true;
    await page.route('**/api/v1/release/android/download', (route) =>
      fails ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    await page.goto('/?variant=android');
    const toast = page.getByTestId('android-update-toast');
    await toast.getByRole('button', { name: 'Download' }).click();
    await expect(toast).toHaveAttribute('data-status', 'failed');
    await expect(toast).toContainText('Update error');
    fails = false;
    await toast.getByRole('button', { name: 'Retry' }).click();
    await expect(toast).toHaveAttribute('data-status', 'downloaded');
  });
});

test('the download-app modal’s PC VR card downloads the installer named with the attribution', async ({
  page,
}) => {
  await page.addInitScript(
    (keys) => {
      localStorage.setItem(keys.source, 'meta');
      localStorage.setItem(
        keys.client,
        JSON.stringify({ id: 'abc123', affiliateProgram: 'MEDIA_BUYING' }),
      );
    },
    { source: storageKey('source'), client: storageKey('client') },
  );
  await page.goto('/');
  await page.getByTestId('install-app-button').click();
  const card = page.getByTestId('download-card-PCVR');
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Download for PC VR' }).click();
  expect((await download).suggestedFilename()).toBe(
    'Parallax-Setup-1.5.1_src-meta_cid-abc123_ap-media-buying.exe',
  );
});
