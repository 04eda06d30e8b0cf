import { and, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema.js';

export function createDocumentsRepository(db: Database) {
  return {
    /** The document's rows in these languages (those that exist). */
    async findTranslations(slug: string, languages: readonly string[]) {
      return db
        .select()
        .from(t.documents)
        .where(and(eq(t.documents.slug, slug), inArray(t.documents.language, [...languages])));
    },

    /** Each stored document with the date of its latest change in any language. */
    async listUpdates() {
      return db
        .select({ slug: t.documents.slug, updatedAt: max(t.documents.updatedAt) })
        .from(t.documents)
        .groupBy(t.documents.slug);
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
