import type { DeskListQuery } from '@parallax/core/contracts/desk-common';
import type { DocumentInput } from '@parallax/core/contracts/desk-content';
import type { DocumentSlug } from '@parallax/core/contracts/documents';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { documents } from './documents.schema.js';

type Texts = DocumentInput['texts']['en'];
const NO_TEXTS: Texts = { title: '', description: '', blocks: [] };

/** The desk's reads and writes of documents: one row per language, English always there. */
export const documentsEditingRepository = {
  list: async (db: Database, query: DeskListQuery) => {
    const english = eq(documents.language, 'en');
    const where = query.q
      ? and(
          english,
          or(
            ilike(documents.slug, containing(query.q)),
            ilike(documents.title, containing(query.q)),
          ),
        )
      : english;
    const rows = await db
      .select({ slug: documents.slug, title: documents.title, updatedAt: documents.updatedAt })
      .from(documents)
      .where(where)
      .orderBy(asc(documents.slug));
    const page = rows.slice(query.page * query.size, (query.page + 1) * query.size);
    const items = page.map((row) => ({
      id: row.slug,
      label: row.title,
      detail: `${row.slug} · ${row.updatedAt}`,
    }));
    return { items, total: rows.length };
  },

  view: async (
    db: Database,
    slug: DocumentSlug,
    lock = false,
  ): Promise<DocumentInput | undefined> => {
    const select = db.select().from(documents).where(eq(documents.slug, slug));
    const rows = lock ? await select.for('update') : await select;
    const textsIn = (language: string): Texts | undefined => {
      const row = rows.find((candidate) => candidate.language === language);
      return row && { title: row.title, description: row.description, blocks: row.blocks };
    };
    const en = textsIn('en');
    return en && { texts: { en, es: textsIn('es') ?? NO_TEXTS } };
  },

  /**
   * English always; Spanish while it has a title (without one the store shows the English). The
   * rows are written in place, not deleted and inserted again: a save waiting on the lock of the
   * one before finds the rows, now changed (409 ChangedSinceOpened), rather than none (404).
   */
  update: async (db: Database, slug: DocumentSlug, document: DocumentInput): Promise<void> => {
    const languages = document.texts.es.title ? (['en', 'es'] as const) : (['en'] as const);
    await db
      .insert(documents)
      .values(
        languages.map((language) => ({
          slug,
          language,
          ...document.texts[language],
          updatedAt: sql`current_date`,
        })),
      )
      .onConflictDoUpdate({
        target: [documents.slug, documents.language],
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          blocks: sql`excluded.blocks`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    if (!document.texts.es.title) {
      await db.delete(documents).where(and(eq(documents.slug, slug), eq(documents.language, 'es')));
    }
  },
};
