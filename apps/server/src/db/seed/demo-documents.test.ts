import { BlogPost } from '@parallax/core/contracts/blog';
import { ContentBlock, DOCUMENT_SLUGS } from '@parallax/core/contracts/documents';
import { LANGUAGES } from '@parallax/core/platform';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoBlogPosts } from './demo-blog.js';
import { demoCatalogEs } from './demo-catalog-es.js';
import { demoDocuments } from './demo-documents.js';

const Blocks = z.array(ContentBlock).min(1);

describe('the demo documents and blog posts', () => {
  it('have every document in every language, with blocks the contract accepts', () => {
    expect(Object.keys(demoDocuments).sort()).toEqual([...DOCUMENT_SLUGS].sort());
    for (const slug of DOCUMENT_SLUGS) {
      for (const language of LANGUAGES) {
        const document = demoDocuments[slug][language];
        expect(() => Blocks.parse(document.blocks), `${slug} ${language}`).not.toThrow();
        // The page's one h1 is the document's first block.
        expect(document.blocks.filter((block) => block.type === 'header1')).toHaveLength(1);
        expect(document.blocks[0]?.type).toBe('header1');
      }
    }
  });

  it('have posts in every language whose slugs and bodies the contract accepts', () => {
    expect(demoBlogPosts.length).toBeGreaterThanOrEqual(3);
    for (const post of demoBlogPosts) {
      for (const language of LANGUAGES) {
        const text = post.text[language];
        expect(() => Blocks.parse(text.blocks), `${post.slug} ${language}`).not.toThrow();
        // The post page renders the title as its h1; the body starts below it.
        expect(text.blocks.some((block) => block.type === 'header1')).toBe(false);
        BlogPost.pick({ slug: true, title: true, excerpt: true }).parse({
          slug: post.slug,
          ...text,
        });
      }
    }
  });

  it('use every block type somewhere, and the Spanish texts mirror the English block by block', () => {
    const all = [
      ...DOCUMENT_SLUGS.flatMap((slug) => LANGUAGES.map((l) => demoDocuments[slug][l].blocks)),
      ...demoBlogPosts.flatMap((post) => LANGUAGES.map((l) => post.text[l].blocks)),
    ].flat();
    expect(new Set(all.map((block) => block.type))).toEqual(
      new Set(['header1', 'header2', 'header3', 'text', 'list', 'table', 'img', 'listNew']),
    );
    const shape = (blocks: ContentBlock[]) => blocks.map((block) => block.type);
    for (const slug of DOCUMENT_SLUGS) {
      expect(shape(demoDocuments[slug].es.blocks), slug).toEqual(
        shape(demoDocuments[slug].en.blocks),
      );
    }
    for (const post of demoBlogPosts) {
      expect(shape(post.text.es.blocks), post.slug).toEqual(shape(post.text.en.blocks));
    }
  });

  it('say VR in Spanish, like the app, never RV', () => {
    const spanish = JSON.stringify([
      Object.values(demoDocuments).map((document) => document.es),
      demoBlogPosts.map((post) => post.text.es),
      demoCatalogEs,
    ]);
    expect(spanish.match(/.{0,40}\bRV\b.{0,40}/g) ?? []).toEqual([]);
    expect(spanish).toContain('Ajustes de VR');
  });
});
