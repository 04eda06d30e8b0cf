import { expect, test } from '../support/test.js';
import { authModal, createAccount, newUser } from '../support/accounts.js';
import {
  acceptAgeGate,
  ageGate,
  FRESH_VISITOR,
  GOOGLEBOT,
  safeModeBanner,
  storeIsReady,
  userInfo,
} from '../support/gate.js';

// spec 1 §1, §6, spec 2 §1, §6: a visitor who is not age-verified browses in safe mode.

test('a guest browses in safe mode; the banner offers verification, which starts with signing up', async ({
  page,
}) => {
  await page.goto('/');
  await storeIsReady(page);
  const banner = safeModeBanner(page);
  await expect(banner).toContainText('You are browsing in safe mode');
  // The age check answered once, and is kept for 3 days.
  const stored = await page.evaluate(() => localStorage.getItem('parallax_age_check'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ shouldVerify: true });

  await banner.getByRole('button', { name: 'Verify age' }).click();
  await expect(authModal(page).getByRole('heading', { name: 'Create an account' })).toBeVisible();
});

test('the safe-mode banner is hidden on the cart page', async ({ page }) => {
  await page.goto('/');
  await expect(safeModeBanner(page)).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(safeModeBanner(page)).toBeHidden();
});

test('where the age check asks for no verification, there is no safe mode', async ({ page }) => {
  await page.route('**/api/v1/age-check', (route) =>
    route.fulfill({
      json: {
        shouldVerify: false,
        countryCode: 'ES',
        region: null,
        timestamp: new Date().toISOString(),
      },
    }),
  );
  await page.goto('/');
  await storeIsReady(page);
  await expect(safeModeBanner(page)).toBeHidden();
});

test('a user who verifies their age leaves safe mode at once', async ({ page }) => {
  await page.goto('/');
  await createAccount(page, newUser('verify'));
  const banner = safeModeBanner(page);
  await banner.getByRole('button', { name: 'Verify age' }).click();
  await page.getByRole('button', { name: /verify me/ }).click();
  await expect(page.getByTestId('user-button')).toBeVisible();
  await expect(page).not.toHaveURL(/successVerification/);
  await expect(banner).toBeHidden();
  expect((await userInfo(page)).ageVerified).toBe(true);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the banner speaks Spanish', async ({ page }) => {
    await page.goto('/');
    await expect(safeModeBanner(page)).toContainText('Estás navegando en modo seguro');
    await expect(
      safeModeBanner(page).getByRole('button', { name: 'Verificar edad' }),
    ).toBeVisible();
  });
});

for (const width of [375, 900, 1280]) {
  test(`at ${width} px the banner fits under the header`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/');
    const banner = safeModeBanner(page);
    await expect(banner).toBeVisible();
    const box = await banner.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(width);
    const header = await page.locator('header.site-header').boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    const button = await banner.getByRole('button', { name: 'Verify age' }).boundingBox();
    expect(button!.x + button!.width).toBeLessThanOrEqual(width);
  });
}

test.describe('the source welcome popup (spec 2 §4)', () => {
  test.use({ visitorState: FRESH_VISITOR });

  test('shows once for the flag source, after the age gate, with new packs; closing marks it seen', async ({
    page,
  }) => {
    await page.goto('/?source=spring26');
    await expect(ageGate(page)).toBeVisible();
    await expect(page.getByTestId('welcome-popup')).toBeHidden();
    await acceptAgeGate(page);

    const popup = page.getByRole('dialog', { name: 'Welcome to Parallax!' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'New in the store' })).toBeVisible();
    const packs = popup.getByRole('listitem');
    await expect(packs).toHaveCount(3);
    await expect(packs.first().getByRole('link')).toHaveAttribute('href', /^\/content\//);
    await popup.getByRole('button', { name: 'Maybe later' }).click();
    await expect(popup).toBeHidden();

    await page.goto('/?source=spring26');
    await storeIsReady(page);
    await expect(page.getByTestId('welcome-popup')).toBeHidden();
  });

  test('Create an account marks it seen and opens sign-up', async ({ page }) => {
    await page.goto('/?source=spring26');
    await acceptAgeGate(page);
    const popup = page.getByTestId('welcome-popup');
    await popup.getByRole('button', { name: 'Create an account' }).click();
    await expect(authModal(page).getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('parallax_welcome_popup_seen'))).toBe(
      'spring26',
    );
  });

  test('does not show for another source', async ({ page }) => {
    await page.goto('/?source=autumn');
    await acceptAgeGate(page);
    await storeIsReady(page);
    await expect(page.getByTestId('welcome-popup')).toBeHidden();
  });
});

test('safe mode hides the footer’s blog link; a crawler (never in safe mode) sees it', async ({
  browser,
  page,
}) => {
  await page.goto('/');
  await storeIsReady(page);
  await expect(safeModeBanner(page)).toBeVisible();
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'Models' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Blog', exact: true })).toHaveCount(0);

  const crawler = await browser.newContext({ storageState: FRESH_VISITOR, userAgent: GOOGLEBOT });
  const crawlerPage = await crawler.newPage();
  await crawlerPage.goto('/');
  await storeIsReady(crawlerPage);
  await expect(safeModeBanner(crawlerPage)).toHaveCount(0);
  await expect(
    crawlerPage.locator('footer').getByRole('link', { name: 'Blog', exact: true }),
  ).toBeVisible();
  await crawler.close();
});
