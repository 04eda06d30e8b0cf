import { z } from 'zod';

/** One question of the store's FAQ (spec 1 §2: an FAQ of 8 questions on the store page). */
export const FaqItem = z
  .object({ question: z.string(), answer: z.string() })
  .meta({ id: 'FaqItem' });
export type FaqItem = z.infer<typeof FaqItem>;

/** The store FAQ in the caller's language (User-Language), in display order. */
export const FaqList = z.array(FaqItem).meta({ id: 'FaqList' });
export type FaqList = z.infer<typeof FaqList>;
