import { relations } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { Translations } from '../../db/columns.js';
import { contentPackTags } from '../catalog/content-pack-links.schema.js';
import { modelTags } from '../models/models.schema.js';

// Tags and related tags (spec 2 §2 models and tags). Written by the seed; the relations to packs
// and models (`content_pack_tags`, `model_tags`) serve the tag pages' queries.

export type TagTexts = {
  name: string;
  description: string;
  h1Content: string;
  metaTitle: string;
  metaDescription: string;
  faqs: { question: string; answer: string }[];
};

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
