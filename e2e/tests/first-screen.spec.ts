import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { FRESH_VISITOR } from '../support/gate.js';
import { WIDTHS } from '../support/pages.js';

/**
 * The store's first screen comes in the HTML (header bar and hero: poster, title, subtitle), so
 * a phone paints it before the app's JavaScript has arrived; the app then renders the same. If
 * the two drift apart the page jumps when the app takes over: the boxes must match exactly.
 */

const PARTS = {
  header: '.site-header',
  trailer: '.trailer',
  poster: '.trailer video',
  title: '.hero-text h1',
  subtitle: '.hero-text p',
} as const;

type Boxes = Record<keyof typeof PARTS, { x: number; y: number; width: number; height: number }>;

async function boxesOf(page: Page): Promise<Boxes> {
  const entries = await Promise.all(
    Object.entries(PARTS).map(async ([name, selector]) => {
      const box = await page.locator(selector).first().boundingBox();
      if (!box) throw new Error(`${selector} has no box`);
      return [name, box] as const;
    }),
  );
  return Object.fromEntries(entries) as Boxes;
}

async function openStore(
  browser: Browser,
  options: { width: number; javaScriptEnabled: boolean; locale?: string },
) {
  const context = await browser.newContext({
    viewport: { width: options.width, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled,
    serviceWorkers: 'block',
    ...(options.locale ? { locale: options.locale } : {}),
  });
  const page = await context.newPage();
  await page.goto('/');
  return { context, page };
}

for (const width of WIDTHS) {
  test(`${width} px: the served first screen and the app's first render are laid out the same`, async ({
    browser,
  }) => {
    const served = await openStore(browser, { width, javaScriptEnabled: false });
    await expect(served.page.getByRole('heading', { level: 1 })).toHaveText(
      'Step inside the picture',
    );
    await expect(served.page.locator(PARTS.poster)).toHaveAttribute(
      'poster',
      '/static/demo/trailer-poster.webp',
    );
    const servedBoxes = await boxesOf(served.page);
    await served.context.close();

    const app = await openStore(browser, { width, javaScriptEnabled: true });
    // The app's own trailer (the served one has no test id) and its store sections are there.
    await expect(app.page.getByTestId('trailer')).toBeVisible();
    await expect(app.page.locator('section.category').first()).toBeVisible();
    expect(await boxesOf(app.page)).toEqual(servedBoxes);
    await app.context.close();
  });
}

test('the served first screen is in the language of the request', async ({ browser }) => {
  const served = await openStore(browser, {
    width: 375,
    javaScriptEnabled: false,
    locale: 'es-ES',
  });
  await expect(served.page.getByRole('heading', { level: 1 })).toHaveText('Entra en la imagen');
  await expect(served.page.locator('html')).toHaveAttribute('lang', 'es');
  const servedBoxes = await boxesOf(served.page);
  await served.context.close();

  const app = await openStore(browser, { width: 375, javaScriptEnabled: true, locale: 'es-ES' });
  await expect(app.page.getByTestId('trailer')).toBeVisible();
  await expect(app.page.getByRole('heading', { level: 1 })).toHaveText('Entra en la imagen');
  expect(await boxesOf(app.page)).toEqual(servedBoxes);
  await app.context.close();
});

test("the app's code is fetched only once the browser has painted the first screen's poster", async ({
  browser,
}) => {
  const app = await openStore(browser, { width: 375, javaScriptEnabled: true });
  await expect(app.page.getByTestId('trailer')).toBeVisible();
  const { posterPainted, appRequested } = await app.page.evaluate(
    () =>
      new Promise<{ posterPainted: number | null; appRequested: number | null }>((resolve) => {
        new PerformanceObserver((list) => {
          const poster = list
            .getEntries()
            .find((entry) => (entry as PerformanceEntry & { url?: string }).url?.endsWith('.webp'));
          const app = performance
            .getEntriesByType('resource')
            .find((entry) => /\/assets\/start-[\w-]+\.js$/.test(entry.name));
          resolve({
            posterPainted: poster?.startTime ?? null,
            appRequested: app?.startTime ?? null,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(posterPainted).not.toBeNull();
  expect(appRequested).not.toBeNull();
  expect(appRequested ?? 0).toBeGreaterThanOrEqual(posterPainted ?? Infinity);
  await app.context.close();
});

test("the fonts of the first screens' type styles are looked up before the app's first render", async ({
  browser,
}) => {
  // A first visit, as a phone and as a desktop: the age gate and the cookie banner open too.
  for (const width of [375, 1350]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      serviceWorkers: 'block',
      storageState: FRESH_VISITOR,
    });
    const page = await context.newPage();
    // When the app's first render reaches the document (its trailer has a test id, the served one
    // has none).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="trailer"]')) return;
        performance.mark('e2e:first-render');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Are you 18 or older?' })).toBeVisible();
    await expect(page.locator('section.category').first()).toBeVisible();

    const { warmed, readyAt, renderedAt, used } = await page.evaluate(() => {
      const ready = performance.getEntriesByName('parallax:type-ready')[0] as
        PerformanceMark | undefined;
      const rendered = performance.getEntriesByName('e2e:first-render')[0];
      const rootSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
      const px = (style: string) => {
        const [weight = '', size = ''] = style.split(' ');
        return `${weight} ${parseFloat(size) * rootSize}px`;
      };
      // The text of the first screens: what lies within a screen and a half of the top.
      const used = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!node.textContent?.trim() || !element?.checkVisibility()) continue;
        if (element.getBoundingClientRect().top > innerHeight * 1.5) continue;
        const style = getComputedStyle(element);
        used.add(`${style.fontWeight} ${style.fontSize}`);
      }
      return {
        warmed: ((ready?.detail as string[] | undefined) ?? []).map(px),
        readyAt: ready?.startTime ?? Infinity,
        renderedAt: rendered?.startTime ?? 0,
        used: [...used],
      };
    });
    await context.close();

    expect(readyAt, `${width} px`).toBeLessThan(renderedAt);
    const served = width < 810 ? ['400 16px', '700 25.6px'] : ['400 16px', '700 48px'];
    expect(
      used.filter((style) => !warmed.includes(style) && !served.includes(style)),
      `${width} px: type styles not warmed`,
    ).toEqual([]);
  }
});
