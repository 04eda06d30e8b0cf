import { z } from 'zod';
import { Platform } from '../platform.js';
import { IsoDateTime, text } from './common.js';
import { ContentPartFormat } from './content.js';

/**
 * The player's calls (spec 2 §3 content metadata, VR session, feedback; §7 content metadata,
 * download links per part and asset, submit feedback). Media files live in a media store and
 * leave the server only through signed, short-lived URLs.
 */

/** Files are hashed in chunks of this size, so a download can be checked and resumed per chunk. */
export const MEDIA_CHUNK_SIZE_BYTES = 1024 * 1024;

export { PLAYER_FORMAT_VERSION } from '../rules/session.js';

export const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 as 64 lowercase hex digits');

/** What a file in the media store is: size, hashes and how it is stored. */
export const MediaFileMetadata = z
  .object({
    lastModifiedAt: IsoDateTime,
    sizeInBytes: z.number().int().nonnegative(),
    mimeType: z.string(),
    sha256: Sha256Hex,
    chunkSizeInBytes: z.number().int().positive(),
    /** SHA-256 of each chunk of chunkSizeInBytes, in order; the last one may be shorter. */
    chunkSha256: z.array(Sha256Hex),
    /**
     * How a download gets the file. `none`: as it plays (the sizes and hashes above are the
     * file's). `gzip`: packed (they are the packed form's), unpacked on the device and checked
     * against the played file's hashes given here.
     */
    compression: z.discriminatedUnion('type', [
      z.object({
        type: z.literal('none'),
        uncompressedSizeInBytes: z.number().int().nonnegative(),
      }),
      z.object({
        type: z.literal('gzip'),
        uncompressedSizeInBytes: z.number().int().nonnegative(),
        uncompressedSha256: Sha256Hex,
        /** SHA-256 of each chunk of chunkSizeInBytes of the unpacked file. */
        uncompressedChunkSha256: z.array(Sha256Hex),
      }),
    ]),
  })
  .meta({ id: 'MediaFileMetadata' });
export type MediaFileMetadata = z.infer<typeof MediaFileMetadata>;

/**
 * One rung of a part's streaming ladder (HLS, fMP4 segments): what the player may switch to.
 * `width` and `height` are the whole frame's (both eyes of a stereo video).
 */
export const Rendition = z
  .object({
    name: z.string().min(1).describe('e.g. 2160p'),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** Peak bits per second, as the master playlist's BANDWIDTH. */
    bandwidth: z.number().int().positive(),
    frameRate: z.number().positive(),
    /** RFC 6381 codecs, as the master playlist's CODECS. */
    codecs: z.string().min(1),
  })
  .meta({ id: 'Rendition' });
export type Rendition = z.infer<typeof Rendition>;

export const SceneMetadata = z
  .object({
    id: z.uuid().describe('the content part id'),
    title: z.string(),
    position: z.number().int().nonnegative(),
    isTrial: z.boolean(),
    /** Whether the asking viewer may fetch this scene (owned pack, demo content or trial part). */
    isAccessible: z.boolean(),
    format: ContentPartFormat,
    formatVersion: z.number().int().positive(),
    videoDuration: z.number().nonnegative().nullable(),
    withAudio: z.boolean(),
    /** The file a download keeps (the top-quality progressive file for a video). */
    metadata: MediaFileMetadata,
    /** The streaming ladder, best first; empty when the part streams as its one file. */
    renditions: z.array(Rendition),
  })
  .meta({ id: 'SceneMetadata' });
export type SceneMetadata = z.infer<typeof SceneMetadata>;

export const AssetMetadata = z
  .object({
    id: z.string().min(1),
    kind: z.enum(['cover', 'preview']),
    lastModifiedAt: IsoDateTime,
    metadata: MediaFileMetadata,
  })
  .meta({ id: 'AssetMetadata' });
export type AssetMetadata = z.infer<typeof AssetMetadata>;

/** `GET /api/v1/collection/content/{contentId}/metadata?platform=` */
export const ContentMetadata = z
  .object({
    contentId: z.uuid(),
    platform: Platform,
    scenes: z.array(SceneMetadata),
    assets: z.array(AssetMetadata),
  })
  .meta({ id: 'ContentMetadata' });
export type ContentMetadata = z.infer<typeof ContentMetadata>;

export const MediaLink = z.object({
  id: z.string().min(1),
  /** The file as it plays (streamed by the player). */
  url: z.string().min(1),
  /** The file as a download fetches it: its packed form when its metadata says gzip. */
  downloadUrl: z.string().min(1),
  /**
   * A part with a streaming ladder: its HLS master playlist, signed like `url` (every playlist and
   * segment it leads to is signed for the same holder and expiry). Players with Media Source
   * Extensions or native HLS stream it; others play `url`.
   */
  streamUrl: z.string().min(1).optional(),
});

/**
 * `GET /api/v1/collection/content/{contentId}/links?platform=`: signed URLs of the scenes the
 * viewer may fetch and of the pack's assets, valid until expiresAt.
 */
export const ContentLinks = z
  .object({
    contentId: z.uuid(),
    expiresAt: IsoDateTime,
    scenes: z.array(MediaLink),
    assets: z.array(MediaLink),
  })
  .meta({ id: 'ContentLinks' });
export type ContentLinks = z.infer<typeof ContentLinks>;

/** spec 2 §3 feedback: the rating scale and its reasons. */
export const FEEDBACK_GRADES = { reallyBad: 1, itsOkay: 2, superGood: 3 } as const;
export const FEEDBACK_OPTIONS = [
  'castingOrGenre',
  'qualityRealism',
  'inVrNavigation',
  'appPerformance',
] as const;
export const FeedbackOption = z.enum(FEEDBACK_OPTIONS);
export type FeedbackOption = z.infer<typeof FeedbackOption>;
export const FEEDBACK_TEXT_MAX = 2000;

/** `POST /api/v1/feedback` */
export const FeedbackRequest = z
  .object({
    feedbackFormType: z.literal('ContentFeedback'),
    grade: z.number().int().min(1).max(3),
    contentPackId: z.uuid(),
    options: z.array(FeedbackOption).max(FEEDBACK_OPTIONS.length).default([]),
    text: text({ multiline: true, trim: true }).max(FEEDBACK_TEXT_MAX).optional(),
  })
  .meta({ id: 'FeedbackRequest' });
export type FeedbackRequest = z.input<typeof FeedbackRequest>;

export const FeedbackResponse = z.object({ id: z.uuid(), createdAt: IsoDateTime });
export type FeedbackResponse = z.infer<typeof FeedbackResponse>;

/** `PUT /api/v1/playback/position/{partId}`: where the user stopped in a scene. */
export const PlaybackPositionRequest = z
  .object({
    contentId: z.uuid(),
    positionSeconds: z.number().nonnegative().max(1e6),
    durationSeconds: z.number().nonnegative().max(1e6).nullable(),
    runId: z.uuid().describe('the player run (one VR or 2D session) that saves'),
    sequence: z
      .int()
      .nonnegative()
      .max(2 ** 31 - 1)
      .describe(
        'the order of this save in its run: a save older than the one stored for the same run is ignored, since requests can arrive out of order',
      ),
  })
  .meta({ id: 'PlaybackPositionRequest' });
export type PlaybackPositionRequest = z.infer<typeof PlaybackPositionRequest>;

export const PlaybackPosition = z
  .object({
    partId: z.uuid(),
    contentId: z.uuid(),
    positionSeconds: z.number().nonnegative(),
    durationSeconds: z.number().nonnegative().nullable(),
    updatedAt: IsoDateTime,
  })
  .meta({ id: 'PlaybackPosition' });
export type PlaybackPosition = z.infer<typeof PlaybackPosition>;

/** `GET /api/v1/playback/position?contentId=`: the user's saved positions, newest first. */
export const PlaybackPositionList = z.object({ items: z.array(PlaybackPosition) });
export type PlaybackPositionList = z.infer<typeof PlaybackPositionList>;
