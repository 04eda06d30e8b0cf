import { BlogPost, BlogPostList } from '@parallax/core/contracts/blog';
import { ErrorBody } from '@parallax/core/contracts/common';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { blogPostTranslations, blogPosts } from './blog.schema.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { createBlogHeads } from './blog.heads.js';
import { createBlogRepository } from './blog.repository.js';
import { createBlogService } from './blog.service.js';

const NOW = new Date('2026-11-20T12:00:00Z');
let database: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), { database, now: () => NOW });
});
afterAll(() => app.close());

const inLanguage = (language: string) => ({ 'user-language': language });

describe.each(['/api/v1', '/store/api/v1'])('the blog under %s', (prefix) => {
  it('lists the published posts newest first, with cover, excerpt, date and reading time', async () => {
    const response = await app.inject({ url: `${prefix}/blog/posts`, headers: inLanguage('en') });
    expect(response.statusCode).toBe(200);
    const posts = BlogPostList.parse(response.json());
    expect(posts.map((post) => post.slug)).toEqual([
      'vr-comfort-tips',
      'northern-fjord-behind-the-scenes',
      'how-stereo-180-is-captured',
    ]);
    for (const post of posts) {
      expect(post.language).toBe('en');
      expect(post.cover).toMatch(/^\/static\/demo\/wide\//);
      expect(post.coverAlt.length).toBeGreaterThan(0);
      expect(post.excerpt.length).toBeGreaterThan(20);
      expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
      expect(post).not.toHaveProperty('blocks');
    }
    expect(posts[0]?.publishedAt).toBe('2026-10-28');
  });

  it('lists and serves the posts in Spanish', async () => {
    const list = BlogPostList.parse(
      (await app.inject({ url: `${prefix}/blog/posts`, headers: inLanguage('es') })).json(),
    );
    expect(list.every((post) => post.language === 'es')).toBe(true);
    expect(list.map((post) => post.title)).toContain('Siete consejos para una VR cómoda');

    const response = await app.inject({
      url: `${prefix}/blog/posts/how-stereo-180-is-captured`,
      headers: inLanguage('es'),
    });
    const post = BlogPost.parse(response.json());
    expect(post.title).toBe('Cómo se graba una escena estéreo de 180°');
    expect(post.blocks.some((block) => block.type === 'table')).toBe(true);
  });

  it('serves a post with its body and a reading time that fits its length', async () => {
    const response = await app.inject(`${prefix}/blog/posts/how-stereo-180-is-captured`);
    expect(response.statusCode).toBe(200);
    const post = BlogPost.parse(response.json());
    expect(post.title).toBe('How a stereo 180° scene is captured');
    expect(new Set(post.blocks.map((block) => block.type))).toEqual(
      new Set(['text', 'header2', 'img', 'table', 'listNew']),
    );
    const words = JSON.stringify(post.blocks).split(/\s+/).length;
    expect(post.readingMinutes).toBeGreaterThanOrEqual(Math.floor(words / 200));
    expect(response.headers['cache-control']).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
    expect(String(response.headers.vary)).toMatch(/User-Language/);
  });

  it('answers 404 BlogPostNotFound for an unknown slug', async () => {
    for (const slug of ['no-such-post', 'VR-Comfort-Tips']) {
      const missing = await app.inject(`${prefix}/blog/posts/${slug}`);
      expect(missing.statusCode, slug).toBe(404);
      expect(ErrorBody.parse(missing.json()).errorType).toBe('BlogPostNotFound');
    }
  });
});

describe('the titles and descriptions for the server-rendered HTML', () => {
  it('are what the blog pages set, in the language; null for an unknown post', async () => {
    const blog = createBlogService(
      createBlogRepository(database.db),
      () => NOW,
      async () => ({}),
    );
    expect(blog.listMeta('en')).toEqual({
      title: 'Blog | Parallax',
      description:
        'Stories from behind the camera, how VR scenes are made, and tips for watching comfortably.',
    });
    const heads = createBlogHeads({ blog, publicUrl: 'https://parallax.example' });
    const post = await heads.post('northern-fjord-behind-the-scenes', 'es');
    expect(post?.title).toBe('Entre bastidores: Northern Fjord | Parallax');
    expect(post?.description).toMatch(/^Tres madrugadas/);
    expect(post?.firstScreen).toContain('<h1>Entre bastidores: Northern Fjord</h1>');
    expect(await heads.post('no-such-post', 'en')).toBeNull();
  });
});

describe('scheduling and translations', () => {
  it('keeps a post out of the list, its address and the sitemap until it is published', async () => {
    const [post] = await database.db
      .insert(blogPosts)
      .values({
        slug: 'winter-packs-preview',
        cover: '/static/demo/wide/wide-04.jpg',
        publishedAt: new Date('2026-12-01T09:00:00Z'),
      })
      .returning();
    await database.db.insert(blogPostTranslations).values({
      blogPostId: post!.id,
      language: 'en',
      title: 'Coming this winter',
      excerpt: 'Snowfields and frozen lakes.',
      coverAlt: 'A snowfield',
      blocks: [{ type: 'text', text: 'Soon.' }],
    });

    const list = BlogPostList.parse((await app.inject('/api/v1/blog/posts')).json());
    expect(list.map((item) => item.slug)).not.toContain('winter-packs-preview');
    expect((await app.inject('/api/v1/blog/posts/winter-packs-preview')).statusCode).toBe(404);
    const sitemap = (await app.inject('/sitemap.xml')).body;
    expect(sitemap).not.toContain('winter-packs-preview');
    expect(sitemap).toContain('/blog/vr-comfort-tips');
  });

  it('shows a scheduled post in the list once its time comes, with no write in between', async () => {
    // One store version throughout: only the clock moves.
    const version = {};
    let clock = new Date('2026-11-30T12:00:00Z');
    const blog = createBlogService(
      createBlogRepository(database.db),
      () => clock,
      async () => version,
    );
    const slugs = async () => (await blog.list('en')).map((post) => post.slug);
    expect(await slugs()).not.toContain('winter-packs-preview');
    expect(await blog.sitemapEntries()).not.toContainEqual(
      expect.objectContaining({ slug: 'winter-packs-preview' }),
    );
    clock = new Date('2026-12-01T09:00:00Z');
    expect(await slugs()).toContain('winter-packs-preview');
    expect((await blog.get('winter-packs-preview', 'en')).title).toBe('Coming this winter');
  });

  it('shows a post without a Spanish translation in English', async () => {
    const [post] = await database.db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.slug, 'vr-comfort-tips'));
    await database.db
      .delete(blogPostTranslations)
      .where(
        and(eq(blogPostTranslations.blogPostId, post!.id), eq(blogPostTranslations.language, 'es')),
      );
    const list = BlogPostList.parse(
      (await app.inject({ url: '/api/v1/blog/posts', headers: inLanguage('es') })).json(),
    );
    expect(list.find((item) => item.slug === 'vr-comfort-tips')).toMatchObject({
      language: 'en',
      title: 'Seven tips for comfortable VR',
    });
    expect(list.find((item) => item.slug === 'how-stereo-180-is-captured')?.language).toBe('es');
    const one = BlogPost.parse(
      (
        await app.inject({ url: '/api/v1/blog/posts/vr-comfort-tips', headers: inLanguage('es') })
      ).json(),
    );
    expect(one.language).toBe('en');
  });
});
