import { asc, eq } from 'drizzle-orm';
import { isUuid } from '@parallax/core/rules/ids';
import type { Database } from '../../db/client.js';
import { models } from './models.schema.js';

const byIdOrSlug = (idOrSlug: string) =>
  isUuid(idOrSlug) ? eq(models.id, idOrSlug.toLowerCase()) : eq(models.slug, idOrSlug);

export function createModelsRepository(db: Database) {
  return {
    async findModels() {
      return db.query.models.findMany({
        orderBy: [asc(models.name)],
        with: {
          contentPacks: {
            with: {
              contentPack: {
                columns: {
                  id: true,
                  slug: true,
                  title: true,
                  cover: true,
                  position: true,
                  hiddenAt: true,
                },
              },
            },
          },
        },
      });
    },

    async findModel(idOrSlug: string) {
      return db.query.models.findFirst({
        where: byIdOrSlug(idOrSlug),
        with: {
          tags: {
            with: {
              tag: { columns: { slug: true, name: true, position: true, translations: true } },
            },
          },
          contentPacks: { columns: { contentPackId: true } },
        },
      });
    },
  };
}

export type ModelsRepository = ReturnType<typeof createModelsRepository>;
