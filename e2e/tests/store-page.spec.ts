import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { createAccount, newUser } from '../support/accounts.js';
import { axe, blockingViolations } from '../support/axe.js';
import {
  WIDTHS,
  collectPageErrors,
  expectNoHorizontalOverflow,
  gridColumns,
  jsonLdBlocks,
} from '../support/pages.js';

/**
 * The store page of spec 1 §2 (issue 4): demo section, category sections in their colours,
 * presale banner, origins pack tile placing, bonus placing, preview cards with release texts,
 * explainer and FAQ, JSON-LD, max width and card ratios, at three widths and in Spanish.
 */

const section = (page: Page, name: string) => page.getByTestId(`category-${name}`);
const gridItems = (page: Page, name: string) => section(page, name).locator('.card-grid > li');

test.describe('at every width', () => {
  for (const width of WIDTHS) {
    test(`${width} px: every part of the store shows, within 1440 px and without sideways scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const errors = collectPageErrors(page);
      await page.goto('/');
      await expect(page.getByTestId('demo-section')).toBeVisible();
      await expect(section(page, 'nature')).toBeVisible();
      await expect(page.getByTestId('presale-banner')).toBeVisible();
      await expect(page.getByTestId('faq-list').getByRole('listitem')).toHaveCount(8);
      await expectNoHorizontalOverflow(page);
      // Category grids: 2 columns on small screens, 4 on tablets, 6 on desktops.
      expect(await gridColumns(page, '.category .card-grid')).toBe(
        width < 810 ? 2 : width < 1200 ? 4 : 6,
      );
      expect(errors).toEqual([]);
    });
  }

  test('the store is never wider than 1440 px, even on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1800, height: 900 });
    await page.goto('/');
    await expect(section(page, 'nature')).toBeVisible();
    const width = await page.locator('.store').evaluate((element) => element.clientWidth);
    expect(width).toBe(1440);
  });
});

test('the demo section installs the app, names the free demo, and Try demo opens it', async ({
  page,
}) => {
  await page.goto('/');
  const demo = page.getByTestId('demo-section');
  await expect(demo.getByRole('heading', { level: 2 })).toHaveText('Try Parallax for free');
  await expect(demo.getByRole('listitem')).toHaveCount(3);
  await expect(demo).toContainText('Alpine Dawn is free');

  // No app link is configured in the demo: the download-app modal opens at once.
  const install = demo.getByRole('button', { name: 'Install app' });
  await install.click();
  const modal = page.getByTestId('download-app-modal');
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(install).toBeFocused();

  await demo.getByRole('link', { name: 'Try demo' }).click();
  await expect(page).toHaveURL(/\/content\/alpine-dawn$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alpine Dawn');
});

test('category sections wear their own colours, and their text stays readable', async ({
  page,
}) => {
  await page.goto('/');
  const colours = (name: string) =>
    section(page, name).evaluate((element) => {
      const style = getComputedStyle(element);
      return { color: style.color, background: style.backgroundColor };
    });
  // Seeded: nature #F4F1E8 on #10231C, travel (a light category) #2B1A0E on #F3E3C8.
  expect(await colours('nature')).toEqual({
    color: 'rgb(244, 241, 232)',
    background: 'rgb(16, 35, 28)',
  });
  expect(await colours('travel')).toEqual({
    color: 'rgb(43, 26, 14)',
    background: 'rgb(243, 227, 200)',
  });
  for (const name of ['nature', 'space', 'architecture', 'travel', 'sport']) {
    await section(page, name).scrollIntoViewIfNeeded();
  }
  const results = await axe(page)
    .include('section.category .category-header')
    .include('[data-testid="presale-banner"]')
    .withRules(['color-contrast'])
    .analyze();
  expect(results.violations).toEqual([]);
});

test('the presale banner shows price, old price, rounded discount, release date and its cart button', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByTestId('presale-banner');
  await expect(banner.getByRole('heading', { level: 3 })).toHaveText(
    'Pre-order Sport — Season One',
  );
  // Seeded presale: $39.99 instead of $59.96 → (1 − 39.99 / 59.96) × 100 = 33.3 → 33 %.
  await expect(banner.locator('.price-current')).toHaveText('$39.99');
  await expect(banner.locator('.price-old')).toContainText('$59.96');
  await expect(banner.locator('.price-discount')).toHaveText('−33%');
  await expect(banner).toContainText('Releases March 1, 2027');
  await expect(banner).toContainText('Every Season One pack');
  await expect(banner.locator('img.presale-image')).toHaveAttribute('src', /\/static\/demo\//);
  // Its states are checked in cart.spec.ts.
  await expect(banner.getByRole('button')).toHaveText(['Add to cart']);
});

test('the origins pack tile comes first where the category says so, locked, and leads to its page', async ({
  page,
}) => {
  await page.goto('/');
  const first = gridItems(page, 'nature').first();
  const tile = first.getByTestId('origins-tile');
  await expect(tile).toBeVisible();
  await expect(tile).toContainText('Locked');
  const link = tile.getByRole('link');
  await expect(link).toHaveAttribute('href', '/content-promo/nature-origins');
  await expect(link).toHaveAccessibleName(/^Origins pack Nature Origins .* Locked /);
});

test('the origins pack tile goes last when the category places it last', async ({ page }) => {
  // The seed places its one origins pack first; the answer is changed to show the other way.
  await page.route('**/categories/optimized*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      categories: { name: string; originsPackPlacing: string }[];
    };
    for (const category of body.categories) {
      if (category.name === 'nature') category.originsPackPlacing = 'last';
    }
    await route.fulfill({ response, json: body });
  });
  await page.goto('/');
  await expect(gridItems(page, 'nature').last().getByTestId('origins-tile')).toBeVisible();
  await expect(gridItems(page, 'nature').first().getByTestId('origins-tile')).toHaveCount(0);
});

test('bonus content sits last in its category, as the category places it', async ({ page }) => {
  await page.goto('/');
  const last = gridItems(page, 'space').last();
  await expect(last).toContainText('Aurora Starfield');
  await expect(last.locator('.badge-bonus')).toHaveText('Bonus');
});

test('a preview card shows cover, models joined with " & ", role and release, and links nowhere', async ({
  page,
}) => {
  await page.goto('/');
  const card = page.getByRole('article', { name: 'First Tracks' });
  await expect(card.locator('img.card-cover')).toHaveAttribute('src', /cover-19/);
  await expect(card.locator('.card-models')).toHaveText('Sofia Lindgren & Lena Hart');
  await expect(card.locator('.card-role')).toHaveText('Skier');
  await expect(card.locator('.card-release time')).toHaveText('Release: December 2026');
  await expect(card.locator('.card-release time')).toHaveAttribute('datetime', '2026-12-18');
  await expect(card.getByRole('link')).toHaveCount(0);
});

test.describe('release week texts (spec 1 §9)', () => {
  // First Tracks comes out on Friday 18 December 2026.
  const weekText = (page: Page) =>
    page.getByRole('article', { name: 'First Tracks' }).getByTestId('release-week');

  test('counts weeks ahead, then says soon once the date has passed', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-25T12:00:00Z'));
    await page.goto('/');
    await expect(weekText(page)).toHaveText('In 3 weeks');
    await page.clock.setFixedTime(new Date('2026-12-09T12:00:00Z'));
    await page.reload();
    await expect(weekText(page)).toHaveText('Next week');
    await page.clock.setFixedTime(new Date('2026-12-16T12:00:00Z'));
    await page.reload();
    await expect(weekText(page)).toHaveText('This week');
    await page.clock.setFixedTime(new Date('2026-12-20T12:00:00Z'));
    await page.reload();
    await expect(weekText(page)).toHaveText('Soon');
  });

  test('starts the week on Sunday in English: Sunday 13 December is the release week', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-12-13T12:00:00Z'));
    await page.goto('/');
    await expect(weekText(page)).toHaveText('This week');
  });

  test.describe('in Spanish', () => {
    test.use({ locale: 'es-ES' });

    test('starts the week on Monday: Sunday 13 December still belongs to the week before', async ({
      page,
    }) => {
      await page.clock.setFixedTime(new Date('2026-12-13T12:00:00Z'));
      await page.goto('/');
      const card = page.getByRole('article', { name: 'First Tracks' });
      await expect(card.getByTestId('release-week')).toHaveText('La próxima semana');
      await expect(card.locator('.card-release time')).toHaveText('Estreno: diciembre de 2026');
    });
  });
});

test('cards keep their aspect ratios: 3/4 for still packs, 135/168 for dynamic ones', async ({
  page,
}) => {
  await page.goto('/');
  const ratio = async (selector: string) => {
    const box = await page.locator(selector).first().boundingBox();
    expect(box).not.toBeNull();
    return (box?.width ?? 0) / (box?.height ?? 1);
  };
  expect(await ratio('article.card.card-still:not(.origins-tile)')).toBeCloseTo(3 / 4, 2);
  expect(await ratio('article.card.card-dynamic')).toBeCloseTo(135 / 168, 2);
});

test('the explainer has its video and the FAQ of 8 questions, which open', async ({ page }) => {
  await page.goto('/');
  const explainer = page.getByTestId('explainer');
  await expect(explainer.getByRole('heading', { level: 2 })).toHaveText('How Parallax works');
  await expect(explainer.getByTestId('explainer-video')).toHaveAttribute('src', /\.mp4$/);
  const questions = explainer.locator('.faq-item summary');
  await expect(questions).toHaveCount(8);
  await expect(questions.first()).toHaveText('What do I need to watch?');
  const answer = explainer.getByText('A VR headset with a modern browser');
  await expect(answer).toBeHidden();
  await questions.first().click();
  await expect(answer).toBeVisible();
});

test('for a user who accepted restricted content, the trailer and video previews autoplay, unless reduced motion is asked for', async ({
  page,
}) => {
  // The suite's visitor asks for reduced motion (playwright.config.ts); this one does at the end.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  await createAccount(page, newUser('autoplay'));
  const status = await page.evaluate(async () => {
    const csrf = /(?:^|; )(?:__Host-)?parallax_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/v1/settings/user/profile', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ acceptedRestictedContent: true }),
    });
    return response.status;
  });
  expect(status).toBe(200);
  await page.reload();
  const trailer = page.getByTestId('trailer');
  await expect(trailer).toHaveAttribute('preload', 'metadata');
  await expect
    .poll(() => trailer.evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Play Parallax trailer' })).toHaveCount(0);

  await page.goto('/content/ringed-giant');
  const preview = page.getByTestId('gallery-video');
  await expect(preview).toHaveAttribute('preload', 'metadata');
  await expect
    .poll(() => preview.evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThan(0);

  // Reduced motion: the trailer still preloads, but waits for its play control.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(trailer).toHaveAttribute('preload', 'metadata');
  await page.getByRole('button', { name: 'Play Parallax trailer' }).click();
  await expect
    .poll(() => trailer.evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThan(0);
});

test('structured data lists the collection in USD, rated 18+, and the FAQ; the CSP lets it be', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('faq-list').getByRole('listitem')).toHaveCount(8);
  const blocks = await jsonLdBlocks(page);
  const collection = blocks.find((block) => block['@type'] === 'CollectionPage');
  const faq = blocks.find((block) => block['@type'] === 'FAQPage');
  expect(collection).toMatchObject({
    '@context': 'https://schema.org',
    contentRating: '18+',
    audience: { suggestedMinAge: 18 },
  });
  const list = collection?.mainEntity as {
    numberOfItems: number;
    itemListElement: {
      item: { name: string; url: string; offers: { price: string; priceCurrency: string } };
    }[];
  };
  // 24 packs, two of them coming soon (no page to list).
  expect(list.numberOfItems).toBe(22);
  expect(list.itemListElement.every((element) => element.item.offers.priceCurrency === 'USD')).toBe(
    true,
  );
  const highNoon = list.itemListElement.find((element) => element.item.name === 'High Noon Summit');
  expect(highNoon?.item.offers.price).toBe('9.99');
  expect(highNoon?.item.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/content\/high-noon-summit$/);
  expect((faq?.mainEntity as unknown[]).length).toBe(8);
  // No Content-Security-Policy complaint (or any other) about the data blocks.
  expect(errors).toEqual([]);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the store speaks Spanish: demo, presale, origins, explainer, FAQ and its JSON-LD', async ({
    page,
  }) => {
    await page.goto('/');
    const demo = page.getByTestId('demo-section');
    await expect(demo.getByRole('heading', { level: 2 })).toHaveText('Prueba Parallax gratis');
    await expect(demo.getByRole('link', { name: 'Probar la demo' })).toBeVisible();
    const banner = page.getByTestId('presale-banner');
    await expect(banner).toContainText('Se publica el 1 de marzo de 2027');
    await expect(page.getByTestId('origins-tile')).toContainText('Bloqueado');
    const explainer = page.getByTestId('explainer');
    await expect(explainer.getByRole('heading', { level: 2 })).toHaveText('Cómo funciona Parallax');
    await expect(explainer.locator('.faq-item summary').first()).toHaveText(
      '¿Qué necesito para verlo?',
    );
    await expect(page.getByRole('button', { name: 'Activar el sonido del tráiler' })).toBeVisible();
    const faq = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'FAQPage');
    expect((faq?.mainEntity as { name: string }[])[0]?.name).toBe('¿Qué necesito para verlo?');
  });
});

test('axe finds no serious or critical violation on the store, with the menu and the download modal open', async ({
  page,
}) => {
  const seriousOrCritical = () => blockingViolations(axe(page));
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('faq-list').getByRole('listitem')).toHaveCount(8);
    // Lazy covers and sections below the fold are checked too.
    for (const name of ['nature', 'space', 'architecture', 'travel', 'sport']) {
      await section(page, name).scrollIntoViewIfNeeded();
    }
    expect(await seriousOrCritical()).toEqual([]);
    if (width < 810) {
      await page.getByTestId('mobile-menu-toggle').click();
      await expect(page.getByTestId('mobile-menu')).toBeVisible();
      expect(await seriousOrCritical()).toEqual([]);
    }
    await page.getByTestId('install-app-button').click();
    await expect(page.getByTestId('download-app-modal')).toBeVisible();
    expect(await seriousOrCritical()).toEqual([]);
  }
});
