import type { TagInput } from '@parallax/core/contracts/desk-content';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { relatedTags, tags, type TagTexts } from './tags.schema.js';

type Faq = TagInput['faqs'][number];
type TagRow = typeof tags.$inferSelect;

/** A tag page's FAQ and related tags as the desk edits them. */
export const tagLinksEditingRepository = {
  /** The related tags, in the order the page shows them (their position). */
  relatedIds: async (db: Database, id: string): Promise<string[]> => {
    const rows = await db
      .select({ id: relatedTags.relatedTagId })
      .from(relatedTags)
      .innerJoin(tags, eq(tags.id, relatedTags.relatedTagId))
      .where(eq(relatedTags.tagId, id))
      .orderBy(asc(tags.position), asc(tags.slug));
    return rows.map((row) => row.id);
  },

  /** Which of `ids` are tags. */
  existing: async (db: Database, ids: readonly string[]): Promise<Set<string>> => {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: tags.id })
      .from(tags)
      .where(inArray(tags.id, [...ids]));
    return new Set(rows.map((row) => row.id));
  },

  replaceRelated: async (db: Database, id: string, ids: readonly string[]): Promise<void> => {
    await db.delete(relatedTags).where(eq(relatedTags.tagId, id));
    if (ids.length === 0) return;
    await db.insert(relatedTags).values(ids.map((relatedTagId) => ({ tagId: id, relatedTagId })));
  },
};

/** The FAQ with each Spanish text beside ('' where the page shows the English one). */
export function faqsOf(row: Pick<TagRow, 'faqs' | 'translations'>): Faq[] {
  const spanish = row.translations.es?.faqs ?? [];
  return row.faqs.map((faq, index) => {
    const es = spanish[index];
    return {
      question: faq.question,
      answer: faq.answer,
      es: {
        question: es && es.question !== faq.question ? es.question : '',
        answer: es && es.answer !== faq.answer ? es.answer : '',
      },
    };
  });
}

/**
 * The Spanish FAQ the page shows whole in place of the English one: each text falls back to its
 * English one; none when no question has a Spanish text.
 */
export function spanishFaqs(faqs: readonly Faq[]): Partial<TagTexts> {
  if (!faqs.some((faq) => faq.es.question || faq.es.answer)) return {};
  return {
    faqs: faqs.map((faq) => ({
      question: faq.es.question || faq.question,
      answer: faq.es.answer || faq.answer,
    })),
  };
}
