import { zodResolver } from '@hookform/resolvers/zod';
import { act } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { byTestId, json, settle, stubFetch } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { contentFormSchema, formValuesOf, type ContentFormValues } from '../model/content-form';
import { KIND_SPECS, type ContentKind } from '../model/content-kinds';
import { ContentRows } from './content-rows';

setUpComponentTests();

const TAG = {
  forest: '11111111-1111-4111-8111-111111111111',
  beach: '22222222-2222-4222-8222-222222222222',
};
const packId = (index: number) => `33333333-3333-4333-8333-${String(index).padStart(12, '0')}`;

/** A kind's form holding one of its lists, checked as the editor checks it. */
function Harness({ kind, list, values }: { kind: ContentKind; list: string; values: object }) {
  const form = useForm<ContentFormValues>({
    resolver: zodResolver(contentFormSchema(kind)),
    defaultValues: formValuesOf(kind, { id: 'x', ...values }),
  });
  const rows = useWatch({ control: form.control, name: list });
  const spec = KIND_SPECS[kind].lists?.find((each) => each.name === list);
  if (!spec) throw new Error(`no list ${list}`);
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
      <ContentRows list={spec} form={form} formId="f" />
      <output data-testid="values">{JSON.stringify(rows)}</output>
      <button type="submit">Save</button>
    </form>
  );
}

const show = (kind: ContentKind, list: string, values: object) =>
  renderRoutes([{ path: '*', element: <Harness kind={kind} list={list} values={values} /> }], {
    session: aSession(),
  });

const select = (key: string) => {
  const found = byTestId(`desk-content-field-${key}`);
  if (!(found instanceof HTMLSelectElement)) throw new Error(`no select ${key}`);
  return found;
};
const labelOf = (element: HTMLElement) =>
  document.querySelector(`label[for="${element.id}"]`)?.textContent;
const shown = (element: HTMLSelectElement) => element.selectedOptions[0]?.textContent;
const choose = (element: HTMLSelectElement, value: string) =>
  act(() => {
    element.value = value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });

describe('a choice of ids from a loaded list', () => {
  it('keeps a model’s tag chosen while the tags load, then shows it by its name', async () => {
    let answer = () => {};
    stubFetch({
      'GET /store/api/v1/desk/tags': () =>
        new Promise((resolve) => {
          const items = [
            { id: TAG.beach, label: 'Beach', detail: 'beach' },
            { id: TAG.forest, label: 'Forest', detail: 'forest' },
          ];
          answer = () => resolve(json({ items, total: 2 }));
        }),
    });
    await show('models', 'tagIds', { tagIds: [TAG.forest] });
    const tag = select('tagIds.0.id');
    expect(labelOf(tag)).toBe('Tag');
    expect(tag.value).toBe(TAG.forest);
    expect(shown(tag)).toContain(TAG.forest);

    await act(async () => answer());
    await settle();
    expect(tag.value).toBe(TAG.forest);
    expect(shown(tag)).toBe('Forest');
    expect([...tag.options].map((option) => option.textContent)).toEqual([
      'Choose a tag',
      'Beach',
      'Forest',
    ]);
    choose(tag, TAG.beach);
    expect(JSON.parse(byTestId('values')?.textContent ?? '')).toEqual([{ id: TAG.beach }]);
  });

  it('asks for a tag left unchosen, its message tied to its list', async () => {
    stubFetch({
      'GET /store/api/v1/desk/tags': () =>
        json({ items: [{ id: TAG.beach, label: 'Beach', detail: 'beach' }], total: 1 }),
    });
    await show('tags', 'relatedTagIds', { relatedTagIds: [] });
    await act(async () => byTestId('desk-content-add-relatedTagIds')?.click());
    await act(async () =>
      document.querySelector<HTMLButtonElement>('button[type="submit"]')?.click(),
    );
    await settle();
    const tag = select('relatedTagIds.0.id');
    expect(tag.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(tag.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Fill this in.');
    expect(document.activeElement).toBe(tag);
  });

  it('lists every content pack by title, a page after another, for an element', async () => {
    const calls = stubPacks(
      Array.from({ length: 130 }, (_, index) => ({ id: packId(index), title: `Pack ${index}` })),
    );
    const element = { type: 'CONTENT_PACK', contentPackId: packId(120), es: {} };
    await show('originsPacks', 'elements', { elements: [element] });
    await settle();
    await settle();
    const pack = select('elements.0.contentPackId');
    expect(labelOf(pack)).toBe('Content pack');
    expect(pack.options).toHaveLength(131);
    expect(pack.options[0]?.textContent).toBe('No pack');
    expect(pack.value).toBe(packId(120));
    expect(shown(pack)).toBe('Pack 120');
    expect(calls()).toEqual([0, 1]);
  });
});

/** Answers the desk's pack list a page at a time, as the server does; gives the pages asked. */
function stubPacks(packs: { id: string; title: string }[]) {
  const pages: number[] = [];
  const row = (pack: { id: string; title: string }) => ({
    ...pack,
    slug: 'a-pack',
    cover: '',
    state: 'published',
    price: 9.99,
    initialPrice: 9.99,
    categoryTitle: 'Category',
    partsCount: 1,
    changedAt: '2026-01-01T00:00:00.000Z',
  });
  vi.stubGlobal('fetch', (url: string) => {
    const address = new URL(url, 'http://localhost');
    if (address.pathname !== '/store/api/v1/desk/packs') return Promise.resolve(json({}, 404));
    const page = Number(address.searchParams.get('page'));
    const size = Number(address.searchParams.get('size'));
    pages.push(page);
    const items = packs.slice(page * size, (page + 1) * size).map(row);
    return Promise.resolve(json({ items, total: packs.length, page, size }));
  });
  return () => pages;
}
