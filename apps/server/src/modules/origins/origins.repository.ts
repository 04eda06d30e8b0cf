import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { originsPackElements, originsPacks } from './origins.schema.js';

/** Origins packs with their elements (queries only). */
export function createOriginsRepository(db: Database) {
  return {
    async findBySlug(slug: string) {
      return db.query.originsPacks.findFirst({
        where: eq(originsPacks.slug, slug),
        with: {
          category: { columns: { id: true, title: true, translations: true } },
          elements: { orderBy: [asc(originsPackElements.position)] },
        },
      });
    },

    async listSlugs(): Promise<string[]> {
      const rows = await db
        .select({ slug: originsPacks.slug })
        .from(originsPacks)
        .orderBy(asc(originsPacks.slug));
      return rows.map((row) => row.slug);
    },
  };
}

export type OriginsRepository = ReturnType<typeof createOriginsRepository>;
export type OriginsPackRow = NonNullable<Awaited<ReturnType<OriginsRepository['findBySlug']>>>;
