import type { ContentPartFormat } from '@parallax/core/contracts/content';
import type {
  DeoVrIndex,
  DeoVrVideo,
  HereSphereIndex,
  HereSphereVideo,
} from '@parallax/core/contracts/feeds';
import type { Rendition } from '@parallax/core/contracts/player';
import type { PackRow } from '../catalog/catalog.snapshot.js';

type PartRow = PackRow['parts'][number];
type Format = Pick<ContentPartFormat, 'projection' | 'stereo'>;

/** A pack of the feed and its video parts, in store order. */
export type FeedPack = { pack: PackRow; videos: PartRow[] };

/** Where a feed's own addresses are: its user's token under the server's public URL. */
export type FeedAddresses = {
  publicUrl: string;
  /** The feed link's token (it is in every address the feed gives). */
  token: string;
};

/**
 * A part the feed plays, with its signed media URL (absolute) and, for a part with a ladder, each
 * rung's media playlist, signed alike (best first; empty without a ladder).
 */
export type FeedVideo = {
  pack: PackRow;
  part: PartRow;
  mediaUrl: string;
  streams: FeedStream[];
};

export type FeedStream = { rendition: Rendition; url: string };

/** The name of the players' encoding that lists the rungs of the ladder. */
const HLS_ENCODING = 'hls';

/**
 * Whether the players can play the part: video only. Both players show 2D and VR video; a 3D
 * scene (glTF) is nothing either renders, and the video answers of both formats describe video
 * (HereSphere's API has no photos at all), so photos are left out too.
 */
export const isFeedPlayable = (part: PartRow): boolean => part.mediaKind === 'video';

/**
 * DeoVR's `screenType` and `stereoMode` for the store's format: flat → flat, 180° → dome,
 * 360° → sphere, 190° fisheye → rf52 (the Canon RF 5.2 mm dual fisheye), 200° fisheye → mkx200;
 * mono → off. `is3d` is stereo.
 */
export function deovrFormatOf(
  format: Format,
): Pick<DeoVrVideo, 'is3d' | 'screenType' | 'stereoMode'> {
  const screenType = (
    {
      flat: 'flat',
      equirect180: 'dome',
      equirect360: 'sphere',
      fisheye190: 'rf52',
      fisheye200: 'mkx200',
    } as const
  )[format.projection];
  const stereoMode = format.stereo === 'mono' ? 'off' : format.stereo;
  return { is3d: format.stereo !== 'mono', screenType, stereoMode };
}

/**
 * HereSphere's `projection`, `stereo`, `fov` and `lens` for the store's format: flat →
 * perspective (no fov), 180° → equirectangular, 360° → equirectangular360, fisheye → fisheye with
 * its field of view; a 200° fisheye is the MKX200 lens, a 190° one (RF 5.2 mm) has no lens of
 * its own in HereSphere's list and is Linear with fov 190.
 */
export function heresphereFormatOf(
  format: Format,
): Pick<HereSphereVideo, 'projection' | 'stereo' | 'fov' | 'lens'> {
  const { stereo } = format;
  switch (format.projection) {
    case 'flat':
      return { projection: 'perspective', stereo, lens: 'Linear' };
    case 'equirect180':
      return { projection: 'equirectangular', stereo, fov: 180, lens: 'Linear' };
    case 'equirect360':
      return { projection: 'equirectangular360', stereo, fov: 360, lens: 'Linear' };
    case 'fisheye190':
      return { projection: 'fisheye', stereo, fov: 190, lens: 'Linear' };
    case 'fisheye200':
      return { projection: 'fisheye', stereo, fov: 200, lens: 'MKX200' };
  }
}

/** The part's format; the table's checks hold its values to the contract's. */
const formatOf = (part: PartRow): Format =>
  ({ projection: part.projection, stereo: part.stereo }) as Format;

const absolute = (url: string, publicUrl: string): string => new URL(url, `${publicUrl}/`).href;

const feedUrl = ({ publicUrl, token }: FeedAddresses, path: string): string =>
  `${publicUrl}/feeds/${encodeURIComponent(token)}/${path}`;

/** The feeds a link opens (shown once, when the link is made: they hold its token). */
export function feedUrlsOf(addresses: FeedAddresses): { deovrUrl: string; heresphereUrl: string } {
  return { deovrUrl: feedUrl(addresses, 'deovr'), heresphereUrl: feedUrl(addresses, 'heresphere') };
}

/** A video's title: the pack's and the part's, so it reads on its own in a player's list. */
const titleOf = (pack: PackRow, part: PartRow): string => `${pack.title}: ${part.title}`;

const secondsOf = (part: PartRow): number => Math.round(part.videoDuration ?? 0);

/**
 * The encoding's name: the container, from the storage key (`mp4`, `webm`); the store does not
 * record the codec.
 */
const encodingOf = (part: PartRow): string =>
  /\.([a-z0-9]+)$/i.exec(part.storageKey)?.[1]?.toLowerCase() ?? 'video';

export function toDeoVrIndex(packs: readonly FeedPack[], addresses: FeedAddresses): DeoVrIndex {
  return {
    scenes: packs.map(({ pack, videos }) => ({
      name: pack.title,
      list: videos.map((part) => ({
        title: titleOf(pack, part),
        videoLength: secondsOf(part),
        thumbnailUrl: absolute(pack.cover, addresses.publicUrl),
        video_url: feedUrl(addresses, `deovr/${part.id}`),
      })),
    })),
  };
}

/**
 * The progressive file first (DeoVR plays its first encoding it can, and every version plays
 * the file), with no resolution: the store does not record the file's frame size. A part with a
 * ladder adds an `hls` encoding, each rung's media playlist named by its frame height.
 */
export function toDeoVrVideo(
  { pack, part, mediaUrl, streams }: FeedVideo,
  publicUrl: string,
): DeoVrVideo {
  return {
    title: titleOf(pack, part),
    videoLength: secondsOf(part),
    ...deovrFormatOf(formatOf(part)),
    thumbnailUrl: absolute(pack.cover, publicUrl),
    encodings: [
      { name: encodingOf(part), videoSources: [{ url: mediaUrl }] },
      ...(streams.length === 0
        ? []
        : [
            {
              name: HLS_ENCODING,
              videoSources: streams.map(({ rendition, url }) => ({
                resolution: rendition.height,
                url,
              })),
            },
          ]),
    ],
  };
}

export function toHereSphereIndex(
  packs: readonly FeedPack[],
  addresses: FeedAddresses,
): HereSphereIndex {
  return {
    access: 1,
    library: packs.map(({ pack, videos }) => ({
      name: pack.title,
      list: videos.map((part) => feedUrl(addresses, `heresphere/${part.id}`)),
    })),
  };
}

/**
 * A rung's size as HereSphere shows it: its peak bitrate over the duration, an upper bound (a
 * ladder's rungs are many files, whose sizes the catalog does not keep).
 */
const estimatedSizeOf = (rendition: Rendition, part: PartRow): number =>
  Math.round((rendition.bandwidth * (part.videoDuration ?? 0)) / 8);

/** A ladder's rungs as HereSphere lists sources: each media playlist with its frame size. */
function heresphereStreams(part: PartRow, streams: FeedStream[]): HereSphereVideo['media'] {
  if (streams.length === 0) return [];
  const sources = streams.map(({ rendition, url }) => ({
    resolution: rendition.height,
    height: rendition.height,
    width: rendition.width,
    size: estimatedSizeOf(rendition, part),
    url,
  }));
  return [{ name: HLS_ENCODING, sources }];
}

/**
 * Read only: HereSphere may not write favourites, ratings, tags or its per-video settings back.
 * The progressive file has no width, height or resolution (the store does not record its frame
 * size); a ladder's rungs, listed after it, have theirs.
 */
export function toHereSphereVideo(
  { pack, part, mediaUrl, streams }: FeedVideo,
  publicUrl: string,
): HereSphereVideo {
  return {
    access: 1,
    title: titleOf(pack, part),
    description: pack.description,
    thumbnailImage: absolute(pack.cover, publicUrl),
    ...(pack.contentReleaseDate ? { dateReleased: pack.contentReleaseDate } : {}),
    dateAdded: pack.publishDate.toISOString().slice(0, 10),
    duration: Math.round((part.videoDuration ?? 0) * 1000),
    isFavorite: false,
    ...heresphereFormatOf(formatOf(part)),
    isEyeSwapped: false,
    tags: pack.tags.map(({ tag }) => ({ name: `Category:${tag.name}` })),
    media: [
      {
        name: encodingOf(part),
        sources: [{ size: part.sizeInBytes, url: mediaUrl }],
      },
      ...heresphereStreams(part, streams),
    ],
    writeFavorite: false,
    writeRating: false,
    writeTags: false,
    writeHSP: false,
  };
}
