import { ErrorBody } from '@parallax/core/contracts/common';
import { DeskContentList, DocumentView } from '@parallax/core/contracts/desk-content';
import { DocumentPage } from '@parallax/core/contracts/documents';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { staffAccount, staffClient } from '../../test/staff.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';

// The desk's documents (content area, editors): their texts and blocks in English and Spanish,
// served by the store at once, dated the day of the change.

const DOCUMENTS = '/api/v1/desk/documents';

let app: FastifyInstance;
let database: DatabaseHandle;
let editor: Awaited<ReturnType<typeof staffAccount>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }), { database });
  editor = await staffAccount(app, database.db, 'ROLE_EDITOR', 'documents_editor');
}, 60_000);
afterAll(() => app.close());

const storeDocument = async (language: string) =>
  DocumentPage.parse(
    (
      await app.inject({
        method: 'GET',
        url: '/store/api/v1/documents/privacy-policy',
        headers: { 'user-language': language },
      })
    ).json(),
  );

describe('the desk’s documents', () => {
  it('are closed to guests (401) and to staff without the editor role (403)', async () => {
    expect((await app.inject({ method: 'GET', url: DOCUMENTS })).statusCode).toBe(401);
    const finance = await staffClient(app, database.db, 'ROLE_FINANCE', 'documents_finance');
    expect((await finance.get(`${DOCUMENTS}/privacy-policy`)).statusCode).toBe(403);
  });

  it('saves a document’s blocks: the store serves them at once; stale and bad saves write nothing', async () => {
    const list = DeskContentList.parse((await editor.client.get(DOCUMENTS)).json());
    expect(list.items.map((row) => row.id)).toContain('privacy-policy');
    const opened = DocumentView.parse(
      (await editor.client.get(`${DOCUMENTS}/privacy-policy`)).json(),
    );
    const blocks = [{ type: 'text' as const, text: 'We keep only what the store needs.' }];
    const saved = await editor.client.request('PUT', `${DOCUMENTS}/privacy-policy`, {
      texts: { ...opened.texts, en: { ...opened.texts.en, blocks } },
      revision: opened.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await storeDocument('en');
    expect(page.blocks).toEqual(blocks);
    expect(page.updatedAt).toBe(new Date().toISOString().slice(0, 10));

    const stale = await editor.client.request('PUT', `${DOCUMENTS}/privacy-policy`, {
      texts: opened.texts,
      revision: opened.revision,
    });
    expect(stale.statusCode).toBe(409);
    const bad = await editor.client.request('PUT', `${DOCUMENTS}/privacy-policy`, {
      texts: { ...opened.texts, en: { ...opened.texts.en, title: '' } },
      revision: DocumentView.parse(saved.json()).revision,
    });
    expect(bad.statusCode).toBe(400);
    expect(ErrorBody.parse(bad.json()).issues?.[0]?.path).toBe('body.texts.en.title');
    expect((await storeDocument('en')).blocks).toEqual(blocks);
    expect((await editor.client.get(`${DOCUMENTS}/not-a-document`)).statusCode).toBe(400);
  });
});
