import type { PlaybackPosition } from '@parallax/core/contracts/player';
import { z } from 'zod';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { savePosition } from '../api/player-api';
import type { PlaybackChange, PlaybackState } from '../lib/playback';

/*
 * Resume: where the user stopped in each scene. A signed-in user's positions live on the
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
  /** The player run that saves, and this save's place in it: the newest of a run wins. */
  runId: string;
  sequence: number;
};

function writeLocal({ partId, contentId, positionSeconds, durationSeconds }: PositionWrite): void {
  const all = readLocal();
  all[partId] = {
    contentId,
    positionSeconds,
    durationSeconds,
    updatedAt: new Date().toISOString(),
  };
  const newest = Object.entries(all)
    .sort(([, a], [, b]) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, KEPT_LOCALLY);
  writeStorage(STORAGE_KEYS.playbackPositions, JSON.stringify(Object.fromEntries(newest)));
}

/**
 * On the server for a signed-in user, with a request that outlives the page (a pause followed at
 * once by a reload still arrives); in local storage, synchronously, for a guest.
 */
async function writePosition(write: PositionWrite, isSignedIn: boolean): Promise<void> {
  if (!isSignedIn) {
    writeLocal(write);
    return;
  }
  const { partId, ...body } = write;
  await savePosition(partId, body, { keepalive: true });
}

/**
 * A random UUID. Not `crypto.randomUUID`: it exists only in secure contexts, and the 2D viewer
 * also plays on a plain-HTTP address.
 */
function newRunId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 9562 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const keyOf = (write: PositionWrite) =>
  `${write.partId}@${write.positionSeconds}/${write.durationSeconds}`;

export const SAVE_EVERY_MS = 5000;

type SaverOptions = {
  contentId: string;
  scenes: readonly { id: string; format: { kind: string } }[];
  isSignedIn: boolean;
  onSaved: () => unknown;
  now?: () => number;
};

/**
 * Saves where the user is in the video playing: at once when they stop somewhere (a pause, a
 * seek, the end, the headset's view hidden) or the page is hidden or left, and every 5 s while it
 * plays, so the offer to resume is where they stopped. Saves are numbered in this run, and the
 * server keeps a run's newest even when requests arrive out of order; here one request is in
 * flight at a time, and a save waiting for it is replaced by a newer one.
 */
export class PositionSaver {
  private readonly runId = newRunId();
  private sequence = 0;
  private lastSaveAt = Number.NEGATIVE_INFINITY;
  /** The last position sent (cleared when its request failed): the same one is not sent again. */
  private lastSent: string | null = null;
  private isSending = false;
  private waiting: PositionWrite | null = null;
  private readonly now: () => number;

  constructor(private readonly options: SaverOptions) {
    this.now = options.now ?? Date.now;
  }

  /** A state the player reported: progress is saved every 5 s, anything else at once. */
  report(state: PlaybackState, change: PlaybackChange): void {
    const now = this.now();
    if (change === 'progress' && now - this.lastSaveAt < SAVE_EVERY_MS) return;
    const write = this.writeOf(state);
    if (!write || keyOf(write) === this.lastSent) return;
    this.lastSaveAt = now;
    if (this.isSending) this.waiting = write;
    else this.send(write);
  }

  /**
   * The page is being hidden or left: the position goes now, ahead of a save still waiting (which
   * it replaces), since a page that is left runs no more code.
   */
  flush(state: PlaybackState | null): void {
    const write = state && this.writeOf(state);
    this.waiting = null;
    if (!write || keyOf(write) === this.lastSent) return;
    this.lastSaveAt = this.now();
    void this.write(write);
  }

  /** Flushes on `visibilitychange` to hidden and on `pagehide`; returns the way to stop. */
  flushOnPageHide(current: () => PlaybackState | null): () => void {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') this.flush(current());
    };
    const onPageHide = () => this.flush(current());
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }

  /** Only a video has a position to come back to. */
  private writeOf(state: PlaybackState): PositionWrite | null {
    const scene = this.options.scenes[state.sceneIndex];
    if (!scene || scene.format.kind !== 'video') return null;
    return {
      partId: scene.id,
      contentId: this.options.contentId,
      positionSeconds: state.currentTime,
      durationSeconds: state.duration,
      runId: this.runId,
      sequence: this.sequence++,
    };
  }

  private send(write: PositionWrite): void {
    this.isSending = true;
    void this.write(write).finally(() => {
      this.isSending = false;
      const next = this.waiting;
      this.waiting = null;
      if (next) this.send(next);
    });
  }

  private async write(write: PositionWrite): Promise<void> {
    const key = keyOf(write);
    this.lastSent = key;
    try {
      await writePosition(write, this.options.isSignedIn);
      void this.options.onSaved();
    } catch {
      // Lost (offline, a refused token): the same position may be sent again.
      if (this.lastSent === key) this.lastSent = null;
    }
  }
}
