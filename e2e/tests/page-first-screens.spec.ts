import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';

/**
 * Content, model, tag, origins and blog pages come with their first screen in the HTML (as the
 * store does, first-screen.spec.ts): what a browser paints before the app's JavaScript arrives
 * must be where the app then renders it, or the page jumps when the app takes over.
 */

const PAGES = [
  { path: '/content/alpine-dawn', title: 'Alpine Dawn' },
  { path: '/pornstars/lena-hart', title: 'Lena Hart' },
  { path: '/tags/mountains', title: null },
  { path: '/content-promo/nature-origins', title: null },
  { path: '/blog/vr-comfort-tips', title: 'Seven tips for comfortable VR' },
] as const;

/** The parts every first screen starts with; a page without a back link skips that one. */
const PARTS = { header: '.site-header', back: '.back-link', title: 'main h1' } as const;

type Box = { x: number; y: number; width: number; height: number };

async function boxesOf(page: Page): Promise<Partial<Record<keyof typeof PARTS, Box>>> {
  const boxes: Partial<Record<keyof typeof PARTS, Box>> = {};
  for (const [name, selector] of Object.entries(PARTS) as [keyof typeof PARTS, string][]) {
    const part = page.locator(selector).first();
    if ((await part.count()) === 0) continue;
    const box = await part.boundingBox();
    if (box) boxes[name] = box;
  }
  return boxes;
}

async function open(browser: Browser, path: string, width: number, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    javaScriptEnabled,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

for (const width of [375, 1280]) {
  for (const { path, title } of PAGES) {
    test(`${width} px ${path}: the served first screen and the app's first render are laid out the same`, async ({
      browser,
    }) => {
      const served = await open(browser, path, width, false);
      const heading = served.page.locator(PARTS.title).first();
      await expect(heading).toBeVisible();
      if (title) await expect(heading).toHaveText(title);
      const servedBoxes = await boxesOf(served.page);
      expect(Object.keys(servedBoxes)).toEqual(expect.arrayContaining(['header', 'title']));
      await served.context.close();

      const app = await open(browser, path, width, true);
      // The app has taken over once its own page data is shown (the served screen has no footer).
      await expect(app.page.locator('footer').first()).toBeVisible();
      await expect(app.page.locator(PARTS.title).first()).toBeVisible();
      expect(await boxesOf(app.page)).toEqual(servedBoxes);
      await app.context.close();
    });
  }
}
