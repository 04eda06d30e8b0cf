import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { demoFaqs } from '../../db/seed/demo-settings.js';
import { openTestDatabase } from '../../test/test-app.js';
import type { PageHead } from '../../http/page-head.js';
import { createFaqRepository } from '../faq/faq.repository.js';
import { faqs } from '../faq/faq.schema.js';
import { createFaqService } from '../faq/faq.service.js';
import { createCatalogHeads, type CatalogHeads } from './catalog.heads.js';
import { createCatalogRepository } from './catalog.repository.js';
import { createCatalogService } from './catalog.service.js';
import { createCatalogSnapshot } from './catalog.snapshot.js';

let database: DatabaseHandle;
let heads: CatalogHeads;
let snapshot: ReturnType<typeof createCatalogSnapshot>;
beforeAll(async () => {
  database = await openTestDatabase();
  const repository = createCatalogRepository(database.db);
  snapshot = createCatalogSnapshot(repository, { ttlMs: 10_000, now: () => new Date() });
  heads = createCatalogHeads({
    catalog: createCatalogService(snapshot, repository),
    faq: createFaqService(createFaqRepository(database.db)),
    publicUrl: 'https://parallax.example',
  });
});
afterAll(() => database.close());

describe('page heads for the served HTML', () => {
  it('gives the store its title and description in the language, with the collection and FAQ JSON-LD', async () => {
    const head = await heads.store('es');
    expect(head.title).toBe('Parallax — tienda de contenido VR y 2D');
    expect(head.image).toBe('https://parallax.example/static/demo/trailer-poster.jpg');
    const [collection, faq] = head.jsonLd ?? [];
    expect(collection).toMatchObject({
      '@type': 'CollectionPage',
      contentRating: '18+',
      mainEntity: { numberOfItems: 22 },
    });
    expect(faq).toMatchObject({ '@type': 'FAQPage' });
    expect((faq?.mainEntity as { name: string }[]).map((question) => question.name)).toEqual(
      demoFaqs.es.map((item) => item.question),
    );
    expect((await heads.store('en')).title).toBe('Parallax — VR and 2D content store');
  });

  it('keeps the store head per catalog version: a FAQ edit moves the version and shows at once', async () => {
    const first = await heads.store('en');
    expect(await heads.store('en')).toBe(first);
    const question = demoFaqs.en[0]!.question;
    const faqQuestions = (head: PageHead) =>
      (head.jsonLd?.[1]?.mainEntity as { name: string }[]).map((item) => item.name);
    try {
      await database.db
        .update(faqs)
        .set({ question: 'Can I watch without a headset?' })
        .where(and(eq(faqs.locale, 'en'), eq(faqs.question, question)));
      // What the instances' LISTEN does on the trigger's NOTIFY.
      snapshot.invalidate();
      const edited = await heads.store('en');
      expect(edited).not.toBe(first);
      expect(faqQuestions(edited)).toContain('Can I watch without a headset?');
      expect(faqQuestions(edited)).not.toContain(question);
    } finally {
      await database.db
        .update(faqs)
        .set({ question })
        .where(and(eq(faqs.locale, 'en'), eq(faqs.question, 'Can I watch without a headset?')));
      snapshot.invalidate();
    }
  });

  it('gives the store a first screen to paint before the app runs: the header and the hero', async () => {
    const head = await heads.store('es');
    expect(head.preloadImages).toEqual(['/static/demo/trailer-poster.webp']);
    expect(head.firstScreen).toContain('<header class="site-header">');
    expect(head.firstScreen).toContain('poster="/static/demo/trailer-poster.webp"');
    expect(head.firstScreen).toContain('<h1>Entra en la imagen</h1>');
    // Its links keep the page's language, as the app's do.
    expect(head.firstScreen).toContain('<a href="/es/" class="logo"');
    expect(head.jsonLd?.[0]).toMatchObject({
      url: 'https://parallax.example/es/',
      inLanguage: 'es',
    });
  });

  it('gives a content page the pack’s SEO title and description, and nothing for an unknown slug', async () => {
    expect(await heads.content('ringed-giant', 'en')).toMatchObject({
      title: 'Ringed Giant — VR pack | Parallax',
      description: 'A gas giant fills half the sky; its rings cut the other half in two.',
      image: 'https://parallax.example/static/demo/covers/cover-06.jpg',
      type: 'product',
      preloadImages: ['/static/demo/wide/wide-06.jpg'],
    });
    expect(await heads.content('no-such-pack', 'en')).toBeNull();
  });

  it('gives a content page its first screen and the pack as a Product in USD, rated 18+', async () => {
    const head = await heads.content('ringed-giant', 'es');
    // The layout's line breaks and indentation taken out, as a browser reads the markup.
    const screen = (head?.firstScreen ?? '')
      .replace(/\s+/g, ' ')
      .replace(/>\s+</g, '><')
      .replace(/\s+>/g, '>');
    expect(screen).toContain('<article class="content-page"');
    expect(screen).toContain('<a class="back-link" href="/es/">← Volver a la tienda</a>');
    expect(screen).toContain('<h1>Ringed Giant</h1>');
    expect(screen).toContain('poster="/static/demo/wide/wide-06.jpg" width="960" height="540"');
    expect(screen).toMatch(/<p class="content-description">[^<]{20,}<\/p>/);
    expect(screen).toMatch(/<span class="price-current">\$\d+\.\d{2}<\/span>/);
    expect(head?.jsonLd).toHaveLength(1);
    expect(head?.jsonLd?.[0]).toMatchObject({
      '@type': 'ItemPage',
      url: 'https://parallax.example/es/content/ringed-giant',
      contentRating: '18+',
      mainEntity: { '@type': 'Product', name: 'Ringed Giant', offers: { priceCurrency: 'USD' } },
    });
  });
});
