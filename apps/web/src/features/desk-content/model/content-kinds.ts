import {
  ELEMENT_NEEDS,
  MAX_MODEL_TAGS,
  MAX_ORIGINS_ELEMENTS,
  MAX_RELATED_TAGS,
  MAX_TAG_FAQS,
} from '@parallax/core/contracts/desk-content';
import { SocialNetwork } from '@parallax/core/contracts/models';
import { OriginsPackElementType } from '@parallax/core/contracts/origins';

/** The kinds of content the desk's content area edits, in its sub-navigation's order. */
export const CONTENT_KINDS = [
  'categories',
  'originsPacks',
  'models',
  'tags',
  'faq',
  'documents',
  'blogPosts',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const isContentKind = (value: string | null): value is ContentKind =>
  value !== null && (CONTENT_KINDS as readonly string[]).includes(value);

/**
 * How a field is typed and checked: `long` is multi-line text, `blocks` a document's or blog
 * post's blocks as JSON (what the store renders), `money` dollars with cents, `datetime` a local
 * date and time sent as an instant.
 */
export type FieldType =
  | 'text'
  | 'long'
  | 'slug'
  | 'color'
  | 'uuid'
  | 'int'
  | 'money'
  | 'bool'
  | 'date'
  | 'datetime'
  | 'language'
  | 'choice'
  | 'blocks';

/** One field of a kind's form. `bilingual` fields live under `texts.en` and `texts.es`. */
export type FieldSpec = {
  name: string;
  type: FieldType;
  /** Required (in English, for a bilingual field). */
  required?: boolean;
  /** Empty is sent as null. */
  nullable?: boolean;
  bilingual?: boolean;
  max?: number;
  /** The values a `choice` offers (the first is a new row's). */
  choices?: readonly string[];
  /** A `choice` of ids whose options are a loaded list's, each shown by its name. */
  optionsFrom?: OptionSource;
};

/** The loaded lists a `choice` field may offer: categories and packs by title, tags by name. */
export type OptionSource = 'categories' | 'contentPacks' | 'tags';

/**
 * Rows a kind holds in a list (an origins pack's elements), added, removed and reordered in the
 * form: each row's fields, a bilingual one with its Spanish text under the row's `es`.
 */
export type ListSpec = {
  name: string;
  max: number;
  fields: readonly FieldSpec[];
  /** Each row is its one field's value (a list of ids), not an object. */
  isScalar?: boolean;
  /** The field a row's `choice` field makes required, by the chosen value. */
  needs?: { by: string; fields: Readonly<Record<string, string>> };
};

export type KindSpec = {
  fields: readonly FieldSpec[];
  lists?: readonly ListSpec[];
  /** The list's id is a slug (documents), not a uuid. */
  isKeyedBySlug?: boolean;
};

const text = (name: string, max = 200, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  type: 'text',
  max,
  ...extra,
});
const long = (name: string, max = 5000, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  type: 'long',
  max,
  ...extra,
});
const both = (field: FieldSpec, required = false): FieldSpec => ({
  ...field,
  bilingual: true,
  required,
});

/** What each kind's form holds, as the server's contracts (contracts/desk-content.ts) take it. */
export const KIND_SPECS: Record<ContentKind, KindSpec> = {
  categories: {
    fields: [
      { name: 'name', type: 'slug', required: true },
      both(text('title'), true),
      both(long('description', 2000)),
      { name: 'position', type: 'int', required: true },
      { name: 'textColor', type: 'color', required: true },
      { name: 'backgroundColor', type: 'color', required: true },
      { name: 'isPresaleEnabled', type: 'bool' },
      { name: 'presalePrice', type: 'money', nullable: true },
      { name: 'presaleInitialPrice', type: 'money', nullable: true },
      text('presaleImage', 500, { nullable: true }),
      { name: 'presaleReleaseDate', type: 'date', nullable: true },
      both(long('presaleDescription', 2000)),
    ],
  },
  originsPacks: {
    fields: [
      { name: 'slug', type: 'slug', required: true },
      { name: 'categoryId', type: 'choice', required: true, optionsFrom: 'categories' },
      text('title', 200, { required: true }),
      text('imageLocked', 500, { required: true }),
      text('imageUnlocked', 500, { required: true }),
      { name: 'isEnabled', type: 'bool' },
      both(long('descriptionLocked')),
      both(long('descriptionUnlocked')),
      both(long('descriptionAtStore')),
      both(text('metaTitle')),
      both(text('metaDescription', 500)),
    ],
    lists: [
      {
        name: 'elements',
        max: MAX_ORIGINS_ELEMENTS,
        fields: [
          { name: 'type', type: 'choice', required: true, choices: OriginsPackElementType.options },
          both(text('titleLocked'), true),
          both(text('titleUnlocked'), true),
          both(text('buttonText', 100, { nullable: true })),
          text('promocodeValue', 100, { nullable: true }),
          text('downloadLink', 500, { nullable: true }),
          { name: 'contentPackId', type: 'choice', nullable: true, optionsFrom: 'contentPacks' },
          text('image', 500, { nullable: true }),
        ],
        needs: { by: 'type', fields: ELEMENT_NEEDS },
      },
    ],
  },
  models: {
    fields: [
      { name: 'slug', type: 'slug', required: true },
      text('name', 200, { required: true }),
      text('photo', 500, { nullable: true }),
      { name: 'age', type: 'int', nullable: true },
      { name: 'height', type: 'int', nullable: true },
      { name: 'weight', type: 'int', nullable: true },
      text('seoTitle'),
      both(long('description')),
      both(text('seoDescription', 500)),
      both(text('hairColor', 60)),
      both(text('ethnicity', 60)),
      both(text('quote', 500)),
    ],
    lists: [
      {
        name: 'socialNetworksLinks',
        max: SocialNetwork.options.length,
        fields: [
          { name: 'socialNetwork', type: 'choice', required: true, choices: SocialNetwork.options },
          text('link', 500, { required: true }),
        ],
      },
      {
        name: 'tagIds',
        max: MAX_MODEL_TAGS,
        isScalar: true,
        fields: [{ name: 'id', type: 'choice', required: true, optionsFrom: 'tags' }],
      },
    ],
  },
  tags: {
    fields: [
      { name: 'slug', type: 'slug', required: true },
      { name: 'position', type: 'int', required: true },
      both(text('name'), true),
      both(long('description')),
      both(text('h1Content', 500)),
      both(text('metaTitle')),
      both(text('metaDescription', 500)),
    ],
    lists: [
      {
        name: 'faqs',
        max: MAX_TAG_FAQS,
        fields: [both(text('question', 500), true), both(long('answer'), true)],
      },
      {
        name: 'relatedTagIds',
        max: MAX_RELATED_TAGS,
        isScalar: true,
        fields: [{ name: 'id', type: 'choice', required: true, optionsFrom: 'tags' }],
      },
    ],
  },
  faq: {
    fields: [
      { name: 'language', type: 'language', required: true },
      { name: 'position', type: 'int', required: true },
      text('question', 500, { required: true }),
      long('answer', 5000, { required: true }),
    ],
  },
  documents: {
    isKeyedBySlug: true,
    fields: [
      both(text('title'), true),
      both(text('description', 500)),
      both({ name: 'blocks', type: 'blocks' }),
    ],
  },
  blogPosts: {
    fields: [
      { name: 'slug', type: 'slug', required: true },
      text('cover', 500, { required: true }),
      { name: 'publishedAt', type: 'datetime', required: true },
      both(text('title'), true),
      both(long('excerpt', 1000)),
      both(text('coverAlt', 300)),
      both({ name: 'blocks', type: 'blocks' }),
    ],
  },
};
