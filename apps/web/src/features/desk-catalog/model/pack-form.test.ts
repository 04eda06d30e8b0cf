import type { DeskPackView } from '@parallax/core/contracts/desk-catalog';
import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  formFieldOfServerPath,
  formValuesOf,
  PackForm,
  saveBodyOf,
  serverFieldProblems,
} from './pack-form';

const texts = {
  title: 'Alpine dawn',
  description: '',
  customPriceText: '',
  location: '',
  role: '',
  genre: '',
  metaTitle: '',
  metaDescription: '',
};

const view: DeskPackView = {
  id: '6f1c2a7e-4b1d-4c8e-9a3f-2d5e8b7c1a90',
  slug: 'alpine-dawn',
  state: 'draft',
  publishAt: null,
  publishDate: '2026-01-01T00:00:00.000Z',
  contentReleaseDate: '2025-03-14',
  texts: { en: texts, es: { ...texts, title: '' } },
  parts: [
    { id: '7f1c2a7e-4b1d-4c8e-9a3f-2d5e8b7c1a90', title: { en: 'One', es: 'Una' }, isTrial: true },
  ],
  images: ['/a.jpg', '/b.jpg'],
  cover: '/a.jpg',
  storePreview: '/b.jpg',
  previews: [{ imageUrl: '/b.jpg', videoUrl: null }],
  previewOrder: ['/b.jpg'],
  initialPrice: 20,
  price: 15,
  releaseMonth: '2025-03',
  isExclusiveForYearAndLifetime: false,
  categoryId: '8f1c2a7e-4b1d-4c8e-9a3f-2d5e8b7c1a90',
  modelIds: [],
  tagIds: [],
};

describe('the pack form', () => {
  it('gives back the body the view was made of, with the revision', () => {
    const {
      texts: bodyTexts,
      parts,
      price,
      releaseMonth,
      revision,
    } = saveBodyOf(formValuesOf(view), 'rev-1');
    expect({ bodyTexts, parts, price, releaseMonth, revision }).toEqual({
      bodyTexts: view.texts,
      parts: view.parts,
      price: 15,
      releaseMonth: '2025-03',
      revision: 'rev-1',
    });
    expect(saveBodyOf({ ...formValuesOf(view), releaseMonth: '' }, 'r').releaseMonth).toBeNull();
  });

  it('refuses a price above the initial price, an empty title and invisible characters', () => {
    const values = formValuesOf(view);
    const result = PackForm.safeParse({
      ...values,
      price: 25,
      texts: { ...values.texts, en: { ...values.texts.en, title: ' ', genre: 'a\u0007' } },
    });
    expect(result.success).toBe(false);
    const problems = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(problems).toEqual(
      expect.arrayContaining([
        ['price', 'priceAboveInitial'],
        ['texts.en.title', 'required'],
        ['texts.en.genre', 'controlCharacters'],
      ]),
    );
  });

  it('shows the discount in whole percent', () => {
    expect(discountPercent(20, 15)).toBe(25);
    expect(discountPercent(20, 20)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });

  it("puts the server's problems on the form's fields", () => {
    expect(formFieldOfServerPath('body.texts.es.description')).toBe('texts.es.description');
    expect(formFieldOfServerPath('body.parts.2.title.es')).toBe('parts.2.titleEs');
    expect(formFieldOfServerPath('body.previewOrder')).toBe('previews');
    expect(
      serverFieldProblems([{ path: 'body.price', message: 'price_above_initial' }], 'x'),
    ).toEqual([{ field: 'price', problem: 'priceAboveInitial' }]);
    expect(serverFieldProblems([], 'body.tagIds: unknown or repeated tag')).toEqual([
      { field: 'tagIds', problem: 'notAccepted' },
    ]);
  });
});
