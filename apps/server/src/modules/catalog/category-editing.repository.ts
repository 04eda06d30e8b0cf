import type { DeskListQuery } from '@parallax/core/contracts/desk-common';
import type { CategoryInput } from '@parallax/core/contracts/desk-content';
import { fromCents, toCents } from '@parallax/core/rules/price';
import { and, asc, count, eq, ilike, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { spanishTexts, withSpanishTexts } from '../../db/desk-editing.js';
import { categories, contentPacks } from './catalog.schema.js';

const TEXT_KEYS = ['title', 'description', 'presaleDescription'] as const;
type Row = typeof categories.$inferSelect;

const dollars = (cents: number | null) => (cents === null ? null : fromCents(cents));
const cents = (price: number | null) => (price === null ? null : toCents(price));

/** The desk's reads and writes of categories and their presale (the row English, `es` beside). */
export const categoryEditingRepository = {
  list: async (db: Database, query: DeskListQuery) => {
    const where = query.q
      ? or(
          ilike(categories.name, containing(query.q)),
          ilike(categories.title, containing(query.q)),
        )
      : undefined;
    const rows = await db
      .select({ id: categories.id, label: categories.title, detail: categories.name })
      .from(categories)
      .where(where)
      .orderBy(asc(categories.position), asc(categories.name))
      .limit(query.size)
      .offset(query.page * query.size);
    const [total] = await db.select({ total: count() }).from(categories).where(where);
    return { items: rows, total: total?.total ?? 0 };
  },

  view: async (db: Database, id: string, lock = false): Promise<CategoryInput | undefined> => {
    const select = db.select().from(categories).where(eq(categories.id, id));
    const [row] = lock ? await select.for('update') : await select;
    return row && viewOf(row);
  },

  isNameTaken: async (db: Database, name: string, id: string | null): Promise<boolean> => {
    const same = eq(categories.name, name);
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(id ? and(same, ne(categories.id, id)) : same);
    return row !== undefined;
  },

  packCount: async (db: Database, id: string): Promise<number> => {
    const [row] = await db
      .select({ total: count() })
      .from(contentPacks)
      .where(eq(contentPacks.categoryId, id));
    return row?.total ?? 0;
  },

  insert: async (db: Database, category: CategoryInput): Promise<string> => {
    const translations = withSpanishTexts({}, category.texts.es);
    const [row] = await db
      .insert(categories)
      .values({ ...fields(category), translations })
      .returning({ id: categories.id });
    if (!row) throw new Error('category not inserted');
    return row.id;
  },

  update: async (db: Database, id: string, category: CategoryInput): Promise<void> => {
    const [row] = await db
      .select({ translations: categories.translations })
      .from(categories)
      .where(eq(categories.id, id));
    const translations = withSpanishTexts(row?.translations ?? {}, category.texts.es);
    await db
      .update(categories)
      .set({ ...fields(category), translations })
      .where(eq(categories.id, id));
  },

  remove: async (db: Database, id: string): Promise<void> => {
    await db.delete(categories).where(eq(categories.id, id));
  },
};

function viewOf(row: Row): CategoryInput {
  return {
    name: row.name,
    position: row.position,
    textColor: row.textColor,
    backgroundColor: row.backgroundColor,
    isPresaleEnabled: row.isPresaleEnabled,
    presalePrice: dollars(row.presalePriceCents),
    presaleInitialPrice: dollars(row.presaleInitialPriceCents),
    presaleImage: row.presaleImage,
    presaleReleaseDate: row.presaleReleaseDate,
    texts: {
      en: {
        title: row.title,
        description: row.description,
        presaleDescription: row.presaleDescription ?? '',
      },
      es: spanishTexts(row.translations, TEXT_KEYS),
    },
  };
}

function fields(category: CategoryInput) {
  return {
    name: category.name,
    position: category.position,
    textColor: category.textColor,
    backgroundColor: category.backgroundColor,
    isPresaleEnabled: category.isPresaleEnabled,
    presalePriceCents: cents(category.presalePrice),
    presaleInitialPriceCents: cents(category.presaleInitialPrice),
    presaleImage: category.presaleImage || null,
    presaleReleaseDate: category.presaleReleaseDate,
    title: category.texts.en.title,
    description: category.texts.en.description,
    presaleDescription: category.texts.en.presaleDescription || null,
  };
}
