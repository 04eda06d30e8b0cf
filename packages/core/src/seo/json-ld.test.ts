import { describe, expect, it } from 'vitest';
import {
  buildCollectionJsonLd,
  buildFaqJsonLd,
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
