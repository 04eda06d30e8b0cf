import type { DeskListQuery } from '@parallax/core/contracts/desk-common';
import type { FaqItemInput } from '@parallax/core/contracts/desk-content';
import type { Language } from '@parallax/core/platform';
import { and, asc, count, eq, ilike, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { faqs } from './faq.schema.js';

/** The desk's reads and writes of FAQ items (one row per question, in its language). */
export const faqEditingRepository = {
  list: async (db: Database, query: DeskListQuery) => {
    const where = query.q ? ilike(faqs.question, containing(query.q)) : undefined;
    const rows = await db
      .select({ id: faqs.id, label: faqs.question, locale: faqs.locale, position: faqs.position })
      .from(faqs)
      .where(where)
      .orderBy(asc(faqs.locale), asc(faqs.position))
      .limit(query.size)
      .offset(query.page * query.size);
    const [total] = await db.select({ total: count() }).from(faqs).where(where);
    const items = rows.map((row) => ({
      id: row.id,
      label: row.label,
      detail: `${row.locale} · ${row.position}`,
    }));
    return { items, total: total?.total ?? 0 };
  },

  view: async (db: Database, id: string, lock = false): Promise<FaqItemInput | undefined> => {
    const select = db
      .select({
        language: faqs.locale,
        position: faqs.position,
        question: faqs.question,
        answer: faqs.answer,
      })
      .from(faqs)
      .where(eq(faqs.id, id));
    const [row] = lock ? await select.for('update') : await select;
    return row ? { ...row, language: row.language as Language } : undefined;
  },

  isPositionTaken: async (
    db: Database,
    item: FaqItemInput,
    id: string | null,
  ): Promise<boolean> => {
    const same = and(eq(faqs.locale, item.language), eq(faqs.position, item.position));
    const [row] = await db
      .select({ id: faqs.id })
      .from(faqs)
      .where(id ? and(same, ne(faqs.id, id)) : same);
    return row !== undefined;
  },

  insert: async (db: Database, item: FaqItemInput): Promise<string> => {
    const [row] = await db
      .insert(faqs)
      .values({ ...fields(item) })
      .returning({ id: faqs.id });
    if (!row) throw new Error('FAQ item not inserted');
    return row.id;
  },

  update: async (db: Database, id: string, item: FaqItemInput): Promise<void> => {
    await db.update(faqs).set(fields(item)).where(eq(faqs.id, id));
  },

  remove: async (db: Database, id: string): Promise<void> => {
    await db.delete(faqs).where(eq(faqs.id, id));
  },
};

function fields(item: FaqItemInput) {
  return {
    locale: item.language,
    position: item.position,
    question: item.question,
    answer: item.answer,
  };
}
