import { ErrorBody } from '@parallax/core/contracts/common';
import { DeskContentList, ModelFields, ModelView } from '@parallax/core/contracts/desk-content';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { staffAccount, staffClient } from '../../test/staff.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';

// The desk's models (content area, editors): their pages' texts in English and Spanish, in the
// store at once; a model still in a pack stays.

const MODELS = '/api/v1/desk/models';

let app: FastifyInstance;
let database: DatabaseHandle;
let editor: Awaited<ReturnType<typeof staffAccount>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }), { database });
  editor = await staffAccount(app, database.db, 'ROLE_EDITOR', 'models_editor');
}, 60_000);
afterAll(() => app.close());

async function open(slug: string) {
  const list = DeskContentList.parse((await editor.client.get(`${MODELS}?q=${slug}`)).json());
  const row = list.items.find((item) => item.detail === slug);
  if (!row) throw new Error(`no model ${slug}`);
  return ModelView.parse((await editor.client.get(`${MODELS}/${row.id}`)).json());
}

const storeModel = async (slug: string, language: string) =>
  app.inject({
    method: 'GET',
    url: `/store/api/v1/model/${slug}`,
    headers: { 'user-language': language },
  });

describe('the desk’s models', () => {
  it('are closed to guests (401) and to support (403)', async () => {
    expect((await app.inject({ method: 'GET', url: MODELS })).statusCode).toBe(401);
    const support = await staffClient(app, database.db, 'ROLE_SUPPORT', 'models_support');
    expect((await support.get(MODELS)).statusCode).toBe(403);
  });

  it('saves a Spanish quote the model page shows at once; a model in a pack is not deleted', async () => {
    const lena = await open('lena-hart');
    const fields = ModelFields.parse(lena);
    const saved = await editor.client.request('PUT', `${MODELS}/${lena.id}`, {
      ...fields,
      texts: { ...fields.texts, es: { ...fields.texts.es, quote: 'La cumbre es el principio.' } },
      revision: lena.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await storeModel('lena-hart', 'es')).json<{ quote: string }>().quote).toBe(
      'La cumbre es el principio.',
    );
    const inUse = await editor.client.request('DELETE', `${MODELS}/${lena.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(ErrorBody.parse(inUse.json()).errorType).toBe('StillInUse');
  });

  it('creates a model, refuses an age under 18 (400), deletes one in no pack', async () => {
    const fields = ModelFields.parse(await open('lena-hart'));
    const young = await editor.client.post(MODELS, { ...fields, slug: 'new-face', age: 17 });
    expect(young.statusCode).toBe(400);
    expect(ErrorBody.parse(young.json()).issues?.[0]?.path).toBe('body.age');
    const created = await editor.client.post(MODELS, {
      ...fields,
      slug: 'new-face',
      name: 'New Face',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = ModelView.parse(created.json());
    expect((await storeModel('new-face', 'en')).statusCode).toBe(200);
    expect((await editor.client.request('DELETE', `${MODELS}/${id}`)).statusCode).toBe(204);
    expect((await storeModel('new-face', 'en')).statusCode).toBe(404);
  });
});
