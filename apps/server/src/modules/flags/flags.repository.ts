import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema.js';

export function createFlagsRepository(db: Database) {
  return {
    findAll: () => db.select().from(t.featureFlags).orderBy(asc(t.featureFlags.name)),
  };
}

export type FlagsRepository = ReturnType<typeof createFlagsRepository>;
