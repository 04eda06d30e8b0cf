import type { ContentBlock } from '../contracts/documents.js';

/** A common adult silent-reading pace for screen text. */
export const WORDS_PER_MINUTE = 200;
/** An image holds the reader for a moment too. */
const SECONDS_PER_IMAGE = 12;

/** The words a block puts on the page (headings, text, items, cells, captions). */
export function blockText(block: ContentBlock): string {
  switch (block.type) {
    case 'header1':
    case 'header2':
    case 'header3':
    case 'text':
      return block.text;
    case 'list':
      return block.items.join(' ');
    case 'listNew':
      return block.items.map((item) => `${item.title} ${item.text}`).join(' ');
    case 'table':
      return [block.caption ?? '', ...block.headers, ...block.rows.flat()].join(' ');
    case 'img':
      return block.caption ?? '';
  }
}

const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Whole minutes to read blocks at WORDS_PER_MINUTE, rounded up, at least one. */
export function readingMinutes(blocks: readonly ContentBlock[]): number {
  const words = blocks.reduce((sum, block) => sum + countWords(blockText(block)), 0);
  const images = blocks.filter((block) => block.type === 'img').length;
  const seconds = (words / WORDS_PER_MINUTE) * 60 + images * SECONDS_PER_IMAGE;
  return Math.max(1, Math.ceil(seconds / 60));
}
