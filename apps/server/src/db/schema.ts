import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Money is stored in integer cents (spec 1 §9: cents = dollars × 100); sizes in bytes as bigint.
// jsonb holds presentation data that is read whole and never queried into.

const placing = (name: string) => text(name).notNull().default('last');

export const creators = pgTable('creators', {
  id: uuid().primaryKey().defaultRandom(),
  username: text().notNull().unique(),
  name: text().notNull(),
  pic: text(),
});

export const categories = pgTable(
  'categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull().unique(),
    title: text().notNull(),
    description: text().notNull().default(''),
    position: integer().notNull().default(0),
    textColor: text().notNull().default('#FFFFFF'),
    backgroundColor: text().notNull().default('#000000'),
    uiFadingOut: boolean().notNull().default(false),
    techDataImageMobile: text(),
    techDataImageDesktop: text(),
    bonusContentPlacing: placing('bonus_content_placing'),
    originsPackPlacing: placing('origins_pack_placing'),
    isPresaleEnabled: boolean().notNull().default(false),
    presalePriceCents: integer(),
    presaleInitialPriceCents: integer(),
    presaleImage: text(),
    presaleDescription: text(),
    presaleReleaseDate: date({ mode: 'string' }),
  },
  (t) => [
    check('categories_bonus_placing', sql`${t.bonusContentPlacing} in ('first', 'last')`),
    check('categories_origins_placing', sql`${t.originsPackPlacing} in ('first', 'last')`),
    check(
      'categories_presale_price',
      sql`not ${t.isPresaleEnabled} or ${t.presalePriceCents} is not null`,
    ),
  ],
);

export type Customization = {
  accentColor: string;
  backgroundColor: string;
  themes: string[];
  arrowTheme: 'light' | 'dark';
  seo: { metaTitle: string; metaDescription: string } | null;
};
export type PreviewRow = {
  imageUrl: string;
  videoUrl: string | null;
  videoDuration: number | null;
};

export const contentPacks = pgTable(
  'content_packs',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id),
    creatorId: uuid()
      .notNull()
      .references(() => creators.id),
    position: integer().notNull().default(0),
    type: text().notNull(),
    status: text().notNull().default('PUBLISHED'),
    title: text().notNull(),
    description: text().notNull().default(''),
    cover: text().notNull(),
    storePreview: text().notNull(),
    storePreviewBack: text(),
    unpurchasedImage: text(),
    libraryUnpurchasedPreview: text(),
    verticalImages: jsonb().$type<string[]>().notNull().default([]),
    previews: jsonb().$type<PreviewRow[]>().notNull().default([]),
    publishDate: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    contentReleaseDate: date({ mode: 'string' }),
    saveCount: integer().notNull().default(0),
    purchaseCount: integer().notNull().default(0),
    initialPriceCents: integer().notNull(),
    priceCents: integer().notNull(),
    supportedPlatforms: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    is2DViewerEnabled: boolean('is_2d_viewer_enabled').notNull().default(false),
    isBonusContent: boolean().notNull().default(false),
    showInCollection: boolean().notNull().default(true),
    customization: jsonb().$type<Customization>().notNull(),
    isDemo: boolean().notNull().default(false),
    isPreview: boolean().notNull().default(false),
    isAllowedToSetCustomPrice: boolean().notNull().default(false),
    customPriceText: text(),
    customPriceLowerBoundCents: integer(),
    location: text(),
    studio: text(),
    actors: jsonb().$type<string[]>().notNull().default([]),
    role: text(),
    genre: text(),
    isExclusiveForYearAndLifetime: boolean().notNull().default(false),
    isAvailableToYearAndLifetimeTariffs: boolean().notNull().default(true),
    buttonText: text(),
    assetsSizeBytes: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('content_packs_category_idx').on(t.categoryId, t.position),
    index('content_packs_creator_idx').on(t.creatorId),
    check('content_packs_type', sql`${t.type} in ('video', 'photo', 'mixed')`),
    check('content_packs_status', sql`${t.status} in ('PUBLISHED', 'COMING_SOON')`),
    check('content_packs_prices', sql`${t.priceCents} >= 0 and ${t.initialPriceCents} >= 0`),
  ],
);

export const contentParts = pgTable(
  'content_parts',
  {
    id: uuid().primaryKey().defaultRandom(),
    contentPackId: uuid()
      .notNull()
      .references(() => contentPacks.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    type: text().notNull(),
    title: text().notNull(),
    sizeInBytes: bigint({ mode: 'number' }).notNull(),
    videoDuration: real(),
    withAudio: boolean().notNull().default(false),
    mediaKind: text().notNull(),
    projection: text().notNull(),
    stereo: text().notNull(),
    // path of the file in the media store
    storageKey: text().notNull(),
    sha256: text(),
    lastModifiedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    isTrial: boolean().notNull().default(false),
    is2DViewerEnabled: boolean('is_2d_viewer_enabled').notNull().default(false),
  },
  (t) => [
    index('content_parts_pack_idx').on(t.contentPackId, t.position),
    check('content_parts_type', sql`${t.type} in ('static', 'dynamic')`),
    check('content_parts_kind', sql`${t.mediaKind} in ('video', 'image', 'scene3d')`),
    check(
      'content_parts_projection',
      sql`${t.projection} in ('flat', 'equirect180', 'equirect360', 'fisheye190', 'fisheye200')`,
    ),
    check('content_parts_stereo', sql`${t.stereo} in ('mono', 'sbs', 'tb')`),
  ],
);

export type SocialLinkRow = { socialNetwork: 'TWITTER' | 'INSTAGRAM' | 'ONLYFANS'; link: string };

export const models = pgTable('models', {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  photo: text(),
  description: text(),
  height: integer(),
  weight: integer(),
  breastSizeIndex: integer(),
  hairColor: text(),
  ethnicity: text(),
  quote: text(),
  age: integer(),
  socialNetworksLinks: jsonb().$type<SocialLinkRow[]>().notNull().default([]),
  complexTags: jsonb().$type<{ name: string; value: string }[]>().notNull().default([]),
  seoTitle: text(),
  seoDescription: text(),
});

export const tags = pgTable('tags', {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull().default(''),
  metaTitle: text().notNull().default(''),
  metaDescription: text().notNull().default(''),
  h1Content: text().notNull().default(''),
  faqs: jsonb().$type<{ question: string; answer: string }[]>().notNull().default([]),
  screenshotPairs: jsonb()
    .$type<{ smallImageUrl: string; fullImageUrl: string }[]>()
    .notNull()
    .default([]),
  position: integer().notNull().default(0),
});

export const contentPackModels = pgTable(
  'content_pack_models',
  {
    contentPackId: uuid()
      .notNull()
      .references(() => contentPacks.id, { onDelete: 'cascade' }),
    modelId: uuid()
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.contentPackId, t.modelId] }),
    index('content_pack_models_model_idx').on(t.modelId),
  ],
);

export const contentPackTags = pgTable(
  'content_pack_tags',
  {
    contentPackId: uuid()
      .notNull()
      .references(() => contentPacks.id, { onDelete: 'cascade' }),
    tagId: uuid()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.contentPackId, t.tagId] }),
    index('content_pack_tags_tag_idx').on(t.tagId),
  ],
);

export const modelTags = pgTable(
  'model_tags',
  {
    modelId: uuid()
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    tagId: uuid()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.tagId] }), index('model_tags_tag_idx').on(t.tagId)],
);

export const relatedTags = pgTable(
  'related_tags',
  {
    tagId: uuid()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    relatedTagId: uuid()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.relatedTagId] })],
);

export const originsPacks = pgTable('origins_packs', {
  id: uuid().primaryKey().defaultRandom(),
  categoryId: uuid()
    .notNull()
    .unique()
    .references(() => categories.id, { onDelete: 'cascade' }),
  slug: text().notNull().unique(),
  title: text().notNull(),
  descriptionLocked: text().notNull(),
  descriptionUnlocked: text().notNull(),
  imageLocked: text().notNull(),
  imageUnlocked: text().notNull(),
  descriptionAtStore: text().notNull(),
  seo: jsonb().$type<{ metaTitle: string; metaDescription: string }>(),
  isEnabled: boolean().notNull().default(true),
});

export const originsPackElements = pgTable(
  'origins_pack_elements',
  {
    id: uuid().primaryKey().defaultRandom(),
    originsPackId: uuid()
      .notNull()
      .references(() => originsPacks.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    type: text().notNull(),
    titleLocked: text().notNull(),
    titleUnlocked: text().notNull(),
    promocodeValue: text(),
    downloadLink: text(),
    buttonText: text(),
    image: text(),
    contentPackId: uuid().references(() => contentPacks.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('origins_pack_elements_pack_idx').on(t.originsPackId, t.position),
    check(
      'origins_pack_elements_type',
      sql`${t.type} in ('PROMOCODE', 'DOWNLOADABLE_CONTENT', 'CONTENT_PACK')`,
    ),
  ],
);

export const tariffs = pgTable(
  'tariffs',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text().notNull().default(''),
    featureDataList: jsonb().$type<{ icon: string; description: string }[]>().notNull().default([]),
    priceCents: integer().notNull(),
    oldPriceCents: integer(),
    durationDays: integer(),
    isLifetime: boolean().notNull().default(false),
    cartPreview: text(),
    colours: jsonb().$type<{ background: string; text: string; accent: string }>(),
    isTrialEnabled: boolean().notNull().default(false),
    trialDurationDays: integer(),
    trialPriceCents: integer(),
    trialContentPackIds: jsonb().$type<string[]>().notNull().default([]),
    differentRecurringPrice: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
  },
  (t) => [
    check(
      'tariffs_duration',
      sql`(${t.isLifetime} and ${t.durationDays} is null) or (not ${t.isLifetime} and ${t.durationDays} is not null and ${t.durationDays} > 0)`,
    ),
    check(
      'tariffs_trial',
      sql`not ${t.isTrialEnabled} or (${t.trialDurationDays} is not null and ${t.trialDurationDays} > 0 and ${t.trialPriceCents} is not null and ${t.trialPriceCents} >= 0)`,
    ),
  ],
);

export const featureFlags = pgTable('feature_flags', {
  name: text().primaryKey(),
  isEnabled: boolean().notNull().default(false),
  params: jsonb().$type<{ label: string; value: string }[]>().notNull().default([]),
  customInfo: jsonb().$type<Record<string, unknown>>(),
  // null: every platform; otherwise only these platform ids see the flag enabled.
  platforms: text().array(),
  // null: every source; otherwise only visitors from these marketing sources.
  sources: text().array(),
});

export const faqs = pgTable(
  'faqs',
  {
    id: uuid().primaryKey().defaultRandom(),
    locale: text().notNull(),
    position: integer().notNull(),
    question: text().notNull(),
    answer: text().notNull(),
  },
  (t) => [uniqueIndex('faqs_locale_position_idx').on(t.locale, t.position)],
);

export const categoriesRelations = relations(categories, ({ many, one }) => ({
  contentPacks: many(contentPacks),
  originsPack: one(originsPacks),
}));

export const contentPacksRelations = relations(contentPacks, ({ one, many }) => ({
  category: one(categories, { fields: [contentPacks.categoryId], references: [categories.id] }),
  creator: one(creators, { fields: [contentPacks.creatorId], references: [creators.id] }),
  parts: many(contentParts),
  models: many(contentPackModels),
  tags: many(contentPackTags),
}));

export const contentPartsRelations = relations(contentParts, ({ one }) => ({
  contentPack: one(contentPacks, {
    fields: [contentParts.contentPackId],
    references: [contentPacks.id],
  }),
}));

export const contentPackModelsRelations = relations(contentPackModels, ({ one }) => ({
  contentPack: one(contentPacks, {
    fields: [contentPackModels.contentPackId],
    references: [contentPacks.id],
  }),
  model: one(models, { fields: [contentPackModels.modelId], references: [models.id] }),
}));

export const contentPackTagsRelations = relations(contentPackTags, ({ one }) => ({
  contentPack: one(contentPacks, {
    fields: [contentPackTags.contentPackId],
    references: [contentPacks.id],
  }),
  tag: one(tags, { fields: [contentPackTags.tagId], references: [tags.id] }),
}));

export const modelsRelations = relations(models, ({ many }) => ({
  contentPacks: many(contentPackModels),
  tags: many(modelTags),
}));

export const modelTagsRelations = relations(modelTags, ({ one }) => ({
  model: one(models, { fields: [modelTags.modelId], references: [models.id] }),
  tag: one(tags, { fields: [modelTags.tagId], references: [tags.id] }),
}));

export const tagsRelations = relations(tags, ({ many }) => ({
  contentPacks: many(contentPackTags),
  models: many(modelTags),
  related: many(relatedTags, { relationName: 'tag' }),
}));

export const relatedTagsRelations = relations(relatedTags, ({ one }) => ({
  tag: one(tags, { fields: [relatedTags.tagId], references: [tags.id], relationName: 'tag' }),
  relatedTag: one(tags, {
    fields: [relatedTags.relatedTagId],
    references: [tags.id],
    relationName: 'relatedTag',
  }),
}));

export const originsPacksRelations = relations(originsPacks, ({ one, many }) => ({
  category: one(categories, { fields: [originsPacks.categoryId], references: [categories.id] }),
  elements: many(originsPackElements),
}));

export const originsPackElementsRelations = relations(originsPackElements, ({ one }) => ({
  originsPack: one(originsPacks, {
    fields: [originsPackElements.originsPackId],
    references: [originsPacks.id],
  }),
  contentPack: one(contentPacks, {
    fields: [originsPackElements.contentPackId],
    references: [contentPacks.id],
  }),
}));
