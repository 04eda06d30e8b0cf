import type { FeedbackRequest, FeedbackResponse } from '@parallax/core/contracts/player';
import { DomainError } from '@parallax/core/errors';
import type { z } from 'zod';
import type { FeedbackRepository } from './feedback.repository.js';

/** The request as the route hands it over: validated, options defaulted, text trimmed. */
type Feedback = z.output<typeof FeedbackRequest>;

/** Content feedback (spec 2 §3): a signed-in user rates a pack after a session. */
export function createFeedbackService(deps: {
  repository: FeedbackRepository;
  /** Packs are the catalog's (its service's `packExists`). */
  packExists: (contentPackId: string) => Promise<boolean>;
}) {
  const { repository, packExists } = deps;
  return {
    async submit(userId: string, feedback: Feedback): Promise<FeedbackResponse> {
      if (!(await packExists(feedback.contentPackId))) {
        throw new DomainError('ContentNotFound', `No content pack ${feedback.contentPackId}`);
      }
      const saved = await repository.insert({
        userId,
        contentPackId: feedback.contentPackId,
        grade: feedback.grade,
        options: [...new Set(feedback.options)],
        // Free text is optional (spec 2 §5): blank is the same as none.
        text: feedback.text ? feedback.text : null,
      });
      return { id: saved.id, createdAt: saved.createdAt.toISOString() };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
