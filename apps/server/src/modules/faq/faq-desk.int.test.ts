import { ErrorBody } from '@parallax/core/contracts/common';
import { DeskContentList, FaqItemView } from '@parallax/core/contracts/desk-content';
import { FaqList } from '@parallax/core/contracts/faq';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { staffAccount } from '../../test/staff.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { auditLog } from '../audit/audit.schema.js';
import { faqs } from './faq.schema.js';

// The desk's FAQ (content area, editors): list, open, save with the revision opened, create and
// delete; each change in the audit log and in the store's FAQ at once.

const FAQ = '/api/v1/desk/faq';

let app: FastifyInstance;
let database: DatabaseHandle;
let editor: Awaited<ReturnType<typeof staffAccount>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }), { database });
  editor = await staffAccount(app, database.db, 'ROLE_EDITOR', 'faq_editor');
}, 60_000);
afterAll(() => app.close());

async function firstEnglishItem(): Promise<FaqItemView> {
  const list = DeskContentList.parse((await editor.client.get(`${FAQ}?size=100`)).json());
  const views = await Promise.all(
    list.items.map(async (row) =>
      FaqItemView.parse((await editor.client.get(`${FAQ}/${row.id}`)).json()),
    ),
  );
  const english = views.find((view) => view.language === 'en' && view.position === 0) ?? views[0];
  if (!english) throw new Error('no FAQ item');
  return english;
}

const storeFaq = async (language: string) =>
  FaqList.parse(
    (
      await app.inject({
        method: 'GET',
        url: '/store/api/v1/faq',
        headers: { 'user-language': language },
      })
    ).json(),
  );

const auditOf = (id: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.entityId, id));

describe('the desk’s FAQ', () => {
  it('is closed to guests (401) and to staff without the editor role (403)', async () => {
    const guest = await app.inject({ method: 'GET', url: FAQ });
    expect(guest.statusCode).toBe(401);
    const support = await staffAccount(app, database.db, 'ROLE_SUPPORT', 'faq_support');
    const refused = await support.client.get(FAQ);
    expect(refused.statusCode).toBe(403);
    expect(ErrorBody.parse(refused.json()).errorType).toBe('Forbidden');
    const put = await support.client.request('PUT', `${FAQ}/${(await firstEnglishItem()).id}`, {});
    expect(put.statusCode).toBe(403);
  });

  it('saves a question: the store answers it at once, the audit log has before and after', async () => {
    const item = await firstEnglishItem();
    const { id, revision, ...fields } = item;
    const saved = await editor.client.request('PUT', `${FAQ}/${id}`, {
      ...fields,
      question: 'Which headsets play it?',
      revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = FaqItemView.parse(saved.json());
    expect(view.question).toBe('Which headsets play it?');
    expect(view.revision).not.toBe(revision);
    expect((await storeFaq('en'))[0]?.question).toBe('Which headsets play it?');

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      actorEmail: editor.email,
      action: 'faq.update',
      entityType: 'faq_item',
      before: { question: item.question },
      after: { question: 'Which headsets play it?' },
    });
  });

  it('refuses a save over a change made since it was opened (409), writing nothing', async () => {
    const item = await firstEnglishItem();
    const { id, revision, ...fields } = item;
    const first = await editor.client.request('PUT', `${FAQ}/${id}`, {
      ...fields,
      answer: 'First answer.',
      revision,
    });
    expect(first.statusCode).toBe(200);
    const updates = async () =>
      (await auditOf(id)).filter((entry) => entry.action === 'faq.update').length;
    const recorded = await updates();
    const stale = await editor.client.request('PUT', `${FAQ}/${id}`, {
      ...fields,
      answer: 'Second answer.',
      revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(ErrorBody.parse(stale.json()).errorType).toBe('ChangedSinceOpened');
    const [row] = await database.db.select().from(faqs).where(eq(faqs.id, id));
    expect(row?.answer).toBe('First answer.');
    expect(await updates()).toBe(recorded);
  });

  it('refuses bad values (400) and a taken position (409), naming the field, writing nothing', async () => {
    const item = await firstEnglishItem();
    const { id, revision, ...fields } = item;
    const blank = await editor.client.request('PUT', `${FAQ}/${id}`, {
      ...fields,
      question: '',
      revision,
    });
    expect(blank.statusCode).toBe(400);
    expect(ErrorBody.parse(blank.json()).issues?.[0]?.path).toBe('body.question');
    const control = await editor.client.request('PUT', `${FAQ}/${id}`, {
      ...fields,
      question: 'Tab\u0000in',
      revision,
    });
    expect(control.statusCode).toBe(400);
    const taken = await editor.client.request('PUT', `${FAQ}/${id}`, {
      ...fields,
      position: 1,
      revision,
    });
    expect(taken.statusCode).toBe(409);
    expect(ErrorBody.parse(taken.json())).toMatchObject({ errorType: 'SlugNotUnique' });
    expect(ErrorBody.parse(taken.json()).message).toMatch(/^position:/);
    const reopened = FaqItemView.parse((await editor.client.get(`${FAQ}/${id}`)).json());
    expect(reopened).toEqual(item);
  });

  it('creates a Spanish question and deletes it, both in the store and the audit log', async () => {
    const created = await editor.client.post(FAQ, {
      language: 'es',
      position: 50,
      question: '¿Puedo regalar un paquete?',
      answer: 'Todavía no.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = FaqItemView.parse(created.json());
    expect((await storeFaq('es')).at(-1)?.question).toBe('¿Puedo regalar un paquete?');

    const removed = await editor.client.request('DELETE', `${FAQ}/${id}`);
    expect(removed.statusCode).toBe(204);
    expect((await storeFaq('es')).map((item) => item.question)).not.toContain(
      '¿Puedo regalar un paquete?',
    );
    expect((await auditOf(id)).map((entry) => entry.action).sort()).toEqual([
      'faq.create',
      'faq.delete',
    ]);
    expect((await editor.client.get(`${FAQ}/${id}`)).statusCode).toBe(404);
  });
});
