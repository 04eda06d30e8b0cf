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
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Rendition } from '@parallax/core/contracts/player';
import type { Translations } from '../../db/columns.js';
import { originsPacks } from '../origins/origins.schema.js';
import { contentPackModels, contentPackTags } from './content-pack-links.schema.js';

// The catalog (spec 1 §2 store, §7; spec 2 §3): categories, creators, content packs and their
// parts, and tariffs; which models and tags each pack has is in content-pack-links.schema.ts.
// Written by the seed; other modules read them through the catalog snapshot or service.
//
// With the models, tags and origins schemas these tables form one read model for the relational
// queries (`db.query`): the relations point both ways, so those schema files import each other.
// Every cross-reference sits in a callback, which runs only after all of them have loaded.

const placing = (name: string) => text(name).notNull().default('last');

export const creators = pgTable('creators', {
  id: uuid().primaryKey().defaultRandom(),
  username: text().notNull().unique(),
  name: text().notNull(),
  pic: text(),
});

export type CategoryTexts = { title: string; description: string; presaleDescription: string };

export type TariffTexts = {
  name: string;
  description: string;
  featureDataList: { icon: string; description: string }[];
};

export type PackTexts = {
  /** A translated title (the row's own is English); the store shows it in that language. */
  title: string;
  description: string;
  customPriceText: string;
  location: string;
  role: string;
  genre: string;
  seo: { metaTitle: string; metaDescription: string };
};

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
    translations: jsonb().$type<Translations<CategoryTexts>>().notNull().default({}),
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
    translations: jsonb().$type<Translations<PackTexts>>().notNull().default({}),
    /**
     * Set while a moderator keeps the pack out of the store (spec 2 §3 contentModerationDto
     * HIDDEN); READY clears it. Written only through the catalog service.
     */
    hiddenAt: timestamp({ withTimezone: true, mode: 'date' }),
    /**
     * An imported pack not yet published by an operator (`parallax content publish`): out of the
     * store, its API and its media for everyone.
     */
    isDraft: boolean().notNull().default(false),
    /**
     * When an operator scheduled the pack to come out (the desk): a job publishes it then. Null:
     * nothing scheduled.
     */
    publishAt: timestamp({ withTimezone: true, mode: 'date' }),
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
    // path of the file in the media store (for a video, the progressive file downloads keep)
    storageKey: text().notNull(),
    /** An imported video's HLS master playlist in the media store (null: streams storageKey). */
    streamKey: text(),
    /** The ladder behind streamKey, best first. */
    renditions: jsonb().$type<Rendition[]>().notNull().default([]),
    sha256: text(),
    lastModifiedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    isTrial: boolean().notNull().default(false),
    is2DViewerEnabled: boolean('is_2d_viewer_enabled').notNull().default(false),
    translations: jsonb().$type<Translations<{ title: string }>>().notNull().default({}),
    /** The content format the part is encoded in; a player older than it says "update required". */
    formatVersion: integer().notNull().default(1),
  },
  (t) => [
    index('content_parts_pack_idx').on(t.contentPackId, t.position),
    check('content_parts_format_version', sql`${t.formatVersion} >= 1`),
    check('content_parts_type', sql`${t.type} in ('static', 'dynamic')`),
    check('content_parts_kind', sql`${t.mediaKind} in ('video', 'image', 'scene3d')`),
    check(
      'content_parts_projection',
      sql`${t.projection} in ('flat', 'equirect180', 'equirect360', 'fisheye190', 'fisheye200')`,
    ),
    check('content_parts_stereo', sql`${t.stereo} in ('mono', 'sbs', 'tb')`),
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
    /** spec 1 §3 Tariff differentRecurringPrice: what every period after the first costs (null: the price). */
    recurringPriceCents: integer(),
    position: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    translations: jsonb().$type<Translations<TariffTexts>>().notNull().default({}),
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

/**
 * The catalog's version: one row, bumped by a statement trigger on every write to a table the
 * catalog snapshot reads, by any process (migration 0014), which also sends `NOTIFY
 * parallax_catalog`. Each instance keys its snapshot and its serialized answers on it.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: integer().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalog_version_one_row', sql`${t.id} = 1`)],
);
