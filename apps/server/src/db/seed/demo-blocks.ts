import type { ContentBlock } from '@parallax/core/contracts/documents';

/** Short builders for the blocks of the demo documents and blog posts. */
export const h1 = (text: string): ContentBlock => ({ type: 'header1', text });
export const h2 = (text: string): ContentBlock => ({ type: 'header2', text });
export const h3 = (text: string): ContentBlock => ({ type: 'header3', text });
export const p = (text: string): ContentBlock => ({ type: 'text', text });
export const ul = (...items: string[]): ContentBlock => ({ type: 'list', items });
/** A `listNew`: numbered items, each a title and a text. */
export const ol = (...items: [title: string, text: string][]): ContentBlock => ({
  type: 'listNew',
  items: items.map(([title, text]) => ({ title, text })),
});
export const table = (caption: string, headers: string[], rows: string[][]): ContentBlock => ({
  type: 'table',
  caption,
  headers,
  rows,
});

/** The 16:9 banners of the demo media (960 × 540): 01 mountains at dawn … 24 waterfall valley. */
export const wideImage = (n: number) => `/static/demo/wide/wide-${String(n).padStart(2, '0')}.jpg`;
export const img = (n: number, alt: string, caption?: string): ContentBlock => ({
  type: 'img',
  src: wideImage(n),
  alt,
  ...(caption ? { caption } : {}),
  width: 960,
  height: 540,
});
