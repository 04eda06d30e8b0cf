import type { PlaybackProblem } from '@parallax/core/rules/session';
import * as THREE from 'three';
import {
  buildGltfObject,
  buildMediaObject,
  loadImageTexture,
  type ContentObject,
} from './content-scene';
import {
  createVideo,
  loadWithFreshLink,
  MediaFailure,
  releaseVideo,
  watchVideo,
  type WatchedVideo,
} from './media-element';
import type { PlayableScene } from './playback';

/*
 * Loading one scene of the VR player: its video (watched and retried), picture or glTF scene,
 * built into an object for the world.
 */

/** A scene load that another one replaced. */
export class Superseded extends Error {}

export type LoadedVrScene = {
  content: ContentObject;
  video: { element: HTMLVideoElement; watched: WatchedVideo } | null;
};

/**
 * Loads a scene's content. Another load (Next pressed again, a scene ending) may start while this
 * one waits: after every wait a superseded load (`isCurrent` false) releases what it made and
 * throws Superseded, leaving the player's state alone.
 */
export async function loadVrScene(
  scene: PlayableScene,
  startAt: number,
  { isCurrent, onFatal }: { isCurrent: () => boolean; onFatal: (code: number) => void },
): Promise<LoadedVrScene> {
  let video: HTMLVideoElement | null = null;
  let watched: WatchedVideo | null = null;
  try {
    let content: ContentObject;
    if (scene.format.kind === 'video') {
      video = createVideo(await scene.resolveUrl());
      watched = watchVideo(video, { freshUrl: scene.resolveUrl, onFatal });
      await watched.ready;
      if (!isCurrent()) throw new Superseded();
      if (startAt > 0) video.currentTime = startAt;
      content = buildMediaObject(scene.format, new THREE.VideoTexture(video), {
        width: video.videoWidth,
        height: video.videoHeight,
      });
    } else if (scene.format.kind === 'image') {
      const image = await loadWithFreshLink(scene.resolveUrl, loadImageTexture);
      content = buildMediaObject(scene.format, image.texture, image);
    } else {
      content = await loadWithFreshLink(scene.resolveUrl, buildGltfObject);
    }
    if (!isCurrent()) {
      content.dispose();
      throw new Superseded();
    }
    return { content, video: video && watched ? { element: video, watched } : null };
  } catch (error) {
    if (video) {
      watched?.stop();
      releaseVideo(video);
    }
    throw error;
  }
}

/** What a failed load tells the viewer. */
export function loadProblemOf(error: unknown, scene: PlayableScene): PlaybackProblem {
  if (error instanceof MediaFailure) return { kind: 'media-error', code: error.code };
  if (scene.format.kind === 'scene3d') return { kind: 'scene-load-failed' };
  return { kind: 'other' };
}
