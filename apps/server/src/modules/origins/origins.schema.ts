import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Translations } from '../../db/columns.js';
import { categories, contentPacks } from '../catalog/catalog.schema.js';

// Origins packs (spec 2 §2 origins pack): one per category, with its elements. Written by the
// seed.

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
