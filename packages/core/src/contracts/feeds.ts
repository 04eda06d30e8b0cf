import { z } from 'zod';
import { IsoDateTime, text } from './common.js';

/**
 * Library feeds for VR players (docs/decisions/0035-vr-player-feeds.md): DeoVR and HereSphere
 * read a JSON feed of what the user may play, but they cannot send a session, so a signed-in user
 * creates a feed link whose secret token sits in the feed's path. The token is shown once, when
 * the link is made; the list shows the links, never their tokens.
 */

export const FEED_LINK_LABEL_MAX = 100;

/** `POST /api/v1/settings/feeds`: what the user calls the link (the headset it is for). */
export const FeedLinkCreate = z
  .object({ label: text({ trim: true }).min(1).max(FEED_LINK_LABEL_MAX) })
  .meta({ id: 'FeedLinkCreate' });
export type FeedLinkCreate = z.infer<typeof FeedLinkCreate>;

/** A live feed link, as the list shows it (no token and no URL: they are shown once). */
export const FeedLink = z
  .object({
    id: z.uuid(),
    label: z.string(),
    createdAt: IsoDateTime,
    lastUsedAt: IsoDateTime.nullable().describe('last read by a player (to the minute)'),
  })
  .meta({ id: 'FeedLink' });
export type FeedLink = z.infer<typeof FeedLink>;

/** `GET /api/v1/settings/feeds`: the user's live links, newest first. */
export const FeedLinkList = z.object({ items: z.array(FeedLink) }).meta({ id: 'FeedLinkList' });
export type FeedLinkList = z.infer<typeof FeedLinkList>;

/** The answer to creating a link: the only time its feed URLs (which hold the token) are shown. */
export const CreatedFeedLink = z
  .object({
    id: z.uuid(),
    label: z.string(),
    createdAt: IsoDateTime,
    deovrUrl: z.url().describe('the DeoVR feed: open it in DeoVR’s browser or add it as a site'),
    heresphereUrl: z.url().describe('the HereSphere feed: enter it in HereSphere’s web browser'),
  })
  .meta({ id: 'CreatedFeedLink' });
export type CreatedFeedLink = z.infer<typeof CreatedFeedLink>;

// DeoVR's JSON API ("selfhosted" JSON, https://deovr.com/app/doc): the index lists groups of
// videos, each video's `video_url` is its video JSON.

/** DeoVR's projection of a video: the screen the player wraps it on. */
export const DEOVR_SCREEN_TYPES = ['flat', 'dome', 'sphere', 'fisheye', 'mkx200', 'rf52'] as const;
/** DeoVR's stereo layouts: `off` is mono. */
export const DEOVR_STEREO_MODES = ['off', 'sbs', 'tb'] as const;

export const DeoVrIndex = z
  .object({
    scenes: z.array(
      z.object({
        name: z.string(),
        list: z.array(
          z.object({
            title: z.string(),
            videoLength: z.int().nonnegative().describe('seconds'),
            thumbnailUrl: z.url(),
            video_url: z.url().describe('the video JSON'),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'DeoVrIndex' });
export type DeoVrIndex = z.infer<typeof DeoVrIndex>;

export const DeoVrVideo = z
  .object({
    title: z.string(),
    videoLength: z.int().nonnegative().describe('seconds'),
    is3d: z.boolean().describe('stereoscopic'),
    screenType: z.enum(DEOVR_SCREEN_TYPES),
    stereoMode: z.enum(DEOVR_STEREO_MODES),
    thumbnailUrl: z.url(),
    encodings: z.array(
      z.object({
        name: z.string(),
        videoSources: z.array(
          z.object({
            resolution: z.int().positive().optional().describe('frame height in pixels'),
            url: z.url(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'DeoVrVideo' });
export type DeoVrVideo = z.infer<typeof DeoVrVideo>;

// HereSphere's JSON API, version 1 (the `HereSphere-JSON-Version: 1` header): the library lists
// groups of video URLs, each answering the video's detail.

export const HERESPHERE_PROJECTIONS = [
  'perspective',
  'equirectangular',
  'equirectangular360',
  'fisheye',
  'cubemap',
  'equiangularCubemap',
] as const;
export const HERESPHERE_STEREO = ['mono', 'sbs', 'tb'] as const;
export const HERESPHERE_LENSES = ['Linear', 'MKX220', 'MKX200', 'VRCA220'] as const;

/**
 * What HereSphere posts to a feed (sign-in fields, whether it needs the media sources); a feed
 * link needs no sign-in, so all of it is ignored. A post may have no body at all.
 */
export const HereSphereRequest = z
  .looseObject({
    username: text().max(256).optional(),
    password: text().max(256).optional(),
    needsMediaSource: z.boolean().optional(),
  })
  .nullish();

export const HereSphereIndex = z
  .object({
    access: z.literal(1).describe('1: a member (every video listed is playable)'),
    library: z.array(
      z.object({ name: z.string(), list: z.array(z.url().describe('a video detail')) }),
    ),
  })
  .meta({ id: 'HereSphereIndex' });
export type HereSphereIndex = z.infer<typeof HereSphereIndex>;

export const HereSphereVideo = z
  .object({
    access: z.literal(1),
    title: z.string(),
    description: z.string(),
    thumbnailImage: z.url(),
    dateReleased: z.iso.date().optional(),
    dateAdded: z.iso.date(),
    duration: z.number().nonnegative().describe('milliseconds'),
    isFavorite: z.boolean(),
    projection: z.enum(HERESPHERE_PROJECTIONS),
    stereo: z.enum(HERESPHERE_STEREO),
    isEyeSwapped: z.boolean(),
    fov: z.number().positive().max(360).optional().describe('degrees'),
    lens: z.enum(HERESPHERE_LENSES),
    tags: z.array(z.object({ name: z.string() })),
    media: z.array(
      z.object({
        name: z.string(),
        sources: z.array(
          z.object({
            resolution: z.int().positive().optional(),
            height: z.int().positive().optional(),
            width: z.int().positive().optional(),
            size: z.int().nonnegative().describe('bytes'),
            url: z.url(),
          }),
        ),
      }),
    ),
    writeFavorite: z.boolean(),
    writeRating: z.boolean(),
    writeTags: z.boolean(),
    writeHSP: z.boolean(),
  })
  .meta({ id: 'HereSphereVideo' });
export type HereSphereVideo = z.infer<typeof HereSphereVideo>;
