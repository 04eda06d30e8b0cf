import { z } from 'zod';
import { IsoDate, IsoDateTime, Price, text } from './common.js';
import { DeskDollars, DeskListQuery, Revision } from './desk-common.js';

// The operator's desk, catalog area: content packs (list, editor, publishing) and the content
// imports that made them (docs/decisions/0044-content-import.md).

/**
 * Where a pack stands: a `draft` (imported, never out), `scheduled` (a time to come out is set),
 * `coming_soon` (in the store, not yet released), `published`, or `hidden` (out of the store: a
 * moderator's hiding or an operator's unpublishing; its owners keep it).
 */
export const DESK_PACK_STATES = [
  'draft',
  'scheduled',
  'coming_soon',
  'published',
  'hidden',
] as const;
export const DeskPackState = z.enum(DESK_PACK_STATES);
export type DeskPackState = z.infer<typeof DeskPackState>;

export const DeskPackListQuery = DeskListQuery.extend({ state: DeskPackState.optional() });
export type DeskPackListQuery = z.infer<typeof DeskPackListQuery>;

export const DeskPackRow = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  cover: z.string(),
  state: DeskPackState,
  price: Price,
  initialPrice: Price,
  categoryTitle: z.string(),
  partsCount: z.number().int(),
  /** The latest of its parts' writes and its desk changes. */
  changedAt: IsoDateTime,
});
export type DeskPackRow = z.infer<typeof DeskPackRow>;

export const DeskPackList = z.object({
  items: z.array(DeskPackRow),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type DeskPackList = z.infer<typeof DeskPackList>;

const line = (max: number) => text({ trim: true }).max(max);
const paragraph = (max: number) => text({ multiline: true, trim: true }).max(max);

/** The texts the store shows of a pack, in one language (catalog.schema.ts PackTexts). */
export const DeskPackTexts = z.object({
  title: line(200),
  description: paragraph(5000),
  customPriceText: line(300),
  location: line(200),
  role: line(200),
  genre: line(200),
  metaTitle: line(200),
  metaDescription: line(500),
});
export type DeskPackTexts = z.infer<typeof DeskPackTexts>;

export const DeskPartEdit = z.object({
  id: z.uuid(),
  title: z.object({ en: line(200).min(1), es: line(200) }),
  isTrial: z.boolean(),
});
export type DeskPartEdit = z.infer<typeof DeskPartEdit>;

/** `YYYY-MM`: the month the pack's content was released (shown on its page). */
export const ReleaseMonth = z
  .string()
  .max(7)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'release_month');

/** What an editor may change of a pack; parts and previews in the order given. */
export const DeskPackFields = z.object({
  texts: z.object({ en: DeskPackTexts.extend({ title: line(200).min(1) }), es: DeskPackTexts }),
  parts: z.array(DeskPartEdit).max(500),
  /** One of the pack's own images (`images`). */
  cover: text().min(1).max(2000),
  storePreview: text().min(1).max(2000),
  /** The previews' image URLs in their new order: the pack's previews, each once. */
  previewOrder: z.array(text().max(2000)).max(200),
  initialPrice: DeskDollars,
  price: DeskDollars,
  releaseMonth: ReleaseMonth.nullable(),
  isExclusiveForYearAndLifetime: z.boolean(),
  categoryId: z.uuid(),
  modelIds: z.array(z.uuid()).max(50),
  tagIds: z.array(z.uuid()).max(100),
});
export type DeskPackFields = z.infer<typeof DeskPackFields>;

/** The price may be lowered from the initial price (a discount), never raised above it. */
function priceWithinInitial(fields: { price: number; initialPrice: number }, ctx: z.RefinementCtx) {
  if (fields.price > fields.initialPrice) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: 'price_above_initial' });
  }
}

export const DeskPackSave = DeskPackFields.extend({ revision: Revision }).superRefine(
  priceWithinInitial,
);
export type DeskPackSave = z.infer<typeof DeskPackSave>;

/** The editor's view of a pack: what it may change, and what it shows beside. */
export const DeskPackView = DeskPackFields.extend({
  id: z.uuid(),
  slug: z.string(),
  state: DeskPackState,
  publishAt: IsoDateTime.nullable(),
  publishDate: IsoDateTime,
  contentReleaseDate: IsoDate.nullable(),
  /** Every image the pack has: the choices of its cover and store preview. */
  images: z.array(z.string()),
  previews: z.array(z.object({ imageUrl: z.string(), videoUrl: z.string().nullable() })),
});
export type DeskPackView = z.infer<typeof DeskPackView>;

const Choice = z.object({ id: z.uuid(), name: z.string() });

export const DeskPackEditor = z.object({
  pack: DeskPackView,
  revision: Revision,
  /** The existing categories, models and tags a pack may be given. */
  choices: z.object({
    categories: z.array(Choice),
    models: z.array(Choice),
    tags: z.array(Choice),
  }),
});
export type DeskPackEditor = z.infer<typeof DeskPackEditor>;

/** Publish at a time (in the future), or now when `at` is left out. */
export const DeskPublishBody = z.object({ at: IsoDateTime.optional() });
export type DeskPublishBody = z.infer<typeof DeskPublishBody>;

/** What a publishing action left: the pack's state and schedule now. */
export const DeskPublishResult = z.object({
  id: z.uuid(),
  state: DeskPackState,
  publishAt: IsoDateTime.nullable(),
  /** Presale buyers told the pack is out (a coming-soon pack's release). */
  notified: z.number().int(),
});
export type DeskPublishResult = z.infer<typeof DeskPublishResult>;

export const DESK_IMPORT_STATUSES = ['running', 'finished', 'failed', 'superseded'] as const;

export const DeskImportItem = z.object({
  file: z.string(),
  packSlug: z.string(),
  status: z.string(),
  progress: z.number(),
  error: z.string().nullable(),
});

export const DeskImport = z.object({
  id: z.uuid(),
  folder: z.string(),
  status: z.enum(DESK_IMPORT_STATUSES),
  error: z.string().nullable(),
  startedAt: IsoDateTime,
  finishedAt: IsoDateTime.nullable(),
  /** Parts prepared (or unchanged) of the import's parts. */
  prepared: z.number().int(),
  total: z.number().int(),
  /** The files that failed, each with its reason. */
  failures: z.array(z.object({ file: z.string(), error: z.string() })),
  /** The packs it makes (or made), with their id once they are in the catalog. */
  packs: z.array(z.object({ slug: z.string(), title: z.string(), id: z.uuid().nullable() })),
});
export type DeskImport = z.infer<typeof DeskImport>;

export const DeskImportList = z.object({
  items: z.array(DeskImport),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type DeskImportList = z.infer<typeof DeskImportList>;

export const DeskImportDetail = DeskImport.extend({ items: z.array(DeskImportItem) });
export type DeskImportDetail = z.infer<typeof DeskImportDetail>;
