import type { PlaybackPosition } from '@parallax/core/contracts/player';
import { z } from 'zod';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { savePosition } from '../api/player-api';

/*
 * Resume (issue 6): where the user stopped in each scene. A signed-in user's positions live on the
 * server, so any device offers them; a guest's stay in this browser.
 */

const LocalPositions = z.record(
  z.string(),
  z.object({
    contentId: z.string(),
    positionSeconds: z.number(),
    durationSeconds: z.number().nullable(),
    updatedAt: z.string(),
  }),
);
const KEPT_LOCALLY = 50;

function readLocal(): z.infer<typeof LocalPositions> {
  try {
    const stored: unknown = JSON.parse(readStorage(STORAGE_KEYS.playbackPositions) ?? '{}');
    const parsed = LocalPositions.safeParse(stored);
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function localPositions(contentId: string): PlaybackPosition[] {
  return Object.entries(readLocal())
    .filter(([, item]) => item.contentId === contentId)
    .map(([partId, item]) => ({ partId, ...item }))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export type PositionWrite = {
  partId: string;
  contentId: string;
  positionSeconds: number;
  durationSeconds: number | null;
};

export async function writePosition(write: PositionWrite, isSignedIn: boolean): Promise<void> {
  const { partId, ...body } = write;
  if (isSignedIn) {
    await savePosition(partId, body);
    return;
  }
  const all = readLocal();
  all[partId] = { ...body, updatedAt: new Date().toISOString() };
  const newest = Object.entries(all)
    .sort(([, a], [, b]) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, KEPT_LOCALLY);
  writeStorage(STORAGE_KEYS.playbackPositions, JSON.stringify(Object.fromEntries(newest)));
}

/** Saves the position of the scene playing at most every 5 s, and at once when forced (the end). */
export class PositionSaver {
  private lastSave = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly contentId: string,
    private readonly scenes: readonly { id: string; format: { kind: string } }[],
    private readonly isSignedIn: boolean,
    private readonly onSaved: () => unknown,
  ) {}

  save(
    state: { sceneIndex: number; currentTime: number; duration: number | null },
    force: boolean,
  ): void {
    const now = Date.now();
    if (!force && now - this.lastSave < SAVE_EVERY_MS) return;
    this.lastSave = now;
    const scene = this.scenes[state.sceneIndex];
    if (!scene || scene.format.kind !== 'video') return;
    const write = {
      partId: scene.id,
      contentId: this.contentId,
      positionSeconds: state.currentTime,
      durationSeconds: state.duration,
    };
    // One save at a time, in order: the last position written is the last one reported.
    this.queue = this.queue
      .then(() => writePosition(write, this.isSignedIn))
      .then(this.onSaved)
      .catch(() => undefined);
  }
}

const SAVE_EVERY_MS = 5000;
