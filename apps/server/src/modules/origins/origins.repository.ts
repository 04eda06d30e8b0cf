import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema.js';

/** Origins packs with their elements (queries only). */
export function createOriginsRepository(db: Database) {
  return {
    async findBySlug(slug: string) {
      return db.query.originsPacks.findFirst({
        where: eq(t.originsPacks.slug, slug),
        with: {
          category: { columns: { id: true, title: true, translations: true } },
          elements: { orderBy: [asc(t.originsPackElements.position)] },
        },
      });
    },

    async listSlugs(): Promise<string[]> {
      const rows = await db
        .select({ slug: t.originsPacks.slug })
        .from(t.originsPacks)
        .orderBy(asc(t.originsPacks.slug));
      return rows.map((row) => row.slug);
    },
  };
}

export type OriginsRepository = ReturnType<typeof createOriginsRepository>;
export type OriginsPackRow = NonNullable<Awaited<ReturnType<OriginsRepository['findBySlug']>>>;
