import { BlogPostList } from '@parallax/core/contracts/blog';
import { ErrorBody } from '@parallax/core/contracts/common';
import { BlogPostView } from '@parallax/core/contracts/desk-content';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { signedUpClient } from '../../test/accounts.js';
import { staffAccount } from '../../test/staff.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { auditLog } from '../audit/audit.schema.js';
import { blogPosts } from './blog.schema.js';

// The desk's blog posts (content area, editors): created, edited and deleted with their blocks in
// English and Spanish, listed by the store at once.

const POSTS = '/api/v1/desk/blog-posts';

let app: FastifyInstance;
let database: DatabaseHandle;
let editor: Awaited<ReturnType<typeof signedUpClient>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }), { database });
  editor = await staffAccount(app, database.db, 'ROLE_EDITOR', 'blog_editor');
}, 60_000);
afterAll(() => app.close());

const post = {
  slug: 'how-we-film-glaciers',
  cover: '/media/blog/glaciers.jpg',
  publishedAt: '2026-01-10T09:00:00.000Z',
  texts: {
    en: {
      title: 'How we film glaciers',
      excerpt: 'Cold hands, steady rigs.',
      coverAlt: 'A camera on the ice',
      blocks: [
        { type: 'header2', text: 'The rig' },
        { type: 'text', text: 'Two lenses.' },
      ],
    },
    es: { title: 'Cómo filmamos glaciares', excerpt: '', coverAlt: '', blocks: [] },
  },
};

const storeTitle = async (language: string) =>
  (await storePosts(language)).find((item) => item.slug === post.slug)?.title;

const storePosts = async (language: string) =>
  BlogPostList.parse(
    (
      await app.inject({
        method: 'GET',
        url: '/store/api/v1/blog/posts',
        headers: { 'user-language': language },
      })
    ).json(),
  );

describe('the desk’s blog posts', () => {
  it('refuse guests (401) and anyone without the editor role (403)', async () => {
    expect((await app.inject({ method: 'GET', url: POSTS })).statusCode).toBe(401);
    const viewer = await signedUpClient(app, 'blog_viewer');
    expect((await viewer.client.post(POSTS, post)).statusCode).toBe(403);
  });

  it('creates a post the store lists in both languages, edits it, deletes it, all audited', async () => {
    const created = await editor.client.post(POSTS, post);
    expect(created.statusCode, created.body).toBe(201);
    const view = BlogPostView.parse(created.json());
    expect(await storeTitle('es')).toBe('Cómo filmamos glaciares');

    const saved = await editor.client.request('PUT', `${POSTS}/${view.id}`, {
      ...post,
      texts: { ...post.texts, en: { ...post.texts.en, title: 'Filming glaciers' } },
      revision: view.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storeTitle('en')).toBe('Filming glaciers');

    const stale = await editor.client.request('PUT', `${POSTS}/${view.id}`, {
      ...post,
      revision: view.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(await storeTitle('en')).toBe('Filming glaciers');

    expect((await editor.client.request('DELETE', `${POSTS}/${view.id}`)).statusCode).toBe(204);
    expect((await storePosts('en')).map((item) => item.slug)).not.toContain(post.slug);
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, view.id));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'blog_post.create',
      'blog_post.delete',
      'blog_post.update',
    ]);
  });

  it('refuses blocks the store cannot render and a control character (400), writing nothing', async () => {
    const count = async () => (await database.db.select().from(blogPosts)).length;
    const before = await count();
    const badBlocks = await editor.client.post(POSTS, {
      ...post,
      texts: { ...post.texts, en: { ...post.texts.en, blocks: [{ type: 'video', src: 'x' }] } },
    });
    expect(badBlocks.statusCode).toBe(400);
    expect(ErrorBody.parse(badBlocks.json()).issues?.[0]?.path).toMatch(/^body\.texts\.en\.blocks/);
    const control = await editor.client.post(POSTS, {
      ...post,
      texts: {
        ...post.texts,
        en: { ...post.texts.en, blocks: [{ type: 'text', text: 'Bell\u0007' }] },
      },
    });
    expect(control.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});
