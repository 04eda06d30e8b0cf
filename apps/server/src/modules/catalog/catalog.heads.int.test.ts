import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { demoFaqs } from '../../db/seed/demo-catalog.js';
import { openTestDatabase } from '../../test/test-app.js';
import { createFaqRepository } from '../faq/faq.repository.js';
import { createFaqService } from '../faq/faq.service.js';
import { createCatalogHeads, type CatalogHeads } from './catalog.heads.js';
import { createCatalogRepository } from './catalog.repository.js';
import { createCatalogService } from './catalog.service.js';
import { createCatalogSnapshot } from './catalog.snapshot.js';

let database: DatabaseHandle;
let heads: CatalogHeads;
beforeAll(async () => {
  database = await openTestDatabase();
  const repository = createCatalogRepository(database.db);
  const snapshot = createCatalogSnapshot(repository, { ttlMs: 10_000, now: () => new Date() });
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
    const [collection, faq] = head.jsonLd;
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

  it('gives the store a first screen to paint before the app runs: the header and the hero', async () => {
    const head = await heads.store('es');
    expect(head.preloadImages).toEqual(['/static/demo/trailer-poster.webp']);
    expect(head.firstScreen).toContain('<header class="site-header">');
    expect(head.firstScreen).toContain('poster="/static/demo/trailer-poster.webp"');
    expect(head.firstScreen).toContain('<h1>Entra en la imagen</h1>');
  });

  it('gives a content page the pack’s SEO title and description, and nothing for an unknown slug', async () => {
    expect(await heads.content('ringed-giant', 'en')).toEqual({
      title: 'Ringed Giant — VR pack | Parallax',
      description: 'A gas giant fills half the sky; its rings cut the other half in two.',
      image: 'https://parallax.example/static/demo/covers/cover-06.jpg',
      type: 'product',
      jsonLd: [],
    });
    expect(await heads.content('no-such-pack', 'en')).toBeNull();
  });
});
