import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { storeIsReady } from '../support/gate.js';

/** What a crawler that does not run JavaScript reads: the HTML as the server sends it. */
async function fetchHtml(request: APIRequestContext, path: string, language = 'en-US') {
  const response = await request.get(path, {
    headers: { accept: 'text/html', 'accept-language': language },
  });
  return { status: response.status(), html: await response.text() };
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

test('a content page’s HTML carries its title, description, card and address without JavaScript', async ({
  request,
  baseURL,
}) => {
  const { status, html } = await fetchHtml(request, '/content/alpine-dawn');
  expect(status).toBe(200);
  const head = headOf(html);
  expect(head).toMatch(/<title data-ssr>[^<]*Alpine Dawn[^<]*<\/title>/);
  expect(head.match(/<title/g)).toHaveLength(1);
  expect(head).toMatch(/<meta name="description" content="[^"]{20,}" data-ssr>/);
  expect(head).toContain(`<link rel="canonical" href="${baseURL}/content/alpine-dawn" data-ssr>`);
  expect(head).toMatch(/<meta property="og:title" content="[^"]*Alpine Dawn/);
  expect(head).toMatch(new RegExp(`<meta property="og:image" content="${baseURL}/static/demo/`));
});

test('the HTML is written in the language the crawler asks for', async ({ request }) => {
  const { html } = await fetchHtml(request, '/', 'es-ES,es;q=0.9');
  expect(html).toContain('<html lang="es">');
  expect(headOf(html)).toContain('<meta property="og:locale" content="es_ES" data-ssr>');
});

test('missing and private pages are kept out of search results', async ({ request }) => {
  const missing = await fetchHtml(request, '/content/no-such-pack');
  expect(missing.status).toBe(404);
  expect(headOf(missing.html)).toContain('<meta name="robots" content="noindex" data-ssr>');
  expect(headOf(missing.html)).toContain('<title data-ssr>Page not found | Parallax</title>');
  const library = await fetchHtml(request, '/library');
  expect(headOf(library.html)).toContain('<meta name="robots" content="noindex" data-ssr>');
});

test('once the app navigates, the page’s own title and description replace the server’s', async ({
  page,
}) => {
  await page.goto('/content/alpine-dawn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alpine Dawn');
  // The heading is in the server's first screen too: a click before the app runs is a new
  // document, with the server's head for the store. The app's own title replacing the server's
  // says it runs.
  await expect(page.locator('head title[data-ssr]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the store' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step inside the picture');
  await expect(page).toHaveTitle('Parallax — VR and 2D content store');
  await expect(page.locator('head [data-ssr]')).toHaveCount(0);
  const descriptions = await page
    .locator('head meta[name="description"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('content')));
  expect(descriptions).toEqual([expect.stringContaining('Browse')]);
});

test('the store’s HTML carries the collection (USD, 18+) and the FAQ as JSON-LD', async ({
  request,
}) => {
  const { html } = await fetchHtml(request, '/');
  const blocks = [
    ...headOf(html).matchAll(/<script type="application\/ld\+json" data-ssr>(.*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);
  const collection = blocks.find((block) => block['@type'] === 'CollectionPage');
  const faq = blocks.find((block) => block['@type'] === 'FAQPage');
  expect(JSON.stringify(collection)).toContain('"priceCurrency":"USD"');
  expect(JSON.stringify(collection)).toContain('18');
  expect((faq?.mainEntity as unknown[]).length).toBe(8);
});

test('the store page carries its structured data once, with the public address', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  // The app has rendered the catalog it loaded (the server's first screen has no category).
  await storeIsReady(page);
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent || '{}') as Record<string, unknown>),
    );
  expect(blocks.map((block) => block['@type']).sort()).toEqual(['CollectionPage', 'FAQPage']);
  const collection = blocks.find((block) => block['@type'] === 'CollectionPage');
  expect(collection?.url).toBe(`${baseURL}/`);
});

test('model, tag, origins, document and blog pages each get their own title in the HTML', async ({
  request,
}) => {
  for (const path of [
    '/pornstars',
    '/pornstars/lena-hart',
    '/tags/mountains',
    '/content-promo/nature-origins',
    '/privacy-policy',
    '/blog',
    '/blog/vr-comfort-tips',
    '/how-to-watch-in-vr',
  ]) {
    const { status, html } = await fetchHtml(request, path);
    expect(status, path).toBe(200);
    const title = /<title data-ssr>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title, path).toMatch(/\| Parallax$/);
    expect(title, path).not.toBe('Parallax — VR and 2D content store');
  }
});
