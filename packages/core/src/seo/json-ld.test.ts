import { describe, expect, it } from 'vitest';
import {
  buildBlogPostJsonLd,
  buildCollectionJsonLd,
  buildContentPageJsonLd,
  buildFaqJsonLd,
  buildModelPageJsonLd,
  serializeJsonLd,
  type CollectionItem,
} from './json-ld.js';

const item = (slug: string, overrides: Partial<CollectionItem> = {}): CollectionItem => ({
  slug,
  title: slug.toUpperCase(),
  description: `About ${slug}`,
  cover: `/static/demo/covers/${slug}.jpg`,
  price: 19.99,
  isPreview: false,
  ...overrides,
});

describe('buildCollectionJsonLd (spec 1 §2, §9)', () => {
  const build = (items: CollectionItem[]) =>
    buildCollectionJsonLd({
      baseUrl: 'https://parallax.example',
      name: 'Parallax store',
      description: 'VR packs',
      items,
    });

  it('is a CollectionPage rated 18+ listing products with USD offers', () => {
    const data = build([item('alpine-dawn', { price: 0 }), item('nebula', { price: 20 })]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      url: 'https://parallax.example/',
      contentRating: '18+',
      audience: { '@type': 'PeopleAudience', suggestedMinAge: 18 },
      mainEntity: { '@type': 'ItemList', numberOfItems: 2 },
    });
    const elements = (data.mainEntity as { itemListElement: unknown[] }).itemListElement;
    expect(elements[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      item: {
        '@type': 'Product',
        name: 'NEBULA',
        description: 'About nebula',
        image: 'https://parallax.example/static/demo/covers/nebula.jpg',
        url: 'https://parallax.example/content/nebula',
        audience: { '@type': 'PeopleAudience', suggestedMinAge: 18 },
        offers: {
          '@type': 'Offer',
          price: '20.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: 'https://parallax.example/content/nebula',
        },
      },
    });
    expect(elements[0]).toMatchObject({ item: { offers: { price: '0.00' } } });
  });

  it('leaves coming-soon packs out and lists a pack once', () => {
    const data = build([item('a'), item('soon', { isPreview: true }), item('a'), item('b')]);
    const list = data.mainEntity as { numberOfItems: number; itemListElement: unknown[] };
    expect(list.numberOfItems).toBe(2);
    expect(
      list.itemListElement.map((element) => (element as { position: number }).position),
    ).toEqual([1, 2]);
  });

  it('keeps an absolute image address as it is and accepts a base with a trailing slash', () => {
    const data = buildCollectionJsonLd({
      baseUrl: 'http://localhost:8080/',
      name: 'n',
      description: 'd',
      items: [item('x', { cover: 'https://cdn.example/x.jpg', price: 19.9 })],
    });
    expect(data.url).toBe('http://localhost:8080/');
    expect(data).toMatchObject({
      mainEntity: {
        itemListElement: [
          { item: { image: 'https://cdn.example/x.jpg', offers: { price: '19.90' } } },
        ],
      },
    });
  });
});

describe('a collection on another page and in Spanish', () => {
  it('is at that page’s Spanish address, and so are its packs', () => {
    const data = buildCollectionJsonLd({
      baseUrl: 'https://parallax.example',
      language: 'es',
      path: '/tags/mountains',
      name: 'Montañas',
      description: 'd',
      items: [item('alpine-dawn', { description: '' })],
    });
    expect(data).toMatchObject({
      url: 'https://parallax.example/es/tags/mountains',
      inLanguage: 'es',
      contentRating: '18+',
      mainEntity: {
        itemListElement: [{ item: { url: 'https://parallax.example/es/content/alpine-dawn' } }],
      },
    });
    const element = (data.mainEntity as { itemListElement: { item: object }[] }).itemListElement;
    expect(element[0]?.item).not.toHaveProperty('description');
  });
});

describe('buildContentPageJsonLd (spec 2: USD price, 18+ rating)', () => {
  const pack = {
    slug: 'ringed-giant',
    title: 'Ringed Giant',
    description: 'A gas giant fills half the sky.',
    storePreview: '/static/demo/covers/cover-05.jpg',
    previews: [
      { imageUrl: '/static/demo/wide/wide-05.jpg', videoUrl: null, videoDuration: null },
      { imageUrl: '/static/demo/covers/cover-05.jpg', videoUrl: null, videoDuration: null },
    ],
    price: 14.5,
    isPreview: false,
  };

  it('is an ItemPage rated 18+ about the pack as a Product with a USD offer', () => {
    expect(buildContentPageJsonLd({ baseUrl: 'https://parallax.example' }, pack)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemPage',
      url: 'https://parallax.example/content/ringed-giant',
      inLanguage: 'en',
      contentRating: '18+',
      audience: { '@type': 'PeopleAudience', suggestedMinAge: 18 },
      name: 'Ringed Giant',
      mainEntity: {
        '@type': 'Product',
        name: 'Ringed Giant',
        description: 'A gas giant fills half the sky.',
        image: [
          'https://parallax.example/static/demo/covers/cover-05.jpg',
          'https://parallax.example/static/demo/wide/wide-05.jpg',
        ],
        url: 'https://parallax.example/content/ringed-giant',
        audience: { '@type': 'PeopleAudience', suggestedMinAge: 18 },
        offers: {
          '@type': 'Offer',
          price: '14.50',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: 'https://parallax.example/content/ringed-giant',
        },
      },
    });
  });

  it('offers a coming-soon pack for pre-order, at its Spanish address in Spanish', () => {
    const data = buildContentPageJsonLd(
      { baseUrl: 'https://parallax.example', language: 'es' },
      { ...pack, isPreview: true },
    );
    expect(data).toMatchObject({
      url: 'https://parallax.example/es/content/ringed-giant',
      mainEntity: { offers: { availability: 'https://schema.org/PreOrder', priceCurrency: 'USD' } },
    });
  });
});

describe('buildModelPageJsonLd and buildBlogPostJsonLd', () => {
  it('describe a model as a Person on a ProfilePage rated 18+', () => {
    const data = buildModelPageJsonLd(
      { baseUrl: 'https://parallax.example', language: 'es' },
      { slug: 'lena-hart', name: 'Lena Hart', photo: null, description: 'Photographer.' },
    );
    expect(data).toEqual(
      expect.objectContaining({
        '@type': 'ProfilePage',
        contentRating: '18+',
        url: 'https://parallax.example/es/pornstars/lena-hart',
        mainEntity: {
          '@type': 'Person',
          name: 'Lena Hart',
          url: 'https://parallax.example/es/pornstars/lena-hart',
          description: 'Photographer.',
        },
      }),
    );
  });

  it('describe a post as a BlogPosting in the language of its text', () => {
    const data = buildBlogPostJsonLd(
      { baseUrl: 'https://parallax.example', language: 'es' },
      {
        slug: 'vr-comfort-tips',
        language: 'en',
        title: 'Comfort',
        excerpt: 'Tips.',
        cover: '/static/demo/wide/wide-01.jpg',
        publishedAt: '2026-09-01',
      },
    );
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      url: 'https://parallax.example/es/blog/vr-comfort-tips',
      inLanguage: 'en',
      contentRating: '18+',
      headline: 'Comfort',
      datePublished: '2026-09-01',
      image: 'https://parallax.example/static/demo/wide/wide-01.jpg',
      publisher: { '@type': 'Organization', name: 'Parallax', url: 'https://parallax.example/es/' },
    });
  });
});

describe('buildFaqJsonLd', () => {
  it('is an FAQPage of questions with accepted answers, in order', () => {
    expect(
      buildFaqJsonLd([
        { question: 'Q1?', answer: 'A1.' },
        { question: 'Q2?', answer: 'A2.' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1.' } },
        { '@type': 'Question', name: 'Q2?', acceptedAnswer: { '@type': 'Answer', text: 'A2.' } },
      ],
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot be closed or broken by text from the catalogue', () => {
    const text = serializeJsonLd({ name: '</script><b>&\u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><b>&\u2028' });
  });
});
