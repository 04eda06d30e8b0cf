import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema.js';

export function createTagsRepository(db: Database) {
  return {
    async findTags() {
      return db
        .select({ slug: t.tags.slug, name: t.tags.name, translations: t.tags.translations })
        .from(t.tags)
        .orderBy(asc(t.tags.position), asc(t.tags.name));
    },

    async findTag(slug: string) {
      return db.query.tags.findFirst({
        where: eq(t.tags.slug, slug),
        with: {
          contentPacks: { columns: { contentPackId: true } },
          models: {
            with: { model: { columns: { id: true, slug: true, name: true, photo: true } } },
          },
          related: {
            with: {
              relatedTag: {
                columns: { slug: true, name: true, position: true, translations: true },
              },
            },
          },
        },
      });
    },
  };
}

export type TagsRepository = ReturnType<typeof createTagsRepository>;
