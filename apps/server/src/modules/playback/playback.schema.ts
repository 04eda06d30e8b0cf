import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, real, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { users } from '../auth/auth.schema.js';
import { contentPacks, contentParts } from '../catalog/catalog.schema.js';

// Resume positions (spec 2 §3 VR session).

/**
 * Where a user stopped in a scene, so any of their devices resumes there: one row per user and
 * part, overwritten by each save. The position never passes the duration the player reported.
 * `runId` and `runSequence` name the player run that saved it and the save's order in that run:
 * requests can arrive out of order, and an older save of the same run never replaces a newer one.
 */
export const playbackPositions = pgTable(
  'playback_positions',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partId: uuid()
      .notNull()
      .references(() => contentParts.id, { onDelete: 'cascade' }),
    contentPackId: uuid()
      .notNull()
      .references(() => contentPacks.id, { onDelete: 'cascade' }),
    positionSeconds: real().notNull(),
    durationSeconds: real(),
    runId: uuid(),
    runSequence: integer(),
    updatedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.partId] }),
    check(
      'playback_positions_position',
      sql`${t.positionSeconds} >= 0 and (${t.durationSeconds} is null or (${t.durationSeconds} >= 0 and ${t.positionSeconds} <= ${t.durationSeconds}))`,
    ),
    index('playback_positions_user_recent').on(t.userId, t.updatedAt.desc()),
    // A part removed from the catalog takes its positions with it through the cascade.
    index('playback_positions_part').on(t.partId),
  ],
);
