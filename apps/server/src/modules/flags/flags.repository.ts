import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { featureFlags } from './flags.schema.js';

export function createFlagsRepository(db: Database) {
  return {
    findAll: () => db.select().from(featureFlags).orderBy(asc(featureFlags.name)),
  };
}

export type FlagsRepository = ReturnType<typeof createFlagsRepository>;
