import { ErrorBody } from '@parallax/core/contracts/common';
import {
  DeskContentList,
  MAX_TAG_FAQS,
  TagFields,
  TagView,
} from '@parallax/core/contracts/desk-content';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { BrowserClient } from '../../test/browser-client.js';
import { staffClient } from '../../test/staff.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { auditLog } from '../audit/audit.schema.js';

// The desk's tags: their pages' FAQ (English and Spanish) and related tags, saved with the rest of
// the tag and shown by the store's tag page at once.

const TAGS = '/api/v1/desk/tags';

let app: FastifyInstance;
let database: DatabaseHandle;
let editor: BrowserClient;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }), { database });
  editor = await staffClient(app, database.db, 'ROLE_EDITOR', 'tag_links');
}, 60_000);
afterAll(() => app.close());

async function idOf(slug: string): Promise<string> {
  const list = DeskContentList.parse((await editor.get(`${TAGS}?q=${slug}`)).json());
  const row = list.items.find((item) => item.detail === slug);
  if (!row) throw new Error(`no tag ${slug}`);
  return row.id;
}

const open = async (id: string) => TagView.parse((await editor.get(`${TAGS}/${id}`)).json());

type Page = { faqs: { question: string; answer: string }[]; relatedTags: { slug: string }[] };
const page = async (slug: string, language: 'en' | 'es') =>
  (
    await app.inject({
      method: 'GET',
      url: `/store/api/v1/tags/${slug}`,
      headers: { 'user-language': language },
    })
  ).json<Page>();

describe('the desk’s tag FAQ and related tags', () => {
  it('are reordered, edited, added and removed in one save; the tag page shows them', async () => {
    const id = await idOf('mountains');
    const tag = await open(id);
    expect(tag.faqs.length).toBeGreaterThanOrEqual(2);
    const [first, second] = tag.faqs;
    if (!first || !second) throw new Error('the demo tag changed');
    const faqs = [
      { ...second, es: { question: '¿Segunda?', answer: '' } },
      { question: 'New?', answer: 'Yes.', es: { question: '', answer: '' } },
    ];
    const related = await idOf('space');
    const saved = await editor.request('PUT', `${TAGS}/${id}`, {
      ...TagFields.parse(tag),
      faqs,
      relatedTagIds: [related],
      revision: tag.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(TagView.parse(saved.json())).toMatchObject({ faqs, relatedTagIds: [related] });

    const english = await page('mountains', 'en');
    expect(english.faqs).toEqual([
      { question: second.question, answer: second.answer },
      { question: 'New?', answer: 'Yes.' },
    ]);
    expect(english.relatedTags.map((each) => each.slug)).toEqual(['space']);
    const spanish = await page('mountains', 'es');
    expect(spanish.faqs.map((faq) => faq.question)).toEqual(['¿Segunda?', 'New?']);
    expect(spanish.faqs[0]?.answer).toBe(second.answer);

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tag.update'), eq(auditLog.entityId, id)));
    expect(entry?.before).toMatchObject({ faqs: tag.faqs, relatedTagIds: tag.relatedTagIds });
    expect(entry?.after).toMatchObject({ faqs, relatedTagIds: [related] });
  });

  it('refuses bad entries, unknown or repeated tags and itself (400), a stale revision (409)', async () => {
    const id = await idOf('mountains');
    const tag = await open(id);
    const put = (body: Record<string, unknown>, revision = tag.revision) =>
      editor.request('PUT', `${TAGS}/${id}`, { ...TagFields.parse(tag), ...body, revision });
    const faq = { question: 'Q?', answer: 'A.', es: { question: '', answer: '' } };
    const refusals = [
      [{ faqs: [{ ...faq, question: '' }] }, 'body.faqs.0.question'],
      [{ faqs: [faq, { ...faq, answer: ' ' }] }, 'body.faqs.1.answer'],
      [{ faqs: [{ ...faq, es: { question: 'a\u0007', answer: '' } }] }, 'body.faqs.0.es.question'],
      [{ faqs: Array.from({ length: MAX_TAG_FAQS + 1 }, () => faq) }, 'body.faqs'],
      [{ relatedTagIds: ['nope'] }, 'body.relatedTagIds.0'],
      [
        { relatedTagIds: [tag.relatedTagIds[0] ?? id, tag.relatedTagIds[0] ?? id] },
        'body.relatedTagIds',
      ],
    ] as const;
    for (const [body, path] of refusals) {
      const refused = await put(body);
      expect(refused.statusCode, path).toBe(400);
      expect(ErrorBody.parse(refused.json()).issues?.[0]?.path).toBe(path);
    }
    const itself = await put({ relatedTagIds: [id] });
    expect(itself.statusCode).toBe(400);
    expect(ErrorBody.parse(itself.json()).message).toMatch(/^relatedTagIds\.0:/);
    const unknown = await put({ relatedTagIds: ['6f1c2a7e-4b1d-4c8e-9a3f-2d5e8b7c1a90'] });
    expect(unknown.statusCode).toBe(400);
    expect(await open(id)).toEqual(tag);

    expect((await put({ faqs: [faq], relatedTagIds: [] })).statusCode).toBe(200);
    const stale = await put({ faqs: [] });
    expect(stale.statusCode).toBe(409);
    expect(ErrorBody.parse(stale.json()).errorType).toBe('ChangedSinceOpened');
    expect(await open(id)).toMatchObject({ faqs: [faq], relatedTagIds: [] });
  });
});
