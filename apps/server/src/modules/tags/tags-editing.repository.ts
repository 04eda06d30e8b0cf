import type { DeskListQuery } from '@parallax/core/contracts/desk-common';
import type { TagInput } from '@parallax/core/contracts/desk-content';
import { and, asc, count, eq, ilike, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { spanishTexts, withSpanishTexts } from '../../db/desk-editing.js';
import {
  faqsOf,
  spanishFaqs,
  tagLinksEditingRepository as links,
} from './tag-links-editing.repository.js';
import { tags, type TagTexts } from './tags.schema.js';

const TEXT_KEYS = ['name', 'description', 'h1Content', 'metaTitle', 'metaDescription'] as const;

/**
 * The desk's reads and writes of tags, their pages' texts (the row English, `es` beside), FAQ
 * and related tags.
 */
export const tagsEditingRepository = {
  list: async (db: Database, query: DeskListQuery) => {
    const where = query.q
      ? or(ilike(tags.slug, containing(query.q)), ilike(tags.name, containing(query.q)))
      : undefined;
    const rows = await db
      .select({ id: tags.id, label: tags.name, detail: tags.slug })
      .from(tags)
      .where(where)
      .orderBy(asc(tags.position), asc(tags.name))
      .limit(query.size)
      .offset(query.page * query.size);
    const [total] = await db.select({ total: count() }).from(tags).where(where);
    return { items: rows, total: total?.total ?? 0 };
  },

  view: async (db: Database, id: string, lock = false): Promise<TagInput | undefined> => {
    const select = db.select().from(tags).where(eq(tags.id, id));
    const [row] = lock ? await select.for('update') : await select;
    if (!row) return undefined;
    const en = {
      name: row.name,
      description: row.description,
      h1Content: row.h1Content,
      metaTitle: row.metaTitle,
      metaDescription: row.metaDescription,
    };
    return {
      slug: row.slug,
      position: row.position,
      texts: { en, es: spanishTexts(row.translations, TEXT_KEYS) },
      faqs: faqsOf(row),
      relatedTagIds: await links.relatedIds(db, id),
    };
  },

  isSlugTaken: async (db: Database, slug: string, id: string | null): Promise<boolean> => {
    const same = eq(tags.slug, slug);
    const [row] = await db
      .select({ id: tags.id })
      .from(tags)
      .where(id ? and(same, ne(tags.id, id)) : same);
    return row !== undefined;
  },

  /** How many content packs and models carry the tag. */
  uses: async (db: Database, id: string): Promise<{ packs: number; models: number }> => {
    const tag = await db.query.tags.findFirst({
      where: eq(tags.id, id),
      columns: { id: true },
      with: { contentPacks: { columns: { tagId: true } }, models: { columns: { tagId: true } } },
    });
    return { packs: tag?.contentPacks.length ?? 0, models: tag?.models.length ?? 0 };
  },

  insert: async (db: Database, tag: TagInput): Promise<string> => {
    const [row] = await db
      .insert(tags)
      .values({ ...fields(tag), translations: translationsOf({}, tag) })
      .returning({ id: tags.id });
    if (!row) throw new Error('tag not inserted');
    await links.replaceRelated(db, row.id, tag.relatedTagIds);
    return row.id;
  },

  update: async (db: Database, id: string, tag: TagInput): Promise<void> => {
    const [row] = await db
      .select({ translations: tags.translations })
      .from(tags)
      .where(eq(tags.id, id));
    await db
      .update(tags)
      .set({ ...fields(tag), translations: translationsOf(row?.translations ?? {}, tag) })
      .where(eq(tags.id, id));
    await links.replaceRelated(db, id, tag.relatedTagIds);
  },

  remove: async (db: Database, id: string): Promise<void> => {
    await db.delete(tags).where(eq(tags.id, id));
  },
};

function fields(tag: TagInput) {
  const faqs = tag.faqs.map(({ question, answer }) => ({ question, answer }));
  return { ...tag.texts.en, slug: tag.slug, position: tag.position, faqs };
}

/** The Spanish texts, and the Spanish FAQ whole (none when no question has one). */
function translationsOf(current: Translations, tag: TagInput): Translations {
  const translations = withSpanishTexts<TagTexts>(current, tag.texts.es);
  const es: Partial<TagTexts> = { ...translations.es };
  delete es.faqs;
  return { ...translations, es: { ...es, ...spanishFaqs(tag.faqs) } };
}

type Translations = (typeof tags.$inferSelect)['translations'];
