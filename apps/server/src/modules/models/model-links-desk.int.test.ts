import { ErrorBody } from '@parallax/core/contracts/common';
import {
  DeskContentList,
  MAX_MODEL_TAGS,
  ModelFields,
  ModelView,
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

// The desk's models: their pages' social links and tags, saved with the rest of the model and
// shown by the store's model page at once.

const MODELS = '/api/v1/desk/models';
const TAGS = '/api/v1/desk/tags';

let app: FastifyInstance;
let database: DatabaseHandle;
let editor: BrowserClient;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }), { database });
  editor = await staffClient(app, database.db, 'ROLE_EDITOR', 'model_links');
}, 60_000);
afterAll(() => app.close());

async function idOf(path: string, slug: string): Promise<string> {
  const list = DeskContentList.parse((await editor.get(`${path}?q=${slug}`)).json());
  const row = list.items.find((item) => item.detail === slug);
  if (!row) throw new Error(`no ${slug} at ${path}`);
  return row.id;
}

const open = async (id: string) => ModelView.parse((await editor.get(`${MODELS}/${id}`)).json());

type Page = {
  socialNetworksLinks: { socialNetwork: string; link: string }[];
  tags: { slug: string }[];
};
const page = async () =>
  (await app.inject({ method: 'GET', url: '/store/api/v1/model/lena-hart' })).json<Page>();

describe('the desk’s model social links and tags', () => {
  it('are replaced in one save; the model page shows them at once, audited', async () => {
    const id = await idOf(MODELS, 'lena-hart');
    const model = await open(id);
    expect(model.tagIds.length).toBeGreaterThanOrEqual(1);
    const socialNetworksLinks = [
      { socialNetwork: 'INSTAGRAM' as const, link: 'https://instagram.com/lena.hart' },
      { socialNetwork: 'TWITTER' as const, link: 'https://x.com/lenahart' },
    ];
    const space = await idOf(TAGS, 'space');
    const saved = await editor.request('PUT', `${MODELS}/${id}`, {
      ...ModelFields.parse(model),
      socialNetworksLinks,
      tagIds: [space],
      revision: model.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ModelView.parse(saved.json())).toMatchObject({ socialNetworksLinks, tagIds: [space] });
    const shown = await page();
    expect(shown.socialNetworksLinks).toEqual(socialNetworksLinks);
    expect(shown.tags.map((tag) => tag.slug)).toEqual(['space']);

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'model.update'), eq(auditLog.entityId, id)));
    expect(entry?.before).toMatchObject({ tagIds: model.tagIds });
    expect(entry?.after).toMatchObject({ socialNetworksLinks, tagIds: [space] });
  });

  it('refuses bad links, repeated networks or tags and unknown tags (400), a stale revision (409)', async () => {
    const id = await idOf(MODELS, 'lena-hart');
    const model = await open(id);
    const put = (body: Record<string, unknown>) =>
      editor.request('PUT', `${MODELS}/${id}`, {
        ...ModelFields.parse(model),
        ...body,
        revision: model.revision,
      });
    const link = { socialNetwork: 'ONLYFANS', link: 'https://onlyfans.com/lena' };
    const tag = model.tagIds[0] ?? '';
    const refusals = [
      [
        { socialNetworksLinks: [{ ...link, link: 'javascript:alert(1)' }] },
        'body.socialNetworksLinks.0.link',
      ],
      [
        { socialNetworksLinks: [{ ...link, link: 'https://a b' }] },
        'body.socialNetworksLinks.0.link',
      ],
      [
        { socialNetworksLinks: [{ ...link, socialNetwork: 'MYSPACE' }] },
        'body.socialNetworksLinks.0.socialNetwork',
      ],
      [{ socialNetworksLinks: [link, link] }, 'body.socialNetworksLinks'],
      [{ tagIds: [tag, tag] }, 'body.tagIds'],
      [{ tagIds: Array.from({ length: MAX_MODEL_TAGS + 1 }, () => tag) }, 'body.tagIds'],
      [{ tagIds: ['nope'] }, 'body.tagIds.0'],
    ] as const;
    for (const [body, path] of refusals) {
      const refused = await put(body);
      expect(refused.statusCode, path).toBe(400);
      expect(ErrorBody.parse(refused.json()).issues?.[0]?.path).toBe(path);
    }
    const unknown = await put({ tagIds: [tag, '6f1c2a7e-4b1d-4c8e-9a3f-2d5e8b7c1a90'] });
    expect(unknown.statusCode).toBe(400);
    expect(ErrorBody.parse(unknown.json()).message).toMatch(/^tagIds\.1:/);
    expect(await open(id)).toEqual(model);

    expect((await put({ socialNetworksLinks: [link], tagIds: [] })).statusCode).toBe(200);
    const stale = await put({ socialNetworksLinks: [] });
    expect(stale.statusCode).toBe(409);
    expect(ErrorBody.parse(stale.json()).errorType).toBe('ChangedSinceOpened');
    expect(await open(id)).toMatchObject({ socialNetworksLinks: [link], tagIds: [] });
    expect((await page()).tags).toEqual([]);
  });
});
