import { expect, test } from '../support/test.js';
import {
  logIn,
  logOut,
  newUser,
  quickRegisterAsCheckout,
  readMail,
  signUp,
} from '../support/accounts.js';
import { axe, blockingViolations } from '../support/axe.js';
import {
  acceptAgeGate,
  ageGate,
  cookieBanner,
  FRESH_VISITOR,
  GOOGLEBOT,
  safeModeBanner,
  storeIsReady,
  userInfo,
} from '../support/gate.js';

// spec 1 §2 "Age gate and banners", spec 2 §4 "Age gate": every test starts unanswered.
test.use({ visitorState: FRESH_VISITOR });

test('a guest is asked first; the modal keeps focus, Esc and the backdrop do not close it, Over 18 is remembered', async ({
  page,
}) => {
  await page.goto('/content/alpine-dawn');
  const gate = ageGate(page);
  await expect(gate.getByRole('heading', { name: 'Are you 18 or older?' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Are you 18 or older?' })).toBeVisible();
  const over18 = gate.getByRole('button', { name: 'Over 18' });
  const under18 = gate.getByRole('button', { name: 'Under 18' });
  await expect(over18).toBeFocused();

  // Keyboard: Tab moves between the two answers and never leaves the modal.
  await page.keyboard.press('Tab');
  await expect(under18).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(over18).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(under18).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(gate).toBeVisible();
  // A click on the page behind lands on the backdrop: nothing happens, the gate stays.
  await page.getByRole('link', { name: /store home/ }).click({ force: true });
  await expect(page).toHaveURL(/\/content\/alpine-dawn$/);
  await expect(gate).toBeVisible();

  await over18.press('Enter');
  await expect(gate).toBeHidden();
  expect(
    await page.evaluate(() => localStorage.getItem('parallax_accepted_restricted_content')),
  ).toBe('true');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(gate).toBeHidden();
});

test('Under 18 leaves for a general-audience site', async ({ page }) => {
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Elsewhere</title><h1>Elsewhere</h1>' }),
  );
  await page.goto('/');
  await ageGate(page).getByRole('button', { name: 'Under 18' }).click();
  await expect(page).toHaveURL('https://www.google.com/');
  await expect(page.getByRole('heading', { name: 'Elsewhere' })).toBeVisible();
});

test('no gate on the auth and payment result routes', async ({ page }) => {
  await page.goto('/payment-result');
  await expect(page.getByTestId('payment-result')).toBeVisible();
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(ageGate(page)).toBeHidden();

  await page.goto('/auth-result?error=access_denied');
  await expect(page.getByTestId('auth-result')).toBeVisible();
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(ageGate(page)).toBeHidden();

  // Leaving the result route for the store, the gate asks.
  await page.goto('/');
  await expect(ageGate(page)).toBeVisible();
});

test('no gate on the set-password page a quick registration’s e-mail opens on another device', async ({
  page,
  browser,
}) => {
  // The buyer's payment made the account on one device…
  const { email } = newUser('gatebuyer');
  const buyer = await browser.newContext();
  try {
    const buyerPage = await buyer.newPage();
    await buyerPage.goto('/payment-result');
    await quickRegisterAsCheckout(buyerPage, email);
  } finally {
    await buyer.close();
  }
  // …and its e-mail is opened on another, which never answered the gate.
  const link = new URL((await readMail(browser, email)).link ?? '');
  await page.goto(link.pathname + link.search);
  const confirm = page.getByTestId('user-confirm');
  await expect(confirm.getByLabel('New password', { exact: true })).toBeVisible();
  await expect(ageGate(page)).toBeHidden();
  await confirm.getByLabel('New password', { exact: true }).fill('Harbour2026');
  await confirm.getByLabel('Confirm new password', { exact: true }).fill('Harbour2026');
  await confirm.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-button')).toBeVisible();
  await expect(ageGate(page)).toBeHidden();
});

test.describe('a search engine crawler', () => {
  test.use({ userAgent: GOOGLEBOT });

  test('sees no gate, no banners, and the full store', async ({ page }) => {
    await page.goto('/');
    await storeIsReady(page);
    await expect(ageGate(page)).toBeHidden();
    await expect(safeModeBanner(page)).toBeHidden();
    await expect(cookieBanner(page)).toBeHidden();
  });
});

test('no-age=0 turns no-age mode on for the session and leaves the address; any other value turns it off', async ({
  page,
  context,
}) => {
  await page.goto('/content/alpine-dawn?no-age=0');
  await expect(page).toHaveURL(/\/content\/alpine-dawn$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(ageGate(page)).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('parallax_no_age'))).toBe('true');

  // For the session: a reload keeps it; another tab (another session) is asked.
  await page.reload();
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(ageGate(page)).toBeHidden();
  const other = await context.newPage();
  await other.goto('/');
  await expect(ageGate(other)).toBeVisible();
  await other.close();

  await page.goto('/?no-age=1');
  await expect(page).toHaveURL(/\/$/);
  await expect(ageGate(page)).toBeVisible();
});

test('the answers of a guest who signs up are stored on the account, and count on another device', async ({
  page,
  browser,
}) => {
  const user = newUser('gate');
  await page.goto('/');
  await acceptAgeGate(page);
  await cookieBanner(page).getByRole('button', { name: 'OK' }).click();
  await expect(cookieBanner(page)).toBeHidden();
  await signUp(page, user);
  await expect
    .poll(async () => (await userInfo(page)).additionalData)
    .toEqual({ acceptedRestictedContent: true, acceptedCookies: true });

  // A device that never saw the gate: signing in brings the answers, so after signing out
  // neither the gate nor the banner asks again.
  const device = await browser.newContext({ storageState: FRESH_VISITOR });
  try {
    const other = await device.newPage();
    await other.goto('/payment-result');
    await logIn(other, user.username, user.password);
    await expect(other.getByTestId('user-button')).toBeVisible();
    await logOut(other);
    await other.goto('/');
    await storeIsReady(other);
    await expect(ageGate(other)).toBeHidden();
    await expect(cookieBanner(other)).toBeHidden();
  } finally {
    await device.close();
  }
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the gate and the cookie banner speak Spanish', async ({ page }) => {
    await page.goto('/');
    await expect(
      ageGate(page).getByRole('heading', { name: '¿Tienes 18 años o más?' }),
    ).toBeVisible();
    await expect(ageGate(page).getByRole('button', { name: 'Menor de 18' })).toBeVisible();
    await acceptAgeGate(page, 'Mayor de 18');
    await expect(cookieBanner(page)).toContainText('Usamos cookies');
    await expect(cookieBanner(page).getByRole('link', { name: 'Personalizar' })).toBeVisible();
  });
});

for (const width of [375, 900, 1280]) {
  test(`at ${width} px the gate and the cookie banner fit the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/');
    const gate = ageGate(page);
    await expect(gate).toBeVisible();
    for (const name of ['Over 18', 'Under 18']) {
      const box = await gate.getByRole('button', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await acceptAgeGate(page);
    const banner = await cookieBanner(page).boundingBox();
    expect(banner).not.toBeNull();
    expect(banner!.x + banner!.width).toBeLessThanOrEqual(width);
    expect(banner!.y + banner!.height).toBeLessThanOrEqual(740);
    const ok = cookieBanner(page).getByRole('button', { name: 'OK' });
    await ok.click();
    await expect(cookieBanner(page)).toBeHidden();
  });
}

test('Customize opens the cookie policy in a new tab', async ({ page, context }) => {
  await page.goto('/');
  await acceptAgeGate(page);
  const [policy] = await Promise.all([
    context.waitForEvent('page'),
    cookieBanner(page).getByRole('link', { name: 'Customize' }).click(),
  ]);
  await expect(policy).toHaveURL(/\/cookie-policy$/);
  // The banner stays until OK.
  await expect(cookieBanner(page)).toBeVisible();
});

test('the gate, the cookie banner and the safe-mode banner pass an accessibility scan', async ({
  page,
}) => {
  await page.goto('/');
  await expect(ageGate(page)).toBeVisible();
  await expect(safeModeBanner(page)).toBeVisible();
  // The cookie banner waits for the gate, as every prompt waits for a dialog.
  await expect(cookieBanner(page)).toBeHidden();
  // With the gate open, the page behind is inert: the scan sees the gate.
  expect(await blockingViolations(axe(page))).toEqual([]);
  await acceptAgeGate(page);
  await expect(cookieBanner(page)).toBeVisible();
  // The page's own content is scanned by its own tests; here, the banners.
  expect(
    await blockingViolations(
      axe(page)
        .include('[data-testid="cookie-banner"]')
        .include('[data-testid="safe-mode-banner"]'),
    ),
  ).toEqual([]);
});
