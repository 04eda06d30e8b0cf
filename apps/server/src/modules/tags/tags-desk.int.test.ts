import { ErrorBody } from '@parallax/core/contracts/common';
import { DeskContentList, TagFields, TagView } from '@parallax/core/contracts/desk-content';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { staffAccount, staffClient } from '../../test/staff.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { auditLog } from '../audit/audit.schema.js';

// The desk's tags (content area, editors): their pages' texts in English and Spanish, in the
// store at once; a slug of their own; a tag still on packs or models stays.

const TAGS = '/api/v1/desk/tags';

let app: FastifyInstance;
let database: DatabaseHandle;
let editor: Awaited<ReturnType<typeof staffAccount>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }), { database });
  editor = await staffAccount(app, database.db, 'ROLE_ADMIN', 'tags_editor');
}, 60_000);
afterAll(() => app.close());

async function idOf(slug: string): Promise<string> {
  const list = DeskContentList.parse((await editor.client.get(`${TAGS}?q=${slug}`)).json());
  const row = list.items.find((item) => item.detail === slug);
  if (!row) throw new Error(`no tag ${slug}`);
  return row.id;
}

const open = async (id: string) => TagView.parse((await editor.client.get(`${TAGS}/${id}`)).json());

const storeTag = async (slug: string, language: string) =>
  app.inject({
    method: 'GET',
    url: `/store/api/v1/tags/${slug}`,
    headers: { 'user-language': language },
  });

describe('the desk’s tags', () => {
  it('is closed to guests (401) and to support (403)', async () => {
    expect((await app.inject({ method: 'GET', url: TAGS })).statusCode).toBe(401);
    const support = await staffClient(app, database.db, 'ROLE_SUPPORT', 'tags_support');
    expect((await support.get(TAGS)).statusCode).toBe(403);
  });

  it('saves a page’s Spanish texts: the store’s tag page shows them at once, audited', async () => {
    const id = await idOf('mountains');
    const body = { ...TagFields.parse(await open(id)), revision: (await open(id)).revision };
    const saved = await editor.client.request('PUT', `${TAGS}/${id}`, {
      ...body,
      texts: { ...body.texts, es: { ...body.texts.es, h1Content: 'Cumbres en realidad virtual' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = (await storeTag('mountains', 'es')).json<{ h1Content: string }>();
    expect(page.h1Content).toBe('Cumbres en realidad virtual');
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'tag.update')));
    expect(entries).toHaveLength(1);

    const stale = await editor.client.request('PUT', `${TAGS}/${id}`, { ...body, position: 99 });
    expect(stale.statusCode).toBe(409);
    expect((await open(id)).position).toBe(body.position);
  });

  it('creates a tag, refuses a slug another has (409) and bad values (400), deletes a free one', async () => {
    const mountains = TagFields.parse(await open(await idOf('mountains')));
    const fresh = {
      ...mountains,
      slug: 'glaciers',
      texts: { en: { ...mountains.texts.en, name: 'Glaciers' }, es: mountains.texts.es },
    };
    const created = await editor.client.post(TAGS, fresh);
    expect(created.statusCode, created.body).toBe(201);
    const view = TagView.parse(created.json());
    expect((await storeTag('glaciers', 'en')).statusCode).toBe(200);

    const taken = await editor.client.request('PUT', `${TAGS}/${view.id}`, {
      ...fresh,
      slug: 'mountains',
      revision: view.revision,
    });
    expect(taken.statusCode).toBe(409);
    expect(ErrorBody.parse(taken.json()).message).toMatch(/^slug:/);
    const bad = await editor.client.request('PUT', `${TAGS}/${view.id}`, {
      ...fresh,
      slug: 'Not A Slug',
      revision: view.revision,
    });
    expect(bad.statusCode).toBe(400);
    expect(ErrorBody.parse(bad.json()).issues?.[0]?.path).toBe('body.slug');
    expect((await open(view.id)).slug).toBe('glaciers');

    const inUse = await editor.client.request('DELETE', `${TAGS}/${await idOf('mountains')}`);
    expect(inUse.statusCode).toBe(409);
    expect(ErrorBody.parse(inUse.json()).errorType).toBe('StillInUse');
    expect((await editor.client.request('DELETE', `${TAGS}/${view.id}`)).statusCode).toBe(204);
    expect((await storeTag('glaciers', 'en')).statusCode).toBe(404);
  });
});
