import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { createAccount, newUser } from '../support/accounts.js';
import { grant, postFromPage } from '../support/api.js';

const ORIGINS_PAGE = '/content-promo/nature-origins';

/** Passes the built-in stand-in age check, returning to `returnPath`. */
async function verifyAge(page: Page, returnPath: string) {
  const started = await postFromPage(page, '/api/v1/settings/user/age-verification', {
    returnPath,
  });
  expect(started.status).toBe(200);
  await page.goto((started.body as { redirectUrl: string }).redirectUrl);
  await page.getByRole('button', { name: /verify me/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === returnPath);
}

const rewards = (page: Page) => page.getByRole('region', { name: 'Rewards' });
const reward = (page: Page, title: string) =>
  rewards(page).getByRole('article', { name: title, exact: true });

test('a guest sees the locked pack: previews, totals, upsell, disabled rewards and no code', async ({
  page,
}) => {
  const response = await page.goto(ORIGINS_PAGE);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nature Origins');
  await expect(page).toHaveTitle('Nature Origins | Parallax');
  await expect(page.getByText('Locked', { exact: true })).toBeVisible();
  await expect(page.getByText(/Own every pack in Mountains & Wild Nature/)).toBeVisible();

  const collection = page.getByRole('region', { name: 'The Mountains & Wild Nature collection' });
  const previews = collection.getByRole('list').first().getByRole('link');
  await expect(previews).toHaveCount(7);
  await expect(collection.getByText('Not owned yet')).toHaveCount(7);
  await expect(previews.first()).toHaveAttribute('href', /^\/content\/[a-z0-9-]+$/);
  await expect(collection.getByText('7 packs left to collect')).toBeVisible();
  // Totals over the packs not owned: list prices, current prices, rounded saving.
  await expect(page.getByTestId('origins-price')).toHaveText('$94.93');
  await expect(page.getByTestId('origins-collection-price')).toHaveText('$81.93');
  await expect(page.getByTestId('origins-saving')).toHaveText('You save 14%');
  // The upsell: subscribing opens every pack.
  await expect(collection.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
    'href',
    '/subscription',
  );

  // Every reward is disabled and says why; the code and the link never reach the page.
  await expect(
    rewards(page).getByText('Unlock the Origins pack to use this reward.'),
  ).toBeVisible();
  await expect(rewards(page).getByRole('article')).toHaveCount(3);
  for (const [title, button] of [
    ['Behind the scenes: Alpine Dawn', 'View the pack'],
    ['Wallpaper set', 'Download'],
    ['20% off your next pack', 'Copy'],
  ] as const) {
    const action = reward(page, title).getByRole('button', { name: button });
    await expect(action).toBeDisabled();
    await expect(action).toHaveAccessibleDescription('Unlock the Origins pack to use this reward.');
  }
  await expect(reward(page, '20% off your next pack')).toContainText('Hidden until unlocked');
  await expect(page.getByText('ORIGINS20')).toHaveCount(0);
  await expect(rewards(page).getByRole('link')).toHaveCount(0);

  await previews.first().click();
  await expect(page).toHaveURL(/\/content\/[a-z0-9-]+$/);
});

test('the totals count only the packs the user does not own yet', async ({ page }) => {
  await page.goto('/');
  await createAccount(page, newUser('origins_partial'));
  await grant(page, { content: 'waterfall-valley' });
  await grant(page, { content: 'high-noon-summit' });
  await page.goto(ORIGINS_PAGE);

  const collection = page.getByRole('region', { name: 'The Mountains & Wild Nature collection' });
  await expect(collection.getByText('Owned', { exact: true })).toHaveCount(2);
  await expect(collection.getByText('5 packs left to collect')).toBeVisible();
  // 94.93 − 15.99 − 14.99 and 81.93 − 12.99 − 9.99; 1 − 58.95 / 63.95 = 7.8 % → 8 %.
  await expect(page.getByTestId('origins-price')).toHaveText('$63.95');
  await expect(page.getByTestId('origins-collection-price')).toHaveText('$58.95');
  await expect(page.getByTestId('origins-saving')).toHaveText('You save 8%');
  await expect(page.getByText('Locked', { exact: true })).toBeVisible();
});

test('owning the collection unlocks the pack; safe mode still disables the rewards', async ({
  page,
}) => {
  await page.goto('/');
  await createAccount(page, newUser('origins_safe'));
  await grant(page, { category: 'nature' });
  await page.goto(ORIGINS_PAGE);

  await expect(page.getByText('Unlocked', { exact: true })).toBeVisible();
  await expect(page.getByText(/Thank you for collecting the whole category/)).toBeVisible();
  await expect(page.getByRole('region', { name: /collection$/ })).toHaveCount(0);
  await expect(reward(page, 'Download the wallpaper set')).toBeVisible();
  await expect(reward(page, 'Your code for 20% off')).toBeVisible();

  // Not age-verified: safe mode (spec 2 §6) keeps every reward disabled and the code hidden.
  const reason = 'Not available in safe mode. Verify your age to use this reward.';
  await expect(rewards(page).getByText(reason)).toBeVisible();
  await expect(reward(page, 'Your code for 20% off').getByRole('button')).toBeDisabled();
  await expect(reward(page, 'Your code for 20% off')).toContainText('Hidden in safe mode');
  await expect(
    reward(page, 'Download the wallpaper set').getByRole('button', { name: 'Download' }),
  ).toHaveAccessibleDescription(reason);
  await expect(page.getByText('ORIGINS20')).toHaveCount(0);
});

/**
 * What the clipboard holds. The store's pages may not read it (their Permissions-Policy refuses
 * clipboard-read), so it is read from a blank page of the same origin served without that policy.
 */
async function clipboardText(context: BrowserContext): Promise<string> {
  const reader = await context.newPage();
  await reader.route('**/clipboard-reader', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>clipboard</title>' }),
  );
  await reader.goto('/clipboard-reader');
  const text = await reader.evaluate(() => navigator.clipboard.readText());
  await reader.close();
  return text;
}

test('unlocked and age-verified: copy the code, download the file, open the pack', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await createAccount(page, newUser('origins_open'));
  await grant(page, { category: 'nature' });
  await verifyAge(page, ORIGINS_PAGE);

  await expect(page.getByText('Unlocked', { exact: true })).toBeVisible();
  await expect(rewards(page).getByText(/safe mode|Unlock the Origins/)).toHaveCount(0);

  const promo = reward(page, 'Your code for 20% off');
  await expect(promo.getByTestId('promocode-value')).toHaveText('ORIGINS20');
  const copy = promo.getByRole('button', { name: 'Copy' });
  await copy.click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Promo code copied to the clipboard' }),
  ).toBeVisible();
  await expect(promo.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await clipboardText(context)).toBe('ORIGINS20');
  // The confirmation gives way to the button's own label again.
  await expect(promo.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 5000 });

  const download = reward(page, 'Download the wallpaper set').getByRole('link', {
    name: /Download/,
  });
  await expect(download).toHaveAttribute('href', '/static/demo/wide/wide-01.jpg');
  await expect(download).toHaveAttribute('target', '_blank');
  await expect(download).toHaveAttribute('rel', /noopener/);
  const file = await page.request.get('/static/demo/wide/wide-01.jpg');
  expect(file.status()).toBe(200);

  await reward(page, 'Behind the scenes: Alpine Dawn')
    .getByRole('link', { name: 'View the pack' })
    .click();
  await expect(page).toHaveURL(/\/content\/alpine-dawn$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alpine Dawn');
});

test('an unknown origins pack is a 404 from the server and the app', async ({ page }) => {
  const response = await page.goto('/content-promo/no-such-pack');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the locked pack speaks Spanish, its texts from the server too', async ({ page }) => {
    await page.goto(ORIGINS_PAGE);
    await expect(page.getByText('Bloqueado', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'La colección Montañas y naturaleza salvaje' }),
    ).toBeVisible();
    await expect(page.getByText(/^Consigue todos los packs de Montañas/)).toBeVisible();
    await expect(page.getByText(/Own every pack/)).toHaveCount(0);
    for (const title of [
      'Detrás de las cámaras: Alpine Dawn',
      'Colección de fondos de pantalla',
      '20% de descuento en tu próximo pack',
    ]) {
      await expect(
        page
          .getByRole('region', { name: 'Recompensas' })
          .getByRole('article', { name: title, exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByText('Te faltan 7 packs')).toBeVisible();
    await expect(page.getByTestId('origins-saving')).toHaveText('Ahorras un 14%');
    await expect(
      page
        .getByRole('region', { name: 'La colección Montañas y naturaleza salvaje' })
        .getByRole('link', { name: 'Suscribirse' }),
    ).toHaveAttribute('href', '/subscription');
    const rewardsEs = page.getByRole('region', { name: 'Recompensas' });
    await expect(
      rewardsEs.getByText('Desbloquea el pack Origins para usar esta recompensa.'),
    ).toBeVisible();
    await expect(rewardsEs.getByText('Oculto hasta desbloquearlo')).toBeVisible();
  });

  test('the store’s origins tile and the content page name things in Spanish', async ({ page }) => {
    await page.goto('/');
    const tile = page.getByTestId('origins-tile');
    await expect(tile).toContainText('Completa la categoría y desbloquea extras.');
    await expect(tile).toContainText('Bloqueado');
    await page.goto('/content/high-noon-summit');
    await expect(
      page.getByRole('heading', { name: 'Más de Montañas y naturaleza salvaje' }),
    ).toBeVisible();
  });
});

for (const [width, previewColumns, rewardColumns] of [
  [375, 2, 1],
  [900, 5, 3],
  [1280, 5, 3],
] as const) {
  test(`at ${width} px: ${previewColumns} preview and ${rewardColumns} reward columns, no overflow`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(ORIGINS_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const columns = (selector: string) => () =>
      page
        .locator(selector)
        .evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(/\s+/).length);
    await expect.poll(columns('.origins-previews')).toBe(previewColumns);
    await expect.poll(columns('.origins-elements')).toBe(rewardColumns);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
