import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../db/columns.js';
import { contentParts } from '../catalog/catalog.schema.js';
import type { ImportPlan, PlannedPart, UploadedPart } from './content-import.types.js';

// Imports of media folders into draft packs (`parallax content import`): the run, one item per
// source file, and which source each imported part was last prepared from.

/** One run of `content import` on a folder; `plan` is what its check decided. */
export const contentImports = pgTable(
  'content_imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    folder: text().notNull(),
    status: text().notNull().default('preparing'),
    plan: jsonb().$type<ImportPlan>().notNull(),
    error: text(),
    startedAt: createdAt(),
    finishedAt: instant(),
  },
  (t) => [
    index('content_imports_folder_idx').on(t.folder, t.startedAt),
    check(
      'content_imports_status',
      sql`${t.status} in ('preparing', 'done', 'failed', 'superseded')`,
    ),
  ],
);

/**
 * A source file of an import: queued → preparing → prepared (its files in the media store) →
 * done once the catalog holds it; `unchanged` when its part was prepared from the same source.
 */
export const contentImportItems = pgTable(
  'content_import_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    importId: uuid()
      .notNull()
      .references(() => contentImports.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    packSlug: text().notNull(),
    file: text().notNull(),
    sourcePath: text().notNull(),
    fingerprint: text().notNull(),
    part: jsonb().$type<PlannedPart>().notNull(),
    status: text().notNull().default('queued'),
    progress: real().notNull().default(0),
    error: text(),
    uploaded: jsonb().$type<UploadedPart>(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('content_import_items_import_idx').on(t.importId, t.position),
    index('content_import_items_fingerprint_idx').on(t.fingerprint),
    check(
      'content_import_items_status',
      sql`${t.status} in ('queued', 'preparing', 'prepared', 'unchanged', 'failed', 'done')`,
    ),
    check('content_import_items_progress', sql`${t.progress} >= 0 and ${t.progress} <= 1`),
  ],
);

/** The source an imported part was prepared from: the same fingerprint needs no new preparation. */
export const contentPartSources = pgTable('content_part_sources', {
  partId: uuid()
    .primaryKey()
    .references(() => contentParts.id, { onDelete: 'cascade' }),
  sourcePath: text().notNull(),
  fingerprint: text().notNull(),
  /** The part's media keys start with it. */
  keyPrefix: text().notNull(),
  /** Every key the part's files have in the media store (its media and its public imagery). */
  storeKeys: jsonb().$type<string[]>().notNull().default([]),
});
