import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema.js';

export function createFaqRepository(db: Database) {
  return {
    findByLocale: (locale: string) =>
      db
        .select({ question: t.faqs.question, answer: t.faqs.answer })
        .from(t.faqs)
        .where(eq(t.faqs.locale, locale))
        .orderBy(asc(t.faqs.position)),
  };
}

export type FaqRepository = ReturnType<typeof createFaqRepository>;
