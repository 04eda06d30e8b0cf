import { relations } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { Translations } from '../../db/columns.js';
import { contentPackModels } from '../catalog/content-pack-links.schema.js';
import { tags } from '../tags/tags.schema.js';

// Models and their tags (spec 2 §2 models and tags). Written by the seed; the relations to
// content packs (`content_pack_models`, the catalog's) serve the model pages' queries.

export type SocialLinkRow = { socialNetwork: 'TWITTER' | 'INSTAGRAM' | 'ONLYFANS'; link: string };

export type ModelTexts = {
  description: string;
  seoDescription: string;
  hairColor: string;
  ethnicity: string;
  quote: string;
  complexTags: { name: string; value: string }[];
};

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

export const modelsRelations = relations(models, ({ many }) => ({
  contentPacks: many(contentPackModels),
  tags: many(modelTags),
}));

export const modelTagsRelations = relations(modelTags, ({ one }) => ({
  model: one(models, { fields: [modelTags.modelId], references: [models.id] }),
  tag: one(tags, { fields: [modelTags.tagId], references: [tags.id] }),
}));
