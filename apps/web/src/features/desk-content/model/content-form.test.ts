import { MAX_ORIGINS_ELEMENTS } from '@parallax/core/contracts/desk-content';
import { describe, expect, it } from 'vitest';
import {
  contentBodyOf,
  contentFormSchema,
  formValuesOf,
  problemFromServer,
  newRowOf,
  takenFieldOf,
  type ContentRow,
} from './content-form';
import { KIND_SPECS } from './content-kinds';

const post = {
  id: '6f1c2a7e-4b1d-4c8e-9a3f-2d5e8b7c1a90',
  revision: 'abc',
  slug: 'first-flight',
  cover: '/media/blog/cover.jpg',
  publishedAt: '2026-03-01T09:30:00.000Z',
  texts: {
    en: {
      title: 'First flight',
      excerpt: 'Up.',
      coverAlt: 'A drone',
      blocks: [{ type: 'text', text: 'Hi' }],
    },
    es: { title: '', excerpt: '', coverAlt: '', blocks: [] },
  },
};

describe('the content form', () => {
  it('gives back the body the server answered, texts in English and Spanish', () => {
    const values = formValuesOf('blogPosts', post);
    expect(values.texts__en__blocks).toContain('"type": "text"');
    expect(values.texts__es__blocks).toBe('');
    expect(contentBodyOf('blogPosts', values)).toEqual({
      slug: post.slug,
      cover: post.cover,
      publishedAt: post.publishedAt,
      texts: post.texts,
    });
  });

  it('sends empty optional numbers and texts as null, money as dollars', () => {
    const values = {
      ...formValuesOf('categories', null),
      name: 'space',
      texts__en__title: 'Space',
    };
    const body = contentBodyOf('categories', {
      ...values,
      position: '3',
      presaleInitialPrice: '19.99',
    });
    expect(body).toMatchObject({ position: 3, presalePrice: null, presaleInitialPrice: 19.99 });
    expect(body.presaleReleaseDate).toBeNull();
  });

  it('names each bad field with its problem, the presale price when a presale is on', () => {
    const values = {
      ...formValuesOf('categories', null),
      name: 'Not A Slug',
      position: '1',
      texts__en__title: '',
      isPresaleEnabled: true,
      textColor: 'red',
    };
    const result = contentFormSchema('categories').safeParse(values);
    const problems = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(problems).toEqual({
      name: 'slug',
      texts__en__title: 'required',
      textColor: 'color',
      presalePrice: 'presalePrice',
    });
  });

  it('refuses blocks the store cannot render and control characters', () => {
    const values = { ...formValuesOf('documents', null), texts__en__title: 'Terms' };
    const bad = contentFormSchema('documents').safeParse({
      ...values,
      texts__en__blocks: '[{"type":"video"}]',
      texts__es__title: 'T\u0007',
    });
    expect(bad.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'blocks',
      'controlCharacters',
    ]);
  });

  it('puts the server’s refusals on their inputs', () => {
    expect(
      problemFromServer('tags', { path: 'body.texts.es.name', message: 'control_characters' }),
    ).toEqual({
      key: 'texts__es__name',
      problem: 'controlCharacters',
    });
    expect(problemFromServer('tags', { path: 'body.slug', message: 'Too big' })).toEqual({
      key: 'slug',
      problem: 'invalid',
    });
    expect(problemFromServer('tags', { path: 'body.unknown', message: 'x' })).toBeNull();
    expect(takenFieldOf('tags', 'slug: another tag already has this slug')).toBe('slug');
    expect(takenFieldOf('faq', 'position: another FAQ item in this language…')).toBe('position');
  });

  it('holds an origins pack’s elements as rows and sends them back in their order', () => {
    const element = {
      type: 'PROMOCODE',
      titleLocked: '20% off',
      titleUnlocked: 'Your code',
      buttonText: null,
      image: null,
      promocodeValue: 'ORIGINS20',
      downloadLink: null,
      contentPackId: null,
      es: { titleLocked: '20% menos', titleUnlocked: '', buttonText: '' },
    };
    const download = {
      ...element,
      type: 'DOWNLOADABLE_CONTENT',
      promocodeValue: null,
      downloadLink: '/static/wallpapers.zip',
    };
    const values = formValuesOf('originsPacks', { elements: [element, download] });
    const rows = values.elements;
    if (!Array.isArray(rows) || !rows[0] || !rows[1]) throw new Error('two rows expected');
    expect(rows[0]).toMatchObject({ type: 'PROMOCODE', es__titleLocked: '20% menos', image: '' });
    const body = contentBodyOf('originsPacks', { ...values, elements: [rows[1], rows[0]] });
    expect(body.elements).toEqual([download, element]);
    expect(contentBodyOf('originsPacks', { ...values, elements: [] }).elements).toEqual([]);
  });

  it('names each bad element field, what its type needs, and too many elements', () => {
    const values = formValuesOf('originsPacks', null);
    expect(values.elements).toEqual([]);
    const list = KIND_SPECS.originsPacks.lists?.[0];
    if (!list) throw new Error('origins packs have a list of elements');
    const row: ContentRow = { ...newRowOf(list), titleUnlocked: 'Unlocked' };
    expect(row.type).toBe('PROMOCODE');
    const bad = contentFormSchema('originsPacks').safeParse({
      ...values,
      elements: [
        row,
        { ...row, titleLocked: 'Pack', type: 'CONTENT_PACK', contentPackId: 'nope' },
        { ...row, titleLocked: 'Link', type: 'DOWNLOADABLE_CONTENT', es__buttonText: 'x\u0000' },
        { ...row, titleLocked: 'Gift', type: 'GIFT', promocodeValue: 'X' },
      ],
    });
    const problems = Object.fromEntries(
      (bad.error?.issues ?? [])
        .filter((issue) => issue.path[0] === 'elements')
        .map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(problems).toEqual({
      'elements.0.titleLocked': 'required',
      'elements.0.promocodeValue': 'required',
      'elements.1.contentPackId': 'uuid',
      'elements.2.downloadLink': 'required',
      'elements.2.es__buttonText': 'controlCharacters',
      'elements.3.type': 'invalid',
    });
    const many = Array.from({ length: MAX_ORIGINS_ELEMENTS + 1 }, () => row);
    const tooMany = contentFormSchema('originsPacks').safeParse({ ...values, elements: many });
    expect(tooMany.error?.issues.some((issue) => issue.message === 'tooMany')).toBe(true);
  });

  it('puts the server’s refusals of an element on its row’s input', () => {
    const at = (path: string, message = 'x') =>
      problemFromServer('originsPacks', { path, message });
    expect(at('body.elements.2.es.titleLocked', 'control_characters')).toEqual({
      key: 'elements.2.es__titleLocked',
      problem: 'controlCharacters',
    });
    expect(at('body.elements.1.contentPackId')).toEqual({
      key: 'elements.1.contentPackId',
      problem: 'invalid',
    });
    expect(at('body.elements')).toEqual({ key: 'elements', problem: 'invalid' });
    expect(at('body.elements.0.unknown')).toBeNull();
  });

  it('holds a tag’s FAQ as rows and its related tags as a list of ids', () => {
    const related = '6f1c2a7e-4b1d-4c8e-9a3f-2d5e8b7c1a90';
    const faq = { question: 'Why?', answer: 'Because.', es: { question: '¿Por qué?', answer: '' } };
    const values = formValuesOf('tags', { faqs: [faq], relatedTagIds: [related] });
    expect(values.relatedTagIds).toEqual([{ id: related }]);
    const body = contentBodyOf('tags', values);
    expect(body).toMatchObject({ faqs: [faq], relatedTagIds: [related] });
    const bad = contentFormSchema('tags').safeParse({ ...values, relatedTagIds: [{ id: 'x' }] });
    expect(bad.error?.issues.find((issue) => issue.path[0] === 'relatedTagIds')?.path).toEqual([
      'relatedTagIds',
      0,
      'id',
    ]);
    expect(problemFromServer('tags', { path: 'body.relatedTagIds.1', message: 'x' })).toEqual({
      key: 'relatedTagIds.1.id',
      problem: 'invalid',
    });
  });

  it('holds a model’s social links as rows and its tags as a list of ids', () => {
    const tag = '6f1c2a7e-4b1d-4c8e-9a3f-2d5e8b7c1a90';
    const link = { socialNetwork: 'ONLYFANS', link: 'https://onlyfans.com/lena' };
    const values = formValuesOf('models', { socialNetworksLinks: [link], tagIds: [tag] });
    expect(values.socialNetworksLinks).toEqual([link]);
    expect(contentBodyOf('models', values)).toMatchObject({
      socialNetworksLinks: [link],
      tagIds: [tag],
    });
    const bad = contentFormSchema('models').safeParse({
      ...values,
      socialNetworksLinks: [{ socialNetwork: 'MYSPACE', link: '' }],
    });
    const paths = bad.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining(['socialNetworksLinks.0.socialNetwork', 'socialNetworksLinks.0.link']),
    );
  });
});
