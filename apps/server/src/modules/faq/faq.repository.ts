import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { faqs } from './faq.schema.js';

export function createFaqRepository(db: Database) {
  return {
    findByLocale: (locale: string) =>
      db
        .select({ question: faqs.question, answer: faqs.answer })
        .from(faqs)
        .where(eq(faqs.locale, locale))
        .orderBy(asc(faqs.position)),
  };
}

export type FaqRepository = ReturnType<typeof createFaqRepository>;
