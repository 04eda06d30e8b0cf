import type { Rendition } from '@parallax/core/contracts/player';
import type { MediaProjection, MediaStereo } from '@parallax/core/contracts/content';
import type { z } from 'zod';

export type Projection = z.infer<typeof MediaProjection>;
export type Stereo = z.infer<typeof MediaStereo>;
export type Layout = { projection: Projection; stereo: Stereo };

/** What ffprobe (or, for a glTF scene, the file itself) tells of a source file. */
export type ProbedMedia = {
  kind: 'video' | 'image' | 'scene3d';
  /** The container as ffprobe names it (`mov,mp4,m4a,3gp,3g2,mj2`, `matroska,webm`, `image2` …). */
  container: string;
  sizeInBytes: number;
  /** Seconds; null for a picture or a scene. */
  durationSeconds: number | null;
  /** The whole frame (both eyes of a stereo file); 0 for a scene. */
  width: number;
  height: number;
  /** Frames per second; null for a picture or a scene. */
  frameRate: number | null;
  videoCodec: string | null;
  audioCodec: string | null;
  withAudio: boolean;
  /** The video's bits per second where the file tells it (stream, else whole file); caps the ladder. */
  bitRate?: number | null;
  /** ffmpeg's name of the video's pixel format (`yuv420p`, `yuv420p10le` …); null when unknown. */
  pixelFormat?: string | null;
  /** High dynamic range (PQ or HLG transfer): tone-mapped to SDR for the H.264 ladder and pictures. */
  isHdr?: boolean;
  /** The projection and stereo layout the file's own metadata declares (spherical, stereo3d). */
  declared: Partial<Layout>;
};

/** A rung to encode: the whole frame's size, the video bitrate and the rung's peak. */
export type RenditionPlan = Rendition & { videoBitrate: number };

/** What the preparation of one source file wrote into its work directory (paths relative to it). */
export type PreparedPart = {
  kind: ProbedMedia['kind'];
  /** The file downloads keep and players without HLS stream: `progressive.mp4`, `photo.jpg`, `scene.glb`. */
  mainFile: string;
  /** `<mainFile>.gz` when gzip gains (3D scenes); null otherwise. */
  compressedFile: string | null;
  /** `hls/master.m3u8` for a video; null otherwise. */
  masterPlaylist: string | null;
  renditions: Rendition[];
  /** Made from the source: `cover.jpg`, `preview.jpg` (store preview), `preview.mp4` (a clip, videos only), `thumbs/NN.jpg`. */
  cover: string;
  storePreview: string;
  previewClip: string | null;
  thumbnails: string[];
  /** Every file written, relative, for the upload to the media store. */
  files: string[];
};

/** A failure naming the file and the reason, shown as is by the command line. */
export class ContentImportError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'ContentImportError';
  }
}
