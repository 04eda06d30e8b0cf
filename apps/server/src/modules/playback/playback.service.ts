import type {
  PlaybackPositionList,
  PlaybackPositionRequest,
} from '@parallax/core/contracts/player';
import { DomainError } from '@parallax/core/errors';
import type { PlaybackRepository } from './playback.repository.js';

/** The most positions one list answers: more scenes than a user resumes in practice. */
export const POSITION_LIST_LIMIT = 200;

/** Where a signed-in user stopped in each scene, kept on the server so any device resumes there. */
export function createPlaybackService(deps: {
  repository: PlaybackRepository;
  /** Parts are the catalog's (its service's `packIdOfPart`): null for an unknown part. */
  packIdOfPart: (partId: string) => Promise<string | null>;
  now: () => Date;
}) {
  const { repository, packIdOfPart, now } = deps;
  return {
    /**
     * Saves the position in a part of `contentId`; a position past the duration is the end. A
     * save that an earlier-sent one of the same run overtook is ignored.
     */
    async savePosition(
      userId: string,
      partId: string,
      request: PlaybackPositionRequest,
    ): Promise<void> {
      const packId = await packIdOfPart(partId);
      if (packId === null || packId !== request.contentId.toLowerCase()) {
        throw new DomainError('PartNotFound', `No part ${partId} in content ${request.contentId}`);
      }
      const { durationSeconds } = request;
      await repository.save({
        userId,
        partId,
        contentPackId: packId,
        positionSeconds:
          durationSeconds === null
            ? request.positionSeconds
            : Math.min(request.positionSeconds, durationSeconds),
        durationSeconds,
        runId: request.runId.toLowerCase(),
        runSequence: request.sequence,
        updatedAt: now(),
      });
    },

    async listPositions(
      userId: string,
      contentId: string | undefined,
    ): Promise<PlaybackPositionList> {
      const rows = await repository.list(userId, {
        contentPackId: contentId?.toLowerCase() ?? null,
        limit: POSITION_LIST_LIMIT,
      });
      return {
        items: rows.map((row) => ({
          partId: row.partId,
          contentId: row.contentPackId,
          positionSeconds: row.positionSeconds,
          durationSeconds: row.durationSeconds,
          updatedAt: row.updatedAt.toISOString(),
        })),
      };
    },
  };
}

export type PlaybackService = ReturnType<typeof createPlaybackService>;
