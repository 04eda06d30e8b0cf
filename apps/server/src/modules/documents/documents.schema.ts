import type { ContentBlock } from '@parallax/core/contracts/documents';
import { sql } from 'drizzle-orm';
import { check, date, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// Document pages (spec 1 §2 other pages).

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
