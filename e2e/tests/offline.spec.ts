import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { createAccount, newUser } from '../support/accounts.js';
import { storeIsReady } from '../support/gate.js';
import { downloadFromContentPage } from '../support/library.js';

// spec 1 §7 last paragraph, §8; spec 2 §7 "Caching": the service worker keeps the app and the
// catalog reads, per guest or user, and serves them when the network fails.
test.use({ serviceWorkers: 'allow' });

const CONTENT = '/content/alpine-dawn';
const noInternet = (page: Page) =>
  page.getByTestId('toast').filter({ hasText: 'No internet connection' });

/** Waits until the service worker controls the page (it registers after load, then claims). */
async function workerControls(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** The network is gone: the browser is offline and the server cannot be reached either. */
async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.route(/\/(store\/)?api\//, (route) => route.abort('internetdisconnected'));
}

async function goOnline(context: BrowserContext, page: Page) {
  await page.unroute(/\/(store\/)?api\//);
  await context.setOffline(false);
}

test('a page visited before renders from the cache with the network gone, and says so until it is back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await storeIsReady(page);
  await workerControls(page);
  // Visited under the worker: the store and a content page.
  await page.reload();
  await storeIsReady(page);
  await page.goto(CONTENT);
  const title = await page.getByRole('heading', { level: 1 }).innerText();

  await goOffline(context, page);
  await page.goto('/');
  await expect(page.locator('section.category').first()).toBeVisible();
  await expect(noInternet(page)).toBeVisible();
  await page.goto(CONTENT);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await goOnline(context, page);
  await expect(noInternet(page)).toBeHidden();
});

test("a guest's cached catalog is not a signed-in user's", async ({ page, context }) => {
  await page.goto('/');
  await storeIsReady(page);
  await workerControls(page);
  await page.goto(CONTENT);
  const title = await page.getByRole('heading', { level: 1 }).innerText();

  await page.goto('/');
  await createAccount(page, newUser('offline'));

  await goOffline(context, page);
  await page.goto(CONTENT);
  // The user's partition never held this page's data: the page cannot show it, and says it is
  // for want of a network (spec 1 §8 offline), not that something went wrong.
  const offline = page.getByTestId('offline-page');
  await expect(offline).toBeVisible({ timeout: 20_000 });
  await expect(offline.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(offline).toContainText(
    'You are offline. Please check your internet connection and try again.',
  );
  await expect(page.getByText(/went wrong/i)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeHidden();
});

test('the library opens offline with the packs kept on this device, and they play', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await storeIsReady(page);
  await workerControls(page);
  await createAccount(page, newUser('offlinelib'));
  await downloadFromContentPage(page, 'alpine-dawn');
  // The library visited once, so its code is kept for offline use.
  await page.goto('/library');
  await expect(page.getByTestId('library-card')).toHaveCount(1);

  await goOffline(context, page);
  await page.reload();
  const offline = page.getByTestId('offline-library');
  await expect(offline).toContainText('You are offline: this is your library as it was last seen.');
  const item = offline.getByTestId('download-item').filter({ hasText: 'Alpine Dawn' });
  await expect(item).toHaveAttribute('data-status', 'ready_to_play');
  await item.getByRole('button', { name: 'Play in 2D' }).click();
  await expect(page.getByTestId('player')).toHaveAttribute('data-status', 'playing', {
    timeout: 30_000,
  });
  await goOnline(context, page);
});
