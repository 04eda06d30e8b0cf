import { relations } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { models } from '../models/models.schema.js';
import { tags } from '../tags/tags.schema.js';
import { contentPacks } from './catalog.schema.js';

// Which models and tags each content pack has (catalog.schema.ts holds the packs). Like the
// catalog's own tables, these cross-reference the models and tags schemas only in callbacks,
// which run after every schema file has loaded.

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
