import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { playbackPositions } from './playback.schema.js';

export type SavedPosition = {
  userId: string;
  partId: string;
  contentPackId: string;
  positionSeconds: number;
  durationSeconds: number | null;
  runId: string;
  runSequence: number;
  updatedAt: Date;
};

/** Resume positions, one row per user and content part (spec 2 §3 VR session). */
export function createPlaybackRepository(db: Database) {
  return {
    /**
     * Saves a position, replacing the user's earlier one for the part — unless the stored one
     * came later in the same run (an older request that arrived last). Another run's save, or a
     * row from before runs were recorded, is always replaced: the newest run wins.
     */
    async save(position: SavedPosition): Promise<void> {
      const stored = playbackPositions;
      await db
        .insert(stored)
        .values(position)
        .onConflictDoUpdate({
          target: [stored.userId, stored.partId],
          set: {
            contentPackId: position.contentPackId,
            positionSeconds: position.positionSeconds,
            durationSeconds: position.durationSeconds,
            runId: position.runId,
            runSequence: position.runSequence,
            updatedAt: position.updatedAt,
          },
          setWhere: sql`${stored.runId} is distinct from excluded.run_id or ${stored.runSequence} is null or ${stored.runSequence} < excluded.run_sequence`,
        });
    },

    /** The user's positions, newest first, of one pack or of all. */
    list(userId: string, filter: { contentPackId: string | null; limit: number }) {
      return db
        .select({
          partId: playbackPositions.partId,
          contentPackId: playbackPositions.contentPackId,
          positionSeconds: playbackPositions.positionSeconds,
          durationSeconds: playbackPositions.durationSeconds,
          updatedAt: playbackPositions.updatedAt,
        })
        .from(playbackPositions)
        .where(
          and(
            eq(playbackPositions.userId, userId),
            filter.contentPackId === null
              ? undefined
              : eq(playbackPositions.contentPackId, filter.contentPackId),
          ),
        )
        .orderBy(desc(playbackPositions.updatedAt), playbackPositions.partId)
        .limit(filter.limit);
    },
  };
}

export type PlaybackRepository = ReturnType<typeof createPlaybackRepository>;
