import { z } from 'zod';
import { text } from './common.js';

/**
 * What the desk opened of a thing (a digest of it, from the server): sent back with a save, which
 * is refused with 409 ChangedSinceOpened when the thing changed since.
 */
export const Revision = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/);

/** A desk list's page: `page` from 0, `size` rows (at most 100), and a search text. */
export const DeskListQuery = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
  q: text({ trim: true }).max(200).optional(),
});
export type DeskListQuery = z.infer<typeof DeskListQuery>;

/** The id in a desk path (`/desk/packs/:id`). */
export const DeskIdParams = z.object({ id: z.uuid() });

/** A desk change's reason, kept in the audit log where one is asked (refunds, price changes). */
export const DeskReason = text({ multiline: true, trim: true }).max(500);
