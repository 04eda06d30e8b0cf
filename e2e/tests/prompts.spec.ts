import type { Page } from '@playwright/test';
import { expect, test, visitor } from '../support/test.js';
import { authModal } from '../support/accounts.js';
import { appIsReady, storeIsReady } from '../support/gate.js';
import { DEMO } from '../support/player.js';

/**
 * No prompt over the player or a dialog: the push prompt (spec 2 §4) — like every prompt that
 * pops up on its own — waits while the 2D player or a dialog is open, and comes back once they
 * are closed; the player's Close answers the first real click.
 */

const CONTENT = `/content/${DEMO.slug}`;

/** The suite's visitor (age gate and cookie banner answered) who never answered the push prompt. */
test.use({ visitorState: visitor({ unanswered: ['pushPrompt'] }) });

const pushPrompt = (page: Page) => page.getByTestId('push-prompt');
const viewer = (page: Page) => page.getByTestId('viewer-2d');
const closePlayer = (page: Page) => viewer(page).getByRole('button', { name: 'Close player' });

const visitedPaths = (page: Page) =>
  page.evaluate(
    () => JSON.parse(sessionStorage.getItem('parallax_push_prompt_paths') ?? '[]') as string[],
  );

async function watchIn2d(page: Page) {
  await page.getByRole('button', { name: 'Watch in 2D' }).click();
  await expect(viewer(page)).toHaveAttribute('data-ready', 'true');
}

/**
 * The player's Close takes a plain click (no force), at once: Playwright clicks only an element
 * that is the one hit at its centre, so a prompt lying on it fails the click.
 */
async function closeWithOneClick(page: Page) {
  await closePlayer(page).click({ timeout: 3000 });
  await expect(viewer(page)).toBeHidden();
}

test('the push prompt falling due while the 2D player is open waits until it is closed', async ({
  page,
}) => {
  await page.goto(CONTENT);
  await appIsReady(page);
  await watchIn2d(page);
  // Back to the store with the player docked: the second path, so the prompt is due.
  await page.getByRole('link', { name: 'Parallax — store home' }).click();
  await storeIsReady(page);
  await expect.poll(() => visitedPaths(page)).toEqual([CONTENT, '/']);
  await expect(viewer(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(pushPrompt(page)).toBeHidden();

  await closeWithOneClick(page);
  await expect(pushPrompt(page)).toBeVisible();
});

test('a push prompt on screen steps aside for the 2D player and comes back after it', async ({
  page,
}) => {
  await page.goto('/');
  await storeIsReady(page);
  await page.goto(CONTENT);
  await expect(pushPrompt(page)).toBeVisible();
  const prompt = await pushPrompt(page).boundingBox();

  await watchIn2d(page);
  await expect(pushPrompt(page)).toBeHidden();
  const close = await closePlayer(page).boundingBox();
  // Where the prompt was is where the player's Close is: left there, it would lie on it.
  expect(prompt!.y + prompt!.height).toBeGreaterThan(close!.y);
  expect(prompt!.x).toBeLessThan(close!.x + close!.width);
  // Nothing else is hit on the button.
  const hits = await page.evaluate(
    ({ x, y, width, height }) =>
      [0.25, 0.5, 0.75].flatMap((across) =>
        [0.25, 0.75].map(
          (down) =>
            document.elementFromPoint(x + width * across, y + height * down)?.closest('button')
              ?.textContent,
        ),
      ),
    close!,
  );
  expect(hits).toEqual(Array(6).fill('Close player'));

  await closeWithOneClick(page);
  await expect(pushPrompt(page)).toBeVisible();
});

test('the push prompt waits while a dialog is open', async ({ page }) => {
  await page.goto('/');
  await storeIsReady(page);
  await page.goto(CONTENT);
  await expect(pushPrompt(page)).toBeVisible();

  await page.getByTestId('login-button').click();
  await expect(authModal(page)).toBeVisible();
  await expect(pushPrompt(page)).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(authModal(page)).toBeHidden();
  await expect(pushPrompt(page)).toBeVisible();

  // A dialog open as the prompt falls due (the address opens sign-up on the second path): the
  // prompt waits for it, and the dialog's own close button answers at once.
  await page.evaluate(() => sessionStorage.removeItem('parallax_push_prompt_paths'));
  await page.goto('/');
  await storeIsReady(page);
  await page.goto(`${CONTENT}?auth=register`);
  await expect(authModal(page)).toBeVisible();
  await expect.poll(() => visitedPaths(page)).toEqual(['/', CONTENT]);
  await page.waitForLoadState('networkidle');
  await expect(pushPrompt(page)).toBeHidden();
  await authModal(page).getByRole('button', { name: 'Close' }).click({ timeout: 3000 });
  await expect(authModal(page)).toBeHidden();
  await expect(pushPrompt(page)).toBeVisible();
});

test.describe('a visitor who has not answered the cookie banner', () => {
  test.use({
    visitorState: visitor({ unanswered: ['cookieBanner'] }),
    viewport: { width: 900, height: 740 },
  });

  test('sees it step aside for the 2D player, whose controls it would cross', async ({ page }) => {
    await page.goto(CONTENT);
    await appIsReady(page);
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    const before = await banner.boundingBox();

    await watchIn2d(page);
    await expect(banner).toBeHidden();
    const controls = await viewer(page).getByRole('button', { name: 'Next scene' }).boundingBox();
    // Left where it was, the banner would lie on the player's own buttons.
    expect(before!.y).toBeLessThan(controls!.y + controls!.height);
    expect(before!.x + before!.width).toBeGreaterThan(controls!.x);

    await closeWithOneClick(page);
    await expect(banner).toBeVisible();
  });
});
