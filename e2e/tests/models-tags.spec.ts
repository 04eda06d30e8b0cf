import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { appIsReady } from '../support/gate.js';

/** Holds the API call to `pathname` until released, to see what shows while it loads. */
async function holdResponse(page: Page, pathname: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

const columnsOf = (page: Page, selector: string) => () =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(/\s+/).length);

test.describe('models list', () => {
  test('shows a skeleton, then every model with photo and name linking to its page', async ({
    page,
  }) => {
    const release = await holdResponse(page, '/store/api/v1/model/list');
    await page.goto('/pornstars');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Models');
    await expect(page.getByTestId('model-skeleton')).toHaveCount(5);
    release();
    await expect(page.getByTestId('model-skeleton')).toHaveCount(0);
    await expect(page).toHaveTitle('Models | Parallax');

    const cards = page.locator('article.model-card');
    await expect(cards).toHaveCount(8);
    const lena = page.getByRole('article', { name: 'Lena Hart' });
    // Every demo model has a profile picture with alt text, in a 3:4 box.
    const photo = lena.getByRole('img', { name: 'Profile picture of Lena Hart' });
    await expect(photo).toHaveAttribute('src', '/static/demo/portraits/lena-hart.webp');
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(480);
    const box = await photo.boundingBox();
    expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(4 / 3, 2);
    await expect(cards.locator('img.model-card-photo')).toHaveCount(8);
    await lena.getByRole('link', { name: 'Lena Hart', exact: true }).click();
    await expect(page).toHaveURL(/\/pornstars\/lena-hart$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lena Hart');
  });

  test('the memories popup works from the keyboard and links to the content', async ({ page }) => {
    await page.goto('/pornstars');
    const lena = page.getByRole('article', { name: 'Lena Hart' });
    const opener = lena.getByRole('button', { name: /memor(y|ies), Lena Hart/ });
    await opener.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Memories of Lena Hart' });
    await expect(dialog).toBeVisible();
    const memories = dialog.getByRole('link');
    const count = await memories.count();
    expect(count).toBeGreaterThan(0);
    await expect(opener).toContainText(`${count} memor`);
    // Focus starts on the first memory and stays inside the dialog.
    await expect(memories.first()).toBeFocused();
    for (let index = 0; index < count + 2; index += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    const first = dialog.getByRole('link').first();
    const title = (await first.innerText()).trim();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/content\/[a-z0-9-]+$/);
    await first.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  for (const [width, columns] of [
    [375, 2],
    [900, 5],
    [1280, 5],
  ] as const) {
    test(`the grid has ${columns} columns at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/pornstars');
      await expect(page.locator('article.model-card').first()).toBeVisible();
      await expect.poll(columnsOf(page, '.model-grid')).toBe(columns);
      // Nothing overflows sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  }
});

test.describe('model page', () => {
  test('shows every parameter, the quote, social links, tags and the memories', async ({
    page,
  }) => {
    await page.goto('/pornstars/lena-hart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lena Hart');
    await expect(page).toHaveTitle('Lena Hart | Parallax');
    await expect(
      page.locator('meta[name="description"][content^="Mountain guide who has led"]'),
    ).toHaveCount(1);

    const facts = page.getByRole('definition');
    const fact = (label: string) =>
      page.locator('.model-facts .fact').filter({ has: page.getByText(label, { exact: true }) });
    await expect(fact('Height').getByRole('definition')).toHaveText('172 cm');
    await expect(fact('Weight').getByRole('definition')).toHaveText('61 kg');
    await expect(fact('Hair color').getByRole('definition')).toHaveText('Blonde');
    await expect(fact('Ethnicity').getByRole('definition')).toHaveText('European');
    await expect(fact('Age').getByRole('definition')).toHaveText('34');
    // No breast size in the demo data: N/A.
    await expect(fact('Breast size').getByRole('definition')).toHaveText('N/A');
    await expect(fact('Quote').getByRole('definition')).toContainText(
      'The view is the reward for every step.',
    );
    await expect(facts).toHaveCount(7);

    const instagram = page.getByRole('link', { name: /Lena Hart on Instagram/ });
    await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/parallax.demo.lena');
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', /noopener/);

    const tags = page.getByRole('region', { name: 'Tags' });
    await expect(tags.getByRole('link')).toHaveText(['Mountains', 'Snow']);

    // spec 2 §2: memories static (3/4 cards) before dynamic (135/168 cards).
    const memories = page.getByRole('region', { name: 'Memories' });
    const kinds = await memories
      .locator('article.card')
      .evaluateAll((cards) => cards.map((card) => card.classList.contains('card-dynamic')));
    expect(kinds.length).toBeGreaterThan(1);
    expect(kinds).toEqual([...kinds].sort((a, b) => Number(a) - Number(b)));
    expect(kinds).toContain(false);
    expect(kinds).toContain(true);

    await tags.getByRole('link', { name: 'Mountains' }).click();
    await expect(page).toHaveURL(/\/tags\/mountains$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mountains in VR');
  });

  test('shows N/A for every empty parameter', async ({ page }) => {
    await page.goto('/pornstars/amir-haddad');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amir Haddad');
    const value = (label: string) =>
      page
        .locator('.model-facts .fact')
        .filter({ has: page.getByText(label, { exact: true }) })
        .getByRole('definition');
    await expect(value('Age')).toHaveText('N/A');
    await expect(value('Quote')).toHaveText('N/A');
    await expect(value('Height')).toHaveText('183 cm');
    await expect(page.getByRole('region', { name: 'Social links' })).toContainText('N/A');

    await page.goto('/pornstars/sofia-lindgren');
    await expect(value('Hair color')).toHaveText('N/A');
    await expect(value('Ethnicity')).toHaveText('N/A');
    await expect(value('Age')).toHaveText('27');
  });

  test('an unknown model is a 404 from the server and the app', async ({ page }) => {
    const response = await page.goto('/pornstars/nobody-at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('the photo holds its place while it loads: nothing moves when it arrives', async ({
    page,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/static/demo/portraits/lena-hart.webp', async (route) => {
      await released;
      await route.continue();
    });
    // The served first screen has the photo too: the page's load event waits for it.
    await page.goto('/pornstars/lena-hart', { waitUntil: 'domcontentloaded' });
    const photo = page.getByRole('img', { name: 'Profile picture of Lena Hart' });
    const details = page.locator('.model-details');
    await expect(details.getByRole('heading', { level: 1 })).toHaveText('Lena Hart');
    const [photoBefore, detailsBefore] = [await photo.boundingBox(), await details.boundingBox()];
    expect(photoBefore?.height).toBeGreaterThan(100);
    release();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(480);
    expect(await photo.boundingBox()).toEqual(photoBefore);
    expect(await details.boundingBox()).toEqual(detailsBefore);
  });

  for (const width of [375, 900, 1280]) {
    test(`lays out at ${width} px without overflowing`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pornstars/lena-hart');
      const photo = page.locator('.model-photo');
      const details = page.locator('.model-details');
      // Measured once the app has replaced the served first screen (the footer is the app's).
      await expect(page.locator('footer').first()).toBeVisible();
      await expect(details).toBeVisible();
      await expect(photo).toBeVisible();
      const [photoBox, detailsBox] = [await photo.boundingBox(), await details.boundingBox()];
      // One column on phones; photo beside the details from tablets on.
      if (width < 810) expect(detailsBox!.y).toBeGreaterThan(photoBox!.y + photoBox!.height - 1);
      else expect(detailsBox!.x).toBeGreaterThan(photoBox!.x + photoBox!.width - 1);
      // The memories grid: 2 columns on small screens, 5 from tablets on (spec 1 §2).
      await expect.poll(columnsOf(page, '.model-page .card-grid')).toBe(width < 810 ? 2 : 5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  }
});

test.describe('tag page', () => {
  test('shows 4 skeleton cards, then h1, description, models, contents and related tags', async ({
    page,
  }) => {
    const release = await holdResponse(page, '/store/api/v1/tags/mountains');
    await page.goto('/tags/mountains');
    await expect(page.getByTestId('card-skeleton').locator('li')).toHaveCount(4);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mountains in VR');
    await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
    await expect(page).toHaveTitle('Mountains VR content | Parallax');
    await expect(
      page.locator('meta[name="description"][content="Peaks, ridges and glacier valleys."]'),
    ).toHaveCount(1);
    await expect(page.getByText('Peaks, ridges and glacier valleys.')).toBeVisible();

    const models = page.getByRole('region', { name: 'Models' });
    await expect(models.getByRole('link', { name: 'Lena Hart' })).toHaveAttribute(
      'href',
      '/pornstars/lena-hart',
    );

    const contents = page.getByRole('region', { name: 'Content' });
    const cards = contents.locator('article.card');
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    const firstLink = contents.locator('a.card-link').first();
    expect(await firstLink.getAttribute('href')).toMatch(/^\/content\/[a-z0-9-]+$/);

    const related = page.getByRole('region', { name: 'Related tags' });
    await expect(related.getByRole('link')).toHaveText(['Sunrise', 'Snow']);
    await related.getByRole('link', { name: 'Snow' }).click();
    await expect(page).toHaveURL(/\/tags\/snow$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Snow in VR');
  });

  test('FAQs are disclosures that open from the keyboard', async ({ page }) => {
    await page.goto('/tags/mountains');
    // A disclosure opened in the server's first screen would be replaced, closed, by the app's.
    await appIsReady(page);
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.locator('summary');
    await expect(questions).toHaveCount(2);
    const answer = faq.getByText('Yes — packs you own can be downloaded', { exact: false });
    await expect(answer).toBeHidden();
    await questions.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(answer).toBeHidden();
  });

  test('a small screenshot opens the full image in a dialog', async ({ page }) => {
    await page.goto('/tags/mountains');
    await appIsReady(page);
    const screenshots = page.getByRole('region', { name: 'Screenshots' });
    const openers = screenshots.getByRole('button');
    await expect(openers).toHaveCount(3);
    const small = await openers.nth(1).locator('img').getAttribute('src');
    expect(small).toMatch(/^\/static\/demo\/covers\//);

    await openers.nth(1).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Screenshot 2 of 3' });
    await expect(dialog).toBeVisible();
    const full = dialog.getByRole('img', { name: 'Mountains: screenshot 2' });
    await expect(full).toHaveAttribute('src', /^\/static\/demo\/wide\//);
    // The full image really loads.
    await expect
      .poll(() => full.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(openers.nth(1)).toBeFocused();
  });

  test('an unknown tag is a 404 from the server and the app', async ({ page }) => {
    const response = await page.goto('/tags/underwater-basket-weaving');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  for (const [width, columns] of [
    [375, 2],
    [900, 5],
    [1280, 5],
  ] as const) {
    test(`screenshots and cards have ${columns} columns at ${width} px, nothing overflows`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/tags/mountains');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(columnsOf(page, '.tag-screenshots')).toBe(columns);
      await expect.poll(columnsOf(page, '.tag-page .card-grid')).toBe(columns);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  }
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('models, a model and a tag speak Spanish', async ({ page }) => {
    await page.goto('/pornstars');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modelos');
    await page
      .getByRole('article', { name: 'Lena Hart' })
      .getByRole('button', { name: /recuerdos?, Lena Hart/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Recuerdos de Lena Hart' })).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar' }).click();

    await page.goto('/pornstars/amir-haddad');
    const value = (label: string) =>
      page
        .locator('.model-facts .fact')
        .filter({ has: page.getByText(label, { exact: true }) })
        .getByRole('definition');
    await expect(value('Altura')).toHaveText('183 cm');
    await expect(value('Edad')).toHaveText('N/D');
    await expect(page.getByRole('region', { name: 'Recuerdos' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Todos los modelos/ })).toBeVisible();

    await page.goto('/tags/mountains');
    await expect(page.getByRole('region', { name: 'Preguntas frecuentes' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Etiquetas relacionadas' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Abrir la captura 1 de 3 a tamaño completo' }),
    ).toBeVisible();
  });
});
