import { type DownloadStatus, progressOf } from '@parallax/core/rules/download';
import type { DownloadPlan, DownloadProblem, DownloadRecord } from './protocol';

/** `record.json`: what a pack's directory holds and what the user asked of it. */
export type StoredRecord = {
  plan: DownloadPlan;
  /** A newer plan from the server, waiting for the user's update. */
  nextPlan: DownloadPlan | null;
  /** Null for a pack asked for but not started yet (the machine's `start` begins it). */
  status: DownloadStatus | null;
  /** False once the user paused: a reload or the network coming back does not resume it. */
  isWanted: boolean;
  addedAt: number;
  completedAt: number | null;
};

/** The record of a pack asked for and not started yet (the machine's `start` begins it). */
export function newRecord(plan: DownloadPlan): StoredRecord {
  return {
    plan,
    nextPlan: null,
    status: null,
    isWanted: true,
    addedAt: Date.now(),
    completedAt: null,
  };
}

/** Speed is measured over this window. */
const SPEED_WINDOW_MS = 2000;

/** Bytes received over the last SPEED_WINDOW_MS. */
export class SpeedMeter {
  private log: { at: number; bytes: number }[] = [];

  add(bytes: number) {
    const now = Date.now();
    this.log.push({ at: now, bytes });
    while (this.log.length > 0 && now - this.log[0]!.at > SPEED_WINDOW_MS) this.log.shift();
  }

  bytesPerSecond(): number {
    const now = Date.now();
    const recent = this.log.filter((entry) => now - entry.at <= SPEED_WINDOW_MS);
    return Math.round(
      (recent.reduce((sum, entry) => sum + entry.bytes, 0) * 1000) / SPEED_WINDOW_MS,
    );
  }
}

export const totalBytesOf = (plan: DownloadPlan): number =>
  plan.files.reduce((sum, file) => sum + file.sizeInBytes, 0);

/** Before the files are scanned: complete when the record says so, else unknown (0). */
export function storedGuess(status: DownloadStatus | null, total: number): number {
  const isComplete =
    status === 'ready_to_play' || status === 'ready_to_update' || status === 'preparing_to_launch';
  return isComplete ? total : 0;
}

/** The download record the page shows (spec 2 §3) from what is stored and what is measured. */
export function recordOf(
  stored: StoredRecord,
  receivedBytes: number,
  speed: number,
  problem: DownloadProblem | null,
): DownloadRecord {
  return {
    contentId: stored.plan.contentId,
    title: stored.plan.title,
    // Plans kept before the flag existed say nothing: the viewer decides when it plays.
    is2DViewerEnabled: stored.plan.is2DViewerEnabled ?? false,
    // A new pack is told once the machine has started it.
    status: stored.status ?? 'preparing_to_downloading',
    progress: progressOf(receivedBytes, totalBytesOf(stored.plan)),
    speed,
    storedBytes: receivedBytes,
    completedAt: stored.completedAt,
    addedAt: stored.addedAt,
    problem,
  };
}
