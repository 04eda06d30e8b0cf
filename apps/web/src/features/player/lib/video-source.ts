import { chooseVideoSource, type RenditionInfo } from './adaptive-stream';
import { createVideo, watchVideo, type WatchedVideo } from './media-element';
import type { PlayableScene, SceneSource } from './playback';

/*
 * A scene's video element with its source attached, for the 2D viewer and the VR player alike: a
 * part with a ladder streams adaptively (hls.js, or the browser's own HLS), anything else plays
 * its file as it always has (a pack on the device plays its files, never the network's ladder).
 */

export type OpenedVideo = { element: HTMLVideoElement; watched: WatchedVideo };

export type OpenVideoOptions = {
  /** VR: the whole ladder may play, whatever the page's size (the headset's texture). */
  isVr: boolean;
  onFatal: (code: number) => void;
  /** The rendition playing now, told as it changes (adaptive streams only). */
  onRendition: (rendition: RenditionInfo) => void;
};

const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

export async function openVideo(
  scene: PlayableScene,
  options: OpenVideoOptions,
): Promise<OpenedVideo> {
  const resolveSource =
    scene.resolveSource ??
    (async (): Promise<SceneSource> => ({ url: await scene.resolveUrl(), streamUrl: null }));
  const first = await resolveSource();
  const video = createVideo();
  // hls.js is fetched only for a part that streams adaptively, and only where MSE may play it.
  const hlsStream =
    first.streamUrl !== null && hasMediaSource() ? await import('./hls-stream') : null;
  const source = chooseVideoSource(first, {
    hasMse: hlsStream?.isHlsSupported() ?? false,
    hasNativeHls: video.canPlayType(HLS_MIME_TYPE) !== '',
  });
  const freshStreamUrl = async () => {
    const { streamUrl } = await resolveSource();
    if (streamUrl === null) throw new Error('the part no longer streams adaptively');
    return streamUrl;
  };
  if (source.kind === 'hls' && hlsStream) {
    const watched = hlsStream.streamWithHls(video, {
      url: source.url,
      isVr: options.isVr,
      freshUrl: freshStreamUrl,
      onFatal: options.onFatal,
      onRendition: options.onRendition,
    });
    return { element: video, watched };
  }
  video.src = source.url;
  if (source.kind === 'native') {
    // The browser picks the rendition and says only the frame's size.
    video.addEventListener('resize', () => {
      if (video.videoHeight > 0) {
        options.onRendition({ height: video.videoHeight, bitrate: null, isAuto: true });
      }
    });
  }
  const freshUrl = source.kind === 'native' ? freshStreamUrl : scene.resolveUrl;
  return { element: video, watched: watchVideo(video, { freshUrl, onFatal: options.onFatal }) };
}

function hasMediaSource(): boolean {
  return 'MediaSource' in globalThis || 'ManagedMediaSource' in globalThis;
}
