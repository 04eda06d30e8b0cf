import { z } from 'zod';
import {
  CONTROL_CHARACTERS_KEY,
  hasControlCharacters,
  IsoDate,
  IsoDateTime,
  Slug,
  text,
} from './common.js';
import { DeskDollars, Revision } from './desk-common.js';
import { ContentBlock, DocumentSlug } from './documents.js';
import { SocialNetwork } from './models.js';
import { OriginsPackElementType } from './origins.js';
import { Language } from '../platform.js';

// The operator's desk, content area: categories and presales, origins packs, models, tags, the
// FAQ, documents and blog posts. Each kind has a list, an editable view (with its revision), a
// save (the view's fields and the revision it opened) and, where the store allows, create and
// delete. Texts come in English (the row) and Spanish (its translation; an empty Spanish text
// falls back to the English one in the store).

const line = (max = 200) => text({ trim: true }).max(max);
const required = (max = 200) => text({ trim: true }).min(1).max(max);
const long = (max = 5000) => text({ multiline: true, trim: true }).max(max);
const optionalLine = (max = 500) => line(max).nullable();
const Position = z.int().min(0).max(100_000);
const Color = z
  .string()
  .max(7)
  .regex(/^#[0-9A-Fa-f]{6}$/, 'a colour is #RRGGBB');

/** Blocks of a document or blog post, as the store renders them; no control character inside. */
export const DeskBlocks = z
  .array(ContentBlock)
  .max(500)
  .refine((blocks) => !hasControlText(blocks), 'control_characters');

function hasControlText(value: unknown): boolean {
  if (typeof value === 'string') return hasControlCharacters(value, { multiline: true });
  if (Array.isArray(value)) return value.some(hasControlText);
  if (value && typeof value === 'object') return Object.values(value).some(hasControlText);
  return false;
}

/** English and Spanish texts of a thing: `en` required as the schema says, `es` may be empty. */
function bilingual<En extends z.ZodRawShape, Es extends z.ZodRawShape>(en: En, es: Es) {
  return z.object({ en: z.object(en), es: z.object(es) });
}

/** One row of a desk list: what it is called and a second detail (slug, language…). */
export const DeskContentRow = z.object({ id: z.string(), label: z.string(), detail: z.string() });
export const DeskContentList = z.object({ items: z.array(DeskContentRow), total: z.int() });
export type DeskContentList = z.infer<typeof DeskContentList>;

/** A save: the editable fields and the revision the desk opened. */
const withRevision = <T extends z.ZodRawShape>(fields: z.ZodObject<T>) =>
  fields.extend({ revision: Revision });
/** A view: the editable fields, the id and the revision to send back. */
const viewOf = <T extends z.ZodRawShape>(fields: z.ZodObject<T>) =>
  fields.extend({ id: z.string(), revision: Revision });

// Categories and their presale (spec 1 §4: a presale category is sold before its packs).
const categoryTexts = { title: line(), description: long(2000), presaleDescription: long(2000) };
export const CategoryFields = z.object({
  name: Slug,
  position: Position,
  textColor: Color,
  backgroundColor: Color,
  isPresaleEnabled: z.boolean(),
  presalePrice: DeskDollars.nullable(),
  presaleInitialPrice: DeskDollars.nullable(),
  presaleImage: optionalLine(),
  presaleReleaseDate: IsoDate.nullable(),
  texts: bilingual({ ...categoryTexts, title: required() }, categoryTexts),
});
const presaleHasPrice = (category: { isPresaleEnabled: boolean; presalePrice: number | null }) =>
  !category.isPresaleEnabled || category.presalePrice !== null;
const PRESALE_PRICE = { message: 'a presale needs its price', path: ['presalePrice'] };
export const CategoryInput = CategoryFields.refine(presaleHasPrice, PRESALE_PRICE);
export type CategoryInput = z.infer<typeof CategoryInput>;
export const CategorySave = withRevision(CategoryFields).refine(presaleHasPrice, PRESALE_PRICE);
export const CategoryView = viewOf(CategoryFields);
export type CategoryView = z.infer<typeof CategoryView>;

// Origins packs (spec 2 §2): one per category.
const originsTexts = {
  descriptionLocked: long(),
  descriptionUnlocked: long(),
  descriptionAtStore: long(),
  metaTitle: line(),
  metaDescription: line(500),
};
/** At most this many elements in one origins pack. */
export const MAX_ORIGINS_ELEMENTS = 50;
/** What each type of element gives, so cannot be without. */
export const ELEMENT_NEEDS = {
  PROMOCODE: 'promocodeValue',
  DOWNLOADABLE_CONTENT: 'downloadLink',
  CONTENT_PACK: 'contentPackId',
} as const satisfies Record<OriginsPackElementType, string>;
const elementTexts = { titleLocked: line(), titleUnlocked: line(), buttonText: line(100) };
/**
 * One element of an origins pack (spec 2 §2 origins pack page), in the order the page shows
 * them: a promo code to copy, a downloadable content's link or a content pack. What its type
 * gives is required; an empty optional text is null. `es` holds its Spanish texts (empty: the
 * English one).
 */
export const OriginsElementFields = z
  .object({
    type: OriginsPackElementType,
    titleLocked: required(),
    titleUnlocked: required(),
    buttonText: optionalLine(100),
    image: optionalLine(),
    promocodeValue: optionalLine(100),
    downloadLink: optionalLine(),
    contentPackId: z.uuid().nullable(),
    es: z.object(elementTexts),
  })
  .superRefine((element, context) => {
    const needed = ELEMENT_NEEDS[element.type];
    if (element[needed] === null || element[needed] === '') {
      context.addIssue({ code: 'custom', path: [needed], message: 'required' });
    }
  });
export type OriginsElementInput = z.infer<typeof OriginsElementFields>;

export const OriginsPackFields = z.object({
  slug: Slug,
  categoryId: z.uuid(),
  title: required(),
  imageLocked: required(500),
  imageUnlocked: required(500),
  isEnabled: z.boolean(),
  texts: bilingual(originsTexts, originsTexts),
  elements: z.array(OriginsElementFields).max(MAX_ORIGINS_ELEMENTS),
});
export type OriginsPackInput = z.infer<typeof OriginsPackFields>;
export const OriginsPackSave = withRevision(OriginsPackFields);
export const OriginsPackView = viewOf(OriginsPackFields);
export type OriginsPackView = z.infer<typeof OriginsPackView>;

// Models and the texts of their pages (spec 2 §2).
const modelTexts = {
  description: long(),
  seoDescription: line(500),
  hairColor: line(60),
  ethnicity: line(60),
  quote: line(500),
};
const Measure = z.int().min(0).max(1000).nullable();
/** At most this many tags on a model. */
export const MAX_MODEL_TAGS = 30;
/** A link of the model's page to one of its social networks (spec 2 §2: one per network). */
export const DeskSocialLink = z.object({
  socialNetwork: SocialNetwork,
  link: z
    .url({ protocol: /^https?$/, error: 'an address starting with https://' })
    .max(500)
    // Not a pattern: the schema's `format: uri` says what it takes.
    .refine((link) => !/\s/.test(link) && !hasControlCharacters(link), CONTROL_CHARACTERS_KEY),
});
const eachOnce = (values: readonly string[]) => new Set(values).size === values.length;
export const ModelFields = z.object({
  slug: Slug,
  name: required(),
  photo: optionalLine(),
  age: z.int().min(18).max(120).nullable(),
  height: Measure,
  weight: Measure,
  seoTitle: line(),
  texts: bilingual(modelTexts, modelTexts),
  socialNetworksLinks: z
    .array(DeskSocialLink)
    .max(SocialNetwork.options.length)
    .refine((links) => eachOnce(links.map((link) => link.socialNetwork)), 'each network once'),
  /** The tags its page links to (the page orders them by their position). */
  tagIds: z.array(z.uuid()).max(MAX_MODEL_TAGS).refine(eachOnce, 'each tag once'),
});
export type ModelInput = z.infer<typeof ModelFields>;
export const ModelSave = withRevision(ModelFields);
export const ModelView = viewOf(ModelFields);
export type ModelView = z.infer<typeof ModelView>;

// Tags and the texts of their pages (spec 2 §2).
const tagTexts = {
  name: line(),
  description: long(),
  h1Content: line(500),
  metaTitle: line(),
  metaDescription: line(500),
};
/** At most this many questions on a tag's page, and tags related to it. */
export const MAX_TAG_FAQS = 20;
export const MAX_RELATED_TAGS = 20;
/** A question of a tag page's FAQ, and its Spanish texts (empty: the English one). */
export const TagFaqFields = z.object({
  question: required(500),
  answer: long().min(1),
  es: z.object({ question: line(500), answer: long() }),
});
export const TagFields = z.object({
  slug: Slug,
  position: Position,
  texts: bilingual({ ...tagTexts, name: required() }, tagTexts),
  /** The page's FAQ, in order. */
  faqs: z.array(TagFaqFields).max(MAX_TAG_FAQS),
  /** The tags its page links to (the page orders them by their position). */
  relatedTagIds: z.array(z.uuid()).max(MAX_RELATED_TAGS).refine(eachOnce, 'each tag once'),
});
export type TagInput = z.infer<typeof TagFields>;
export const TagSave = withRevision(TagFields);
export const TagView = viewOf(TagFields);
export type TagView = z.infer<typeof TagView>;

// The store FAQ: one question per row, in its language.
export const FaqItemFields = z.object({
  language: Language,
  position: Position,
  question: required(500),
  answer: long(5000).min(1),
});
export type FaqItemInput = z.infer<typeof FaqItemFields>;
export const FaqItemSave = withRevision(FaqItemFields);
export const FaqItemView = viewOf(FaqItemFields);
export type FaqItemView = z.infer<typeof FaqItemView>;

// Documents (spec 1 §2 other pages): fixed slugs; a Spanish version is kept when it has a title.
const documentTexts = { title: line(), description: line(500), blocks: DeskBlocks };
export const DocumentFields = z.object({
  texts: bilingual({ ...documentTexts, title: required() }, documentTexts),
});
export type DocumentInput = z.infer<typeof DocumentFields>;
export const DocumentSave = withRevision(DocumentFields);
export const DocumentView = viewOf(DocumentFields);
export type DocumentView = z.infer<typeof DocumentView>;
export const DeskDocumentParams = z.object({ slug: DocumentSlug });

// Blog posts: listed from publishedAt on; a Spanish version is kept when it has a title.
const blogTexts = { title: line(), excerpt: long(1000), coverAlt: line(300), blocks: DeskBlocks };
export const BlogPostFields = z.object({
  slug: Slug,
  cover: required(500),
  publishedAt: IsoDateTime,
  texts: bilingual({ ...blogTexts, title: required() }, blogTexts),
});
export type BlogPostInput = z.infer<typeof BlogPostFields>;
export const BlogPostSave = withRevision(BlogPostFields);
export const BlogPostView = viewOf(BlogPostFields);
export type BlogPostView = z.infer<typeof BlogPostView>;
