import type { DownloadProgress, DownloadStatus } from '@parallax/core/rules/download';

/**
 * What the page and the download worker tell each other. The worker owns the Origin Private File
 * System's `downloads/` directory: one directory per account (`u-<user id>`), holding one
 * directory per content pack with its files and a `record.json` with the plan it downloads to
 * and what it is doing.
 */

/** One file of a pack as the server describes it (content metadata, spec 2 §3). */
export type FilePlan = {
  /** The scene's content part id, or the asset's id. */
  id: string;
  kind: 'scene' | 'asset';
  sizeInBytes: number;
  sha256: string;
  chunkSizeInBytes: number;
  chunkSha256: string[];
  lastModifiedAt: string;
  uncompressedSizeInBytes: number;
  /**
   * `gzip`: the sizes and hashes above are the packed form's, fetched to `<name>.gz` and unpacked
   * next to it; the unpacked file must match these. Absent: the file is fetched as it plays.
   */
  unpacked?: { sha256: string; chunkSha256: string[] };
};

/** Everything the worker needs to fetch a pack, and the metadata the player reads offline. */
export type DownloadPlan = {
  contentId: string;
  title: string;
  /** Whether the pack also plays in the 2D viewer (shown offline, with no catalog to ask). */
  is2DViewerEnabled: boolean;
  files: FilePlan[];
  /** The content metadata body as the server sent it, kept for offline play. */
  metadata: unknown;
};

export type DownloadProblem =
  | { kind: 'network' }
  | { kind: 'storage'; shortfallBytes: number }
  | { kind: 'integrity' }
  | { kind: 'decompression' }
  | { kind: 'links' }
  | { kind: 'other'; message: string };

/** The download record of a pack (spec 2 §3), as the page shows it. */
export type DownloadRecord = {
  contentId: string;
  title: string;
  is2DViewerEnabled: boolean;
  status: DownloadStatus;
  progress: DownloadProgress;
  /** Bytes per second over the last few seconds while fetching; 0 otherwise. */
  speed: number;
  /** Bytes the pack takes on this device. */
  storedBytes: number;
  /** When the last download or update finished (ms since the epoch), for the active count. */
  completedAt: number | null;
  addedAt: number;
  problem: DownloadProblem | null;
};

/** Signed URLs of a pack's files, by file id (the links call of spec 2 §7). */
export type FileLinks = { urls: Record<string, string>; expiresAt: string };

export type ToWorker =
  /** Shows and fetches the packs of this account (null: none, a guest's page). */
  | { type: 'init'; owner: string | null }
  /** The account was deleted: its packs leave the device. */
  | { type: 'forget'; owner: string }
  | { type: 'download'; plan: DownloadPlan }
  /** The server has a newer plan (a part's lastModifiedAt is newer): offer an update. */
  | { type: 'outdated'; plan: DownloadPlan }
  | { type: 'update'; contentId: string }
  | { type: 'pause'; contentId: string }
  | { type: 'resume'; contentId: string }
  | { type: 'decompress'; contentId: string }
  | { type: 'remove'; contentId: string }
  | { type: 'verify'; contentId: string; fileId: string; requestId: number }
  | { type: 'links'; contentId: string; links: FileLinks | null }
  /**
   * The server's plan for a pack found on the device without its record: null when the pack is
   * not the viewer's to download; `isUnknown` when the server could not be asked (offline).
   */
  | {
      type: 'plan';
      contentId: string;
      /** The account the plan was asked for. */
      owner: string;
      plan: DownloadPlan | null;
      isUnknown: boolean;
    }
  | { type: 'online' }
  /** The browser went offline: fetches under way are cut (paused, with the network's message). */
  | { type: 'offline' };

export type FromWorker =
  /** Every pack of the account just opened. */
  | { type: 'records'; owner: string | null; records: DownloadRecord[] }
  | { type: 'record'; record: DownloadRecord }
  | { type: 'removed'; contentId: string }
  | { type: 'needLinks'; contentId: string }
  /** Files of a pack are on the device with no record: what should the pack hold? */
  | { type: 'needPlan'; contentId: string; owner: string }
  | { type: 'verified'; requestId: number; isIntact: boolean }
  | { type: 'failed'; contentId: string; problem: DownloadProblem; during: DownloadStatus };

/** The downloads' directory in OPFS, an account's in it, its packs' in that, their files. */
export const DOWNLOADS_DIRECTORY = 'downloads';
export const ownerDirectoryOf = (userId: string): string => `u-${userId}`;
export const RECORD_FILE = 'record.json';
/** A file id may hold slashes (asset keys): the name on disk is safe for any id. */
export const fileNameOf = (fileId: string): string => `f-${encodeURIComponent(fileId)}`;
/** Where a packed file is fetched to before it is unpacked to `fileNameOf`. */
export const packedNameOf = (fileId: string): string => `${fileNameOf(fileId)}.gz`;
