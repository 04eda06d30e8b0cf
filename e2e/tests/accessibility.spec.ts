import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { axe, blockingViolations } from '../support/axe.js';

/**
 * An automated accessibility scan (axe-core, WCAG 2.1 A and AA rules) of every kind of public
 * page, on a phone and a desktop: no serious or critical violation.
 */
const PAGES: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'store',
    path: '/',
    ready: (page) => expect(page.locator('section.category article.card').first()).toBeVisible(),
  },
  {
    name: 'content',
    path: '/content/alpine-dawn',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toHaveText('Alpine Dawn'),
  },
  {
    name: 'models',
    path: '/pornstars',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'model',
    path: '/pornstars/lena-hart',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toHaveText('Lena Hart'),
  },
  {
    name: 'tag',
    path: '/tags/mountains',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'origins pack',
    path: '/content-promo/nature-origins',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  ...['cookie-policy', 'privacy-policy', 'terms-of-service', 'usc-2257', 'dmca'].map((slug) => ({
    name: `${slug} document`,
    path: `/${slug}`,
    ready: (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  })),
  {
    name: 'blog',
    path: '/blog',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'blog post',
    path: '/blog/vr-comfort-tips',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'guide',
    path: '/how-to-watch-in-vr',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'not found',
    path: '/no/such/page',
    ready: (page) => expect(page.getByTestId('not-found')).toBeVisible(),
  },
];

/** A phone, then a desktop: the page is loaded again at each width, as a visitor would load it. */
const WIDTHS = [375, 1280];

for (const { name, path, ready } of PAGES) {
  test(`the ${name} page has no serious or critical accessibility violation, on a phone and a desktop`, async ({
    page,
  }) => {
    const blocking: Record<number, string[]> = {};
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await ready(page);
      blocking[width] = await blockingViolations(
        axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']),
      );
    }
    expect(blocking).toEqual(Object.fromEntries(WIDTHS.map((width) => [width, []])));
  });
}
