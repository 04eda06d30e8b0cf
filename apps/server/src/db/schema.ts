import type { Language } from '@parallax/core/platform';
import type { ContentBlock } from '@parallax/core/contracts/documents';
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
  smallint,
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

/**
 * Catalog texts in languages other than English, field by field: the row itself is English, and a
 * missing field falls back to it (spec 1 §1: en and es).
 */
export type Translations<T> = Partial<Record<Language, Partial<T>>>;
export type CategoryTexts = { title: string; description: string; presaleDescription: string };
export type PackTexts = {
  description: string;
  customPriceText: string;
  location: string;
  role: string;
  genre: string;
  seo: { metaTitle: string; metaDescription: string };
};
export type ModelTexts = {
  description: string;
  seoDescription: string;
  hairColor: string;
  ethnicity: string;
  quote: string;
  complexTags: { name: string; value: string }[];
};
export type OriginsPackTexts = {
  descriptionLocked: string;
  descriptionUnlocked: string;
  descriptionAtStore: string;
  seo: { metaTitle: string; metaDescription: string };
};
export type OriginsElementTexts = {
  titleLocked: string;
  titleUnlocked: string;
  buttonText: string;
};
export type TagTexts = {
  name: string;
  description: string;
  h1Content: string;
  metaTitle: string;
  metaDescription: string;
  faqs: { question: string; answer: string }[];
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
  translations: jsonb().$type<Translations<ModelTexts>>().notNull().default({}),
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
  translations: jsonb().$type<Translations<TagTexts>>().notNull().default({}),
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
  translations: jsonb().$type<Translations<OriginsPackTexts>>().notNull().default({}),
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
    translations: jsonb().$type<Translations<OriginsElementTexts>>().notNull().default({}),
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

// ── Accounts (spec 1 §3 User; issue 3) ─────────────────────────────────────────────────────────

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const instant = () => timestamp({ withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Lowercased; null until a quick-registered or social user picks one. */
    username: text().unique(),
    /** Lowercased and trimmed. */
    email: text().notNull().unique(),
    passwordHash: text(),
    /** False until the registration code is confirmed (login answers NOT_CONFIRMED_EMAIL). */
    emailConfirmed: boolean().notNull().default(false),
    status: text().notNull().default('Active'),
    name: text().notNull().default(''),
    description: text(),
    pic: text(),
    roles: jsonb().$type<string[]>().notNull().default([]),
    isSocialAuth: boolean().notNull().default(false),
    emailConsent: boolean().notNull().default(true),
    dominantHand: text().notNull().default('LEFT'),
    vrControls: jsonb()
      .$type<{ autoSwitchingScenes: boolean; snapMovements: boolean; handsRendering: boolean }>()
      .notNull()
      .default({ autoSwitchingScenes: true, snapMovements: true, handsRendering: true }),
    isQuickMenuEnabled: boolean().notNull().default(true),
    ageVerified: boolean().notNull().default(false),
    hasFullAccess: boolean().notNull().default(false),
    isBdEnabled: boolean().notNull().default(false),
    isAllowedToUploadUserVrFiles: boolean().notNull().default(false),
    acceptedRestictedContent: boolean().notNull().default(false),
    acceptedCookies: boolean().notNull().default(false),
    language: text().notNull().default('en'),
    /** The unsubscribe link's token (spec 1 §2 unsubscribe email). */
    emailToken: text().notNull().unique(),
    source: text(),
    clientId: text(),
    affiliateProgram: text(),
    /** Wrong passwords in a row; reset by a right one. At the limit the account locks for an hour. */
    failedSignIns: integer().notNull().default(0),
    lockedUntil: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'users_status',
      sql`${t.status} in ('Active', 'NotSetPassword', 'InitializedViaPayment')`,
    ),
    check('users_dominant_hand', sql`${t.dominantHand} in ('LEFT', 'RIGHT', 'NONE')`),
    check('users_language', sql`${t.language} in ('en', 'es')`),
    check('users_failed_sign_ins', sql`${t.failedSignIns} >= 0`),
  ],
);

/**
 * A six-digit code sent by e-mail (registration, password reset). The id is the token the client
 * holds; the code is stored as a hash. Resending rotates the code on the same row.
 */
export const emailChallenges = pgTable(
  'email_challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: instant().notNull(),
    wrongAttempts: integer().notNull().default(0),
    lastSentAt: instant().notNull(),
    /** Sends and wrong codes within the current day window (which began at windowStartedAt). */
    sendsInWindow: integer().notNull().default(1),
    wrongInWindow: integer().notNull().default(0),
    windowStartedAt: instant().notNull(),
    /** Set when the right code was given; a password-reset challenge then allows one update. */
    confirmedAt: instant(),
    consumedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    check('email_challenges_purpose', sql`${t.purpose} in ('registration', 'password_reset')`),
    index('email_challenges_user').on(t.userId, t.purpose),
  ],
);

/** Single-use tokens sent in links or handed between clients (stored hashed). */
export const actionTokens = pgTable(
  'action_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    check('action_tokens_purpose', sql`${t.purpose} in ('user_confirm', 'sign_in')`),
    index('action_tokens_user').on(t.userId),
  ],
);

/**
 * Refresh tokens, one row per issued token (stored hashed). Rotation marks the old row replaced;
 * presenting a replaced or revoked token revokes its whole family (a stolen token was used).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    familyId: uuid().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientIdentifier: uuid().notNull(),
    clientType: text().notNull(),
    expiresAt: instant().notNull(),
    replacedAt: instant(),
    revokedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId), index('refresh_tokens_user').on(t.userId)],
);

/** Google or Twitter account linked to a user. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text().notNull(),
    subject: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    check('social_identities_provider', sql`${t.provider} in ('google', 'twitter')`),
    index('social_identities_user').on(t.userId),
  ],
);

/** An OAuth redirect in flight: state, PKCE verifier, nonce and the parameters to carry through. */
export const socialSignInStates = pgTable('social_sign_in_states', {
  state: text().primaryKey(),
  provider: text().notNull(),
  codeVerifier: text().notNull(),
  nonce: text(),
  params: jsonb().$type<Record<string, string>>().notNull().default({}),
  expiresAt: instant().notNull(),
  createdAt: createdAt(),
});

/**
 * Every e-mail, written in the transaction of the change that sends it. With SMTP a job sends it:
 * pending → sending (claimed, committed before SMTP is called) → sent, or failed (refused, out of
 * retries, or interrupted mid-send: never sent twice). Without SMTP it is `kept`: the development
 * outbox (GET /api/dev/outbox).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    status: text().notNull().default('kept'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    claimedAt: instant(),
    sentAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_created').on(t.createdAt),
    check(
      'mail_outbox_status',
      sql`${t.status} in ('kept', 'pending', 'sending', 'sent', 'failed')`,
    ),
  ],
);

/** Age verification with the (simulated) provider: started, then verified or declined. */
export const ageVerifications = pgTable(
  'age_verifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().notNull().default('started'),
    returnPath: text().notNull().default('/'),
    createdAt: createdAt(),
    completedAt: instant(),
  },
  (t) => [
    check('age_verifications_status', sql`${t.status} in ('started', 'verified', 'declined')`),
  ],
);

/** spec 1 §3 Subscription. Payments (issue 5) create and renew these. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    tariffId: uuid()
      .notNull()
      .references(() => tariffs.id),
    status: text().notNull(),
    startDate: instant().notNull(),
    endDate: instant(),
    isTrial: boolean().notNull().default(false),
    acquiringType: text(),
    paymentSystem: text(),
    paymentMethod: text(),
    cardPan: text(),
    /** The paid order that bought it (issue 5 records it PENDING; the subscription issue runs it). */
    orderId: uuid().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'subscriptions_status',
      sql`${t.status} in ('ACTIVE', 'CANCELLED', 'GRACE', 'CANCEL_IN_PROGRESS', 'PENDING', 'EXPIRED', 'PAYMENT_FAILED', 'REFUNDED')`,
    ),
    index('subscriptions_user').on(t.userId),
  ],
);

/**
 * Content packs a user owns, one row per user and pack. Purchases (issue 5), claims and grants
 * write here; the catalog reads it for `isOwned` and the origins pack lock (spec 2 §3).
 */
export const ownedContentPacks = pgTable(
  'owned_content_packs',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentPackId: uuid()
      .notNull()
      .references(() => contentPacks.id, { onDelete: 'cascade' }),
    grantedAt: createdAt(),
    source: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentPackId] }),
    check(
      'owned_content_packs_source',
      sql`${t.source} in ('purchase', 'presale', 'claim', 'grant')`,
    ),
  ],
);

/**
 * Presale categories a user bought (spec 1 §4 presale): every pack of the category, present and
 * future, is theirs. Fulfilment (issue 5) writes here; the cart reads it (coveredByPresale).
 */
export const ownedPresaleCategories = pgTable(
  'owned_presale_categories',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    grantedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);

/**
 * Promo codes (spec 1 §3 promoCodeInfo): PERCENT (value 1–100) or FIXED (value in cents) off the
 * kinds of item in `scope`, until `expiresAt`, `usageLimit` times at most. Codes are matched
 * without regard to case.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    type: text().notNull().default('PERCENT'),
    value: integer().notNull(),
    scope: text()
      .array()
      .notNull()
      .default(sql`'{content,presale,tariff}'::text[]`),
    expiresAt: instant(),
    usageLimit: integer(),
    usedCount: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code').on(sql`upper(${t.code})`),
    check('promo_codes_type', sql`${t.type} in ('PERCENT', 'FIXED')`),
    check(
      'promo_codes_value',
      sql`(${t.type} = 'PERCENT' and ${t.value} between 1 and 100) or (${t.type} = 'FIXED' and ${t.value} > 0)`,
    ),
    check(
      'promo_codes_usage',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usageLimit} >= 0)`,
    ),
  ],
);

/** A signed-in user's server cart (spec 1 §4): the promo code; its items are `cart_items`. */
export const carts = pgTable('carts', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  promoCode: text(),
  updatedAt: createdAt(),
});

/**
 * The items of a server cart, in the order added. The rules of spec 1 §4 hold in the table too:
 * one row per item id, one tariff per cart, a custom price for content only, trial for a tariff.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid()
      .notNull()
      .references(() => carts.userId, { onDelete: 'cascade' }),
    itemId: uuid().notNull(),
    type: text().notNull(),
    customPriceCents: integer(),
    viaTrial: boolean().notNull().default(false),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    check('cart_items_type', sql`${t.type} in ('content', 'presale', 'tariff')`),
    check(
      'cart_items_custom_price',
      sql`${t.customPriceCents} is null or (${t.type} = 'content' and ${t.customPriceCents} >= 0)`,
    ),
    check('cart_items_trial', sql`not ${t.viaTrial} or ${t.type} = 'tariff'`),
    uniqueIndex('cart_items_one_tariff')
      .on(t.userId)
      .where(sql`${t.type} = 'tariff'`),
  ],
);

/**
 * One line of an order, as it was priced when the buyer checked out: what was bought (pack,
 * presale category or tariff), its sums in cents, and what the receipt and the purchases list
 * show of it. Kept whole so that later catalogue changes do not rewrite a past purchase.
 */
export type OrderLine = {
  type: 'content' | 'presale' | 'tariff';
  id: string;
  title: string;
  slug: string | null;
  initialSumCents: number;
  salePriceCents: number;
  finalSumCents: number;
  viaTrial: boolean;
  customPriceCents: number | null;
  coveredByPresale: boolean;
  coveredByLifetimeSubscription: boolean;
  creator: { id: string; username: string; avatar: string | null } | null;
  previews: { previewLink: string | null; videoPreviewLink: string | null };
  /** Tariffs: the regular (rebill) price and the trial's length, for the subscription issue. */
  regularPriceCents: number | null;
  trialDurationDays: number | null;
  durationDays: number | null;
  isLifetime: boolean;
};

/** The promo code an order used: what it was and what it took off. */
export type OrderPromo = {
  code: string;
  type: 'PERCENT' | 'FIXED';
  value: number;
  decreaseCents: number;
};

/**
 * An order (spec 1 §3 Transaction): a priced cart on its way through a payment provider. PENDING
 * until the provider's webhook (or a status check) says SUCCESSFUL or FAILED; fulfilment happens
 * once, in the transaction that moves it to SUCCESSFUL.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text().notNull().default('PENDING'),
    lines: jsonb().$type<OrderLine[]>().notNull(),
    promo: jsonb().$type<OrderPromo | null>(),
    initialSumCents: integer().notNull(),
    totalCents: integer().notNull(),
    currency: text().notNull().default('USD'),
    paymentMethod: text().notNull(),
    acquiringType: text().notNull(),
    provider: text().notNull(),
    /** The provider's id of the checkout (paymentSystemOrderId) and its hosted page. */
    providerPaymentId: text(),
    redirectUrl: text(),
    /** The cart's content when ordered: a second checkout of the same cart reuses this order. */
    cartFingerprint: text().notNull(),
    /** Fulfilment empties the server cart; a guest-style cart lives in the browser. */
    fromServerCart: boolean().notNull(),
    cardPan: text(),
    failureReason: text(),
    language: text().notNull().default('en'),
    createdAt: createdAt(),
    completedAt: instant(),
  },
  (t) => [
    check('orders_status', sql`${t.status} in ('PENDING', 'SUCCESSFUL', 'FAILED')`),
    check('orders_sums', sql`${t.totalCents} >= 0 and ${t.initialSumCents} >= ${t.totalCents}`),
    index('orders_user').on(t.userId, t.createdAt),
    uniqueIndex('orders_provider_payment').on(t.provider, t.providerPaymentId),
  ],
);

/** Webhook events already applied, by the provider's event id: a second delivery is a no-op. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The built-in test acquirer's own books (it stands in for a card processor; see
 * modules/payments/test-acquirer): its checkouts, and the webhooks it owes the merchant.
 */
export const testAcquirerPayments = pgTable(
  'test_acquirer_payments',
  {
    id: text().primaryKey(),
    /** The merchant's order id: creating a checkout twice for one order gives the same one. */
    merchantReference: text().notNull().unique(),
    amountCents: integer().notNull(),
    currency: text().notNull(),
    description: text().notNull(),
    customerEmail: text().notNull(),
    returnUrl: text().notNull(),
    webhookUrl: text().notNull(),
    status: text().notNull().default('open'),
    cardPan: text(),
    /** A token for charging the same card again (saved-method charges). */
    paymentMethodToken: text().unique(),
    failureReason: text(),
    refundedCents: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check(
      'test_acquirer_payments_status',
      sql`${t.status} in ('open', 'requires_confirmation', 'succeeded', 'failed', 'canceled')`,
    ),
    check(
      'test_acquirer_payments_refund',
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`,
    ),
  ],
);

export const testAcquirerWebhooks = pgTable(
  'test_acquirer_webhooks',
  {
    id: text().primaryKey(),
    paymentId: text()
      .notNull()
      .references(() => testAcquirerPayments.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    body: text().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: instant(),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('test_acquirer_webhooks_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/** Server secrets generated on first start and shared by every instance (JWT signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});

/**
 * One-time login (spec 1 §3, §4 Otp): a headset or desktop client asks for a six-character code,
 * shows it, and polls; a signed-in user enters it on the pair-headset page, which approves it.
 */
export const otpLogins = pgTable(
  'otp_logins',
  {
    code: text().primaryKey(),
    clientIdentifier: uuid().notNull(),
    clientType: text().notNull(),
    source: text(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    approvedAt: instant(),
    consumedAt: instant(),
    expiresAt: instant().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('otp_logins_code', sql`${t.code} ~ '^[A-Z0-9]{6}$'`)],
);

// ── Player (spec 2 §3 feedback, resume positions; issue 6) ──────────────────────────────────────

/**
 * A user's rating of a content pack after a session (spec 2 §3 Feedback): grade 1–3 (reallyBad,
 * itsOkay, superGood), the reasons picked (core `FEEDBACK_OPTIONS`, each at most once) and an
 * optional text. Goes with the user's account and with the pack.
 */
export const contentFeedback = pgTable(
  'content_feedback',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentPackId: uuid()
      .notNull()
      .references(() => contentPacks.id, { onDelete: 'cascade' }),
    grade: smallint().notNull(),
    options: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    text: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('content_feedback_grade', sql`${t.grade} between 1 and 3`),
    check(
      'content_feedback_options',
      sql`${t.options} <@ array['castingOrGenre', 'qualityRealism', 'inVrNavigation', 'appPerformance']::text[]`,
    ),
    index('content_feedback_pack').on(t.contentPackId, t.createdAt),
    // Account deletion removes a user's feedback through the cascade.
    index('content_feedback_user').on(t.userId),
  ],
);

/**
 * Where a user stopped in a scene, so any of their devices resumes there: one row per user and
 * part, overwritten by each save. The position never passes the duration the player reported.
 * `runId` and `runSequence` name the player run that saved it and the save's order in that run:
 * requests can arrive out of order, and an older save of the same run never replaces a newer one.
 */
export const playbackPositions = pgTable(
  'playback_positions',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partId: uuid()
      .notNull()
      .references(() => contentParts.id, { onDelete: 'cascade' }),
    contentPackId: uuid()
      .notNull()
      .references(() => contentPacks.id, { onDelete: 'cascade' }),
    positionSeconds: real().notNull(),
    durationSeconds: real(),
    runId: uuid(),
    runSequence: integer(),
    updatedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.partId] }),
    check(
      'playback_positions_position',
      sql`${t.positionSeconds} >= 0 and (${t.durationSeconds} is null or (${t.durationSeconds} >= 0 and ${t.positionSeconds} <= ${t.durationSeconds}))`,
    ),
    index('playback_positions_user_recent').on(t.userId, t.updatedAt.desc()),
    // A part removed from the catalog takes its positions with it through the cascade.
    index('playback_positions_part').on(t.partId),
  ],
);

// ── Documents and blog (spec 1 §2 other pages; issue 4) ────────────────────────────────────────

/** A document page (cookie policy, privacy policy, …) in one language; blocks are read whole. */
export const documents = pgTable(
  'documents',
  {
    slug: text().notNull(),
    language: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    blocks: jsonb().$type<ContentBlock[]>().notNull(),
    updatedAt: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.slug, t.language] }),
    check('documents_language', sql`${t.language} in ('en', 'es')`),
  ],
);

/** A blog post; it is listed from `publishedAt` on. Its text lives in one row per language. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    cover: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('blog_posts_published_at').on(t.publishedAt)],
);

export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    blogPostId: uuid()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    title: text().notNull(),
    excerpt: text().notNull(),
    coverAlt: text().notNull(),
    blocks: jsonb().$type<ContentBlock[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.blogPostId, t.language] }),
    check('blog_post_translations_language', sql`${t.language} in ('en', 'es')`),
  ],
);

export const blogPostsRelations = relations(blogPosts, ({ many }) => ({
  translations: many(blogPostTranslations),
}));

export const blogPostTranslationsRelations = relations(blogPostTranslations, ({ one }) => ({
  blogPost: one(blogPosts, {
    fields: [blogPostTranslations.blogPostId],
    references: [blogPosts.id],
  }),
}));
