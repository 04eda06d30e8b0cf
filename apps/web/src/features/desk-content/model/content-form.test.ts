import { describe, expect, it } from 'vitest';
import {
  contentBodyOf,
  contentFormSchema,
  formValuesOf,
  problemFromServer,
  takenFieldOf,
} from './content-form';

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
});
