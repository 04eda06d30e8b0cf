import { ErrorBody } from '@parallax/core/contracts/common';
import {
  DeskContentList,
  OriginsPackFields,
  OriginsPackView,
} from '@parallax/core/contracts/desk-content';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { staffAccount, staffClient } from '../../test/staff.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';

// The desk's origins packs (content area, editors): one per category, its texts in English and
// Spanish, in the store at once.

const PACKS = '/api/v1/desk/origins-packs';

let app: FastifyInstance;
let database: DatabaseHandle;
let editor: Awaited<ReturnType<typeof staffAccount>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }), { database });
  editor = await staffAccount(app, database.db, 'ROLE_EDITOR', 'origins_editor');
}, 60_000);
afterAll(() => app.close());

async function open(slug: string) {
  const list = DeskContentList.parse((await editor.client.get(`${PACKS}?q=${slug}`)).json());
  const row = list.items.find((item) => item.detail === slug);
  if (!row) throw new Error(`no origins pack ${slug}`);
  return OriginsPackView.parse((await editor.client.get(`${PACKS}/${row.id}`)).json());
}

describe('the desk’s origins packs', () => {
  it('are closed to guests (401) and to support (403)', async () => {
    expect((await app.inject({ method: 'GET', url: PACKS })).statusCode).toBe(401);
    const support = await staffClient(app, database.db, 'ROLE_SUPPORT', 'origins_support');
    expect((await support.get(PACKS)).statusCode).toBe(403);
  });

  it('saves the Spanish store text: the store shows it at once; bad categories write nothing', async () => {
    const pack = await open('nature-origins');
    const fields = OriginsPackFields.parse(pack);
    const text = 'Donde empieza la naturaleza.';
    const saved = await editor.client.request('PUT', `${PACKS}/${pack.id}`, {
      ...fields,
      texts: { ...fields.texts, es: { ...fields.texts.es, descriptionAtStore: text } },
      revision: pack.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const store = await app.inject({
      method: 'GET',
      url: '/store/api/v1/origins-pack/nature-origins',
      headers: { 'user-language': 'es' },
    });
    expect(store.json<{ originsPackDto: { descriptionAtStore: string } }>()).toMatchObject({
      originsPackDto: { descriptionAtStore: text },
    });

    const { revision } = OriginsPackView.parse(saved.json());
    const unknown = await editor.client.request('PUT', `${PACKS}/${pack.id}`, {
      ...fields,
      categoryId: '6f1c2a7e-4b1d-4c8e-9a3f-2d5e8b7c1a90',
      revision,
    });
    expect(unknown.statusCode).toBe(400);
    expect(ErrorBody.parse(unknown.json()).message).toMatch(/^categoryId:/);
    const others = DeskContentList.parse((await editor.client.get(PACKS)).json()).items;
    const other = others.find((row) => row.id !== pack.id);
    if (other) {
      const otherView = OriginsPackView.parse(
        (await editor.client.get(`${PACKS}/${other.id}`)).json(),
      );
      const taken = await editor.client.request('PUT', `${PACKS}/${pack.id}`, {
        ...fields,
        categoryId: otherView.categoryId,
        revision,
      });
      expect(taken.statusCode).toBe(409);
      expect(ErrorBody.parse(taken.json()).message).toMatch(/^categoryId:/);
    }
    expect((await open('nature-origins')).categoryId).toBe(demoId('category', 'nature'));
  });
});
