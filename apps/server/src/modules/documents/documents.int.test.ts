import { ErrorBody } from '@parallax/core/contracts/common';
import { DOCUMENT_SLUGS, DocumentPage } from '@parallax/core/contracts/documents';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { documents } from './documents.schema.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { createDocumentsRepository } from './documents.repository.js';
import { createDocumentsService } from './documents.service.js';

let database: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), { database });
});
afterAll(() => app.close());

const inLanguage = (language: string) => ({ 'user-language': language });

describe.each(['/api/v1', '/store/api/v1'])('documents under %s', (prefix) => {
  it('serves every document page in English and in Spanish', async () => {
    for (const slug of DOCUMENT_SLUGS) {
      const english = await app.inject({
        url: `${prefix}/documents/${slug}`,
        headers: inLanguage('en'),
      });
      expect(english.statusCode, slug).toBe(200);
      const en = DocumentPage.parse(english.json());
      expect(en).toMatchObject({ slug, language: 'en' });
      expect(en.blocks[0]?.type).toBe('header1');

      const spanish = await app.inject({
        url: `${prefix}/documents/${slug}`,
        headers: inLanguage('es'),
      });
      const es = DocumentPage.parse(spanish.json());
      expect(es).toMatchObject({ slug, language: 'es' });
      expect(es.title).not.toBe(en.title);
      // The same document in both languages: the same shape of blocks.
      expect(es.blocks.map((block) => block.type)).toEqual(en.blocks.map((block) => block.type));
    }
  });

  it('uses every block type across the documents, with images from the demo media', async () => {
    const types = new Set<string>();
    for (const slug of DOCUMENT_SLUGS) {
      const page = DocumentPage.parse((await app.inject(`${prefix}/documents/${slug}`)).json());
      for (const block of page.blocks) {
        types.add(block.type);
        if (block.type === 'img') {
          expect(block.src).toMatch(/^\/static\/demo\//);
          expect((await app.inject(block.src)).statusCode).toBe(200);
          expect(block.alt.length).toBeGreaterThan(0);
        }
      }
    }
    expect([...types].sort()).toEqual(
      ['header1', 'header2', 'header3', 'img', 'list', 'listNew', 'table', 'text'].sort(),
    );
  });

  it('reads the language from User-Language, then Accept-Language, else English', async () => {
    const accept = await app.inject({
      url: `${prefix}/documents/dmca`,
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(DocumentPage.parse(accept.json()).language).toBe('es');
    const other = await app.inject({ url: `${prefix}/documents/dmca`, headers: inLanguage('fr') });
    expect(DocumentPage.parse(other.json()).language).toBe('en');
    const none = await app.inject(`${prefix}/documents/dmca`);
    expect(DocumentPage.parse(none.json()).language).toBe('en');
  });

  it('answers 404 DocumentNotFound for an unknown slug of any shape', async () => {
    for (const slug of ['refund-policy', 'Cookie-Policy', '..%2Fprivacy-policy', 'x'.repeat(100)]) {
      const missing = await app.inject(`${prefix}/documents/${slug}`);
      expect(missing.statusCode, slug).toBe(404);
      expect(ErrorBody.parse(missing.json()).errorType).toBe('DocumentNotFound');
      expect(missing.headers['cache-control']).toBeUndefined();
    }
  });

  it('is cached like the catalog, per language, and revalidates with a 304', async () => {
    const first = await app.inject({
      url: `${prefix}/documents/cookie-policy`,
      headers: inLanguage('es'),
    });
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const vary = String(first.headers.vary).toLowerCase();
    for (const header of ['user-language', 'accept-language', 'accept-encoding']) {
      expect(vary).toContain(header);
    }
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\//);

    const again = await app.inject({
      url: `${prefix}/documents/cookie-policy`,
      headers: { ...inLanguage('es'), 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    const english = await app.inject({
      url: `${prefix}/documents/cookie-policy`,
      headers: inLanguage('en'),
    });
    expect(english.headers.etag).not.toBe(etag);
  });
});

describe('a document without a Spanish translation', () => {
  it('is served in English, saying so, to a Spanish reader', async () => {
    await database.db
      .delete(documents)
      .where(and(eq(documents.slug, 'usc-2257'), eq(documents.language, 'es')));
    const response = await app.inject({
      url: '/api/v1/documents/usc-2257',
      headers: inLanguage('es'),
    });
    expect(response.statusCode).toBe(200);
    const page = DocumentPage.parse(response.json());
    expect(page.language).toBe('en');
    expect(page.blocks[0]).toEqual({
      type: 'header1',
      text: '18 U.S.C. 2257 record-keeping requirements compliance statement',
    });
  });
});

describe('the title and description for the server-rendered HTML', () => {
  it('are the page title and description in the language, null for an unknown slug', async () => {
    const service = createDocumentsService(createDocumentsRepository(database.db));
    const spanish = await service.meta('privacy-policy', 'es');
    expect(spanish?.title).toBe('Política de privacidad | Parallax');
    expect(spanish?.description).toMatch(/^Qué datos personales/);
    expect((await service.meta('privacy-policy', 'en'))?.title).toBe('Privacy policy | Parallax');
    expect(await service.meta('nope', 'en')).toBeNull();
  });
});
