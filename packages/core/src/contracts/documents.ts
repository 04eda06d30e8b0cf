import { z } from 'zod';
import { DOCUMENT_SLUGS } from '../pages.js';
import { Language } from '../platform.js';
import { AssetUrl, IsoDate, text } from './common.js';

/** spec 1 §2 other pages: the documents, by slug (declared with the pages, ../pages.ts). */
export { DOCUMENT_SLUGS };
export const DocumentSlug = z.enum(DOCUMENT_SLUGS);
export type DocumentSlug = z.infer<typeof DocumentSlug>;

// Bounded, as the desk sends blocks in: a paragraph of up to 20,000 characters, 500 items a list.
const Line = z.string().trim().min(1).max(20_000);
const Cell = z.string().max(2_000);

const TableBlock = z
  .object({
    type: z.literal('table'),
    caption: Line.optional(),
    /** The column headers (rendered as header cells). */
    headers: z.array(Line).min(1).max(20),
    rows: z.array(z.array(Cell).max(20)).min(1).max(500),
  })
  .refine((table) => table.rows.every((row) => row.length === table.headers.length), {
    message: 'every table row has one cell per header',
    path: ['rows'],
  });

/**
 * spec 1 §2: documents (and blog posts) are lists of blocks — header1, header2, header3, text,
 * list, table, img, listNew. Our readings where the spec names a type only:
 * - `list` is a bulleted list of plain items;
 * - `listNew` is a numbered list whose items each have a short title and a text (steps,
 *   required elements of a notice, rights) — the list style that came after the plain one;
 * - `img` is an image with alternative text (empty only for a decorative image), an optional
 *   caption and its intrinsic size, so the page keeps its layout while it loads;
 * - `table` has one header row; every row has one cell per header.
 */
export const ContentBlock = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('header1'), text: Line }),
    z.object({ type: z.literal('header2'), text: Line }),
    z.object({ type: z.literal('header3'), text: Line }),
    z.object({ type: z.literal('text'), text: Line }),
    z.object({ type: z.literal('list'), items: z.array(Line).min(1).max(500) }),
    z.object({
      type: z.literal('listNew'),
      items: z
        .array(z.object({ title: Line, text: Line }))
        .min(1)
        .max(500),
    }),
    TableBlock,
    z.object({
      type: z.literal('img'),
      src: AssetUrl.max(2_000),
      alt: z.string().max(1_000),
      caption: Line.optional(),
      width: z.int().positive(),
      height: z.int().positive(),
    }),
  ])
  .meta({ id: 'ContentBlock' });
export type ContentBlock = z.infer<typeof ContentBlock>;
export type ContentBlockType = ContentBlock['type'];

/**
 * A document page in one language. `language` is the language of the text: English when the
 * requested language has no translation (spec 1 §2: en or es).
 */
export const DocumentPage = z
  .object({
    slug: DocumentSlug,
    language: Language,
    title: z.string(),
    description: z.string(),
    updatedAt: IsoDate,
    blocks: z.array(ContentBlock),
  })
  .meta({ id: 'DocumentPage' });
export type DocumentPage = z.infer<typeof DocumentPage>;

/** Any bounded string: a slug that names no document is a 404, whatever its shape. */
export const DocumentParams = z.object({ slug: text().min(1).max(100) });
