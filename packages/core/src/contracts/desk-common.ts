import { z } from 'zod';
import { Price, text } from './common.js';

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

/** The largest price or amount the desk takes, in dollars. */
const MAX_DESK_PRICE = 100_000;

/** An amount of money the desk takes, in dollars with at most two decimals (whole cents). */
export const DeskDollars = Price.max(MAX_DESK_PRICE).refine(
  (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
  'at most two decimals',
);
