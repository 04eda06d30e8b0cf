import { expect, test } from '../support/test.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a store card leads to its content page, which leads back to the store', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('article.card:not(.card-preview, .origins-tile)').first();
  await expect(card).toBeVisible();
  const title = await card.locator('.card-title').innerText();
  const price = await card.locator('.price').innerText();
  const sceneCount = Number(
    (await card.locator('.card-meta').first().innerText()).match(/\d+/)?.[0],
  );
  expect(sceneCount).toBeGreaterThan(0);
  const href = await card.locator('a.card-link').getAttribute('href');
  expect(href).toMatch(/^\/content\/[a-z0-9-]+$/);

  await card.locator('a.card-link').click();

  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // The title may be the pack's own SEO title, but it always names the pack.
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(title)));
  // The content page shows the price and the scenes the card announced.
  await expect(page.locator('.content-price .price')).toHaveText(price);
  const scenes = page.getByRole('region', { name: 'Scenes' });
  await expect(scenes).toBeVisible();
  await expect(scenes.getByRole('listitem')).toHaveCount(sceneCount);

  await page.getByRole('link', { name: 'Back to the store' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step inside the picture');
  await expect(page.locator('section.category article.card').first()).toBeVisible();
});

test('a content page opens from its address, as from a shared link', async ({ page }) => {
  await page.goto('/content/alpine-dawn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alpine Dawn');
  await expect(page.locator('.content-price')).toContainText('Free');
  const scenes = page.getByRole('region', { name: 'Scenes' });
  await expect(scenes.getByRole('listitem').first()).toBeVisible();
});
