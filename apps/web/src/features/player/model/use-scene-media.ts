import type { PlaybackProblem } from '@parallax/core/rules/session';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { RenditionInfo } from '../lib/adaptive-stream';
import { hasWebGl } from '../lib/content-scene';
import {
  loadWithFreshLink,
  MediaFailure,
  releaseVideo,
  safePlay,
  type WatchedVideo,
} from '../lib/media-element';
import type { PlayableScene } from '../lib/playback';
import { openVideo, type OpenVideoOptions } from '../lib/video-source';

/** A scene's loaded media: its URL, and the video element of a video. */
export type SceneMedia = { sceneId: string; url: string; video: HTMLVideoElement | null };

type VideoEvents = Pick<OpenVideoOptions, 'onFatal' | 'onRendition'>;

/** One load's progress, for its cleanup: whether it still counts, and what it made. */
type Loading = { isCurrent: boolean; video: HTMLVideoElement | null; watched: WatchedVideo | null };

/**
 * Loads the 2D viewer's scene: a video element (its errors retried, see watchVideo) or the URL of
 * a picture or scene; null until the scene shown now has loaded.
 */
export function useSceneMedia(options: {
  scene: PlayableScene;
  isFlat: boolean;
  startAt: number;
  onFail: (problem: PlaybackProblem) => void;
  /** A video loaded, before it shows. */
  onVideoReady: (video: HTMLVideoElement) => void;
  /** The rendition streaming now; null for a scene that does not stream adaptively (yet). */
  onRendition: (rendition: RenditionInfo | null) => void;
}): SceneMedia | null {
  const { scene, isFlat } = options;
  const [loaded, setLoaded] = useState<SceneMedia | null>(null);
  const firstStart = useRef(options.startAt);
  const failEvent = useEffectEvent((problem: PlaybackProblem) => options.onFail(problem));
  const videoReadyEvent = useEffectEvent((video: HTMLVideoElement) => options.onVideoReady(video));
  const renditionEvent = useEffectEvent((rendition: RenditionInfo | null) =>
    options.onRendition(rendition),
  );

  useEffect(() => {
    const loading: Loading = { isCurrent: true, video: null, watched: null };
    // The resume point applies to the first scene shown; it is used up only once that scene has
    // loaded, since a cancelled run (React's development double run) must leave it.
    const startFrom = firstStart.current;
    const events: VideoEvents = {
      onFatal: (code) => failEvent({ kind: 'media-error', code }),
      onRendition: (rendition) => {
        if (loading.isCurrent) renditionEvent(rendition);
      },
    };
    renditionEvent(null);
    void (async () => {
      try {
        const url = await resolveMedia(scene, startFrom, loading, events);
        if (!loading.isCurrent || url === null) return;
        firstStart.current = 0;
        if (!isFlat && !hasWebGl()) {
          failEvent({ kind: 'webgl-unavailable' });
          return;
        }
        setLoaded({ sceneId: scene.id, url, video: loading.video });
        if (loading.video) videoReadyEvent(loading.video);
      } catch (error) {
        if (!loading.isCurrent) return;
        firstStart.current = 0;
        failEvent(
          error instanceof MediaFailure
            ? { kind: 'media-error', code: error.code }
            : { kind: 'other' },
        );
      }
    })();
    return () => {
      loading.isCurrent = false;
      loading.watched?.stop();
      if (loading.video) releaseVideo(loading.video);
    };
  }, [scene, isFlat]);

  return loaded?.sceneId === scene.id ? loaded : null;
}

/** The URL to show, or null when the load stopped counting while it waited. */
function resolveMedia(
  scene: PlayableScene,
  startFrom: number,
  loading: Loading,
  events: VideoEvents,
): Promise<string | null> {
  if (scene.format.kind === 'video') return openSceneVideo(scene, startFrom, loading, events);
  if (scene.format.kind === 'image') return loadWithFreshLink(scene.resolveUrl, decodeImage);
  return scene.resolveUrl();
}

async function openSceneVideo(
  scene: PlayableScene,
  startFrom: number,
  loading: Loading,
  events: VideoEvents,
): Promise<string | null> {
  const opened = await openVideo(scene, { isVr: false, ...events });
  const video = opened.element;
  if (!loading.isCurrent) {
    opened.watched.stop();
    releaseVideo(video);
    return null;
  }
  loading.video = video;
  loading.watched = opened.watched;
  video.className = 'viewer-2d__media';
  await opened.watched.ready;
  if (!loading.isCurrent) return null;
  if (startFrom > 0) video.currentTime = startFrom;
  void safePlay(video);
  return video.currentSrc || video.src;
}

async function decodeImage(candidate: string): Promise<string> {
  const probe = new Image();
  probe.src = candidate;
  await probe.decode();
  return candidate;
}
