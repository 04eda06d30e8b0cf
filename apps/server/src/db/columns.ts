import type { Language } from '@parallax/core/platform';
import { timestamp } from 'drizzle-orm/pg-core';

// Column conventions shared by the tables every module declares in `<module>.schema.ts`.
// Money is stored in integer cents (spec 1 §9: cents = dollars × 100); sizes in bytes as bigint.
// jsonb holds presentation data that is read whole and never queried into.

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const instant = () => timestamp({ withTimezone: true });

/**
 * Catalog texts in languages other than English, field by field: the row itself is English, and a
 * missing field falls back to it (spec 1 §1: en and es).
 */
export type Translations<T> = Partial<Record<Language, Partial<T>>>;
