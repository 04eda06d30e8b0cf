import type { Browser } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { authModal, createAccount, newUser } from '../support/accounts.js';
import { appIsReady } from '../support/gate.js';
import { installQuest3 } from '../support/player.js';

/**
 * Headsets and devices (spec 1 §3, §4 Otp; spec 2 §2 pair headset, §5, §8): a headset shows a
 * code, a signed-in desktop enters it, the headset signs in; wrong codes; the viewer variant;
 * the browser's install prompt.
 */

const QUEST_3_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64; Quest 3) AppleWebKit/537.36 (KHTML, like Gecko) OculusBrowser/35.2.0.1.62 SamsungBrowser/4.0 Chrome/128.0.6613.127 VR Safari/537.36';

/** An emulated Meta Quest 3: its browser's user agent and WebXR (iwer), in its own context. */
async function openHeadset(browser: Browser) {
  const context = await browser.newContext({ userAgent: QUEST_3_BROWSER });
  const page = await context.newPage();
  await installQuest3(page);
  return { context, page };
}

test('a headset shows a code, the desktop enters it, and the headset is signed in and opens the library', async ({
  page,
  browser,
}) => {
  const user = newUser('pair');
  await page.goto('/');
  await createAccount(page, user);

  const headset = await openHeadset(browser);
  try {
    await headset.page.goto('/');
    // The emulated headset supports immersive VR (what the player needs).
    expect(
      await headset.page.evaluate(() =>
        (
          navigator as Navigator & { xr: { isSessionSupported(mode: string): Promise<boolean> } }
        ).xr.isSessionSupported('immersive-vr'),
      ),
    ).toBe(true);
    // On a headset, logging in shows a code to pair instead of a password form.
    await headset.page.getByTestId('login-button').click();
    const modal = authModal(headset.page);
    const code = (await modal.getByTestId('otp-code').innerText()).trim();
    expect(code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);
    await expect(modal.getByTestId('otp-expires-in')).toHaveText(/The code expires in 0[45]:\d\d/);
    await expect(modal).toContainText('/pair-headset');

    // The desktop enters it, lowercase (entry is case-insensitive).
    await page.goto('/pair-headset');
    await page.getByTestId('pair-code').fill(code.toLowerCase());
    await expect(page.getByTestId('pair-success')).toContainText('Headset (Quest 3)');

    // The headset polls every second; signed in, it opens the library (the page's own work takes
    // seconds on a loaded 2-core machine).
    await expect(headset.page).toHaveURL(/\/library$/, { timeout: 15_000 });
    await expect(headset.page.getByTestId('user-button')).toHaveAccessibleName(
      new RegExp(user.username.toLowerCase()),
    );
    await expect(headset.page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();

    // The desktop's control panel lists the headset, and signs it out.
    await page.getByTestId('user-button').click();
    await page.getByRole('button', { name: 'In-VR settings' }).click();
    const devices = page.getByTestId('devices');
    const headsetRow = devices.getByTestId('device-row').filter({ hasText: 'Headset (Quest 3)' });
    await expect(headsetRow).toHaveCount(1);
    await expect(devices.getByTestId('device-row').filter({ hasText: 'This device' })).toHaveCount(
      1,
    );
    await headsetRow.getByRole('button', { name: 'Sign out' }).click();
    await expect(headsetRow).toHaveCount(0);

    // The headset's next call finds its session ended.
    await headset.page.reload();
    await expect(headset.page.getByTestId('login-button')).toBeVisible();
  } finally {
    await headset.context.close();
  }
});

test('a wrong code shows the page error, cleared by the next input, and is reported', async ({
  page,
}) => {
  await page.goto('/');
  await createAccount(page, newUser('wrongpair'));
  await page.goto('/pair-headset');
  const report = page.waitForRequest(
    (request) =>
      request.url().endsWith('/analytics/reports') &&
      (request.postDataJSON() as { kind?: string }).kind === 'pair_code_failed',
  );
  const entry = page.getByTestId('pair-code');
  await entry.fill('ZZZZZZ');
  await expect(page.getByTestId('pair-error')).toHaveText(
    'Incorrect code. Check the code on your headset and try again.',
  );
  expect((await report).postDataJSON()).toMatchObject({ errorType: 'InvalidTokenId' });
  await entry.press('Backspace');
  await expect(page.getByTestId('pair-error')).toHaveCount(0);
  await expect(page.getByTestId('pair-headset')).toHaveAttribute('data-state', 'idle');
});

test('a signed-out visitor on the pair headset page is asked to log in first', async ({ page }) => {
  await page.goto('/pair-headset');
  await expect(authModal(page)).toBeVisible();
  await expect(page.getByTestId('pair-headset')).toHaveAttribute('data-state', 'signedOut');
  await expect(page.getByTestId('pair-code')).toHaveCount(0);
});

test('the viewer variant hides payment: no subscribe button, no checkout', async ({ page }) => {
  await page.goto('/?variant=viewer');
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(page.getByTestId('header-subscription-button')).toHaveCount(0);
  const unsupported =
    'Purchases are made on the Parallax website. Open it in a browser on your computer or phone to buy.';
  // The store's presale banner names its price but sends the buyer to the website.
  const presale = page.getByTestId('presale-banner').first();
  await expect(presale.getByTestId('payment-unsupported')).toHaveText(unsupported);
  await expect(presale.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  // The variant lasts for the tab's session: a content page offers no Add to cart, but says so.
  await page.goto('/content/high-noon-summit');
  await expect(page.getByTestId('payment-unsupported')).toHaveText(unsupported);
  await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
  // The website shows them; a pack put in the cart there cannot be paid for in the viewer.
  const website = await page.context().newPage();
  await website.goto('/content/high-noon-summit');
  await website.getByTestId('add-to-cart').click();
  await expect(website.getByTestId('view-in-cart')).toBeVisible();
  await expect(website.getByTestId('header-subscription-button')).toBeVisible();
  await website.close();
  await page.goto('/cart');
  await expect(page.getByTestId('payment-unsupported')).toHaveText(unsupported);
});

test('the install button offers the browser install prompt when the browser offers one', async ({
  page,
}) => {
  await page.goto('/');
  await appIsReady(page);
  const modal = page.getByTestId('download-app-modal');
  await page.getByTestId('install-app-button').click();
  await expect(modal).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install on this device' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // Chromium offers the install (its beforeinstallprompt event): the app keeps it for its button.
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    event.prompt = () => {
      (window as unknown as { __prompted: boolean }).__prompted = true;
      return Promise.resolve();
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(event);
  });
  await page.getByTestId('install-app-button').click();
  await page.getByRole('button', { name: 'Install on this device' }).click();
  expect(
    await page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted),
  ).toBe(true);
  await expect(modal).toBeHidden();

  // The manifest makes the installed app open the library.
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    start_url: string;
    display: string;
    icons: { sizes: string }[];
  };
  expect(manifest.start_url).toBe('/library');
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
});

test('a feed link made in the control panel serves the library to VR players until revoked', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await createAccount(page, newUser('feeds'));
  await page.getByTestId('user-button').click();
  await page.getByRole('button', { name: 'In-VR settings' }).click();
  const feeds = page.getByTestId('feeds');
  await feeds.getByLabel('Name of the link').fill('Living-room Quest');
  await feeds.getByRole('button', { name: 'Make a feed link' }).click();
  const deovrUrl = await feeds.getByRole('textbox', { name: 'DeoVR', exact: true }).inputValue();
  expect(deovrUrl).toMatch(/\/feeds\/[\w-]{43}\/deovr$/);
  await expect(feeds.getByTestId('feed-row')).toHaveText(/Living-room Quest/);

  // A player (no cookies) reads the feed: the demo pack is everyone's to play.
  const player = await browser.newContext();
  try {
    const index = (await (await player.request.get(deovrUrl)).json()) as {
      scenes: { name: string; list: { title: string }[] }[];
    };
    expect(index.scenes.map((scene) => scene.name)).toContain('Alpine Dawn');

    await feeds.getByTestId('feed-row').getByRole('button', { name: 'Revoke' }).click();
    await expect(feeds.getByTestId('feed-row')).toHaveCount(0);
    expect((await player.request.get(deovrUrl)).status()).toBe(404);
  } finally {
    await player.close();
  }
});

test('a pair link fills the code in but pairs only when the user confirms', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await createAccount(page, newUser('pairlink'));
  const headset = await openHeadset(browser);
  try {
    await headset.page.goto('/');
    await headset.page.getByTestId('login-button').click();
    const code = (await authModal(headset.page).getByTestId('otp-code').innerText()).trim();
    await page.goto(`/pair-headset?code=${code}`);
    await expect(page.getByTestId('pair-code')).toHaveValue(code);
    await expect(page.getByTestId('pair-confirm')).toBeVisible();
    // Nothing is paired yet: the headset still shows its code.
    await page.waitForTimeout(1500);
    await expect(authModal(headset.page).getByTestId('otp-code')).toHaveText(code);
    await page.getByRole('button', { name: 'Pair this device' }).click();
    await expect(page.getByTestId('pair-success')).toBeVisible();
    // "This is not my device" signs the headset out again.
    await expect(headset.page).toHaveURL(/\/library$/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'This is not my device' }).click();
    await expect(
      page.getByText('The pairing was declined and the device was signed out.'),
    ).toBeVisible();
    await headset.page.reload();
    await expect(headset.page.getByTestId('login-button')).toBeVisible();
  } finally {
    await headset.context.close();
  }
});

test('the how-to-watch modal shows the ways to watch and leads to the headset app’s info', async ({
  page,
}) => {
  await page.goto('/content/alpine-dawn');
  await appIsReady(page);
  await page.getByRole('button', { name: 'How to watch in VR?' }).click();
  const modal = page.getByTestId('how-to-watch-modal');
  await expect(modal.getByRole('heading', { level: 3 })).toHaveText([
    'In your headset’s browser',
    'On a PC VR headset',
    'With the headset app',
  ]);
  await expect(modal.getByRole('link', { name: 'Set up PC VR' })).toHaveAttribute(
    'href',
    '/how-to-watch-in-vr?platform=PCVR',
  );
  await modal.getByRole('button', { name: 'Get the headset app' }).click();
  const info = page.getByTestId('install-viewer-app-modal');
  await expect(info).toContainText('it shows a six-character code');
  await expect(info).toContainText('/pair-headset');
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();

  // Where this browser has no VR, the failed session offers the same modal.
  await page.getByRole('button', { name: 'Play in VR' }).click();
  const failure = page.getByTestId('player-failure');
  await expect(failure).toContainText('No VR headset found');
  await failure.getByRole('button', { name: 'How to watch in VR' }).click();
  await expect(page.getByTestId('how-to-watch-modal')).toBeVisible();
});
