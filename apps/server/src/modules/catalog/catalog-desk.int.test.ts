import { ContentPack } from '@parallax/core/contracts/content';
import { ErrorBody } from '@parallax/core/contracts/common';
import {
  DeskPackEditor,
  DeskPackList,
  DeskPublishResult,
  type DeskPackSave,
} from '@parallax/core/contracts/desk-catalog';
import { TransactionDto } from '@parallax/core/contracts/payments';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { signedUpClient } from '../../test/accounts.js';
import { staffAccount } from '../../test/staff.js';
import type { BrowserClient } from '../../test/browser-client.js';
import { naturePacksForSale } from '../../test/demo-packs.js';
import { createTestAppWithJobs } from '../../test/jobs.js';
import { buyWithTestCard } from '../../test/payments.js';
import { auditLog } from '../audit/audit.schema.js';
import { contentPacks } from './catalog.schema.js';
import { PUBLISH_SCHEDULED_JOB } from './pack-publishing.service.js';

// The desk's catalog area (ROLE_EDITOR): the packs' list, the editor's save in one transaction
// with its audit row, and publishing now, at a time, cancelled and undone.

let app: FastifyInstance;
let database: DatabaseHandle;
let jobs: JobQueue;
let editor: BrowserClient;
let editorEmail: string;

beforeAll(async () => {
  ({ app, database, jobs } = await createTestAppWithJobs(
    {},
    { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
  ));
  ({ client: editor, email: editorEmail } = await staffAccount(
    app,
    database.db,
    'ROLE_EDITOR',
    'editor',
  ));
});
afterAll(() => app.close());

const packUrl = (id: string) => `/api/v1/desk/packs/${id}`;

async function openPack(id: string): Promise<DeskPackEditor> {
  const response = await editor.get(packUrl(id));
  expect(response.statusCode, response.body).toBe(200);
  return DeskPackEditor.parse(response.json());
}

/** The editor's view as a save body, with `changes`. */
function saveBody(opened: DeskPackEditor, changes: Partial<DeskPackSave> = {}): DeskPackSave {
  const { pack, revision } = opened;
  return {
    texts: pack.texts,
    parts: pack.parts,
    cover: pack.cover,
    storePreview: pack.storePreview,
    previewOrder: pack.previewOrder,
    initialPrice: pack.initialPrice,
    price: pack.price,
    releaseMonth: pack.releaseMonth,
    isExclusiveForYearAndLifetime: pack.isExclusiveForYearAndLifetime,
    categoryId: pack.categoryId,
    modelIds: pack.modelIds,
    tagIds: pack.tagIds,
    revision,
    ...changes,
  };
}

const auditRowsOf = (id: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'content_pack'), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.at));

const storeContent = (id: string) => app.inject({ method: 'GET', url: `/api/v1/content/${id}` });

/** A pack of the demo catalog made an imported draft again, for publishing. */
async function draftPack(index: number) {
  const pack = (await naturePacksForSale(database.db))[index];
  if (!pack) throw new Error('the demo catalog changed');
  await database.db
    .update(contentPacks)
    .set({ isDraft: true, hiddenAt: null, publishAt: null })
    .where(eq(contentPacks.id, pack.id));
  return pack;
}

describe('the desk door of the catalog area', () => {
  it('answers 401 to a guest and 403 to a signed-in user without the editor role', async () => {
    const guest = await app.inject({ method: 'GET', url: '/api/v1/desk/packs' });
    expect(guest.statusCode).toBe(401);
    const { client } = await signedUpClient(app, 'shopper');
    const refused = await client.get('/api/v1/desk/packs');
    expect(refused.statusCode).toBe(403);
    expect(ErrorBody.parse(refused.json()).errorType).toBe('Forbidden');
    const pack = (await naturePacksForSale(database.db))[0]!;
    const save = await client.request('PUT', packUrl(pack.id), {});
    expect(save.statusCode).toBe(403);
    expect((await client.get('/api/v1/desk/imports')).statusCode).toBe(403);
  });
});

describe('the list of packs', () => {
  it('finds packs by title or slug, filters by state and pages', async () => {
    const [pack] = await naturePacksForSale(database.db);
    const bySlug = DeskPackList.parse(
      (await editor.get(`/api/v1/desk/packs?q=${pack!.slug}`)).json(),
    );
    expect(bySlug.items.map((row) => row.slug)).toContain(pack!.slug);
    const row = bySlug.items.find((item) => item.slug === pack!.slug)!;
    expect(row).toMatchObject({ title: pack!.title, price: pack!.priceCents / 100 });
    expect(row.partsCount).toBeGreaterThan(0);
    const byTitle = DeskPackList.parse(
      (
        await editor.get(`/api/v1/desk/packs?q=${encodeURIComponent(pack!.title.toUpperCase())}`)
      ).json(),
    );
    expect(byTitle.items.map((item) => item.id)).toContain(pack!.id);
    const drafts = await draftPack(2);
    const listed = DeskPackList.parse((await editor.get('/api/v1/desk/packs?state=draft')).json());
    expect(listed.items.map((item) => item.id)).toEqual([drafts.id]);
    const page = DeskPackList.parse((await editor.get('/api/v1/desk/packs?size=2&page=1')).json());
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(3);
    const nothing = DeskPackList.parse((await editor.get('/api/v1/desk/packs?q=%25_')).json());
    expect(nothing.items).toEqual([]);
  });
});

describe('the pack editor', () => {
  it('saves texts, parts, price and links in one go, with an audit row, and the store shows it', async () => {
    const pack = (await naturePacksForSale(database.db))[0]!;
    const opened = await openPack(pack.id);
    const parts = [...opened.pack.parts].reverse().map((part, index) => ({
      ...part,
      title: { en: `Scene ${index}`, es: `Escena ${index}` },
      isTrial: index === 0,
    }));
    const tag = opened.choices.tags.find((choice) => !opened.pack.tagIds.includes(choice.id))!;
    const body = saveBody(opened, {
      texts: {
        en: { ...opened.pack.texts.en, title: 'Summit at dawn' },
        es: { ...opened.pack.texts.es, title: 'Cumbre al alba', description: 'Amanecer.' },
      },
      parts,
      initialPrice: 40,
      price: 30,
      releaseMonth: '2025-03',
      isExclusiveForYearAndLifetime: true,
      tagIds: [...opened.pack.tagIds, tag.id],
    });
    const saved = await editor.request('PUT', packUrl(pack.id), body);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = DeskPackEditor.parse(saved.json());
    expect(after.revision).not.toBe(opened.revision);
    expect(after.pack).toMatchObject({
      price: 30,
      initialPrice: 40,
      releaseMonth: '2025-03',
      isExclusiveForYearAndLifetime: true,
      parts,
    });
    expect(after.pack.tagIds).toContain(tag.id);

    const [row] = await auditRowsOf(pack.id);
    expect(row).toMatchObject({ action: 'pack.update', actorEmail: editorEmail });
    expect(row!.before).toEqual(opened.pack);
    expect(row!.after).toEqual(after.pack);

    const store = ContentPack.parse((await storeContent(pack.id)).json());
    expect(store).toMatchObject({ title: 'Summit at dawn', price: 30, initialPrice: 40 });
    const spanish = await app.inject({
      method: 'GET',
      url: `/api/v1/content/${pack.id}`,
      headers: { 'user-language': 'es' },
    });
    expect(ContentPack.parse(spanish.json()).title).toBe('Cumbre al alba');
  });

  it('refuses a save over a change made since it was opened, writing nothing', async () => {
    const pack = (await naturePacksForSale(database.db))[1]!;
    const opened = await openPack(pack.id);
    const first = await editor.request(
      'PUT',
      packUrl(pack.id),
      saveBody(opened, {
        texts: { ...opened.pack.texts, es: { ...opened.pack.texts.es, genre: 'Aventura' } },
      }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const auditBefore = await auditRowsOf(pack.id);
    const stale = await editor.request(
      'PUT',
      packUrl(pack.id),
      saveBody(opened, {
        texts: { ...opened.pack.texts, en: { ...opened.pack.texts.en, title: 'Overwritten' } },
      }),
    );
    expect(stale.statusCode).toBe(409);
    expect(ErrorBody.parse(stale.json()).errorType).toBe('ChangedSinceOpened');
    const [stored] = await database.db
      .select({ title: contentPacks.title })
      .from(contentPacks)
      .where(eq(contentPacks.id, pack.id));
    expect(stored!.title).toBe(opened.pack.texts.en.title);
    expect(await auditRowsOf(pack.id)).toHaveLength(auditBefore.length);
  });

  it('refuses bad values with 400 naming the field, writing nothing', async () => {
    const pack = (await naturePacksForSale(database.db))[1]!;
    const opened = await openPack(pack.id);
    const auditBefore = (await auditRowsOf(pack.id)).length;
    const cases: [Partial<DeskPackSave>, string][] = [
      [{ price: opened.pack.initialPrice + 1 }, 'body.price'],
      [{ initialPrice: -1 }, 'body.initialPrice'],
      [{ releaseMonth: '2025-13' }, 'body.releaseMonth'],
      [{ tagIds: ['6f1c2a7e-4b1d-4c8e-9a3f-2d5e8b7c1a90'] }, 'body.tagIds'],
      [{ cover: '/static/elsewhere.jpg' }, 'body.cover'],
      [{ parts: opened.pack.parts.slice(1) }, 'body.parts'],
      [
        { texts: { ...opened.pack.texts, en: { ...opened.pack.texts.en, title: 'a\u0000b' } } },
        'body.texts.en.title',
      ],
    ];
    for (const [changes, field] of cases) {
      const response = await editor.request('PUT', packUrl(pack.id), saveBody(opened, changes));
      expect(response.statusCode, field).toBe(400);
      const error = ErrorBody.parse(response.json());
      const named = [error.message, ...(error.issues ?? []).map((issue) => issue.path)];
      expect(
        named.some((text) => text.startsWith(field)),
        `${field}: ${response.body}`,
      ).toBe(true);
    }
    expect((await openPack(pack.id)).revision).toBe(opened.revision);
    expect(await auditRowsOf(pack.id)).toHaveLength(auditBefore);
  });
});

async function publish(id: string, body: object = {}) {
  const response = await editor.post(`${packUrl(id)}/publish`, body);
  return { status: response.statusCode, body: response.json<unknown>() };
}

/** The scheduled jobs are due now (the queue keeps time in the database, which a test cannot move). */
async function runScheduledJobsNow() {
  await database.executeSql(
    `update pgboss.job set start_after = now() - interval '1 second' where name = $1 and state = 'created'`,
    [PUBLISH_SCHEDULED_JOB],
  );
  return jobs.runDue(PUBLISH_SCHEDULED_JOB);
}

describe('publishing', () => {
  it('publishes a draft now: the store shows it at once', async () => {
    const pack = await draftPack(3);
    expect((await storeContent(pack.id)).statusCode).toBe(404);
    const opened = await openPack(pack.id);
    const published = await publish(pack.id);
    expect(published.status).toBe(200);
    expect(DeskPublishResult.parse(published.body)).toMatchObject({ state: 'published' });
    expect((await storeContent(pack.id)).statusCode).toBe(200);
    expect((await publish(pack.id)).status).toBe(400);
    expect((await auditRowsOf(pack.id)).map((row) => row.action)).toContain('pack.publish');
    // Publishing changed none of what the editor saves: the editor opened before saves still.
    const saved = await editor.request('PUT', packUrl(pack.id), saveBody(opened, { price: 1 }));
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('publishes at a time: a cancelled schedule does nothing, a kept one publishes', async () => {
    const pack = await draftPack(4);
    const past = await publish(pack.id, { at: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = DeskPublishResult.parse(
      (await publish(pack.id, { at: at.toISOString() })).body,
    );
    expect(scheduled).toMatchObject({ state: 'scheduled', publishAt: at.toISOString() });
    const cancelled = await editor.request('DELETE', `${packUrl(pack.id)}/publish`);
    expect(DeskPublishResult.parse(cancelled.json())).toMatchObject({
      state: 'draft',
      publishAt: null,
    });
    expect(await runScheduledJobsNow()).toBe(1);
    expect((await storeContent(pack.id)).statusCode).toBe(404);

    const later = new Date(Date.now() + 7_200_000);
    await publish(pack.id, { at: later.toISOString() });
    const moved = new Date(Date.now() + 9_000_000);
    await publish(pack.id, { at: moved.toISOString() });
    // Two jobs wait: the first finds the pack moved to another time, the second publishes it.
    expect(await runScheduledJobsNow()).toBe(2);
    expect((await storeContent(pack.id)).statusCode).toBe(200);
    const actions = (await auditRowsOf(pack.id)).map((row) => row.action);
    expect(actions).toEqual([
      'pack.schedule',
      'pack.unschedule',
      'pack.schedule',
      'pack.schedule',
      'pack.publish_scheduled',
    ]);
  });

  it('unpublishes a pack: out of the store, its buyer keeps it in the library', async () => {
    const pack = (await naturePacksForSale(database.db)).at(-1)!;
    const { client: buyer } = await signedUpClient(app, 'buyer');
    const transactionId = await buyWithTestCard(app, buyer, [{ type: 'content', id: pack.id }]);
    const settled = await buyer.get(`/api/v1/transaction/${transactionId}`);
    expect(TransactionDto.parse(settled.json()).status).toBe('SUCCESSFUL');

    const unpublished = await editor.post(`${packUrl(pack.id)}/unpublish`);
    expect(DeskPublishResult.parse(unpublished.json())).toMatchObject({ state: 'hidden' });
    expect((await storeContent(pack.id)).statusCode).toBe(404);
    const library = await buyer.get('/api/v1/collection/list/short');
    expect(library.json<{ id: string }[]>().map((item) => item.id)).toContain(pack.id);
    const owned = await buyer.get(`/api/v1/content/${pack.id}`);
    expect(owned.statusCode).toBe(200);
    expect((await editor.post(`${packUrl(pack.id)}/unpublish`)).statusCode).toBe(400);

    expect((await publish(pack.id)).status).toBe(200);
    expect((await storeContent(pack.id)).statusCode).toBe(200);
  });

  it('releases a coming-soon pack', async () => {
    const [pack] = await database.db
      .select()
      .from(contentPacks)
      .where(eq(contentPacks.status, 'COMING_SOON'))
      .limit(1);
    if (!pack) throw new Error('the demo catalog has no coming-soon pack');
    const released = await publish(pack.id);
    expect(released.status).toBe(200);
    expect(DeskPublishResult.parse(released.body).state).toBe('published');
    const [row] = await database.db
      .select({ status: contentPacks.status })
      .from(contentPacks)
      .where(eq(contentPacks.id, pack.id));
    expect(row!.status).toBe('PUBLISHED');
  });
});
