import type { DeskListQuery } from '@parallax/core/contracts/desk-common';
import type { ModelInput } from '@parallax/core/contracts/desk-content';
import { and, asc, count, eq, ilike, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { spanishTexts, withSpanishTexts } from '../../db/desk-editing.js';
import { modelLinksEditingRepository as links } from './model-links-editing.repository.js';
import { models } from './models.schema.js';

const TEXT_KEYS = ['description', 'seoDescription', 'hairColor', 'ethnicity', 'quote'] as const;
type Texts = ModelInput['texts']['en'];

/**
 * The desk's reads and writes of models, their pages' texts (the row English, `es` beside),
 * social links and tags.
 */
export const modelsEditingRepository = {
  list: async (db: Database, query: DeskListQuery) => {
    const where = query.q
      ? or(ilike(models.slug, containing(query.q)), ilike(models.name, containing(query.q)))
      : undefined;
    const rows = await db
      .select({ id: models.id, label: models.name, detail: models.slug })
      .from(models)
      .where(where)
      .orderBy(asc(models.name))
      .limit(query.size)
      .offset(query.page * query.size);
    const [total] = await db.select({ total: count() }).from(models).where(where);
    return { items: rows, total: total?.total ?? 0 };
  },

  view: async (db: Database, id: string, lock = false): Promise<ModelInput | undefined> => {
    const select = db.select().from(models).where(eq(models.id, id));
    const [row] = lock ? await select.for('update') : await select;
    if (!row) return undefined;
    const en = Object.fromEntries(TEXT_KEYS.map((key) => [key, row[key] ?? ''])) as Texts;
    return {
      slug: row.slug,
      name: row.name,
      photo: row.photo,
      age: row.age,
      height: row.height,
      weight: row.weight,
      seoTitle: row.seoTitle ?? '',
      texts: { en, es: spanishTexts(row.translations, TEXT_KEYS) },
      socialNetworksLinks: row.socialNetworksLinks,
      tagIds: await links.tagIds(db, id),
    };
  },

  isSlugTaken: async (db: Database, slug: string, id: string | null): Promise<boolean> => {
    const same = eq(models.slug, slug);
    const [row] = await db
      .select({ id: models.id })
      .from(models)
      .where(id ? and(same, ne(models.id, id)) : same);
    return row !== undefined;
  },

  /** How many content packs the model is in. */
  packCount: async (db: Database, id: string): Promise<number> => {
    const model = await db.query.models.findFirst({
      where: eq(models.id, id),
      columns: { id: true },
      with: { contentPacks: { columns: { modelId: true } } },
    });
    return model?.contentPacks.length ?? 0;
  },

  insert: async (db: Database, model: ModelInput): Promise<string> => {
    const [row] = await db
      .insert(models)
      .values({ ...fields(model), translations: withSpanishTexts({}, model.texts.es) })
      .returning({ id: models.id });
    if (!row) throw new Error('model not inserted');
    await links.replaceTags(db, row.id, model.tagIds);
    return row.id;
  },

  update: async (db: Database, id: string, model: ModelInput): Promise<void> => {
    const [row] = await db
      .select({ translations: models.translations })
      .from(models)
      .where(eq(models.id, id));
    const translations = withSpanishTexts(row?.translations ?? {}, model.texts.es);
    await db
      .update(models)
      .set({ ...fields(model), translations })
      .where(eq(models.id, id));
    await links.replaceTags(db, id, model.tagIds);
  },

  remove: async (db: Database, id: string): Promise<void> => {
    await db.delete(models).where(eq(models.id, id));
  },
};

/** The row's columns; an empty text is stored as none (the page leaves it out). */
function fields(model: ModelInput) {
  const texts = Object.fromEntries(
    TEXT_KEYS.map((key) => [key, model.texts.en[key] || null]),
  ) as Record<keyof Texts, string | null>;
  return {
    slug: model.slug,
    name: model.name,
    photo: model.photo || null,
    age: model.age,
    height: model.height,
    weight: model.weight,
    seoTitle: model.seoTitle || null,
    socialNetworksLinks: model.socialNetworksLinks.map(({ socialNetwork, link }) => ({
      socialNetwork,
      link,
    })),
    ...texts,
  };
}
