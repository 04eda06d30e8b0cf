import { ErrorBody } from '@parallax/core/contracts/common';
import {
  DeskContentList,
  MAX_ORIGINS_ELEMENTS,
  OriginsPackFields,
  OriginsPackView,
  type OriginsElementInput,
} from '@parallax/core/contracts/desk-content';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import type { BrowserClient } from '../../test/browser-client.js';
import { staffClient } from '../../test/staff.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { auditLog } from '../audit/audit.schema.js';

// The desk's origins packs: their elements (a promo code, a download, a content pack) added,
// removed, reordered and edited in the pack's own save, shown by the store's page at once.

const PACKS = '/api/v1/desk/origins-packs';
const PAGE = '/store/api/v1/origins-pack/nature-origins';

let app: FastifyInstance;
let database: DatabaseHandle;
let editor: BrowserClient;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }), { database });
  editor = await staffClient(app, database.db, 'ROLE_EDITOR', 'origins_elements');
}, 60_000);
afterAll(() => app.close());

async function open() {
  const list = DeskContentList.parse((await editor.get(`${PACKS}?q=nature-origins`)).json());
  const row = list.items.find((item) => item.detail === 'nature-origins');
  if (!row) throw new Error('no origins pack nature-origins');
  return OriginsPackView.parse((await editor.get(`${PACKS}/${row.id}`)).json());
}

type PageElement = { type: string; titleLocked: string; contentPack: { id: string } | null };
const pageElements = async (language: 'en' | 'es') => {
  const page = await app.inject({
    method: 'GET',
    url: PAGE,
    headers: { 'user-language': language },
  });
  return page.json<{ originsPackDto: { elements: PageElement[] } }>().originsPackDto.elements;
};

const promo: OriginsElementInput = {
  type: 'PROMOCODE',
  titleLocked: '10% off a pack',
  titleUnlocked: 'Your code',
  buttonText: 'Copy',
  image: null,
  promocodeValue: 'NATURE10',
  downloadLink: null,
  contentPackId: null,
  es: { titleLocked: '10% en un pack', titleUnlocked: '', buttonText: 'Copiar' },
};

describe('the desk’s origins pack elements', () => {
  it('are reordered, edited, added and removed in one save; the store’s page shows them', async () => {
    const pack = await open();
    expect(pack.elements.map((element) => element.type)).toEqual([
      'CONTENT_PACK',
      'DOWNLOADABLE_CONTENT',
      'PROMOCODE',
    ]);
    const [content, download] = pack.elements;
    if (!content || !download) throw new Error('the demo origins pack changed');
    const edited = {
      ...download,
      titleLocked: 'Wallpapers',
      es: { ...download.es, titleLocked: '' },
    };
    const elements = [
      edited,
      promo,
      { ...content, contentPackId: demoId('pack', 'dusk-on-the-ridge') },
    ];
    const saved = await editor.request('PUT', `${PACKS}/${pack.id}`, {
      ...OriginsPackFields.parse(pack),
      elements,
      revision: pack.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(OriginsPackView.parse(saved.json()).elements).toEqual(elements);

    const english = await pageElements('en');
    expect(english.map((element) => element.titleLocked)).toEqual([
      'Wallpapers',
      '10% off a pack',
      content.titleLocked,
    ]);
    expect(english[2]?.contentPack?.id).toBe(demoId('pack', 'dusk-on-the-ridge'));
    const spanish = await pageElements('es');
    expect(spanish.map((element) => element.titleLocked)).toEqual([
      'Wallpapers',
      '10% en un pack',
      content.es.titleLocked || content.titleLocked,
    ]);

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'origins_pack.update'), eq(auditLog.entityId, pack.id)));
    expect(entry?.before).toMatchObject({ elements: pack.elements });
    expect(entry?.after).toMatchObject({ elements });

    const emptied = await editor.request('PUT', `${PACKS}/${pack.id}`, {
      ...OriginsPackFields.parse(pack),
      elements: [],
      revision: OriginsPackView.parse(saved.json()).revision,
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(await pageElements('en')).toEqual([]);
  });

  it('refuses bad elements (400) and a stale revision (409), writing nothing', async () => {
    const pack = await open();
    const put = (elements: unknown, revision = pack.revision) =>
      editor.request('PUT', `${PACKS}/${pack.id}`, {
        ...OriginsPackFields.parse(pack),
        elements,
        revision,
      });
    const refusals = [
      [[{ ...promo, promocodeValue: null }], 'body.elements.0.promocodeValue'],
      [[promo, { ...promo, type: 'CONTENT_PACK' }], 'body.elements.1.contentPackId'],
      [[{ ...promo, type: 'DOWNLOADABLE_CONTENT' }], 'body.elements.0.downloadLink'],
      [[{ ...promo, type: 'GIFT' }], 'body.elements.0.type'],
      [[{ ...promo, titleLocked: ' ' }], 'body.elements.0.titleLocked'],
      [[{ ...promo, titleUnlocked: 'x'.repeat(201) }], 'body.elements.0.titleUnlocked'],
      [
        [{ ...promo, es: { ...promo.es, buttonText: 'a\u0000b' } }],
        'body.elements.0.es.buttonText',
      ],
      [Array.from({ length: MAX_ORIGINS_ELEMENTS + 1 }, () => promo), 'body.elements'],
    ] as const;
    for (const [elements, path] of refusals) {
      const refused = await put(elements);
      expect(refused.statusCode, path).toBe(400);
      expect(ErrorBody.parse(refused.json()).issues?.[0]?.path).toBe(path);
    }
    const unknownPack = {
      ...promo,
      type: 'CONTENT_PACK',
      contentPackId: demoId('pack', 'missing'),
    };
    const unknown = await put([promo, unknownPack]);
    expect(unknown.statusCode).toBe(400);
    expect(ErrorBody.parse(unknown.json()).message).toMatch(/^elements\.1\.contentPackId:/);
    expect(await open()).toEqual(pack);

    expect((await put([promo])).statusCode).toBe(200);
    const stale = await put([]);
    expect(stale.statusCode).toBe(409);
    expect(ErrorBody.parse(stale.json()).errorType).toBe('ChangedSinceOpened');
    expect((await open()).elements).toEqual([promo]);
  });
});
