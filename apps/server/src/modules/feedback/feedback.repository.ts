import type { Database } from '../../db/client.js';
import { contentFeedback } from './feedback.schema.js';

export type NewFeedback = {
  userId: string;
  contentPackId: string;
  grade: number;
  options: string[];
  text: string | null;
};

/** Content feedback rows (spec 2 §3): written once, read by whoever reviews them. */
export function createFeedbackRepository(db: Database) {
  return {
    async insert(feedback: NewFeedback): Promise<{ id: string; createdAt: Date }> {
      const [row] = await db
        .insert(contentFeedback)
        .values(feedback)
        .returning({ id: contentFeedback.id, createdAt: contentFeedback.createdAt });
      if (!row) throw new Error('the feedback insert returned no row');
      return row;
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
