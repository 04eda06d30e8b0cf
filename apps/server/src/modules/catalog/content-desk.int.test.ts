import { Category } from '@parallax/core/contracts/catalog';
import { ErrorBody } from '@parallax/core/contracts/common';
import {
  CategoryFields,
  CategoryView,
  DeskContentList,
} from '@parallax/core/contracts/desk-content';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { staffAccount } from '../../test/staff.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { auditLog } from '../audit/audit.schema.js';
import { categories } from './catalog.schema.js';

// The desk's categories and presales (content area, editors): a save with the revision opened,
// in the store at once; a presale needs its price; a category's name is its own; a category with
// packs stays.

const CATEGORIES = '/api/v1/desk/categories';
const SPACE = demoId('category', 'space');

let app: FastifyInstance;
let database: DatabaseHandle;
let editor: Awaited<ReturnType<typeof staffAccount>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }), { database });
  editor = await staffAccount(app, database.db, 'ROLE_EDITOR', 'content_editor');
}, 60_000);
afterAll(() => app.close());

const open = async (id: string) =>
  CategoryView.parse((await editor.client.get(`${CATEGORIES}/${id}`)).json());

/** The save body of a view: its fields and the revision it was opened with. */
const saveBodyOf = ({ id: _id, ...rest }: CategoryView) => rest;

async function storeCategory(id: string, language = 'en') {
  const response = await app.inject({
    method: 'GET',
    url: '/store/api/v1/category/list',
    headers: { 'user-language': language },
  });
  return z
    .array(Category)
    .parse(response.json())
    .find((category) => category.id === id);
}

describe('the desk’s categories', () => {
  it('are closed to guests (401) and to finance (403)', async () => {
    expect((await app.inject({ method: 'GET', url: CATEGORIES })).statusCode).toBe(401);
    const finance = await staffAccount(app, database.db, 'ROLE_FINANCE', 'content_finance');
    const refused = await finance.client.get(`${CATEGORIES}/${SPACE}`);
    expect(refused.statusCode).toBe(403);
    expect(ErrorBody.parse(refused.json()).errorType).toBe('Forbidden');
  });

  it('opens a presale: the store sells it at its price, with its Spanish title, at once', async () => {
    const listed = DeskContentList.parse((await editor.client.get(`${CATEGORIES}?q=spa`)).json());
    expect(listed.items.map((row) => row.detail)).toContain('space');
    const before = await open(SPACE);
    const body = saveBodyOf(before);
    const saved = await editor.client.request('PUT', `${CATEGORIES}/${SPACE}`, {
      ...body,
      isPresaleEnabled: true,
      presalePrice: 24.99,
      texts: { ...body.texts, es: { ...body.texts.es, title: 'El espacio profundo' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(CategoryView.parse(saved.json())).toMatchObject({ presalePrice: 24.99 });

    expect(await storeCategory(SPACE)).toMatchObject({
      isPresaleEnabled: true,
      presalePrice: 24.99,
    });
    expect((await storeCategory(SPACE, 'es'))?.title).toBe('El espacio profundo');
    const [row] = await database.db.select().from(categories).where(eq(categories.id, SPACE));
    expect(row?.presalePriceCents).toBe(2499);

    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, SPACE));
    expect(entry).toMatchObject({
      actorEmail: editor.email,
      action: 'category.update',
      before: { isPresaleEnabled: before.isPresaleEnabled },
      after: { isPresaleEnabled: true, presalePrice: 24.99 },
    });
  });

  it('refuses a presale without its price (400) and a stale revision (409), writing nothing', async () => {
    const opened = await open(SPACE);
    const body = saveBodyOf(opened);
    const priceless = await editor.client.request('PUT', `${CATEGORIES}/${SPACE}`, {
      ...body,
      isPresaleEnabled: true,
      presalePrice: null,
    });
    expect(priceless.statusCode).toBe(400);
    expect(ErrorBody.parse(priceless.json()).issues?.map((issue) => issue.path)).toEqual([
      'body.presalePrice',
    ]);

    const first = await editor.client.request('PUT', `${CATEGORIES}/${SPACE}`, {
      ...body,
      position: 7,
    });
    expect(first.statusCode).toBe(200);
    const stale = await editor.client.request('PUT', `${CATEGORIES}/${SPACE}`, {
      ...body,
      position: 9,
    });
    expect(stale.statusCode).toBe(409);
    expect(ErrorBody.parse(stale.json()).errorType).toBe('ChangedSinceOpened');
    expect((await open(SPACE)).position).toBe(7);
  });

  it('creates a category with a name of its own, and deletes it; one with packs stays', async () => {
    const fields = CategoryFields.parse(await open(SPACE));
    const taken = await editor.client.post(CATEGORIES, { ...fields, name: 'nature' });
    expect(taken.statusCode).toBe(409);
    expect(ErrorBody.parse(taken.json())).toMatchObject({ errorType: 'SlugNotUnique' });
    expect(ErrorBody.parse(taken.json()).message).toMatch(/^name:/);

    const created = await editor.client.post(CATEGORIES, {
      ...fields,
      name: 'deep-ocean',
      isPresaleEnabled: false,
      texts: { ...fields.texts, en: { ...fields.texts.en, title: 'Deep ocean' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = CategoryView.parse(created.json());
    expect((await storeCategory(id))?.title).toBe('Deep ocean');

    const withPacks = await editor.client.request('DELETE', `${CATEGORIES}/${SPACE}`);
    expect(withPacks.statusCode).toBe(409);
    expect(ErrorBody.parse(withPacks.json()).errorType).toBe('StillInUse');
    expect(await storeCategory(SPACE)).toBeDefined();

    expect((await editor.client.request('DELETE', `${CATEGORIES}/${id}`)).statusCode).toBe(204);
    expect(await storeCategory(id)).toBeUndefined();
  });
});
