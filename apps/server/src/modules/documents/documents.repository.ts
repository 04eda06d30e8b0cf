import { and, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documents } from './documents.schema.js';

export function createDocumentsRepository(db: Database) {
  return {
    /** The document's rows in these languages (those that exist). */
    async findTranslations(slug: string, languages: readonly string[]) {
      return db
        .select()
        .from(documents)
        .where(and(eq(documents.slug, slug), inArray(documents.language, [...languages])));
    },

    /** Each stored document with the date of its latest change in any language. */
    async listUpdates() {
      return db
        .select({ slug: documents.slug, updatedAt: max(documents.updatedAt) })
        .from(documents)
        .groupBy(documents.slug);
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
