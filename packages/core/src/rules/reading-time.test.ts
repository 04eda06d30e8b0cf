import { describe, expect, it } from 'vitest';
import { ContentBlock } from '../contracts/documents.js';
import { blockText, readingMinutes, WORDS_PER_MINUTE } from './reading-time.js';

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
const text = (count: number): ContentBlock => ({ type: 'text', text: words(count) });
const image: ContentBlock = {
  type: 'img',
  src: '/static/demo/wide/wide-01.jpg',
  alt: 'A ridge at dawn',
  width: 960,
  height: 540,
};

describe('readingMinutes', () => {
  it('is at least one minute, even for an empty body', () => {
    expect(readingMinutes([])).toBe(1);
    expect(readingMinutes([text(3)])).toBe(1);
  });

  it('rounds words at the reading pace up to whole minutes', () => {
    expect(readingMinutes([text(WORDS_PER_MINUTE)])).toBe(1);
    expect(readingMinutes([text(WORDS_PER_MINUTE + 1)])).toBe(2);
    expect(readingMinutes([text(WORDS_PER_MINUTE * 2), text(WORDS_PER_MINUTE)])).toBe(3);
  });

  it('counts the words of every block type and a moment per image', () => {
    // 190 words + five images (60 s) is over one minute.
    expect(readingMinutes([text(190)])).toBe(1);
    expect(readingMinutes([text(190), image, image, image, image, image])).toBe(2);
  });
});

describe('blockText', () => {
  it('collects the words a reader sees in each block', () => {
    expect(blockText({ type: 'header2', text: 'Cookies we set' })).toBe('Cookies we set');
    expect(blockText({ type: 'list', items: ['one', 'two'] })).toBe('one two');
    expect(blockText({ type: 'listNew', items: [{ title: 'Sign', text: 'the notice' }] })).toBe(
      'Sign the notice',
    );
    expect(
      blockText({
        type: 'table',
        caption: 'Cookies',
        headers: ['Name', 'Use'],
        rows: [['a', 'b']],
      }),
    ).toBe('Cookies Name Use a b');
    expect(blockText(image)).toBe('');
  });
});

describe('ContentBlock', () => {
  it('refuses a table row whose cells do not match the headers', () => {
    const table = { type: 'table', headers: ['Name', 'Use'], rows: [['only one']] };
    expect(ContentBlock.safeParse(table).success).toBe(false);
    expect(ContentBlock.safeParse({ ...table, rows: [['a', 'b']] }).success).toBe(true);
  });

  it('refuses an unknown block type and an empty list', () => {
    expect(ContentBlock.safeParse({ type: 'quote', text: 'x' }).success).toBe(false);
    expect(ContentBlock.safeParse({ type: 'list', items: [] }).success).toBe(false);
  });
});
