import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tags } from './tags.schema.js';

export function createTagsRepository(db: Database) {
  return {
    async findTags() {
      return db
        .select({ slug: tags.slug, name: tags.name, translations: tags.translations })
        .from(tags)
        .orderBy(asc(tags.position), asc(tags.name));
    },

    async findTag(slug: string) {
      return db.query.tags.findFirst({
        where: eq(tags.slug, slug),
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
