import type { DeskListQuery } from '@parallax/core/contracts/desk-common';
import type { OriginsPackInput } from '@parallax/core/contracts/desk-content';
import { and, asc, count, eq, ilike, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { withSpanishTexts } from '../../db/desk-editing.js';
import { originsElementEditingRepository as elements } from './origins-element-editing.repository.js';
import { originsPacks, type OriginsPackTexts } from './origins.schema.js';

type Texts = OriginsPackInput['texts']['en'];
type Row = typeof originsPacks.$inferSelect;
const DESCRIPTIONS = ['descriptionLocked', 'descriptionUnlocked', 'descriptionAtStore'] as const;

/** The desk's reads and writes of origins packs, their elements with them. */
export const originsEditingRepository = {
  list: async (db: Database, query: DeskListQuery) => {
    const where = query.q
      ? or(
          ilike(originsPacks.slug, containing(query.q)),
          ilike(originsPacks.title, containing(query.q)),
        )
      : undefined;
    const rows = await db
      .select({ id: originsPacks.id, label: originsPacks.title, detail: originsPacks.slug })
      .from(originsPacks)
      .where(where)
      .orderBy(asc(originsPacks.title))
      .limit(query.size)
      .offset(query.page * query.size);
    const [total] = await db.select({ total: count() }).from(originsPacks).where(where);
    return { items: rows, total: total?.total ?? 0 };
  },

  view: async (db: Database, id: string, lock = false): Promise<OriginsPackInput | undefined> => {
    const select = db.select().from(originsPacks).where(eq(originsPacks.id, id));
    const [row] = lock ? await select.for('update') : await select;
    if (!row) return undefined;
    return {
      slug: row.slug,
      categoryId: row.categoryId,
      title: row.title,
      imageLocked: row.imageLocked,
      imageUnlocked: row.imageUnlocked,
      isEnabled: row.isEnabled,
      texts: { en: englishOf(row), es: spanishOf(row) },
      elements: await elements.view(db, id),
    };
  },

  /** Which of slug and category another origins pack already has (one per category). */
  takenField: async (
    db: Database,
    pack: OriginsPackInput,
    id: string | null,
  ): Promise<'slug' | 'categoryId' | null> => {
    const same = or(eq(originsPacks.slug, pack.slug), eq(originsPacks.categoryId, pack.categoryId));
    const [row] = await db
      .select({ slug: originsPacks.slug })
      .from(originsPacks)
      .where(id ? and(same, ne(originsPacks.id, id)) : same);
    if (!row) return null;
    return row.slug === pack.slug ? 'slug' : 'categoryId';
  },

  insert: async (db: Database, pack: OriginsPackInput): Promise<string> => {
    const [row] = await db
      .insert(originsPacks)
      .values({ ...fields(pack), translations: translationsOf({}, pack) })
      .returning({ id: originsPacks.id });
    if (!row) throw new Error('origins pack not inserted');
    await elements.replace(db, row.id, pack.elements);
    return row.id;
  },

  update: async (db: Database, id: string, pack: OriginsPackInput): Promise<void> => {
    const [row] = await db
      .select({ translations: originsPacks.translations })
      .from(originsPacks)
      .where(eq(originsPacks.id, id));
    await db
      .update(originsPacks)
      .set({ ...fields(pack), translations: translationsOf(row?.translations ?? {}, pack) })
      .where(eq(originsPacks.id, id));
    await elements.replace(db, id, pack.elements);
  },
};

function englishOf(row: Row): Texts {
  return {
    descriptionLocked: row.descriptionLocked,
    descriptionUnlocked: row.descriptionUnlocked,
    descriptionAtStore: row.descriptionAtStore,
    metaTitle: row.seo?.metaTitle ?? '',
    metaDescription: row.seo?.metaDescription ?? '',
  };
}

function spanishOf(row: Row): Texts {
  const es = row.translations.es ?? {};
  return {
    descriptionLocked: es.descriptionLocked ?? '',
    descriptionUnlocked: es.descriptionUnlocked ?? '',
    descriptionAtStore: es.descriptionAtStore ?? '',
    metaTitle: es.seo?.metaTitle ?? '',
    metaDescription: es.seo?.metaDescription ?? '',
  };
}

function fields(pack: OriginsPackInput) {
  const { metaTitle, metaDescription } = pack.texts.en;
  return {
    slug: pack.slug,
    categoryId: pack.categoryId,
    title: pack.title,
    imageLocked: pack.imageLocked,
    imageUnlocked: pack.imageUnlocked,
    isEnabled: pack.isEnabled,
    descriptionLocked: pack.texts.en.descriptionLocked,
    descriptionUnlocked: pack.texts.en.descriptionUnlocked,
    descriptionAtStore: pack.texts.en.descriptionAtStore,
    seo: metaTitle || metaDescription ? { metaTitle, metaDescription } : null,
  };
}

/** Spanish descriptions beside the row; its SEO texts as a pair (the page reads both). */
function translationsOf(current: Row['translations'], pack: OriginsPackInput): Row['translations'] {
  const es = pack.texts.es;
  const descriptions = Object.fromEntries(DESCRIPTIONS.map((key) => [key, es[key]]));
  const translations = withSpanishTexts<OriginsPackTexts>(current, descriptions);
  const spanish = { ...translations.es };
  if (es.metaTitle || es.metaDescription) {
    spanish.seo = { metaTitle: es.metaTitle, metaDescription: es.metaDescription };
  } else delete spanish.seo;
  return { ...translations, es: spanish };
}
