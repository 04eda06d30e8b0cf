import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { models, modelTags } from './models.schema.js';

/** A model's tags as the desk edits them. */
export const modelLinksEditingRepository = {
  /** The model's tags, in the order its page shows them (their position). */
  tagIds: async (db: Database, id: string): Promise<string[]> => {
    const model = await db.query.models.findFirst({
      where: eq(models.id, id),
      columns: { id: true },
      with: { tags: { with: { tag: { columns: { id: true, position: true, slug: true } } } } },
    });
    return [...(model?.tags ?? [])]
      .sort((a, b) => a.tag.position - b.tag.position || a.tag.slug.localeCompare(b.tag.slug))
      .map((link) => link.tag.id);
  },

  replaceTags: async (db: Database, id: string, tagIds: readonly string[]): Promise<void> => {
    await db.delete(modelTags).where(eq(modelTags.modelId, id));
    if (tagIds.length === 0) return;
    await db.insert(modelTags).values(tagIds.map((tagId) => ({ modelId: id, tagId })));
  },
};
