import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

// Feature flags (spec 1 §3 feature flag).

export const featureFlags = pgTable('feature_flags', {
  name: text().primaryKey(),
  isEnabled: boolean().notNull().default(false),
  params: jsonb().$type<{ label: string; value: string }[]>().notNull().default([]),
  customInfo: jsonb().$type<Record<string, unknown>>(),
  // null: every platform; otherwise only these platform ids see the flag enabled.
  platforms: text().array(),
  // null: every source; otherwise only visitors from these marketing sources.
  sources: text().array(),
});
