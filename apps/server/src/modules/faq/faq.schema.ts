import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Questions and answers of the FAQ, per locale.

export const faqs = pgTable(
  'faqs',
  {
    id: uuid().primaryKey().defaultRandom(),
    locale: text().notNull(),
    position: integer().notNull(),
    question: text().notNull(),
    answer: text().notNull(),
  },
  (t) => [uniqueIndex('faqs_locale_position_idx').on(t.locale, t.position)],
);
