import { ErrorBody } from '@parallax/core/contracts/common';
import { Model, ModelListItem } from '@parallax/core/contracts/models';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { models as modelsTable } from './models.schema.js';

let app: FastifyInstance;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), { database });
});
afterAll(() => app.close());

describe.each(['/api/v1', '/store/api/v1'])('models under %s', (prefix) => {
  it('lists the models with their memories', async () => {
    const response = await app.inject(`${prefix}/model/list?userPlatform=web_app`);
    expect(response.statusCode).toBe(200);
    const models = z.array(ModelListItem).parse(response.json());
    expect(models).toHaveLength(8);
    expect(models.every((model) => model.contents.length > 0)).toBe(true);
    // Every demo model has a profile picture, served as a demo image.
    for (const model of models) {
      expect(model.photo).toBe(`/static/demo/portraits/${model.slug}.webp`);
      const photo = await app.inject(model.photo ?? '');
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect(photo.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });

  it('serves one model by slug or id, memories static before dynamic', async () => {
    const bySlug = Model.parse((await app.inject(`${prefix}/model/lena-hart`)).json());
    const byId = Model.parse(
      (await app.inject(`${prefix}/model/${demoId('model', 'lena-hart')}`)).json(),
    );
    expect(byId).toEqual(bySlug);
    const kinds = bySlug.contents.map((item) => item.isDynamic);
    expect(kinds).toEqual([...kinds].sort((a, b) => Number(a) - Number(b)));
    expect(bySlug.tags.map((tag) => tag.slug)).toEqual(['mountains', 'snow']);
    expect(bySlug.breastSizeIndex).toBeNull();
  });

  it('answers 404 ModelNotFound for an unknown model and 400 for a bad platform', async () => {
    const missing = await app.inject(`${prefix}/model/nobody`);
    expect(missing.statusCode).toBe(404);
    expect(ErrorBody.parse(missing.json()).errorType).toBe('ModelNotFound');
    const invalid = await app.inject(`${prefix}/model/lena-hart?userPlatform=fridge`);
    expect(invalid.statusCode).toBe(400);
    expect(ErrorBody.parse(invalid.json()).errorType).toBe('ValidationError');
  });
});

describe('the model list, built once per catalog version', () => {
  it('is the same bytes with a strong ETag until a model changes, then shows the change at once', async () => {
    const first = await app.inject('/store/api/v1/model/list');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({
      url: '/store/api/v1/model/list',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const id = demoId('model', 'lena-hart');
    const nameOf = (body: unknown) =>
      z
        .array(ModelListItem)
        .parse(body)
        .find((model) => model.id === id)?.name;
    const before = nameOf(first.json());
    try {
      await database.db
        .update(modelsTable)
        .set({ name: 'Lena Hart-Renamed' })
        .where(eq(modelsTable.id, id));
      const changed = await app.inject('/store/api/v1/model/list');
      expect(nameOf(changed.json())).toBe('Lena Hart-Renamed');
      expect(changed.headers.etag).not.toBe(etag);
    } finally {
      await database.db
        .update(modelsTable)
        .set({ name: before ?? '' })
        .where(eq(modelsTable.id, id));
    }
  });
});

describe('models for a signed-in user', () => {
  it('makes the model page private (its memories say what the user owns); the list stays public', async () => {
    const { client } = await signedUpClient(app, 'fan');
    const page = await client.get('/store/api/v1/model/lena-hart');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(String(page.headers.vary)).toContain('Cookie');
    const list = await client.get('/store/api/v1/model/list');
    expect(list.headers['cache-control']).toContain('public');
    expect(list.headers.vary).toBe('Accept-Encoding, User-Language, Accept-Language');
  });
});
