import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { axe, blockingViolations } from '../support/axe.js';

/** The document pages (spec 1 §2 other pages) with their English titles. */
const DOCUMENTS = [
  ['/cookie-policy', 'Cookie policy'],
  ['/privacy-policy', 'Privacy policy'],
  ['/terms-of-service', 'Terms of service'],
  ['/usc-2257', '18 U.S.C. 2257 record-keeping requirements compliance statement'],
  ['/dmca', 'DMCA and copyright policy'],
] as const;

const WIDTHS = [375, 900, 1280] as const;

const article = (page: Page) => page.getByTestId('document-page');

/** The page never scrolls sideways: wide tables scroll inside their own region. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('document pages', () => {
  test('each document opens from its address with its title, description and blocks', async ({
    page,
  }) => {
    const seen = new Set<string>();
    for (const [path, title] of DOCUMENTS) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(article(page).getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(/ \| Parallax$/);
      // React puts the page's description after the one index.html carries for the store.
      const description = page.locator('meta[name="description"]').last();
      await expect(description).toHaveAttribute('content', /^(?!Browse and play).{40,}$/);
      await expect(article(page).getByText(/^Last updated September 1, 2026$/)).toBeVisible();
      for (const [name, selector] of [
        ['header2', 'h2'],
        ['header3', 'h3'],
        ['text', 'p'],
        ['list', 'ul > li'],
        ['listNew', 'ol > li strong'],
        ['table', 'table th[scope="col"]'],
        ['img', 'figure img[alt]'],
      ] as const) {
        if ((await article(page).locator(selector).count()) > 0) seen.add(name);
      }
    }
    // Every block type is used by at least one document.
    expect([...seen].sort()).toEqual(
      ['header2', 'header3', 'img', 'list', 'listNew', 'table', 'text'].sort(),
    );
  });

  test('renders tables with header cells, numbered items with titles, images with alt text and mail links', async ({
    page,
  }) => {
    await page.goto('/cookie-policy');
    const cookies = article(page).getByRole('table', { name: 'Cookies set by Parallax' });
    await expect(cookies.getByRole('columnheader')).toHaveText(['Name', 'Purpose', 'Duration']);
    await expect(cookies.getByRole('rowheader')).toHaveText([
      'parallax_at',
      'parallax_rt',
      'parallax_session',
      'parallax_csrf',
    ]);
    await expect(article(page).getByRole('heading', { level: 3 })).toHaveText(
      'Signing in with Google or X',
    );
    await expect(
      article(page).getByRole('link', { name: 'privacy@parallax.example' }),
    ).toHaveAttribute('href', 'mailto:privacy@parallax.example');

    await page.goto('/dmca');
    const notice = article(page).locator('ol').first();
    await expect(notice.getByRole('listitem')).toHaveCount(6);
    await expect(notice.getByRole('listitem').first().locator('strong')).toHaveText(
      'Your signature',
    );

    await page.goto('/usc-2257');
    const image = article(page).getByRole('img', {
      name: 'Skiers on a sunny slope below snow-capped peaks',
    });
    await expect(image).toBeVisible();
    // Visible is not loaded: wait for the picture itself.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
    await expect(article(page).locator('figcaption')).toContainText('First Tracks');
  });

  test('a Spanish reader gets the Spanish text, and switching language fetches it again', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    const heading = article(page).getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Privacy policy');
    // The Spanish answer is held back a moment: meanwhile the English text stays, without the
    // note meant for a document that has no translation.
    let releaseSpanish = () => {};
    const spanishHeld = new Promise<void>((resolve) => (releaseSpanish = resolve));
    await page.route('**/store/api/v1/documents/privacy-policy', async (route) => {
      if (route.request().headers()['user-language'] === 'es') await spanishHeld;
      await route.continue();
    });
    const refetch = page.waitForRequest(
      (request) =>
        request.url().endsWith('/store/api/v1/documents/privacy-policy') &&
        request.headers()['user-language'] === 'es',
    );
    await page.getByTestId('language-switch').selectOption('es');
    await refetch;
    await expect(article(page)).toHaveAttribute('aria-busy', 'true');
    await expect(heading).toHaveText('Privacy policy');
    await expect(article(page).getByRole('note')).toHaveCount(0);
    releaseSpanish();
    await expect(heading).toHaveText('Política de privacidad');
    await expect(article(page)).toHaveAttribute('aria-busy', 'false');
    await expect(article(page).getByRole('note')).toHaveCount(0);
    await expect(page).toHaveTitle('Política de privacidad | Parallax');
    await expect(
      article(page).getByText('Última actualización: 1 de septiembre de 2026'),
    ).toBeVisible();
    await expect(
      article(page).getByRole('table', { name: 'Datos personales que tratamos' }),
    ).toBeVisible();

    await page.goto('/terms-of-service');
    await expect(article(page).getByRole('heading', { level: 1 })).toHaveText(
      'Condiciones del servicio',
    );
  });

  test('a document without a translation is shown in English, saying so', async ({ page }) => {
    // The server answers English when it has no Spanish text (its API tests cover that case);
    // here the answer is staged to see what the page does with it.
    await page.route('**/store/api/v1/documents/dmca', async (route) => {
      const response = await route.fetch({ headers: { 'user-language': 'en' } });
      await route.fulfill({ response });
    });
    await page.goto('/');
    await page.getByTestId('language-switch').selectOption('es');
    // The switch loads the Spanish messages before it takes effect (and is remembered).
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goto('/dmca');
    await expect(article(page).getByRole('heading', { level: 1 })).toHaveText(
      'DMCA and copyright policy',
    );
    await expect(article(page)).toHaveAttribute('lang', 'en');
    await expect(article(page).getByRole('note')).toHaveText(
      'Esta página aún no está disponible en tu idioma, así que se muestra en inglés.',
    );
  });

  for (const width of WIDTHS) {
    test(`reads comfortably at ${width} px: no sideways scroll, a readable line length`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/privacy-policy');
      await expect(article(page).getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
      // The introduction runs over several lines at every width: count its characters per line.
      const paragraph = article(page).locator('p').nth(1);
      const { characters, lines } = await paragraph.evaluate((element) => ({
        characters: element.textContent?.length ?? 0,
        lines: Math.round(
          element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
        ),
      }));
      expect(lines).toBeGreaterThan(1);
      // At most about 80 characters a line (WCAG 1.4.8), and a full column on wide screens.
      expect(characters / lines).toBeLessThanOrEqual(80);
      if (width >= 900) expect(characters / lines).toBeGreaterThan(55);
      // The widest table keeps to its own scrolling region.
      const table = article(page).getByRole('region', { name: 'Personal data we process' });
      await expect(table).toBeVisible();
    });
  }
});

test.describe('blog', () => {
  test('lists posts as cards with cover, title, excerpt, date and reading time', async ({
    page,
  }) => {
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Blog | Parallax');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parallax blog');
    const cards = page.locator('article.blog-card');
    await expect(cards).toHaveCount(3);
    const first = cards.first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(
      'Seven tips for comfortable VR',
    );
    await expect(
      first.getByRole('img', { name: 'A forest lake in soft morning light' }),
    ).toBeVisible();
    await expect(first.locator('.blog-card-excerpt')).toContainText('Fit your headset');
    await expect(first.locator('time')).toHaveAttribute('datetime', '2026-10-28');
    await expect(first.locator('time')).toHaveText('October 28, 2026');
    await expect(first.getByText(/^\d+ min read$/)).toBeVisible();
  });

  test('a card opens its post, which renders its blocks and leads back', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: 'How a stereo 180° scene is captured' }).click();
    await expect(page).toHaveURL(/\/blog\/how-stereo-180-is-captured$/);
    const post = page.getByTestId('blog-post');
    await expect(post.getByRole('heading', { level: 1 })).toHaveText(
      'How a stereo 180° scene is captured',
    );
    await expect(page).toHaveTitle('How a stereo 180° scene is captured | Parallax');
    await expect(
      post.getByRole('img', { name: 'Mountain ridges at dusk under a violet sky' }),
    ).toBeVisible();
    await expect(post.getByRole('heading', { level: 2, name: '180° or 360°?' })).toBeVisible();
    await expect(
      post.getByRole('table', { name: 'The formats compared' }).getByRole('rowheader'),
    ).toHaveText(['180° stereo', '360° mono', '360° stereo']);
    await expect(post.locator('ol li strong').first()).toHaveText('Level the camera');
    await expect(
      post.getByRole('img', { name: 'A mountain summit in the midday sun' }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Back to the blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('article.blog-card')).toHaveCount(3);
  });

  test('an unknown post answers 404 and shows the 404 page', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    const notFound = page.getByTestId('not-found');
    await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByTestId('blog-post')).toHaveCount(0);
    // A known post answers 200 from the server, before the app runs.
    expect(
      (
        await page.request.get('/blog/vr-comfort-tips', { headers: { accept: 'text/html' } })
      ).status(),
    ).toBe(200);
  });

  test('reads in Spanish', async ({ page }) => {
    await page.goto('/blog/northern-fjord-behind-the-scenes');
    await page.getByTestId('language-switch').selectOption('es');
    const post = page.getByTestId('blog-post');
    await expect(post.getByRole('heading', { level: 1 })).toHaveText(
      'Entre bastidores: Northern Fjord',
    );
    await expect(post.getByText(/^\d+ min de lectura$/)).toBeVisible();
    await expect(post.locator('time')).toHaveText('18 de septiembre de 2026');
    await page.getByRole('link', { name: 'Volver al blog' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog de Parallax');
    await expect(
      page.getByRole('link', { name: 'Siete consejos para una VR cómoda' }),
    ).toBeVisible();
  });

  for (const [width, columns] of [
    [375, 1],
    [900, 2],
    [1280, 3],
  ] as const) {
    test(`lays the cards out in ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/blog');
      const cards = page.locator('article.blog-card');
      await expect(cards).toHaveCount(3);
      const lefts = new Set(
        await cards.evaluateAll((elements) =>
          elements.map((element) => Math.round(element.getBoundingClientRect().left)),
        ),
      );
      expect(lefts.size).toBe(columns);
      await expectNoSidewaysScroll(page);
    });
  }
});

test('documents and the blog have no serious or critical accessibility violations', async ({
  page,
}) => {
  for (const path of [
    '/cookie-policy',
    '/privacy-policy',
    '/usc-2257',
    '/blog',
    '/blog/vr-comfort-tips',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await blockingViolations(axe(page)), path).toEqual([]);
  }
});
