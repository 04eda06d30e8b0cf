import type { PlaybackProblem } from '@parallax/core/rules/session';
import * as THREE from 'three';
import {
  buildGltfObject,
  buildMediaObject,
  loadImageTexture,
  type ContentObject,
} from './content-scene';
import { loadWithFreshLink, MediaFailure, releaseVideo } from './media-element';
import type { PlayableScene } from './playback';
import { openVideo, type OpenedVideo, type OpenVideoOptions } from './video-source';

/*
 * Loading one scene of the VR player: its video (watched and retried), picture or glTF scene,
 * built into an object for the world.
 */

/** A scene load that another one replaced. */
export class Superseded extends Error {}

export type LoadedVrScene = { content: ContentObject; video: OpenedVideo | null };

type VideoEvents = Pick<OpenVideoOptions, 'onFatal' | 'onRendition'>;

/**
 * Loads a scene's content. Another load (Next pressed again, a scene ending) may start while this
 * one waits: after every wait a superseded load (`isCurrent` false) releases what it made and
 * throws Superseded, leaving the player's state alone.
 */
export async function loadVrScene(
  scene: PlayableScene,
  startAt: number,
  { isCurrent, ...events }: { isCurrent: () => boolean } & VideoEvents,
): Promise<LoadedVrScene> {
  let video: OpenedVideo | null = null;
  try {
    let content: ContentObject;
    if (scene.format.kind === 'video') {
      video = await openVideo(scene, { isVr: true, ...events });
      const { element } = video;
      await video.watched.ready;
      if (!isCurrent()) throw new Superseded();
      if (startAt > 0) element.currentTime = startAt;
      content = buildMediaObject(scene.format, new THREE.VideoTexture(element), {
        width: element.videoWidth,
        height: element.videoHeight,
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
    return { content, video };
  } catch (error) {
    if (video) {
      video.watched.stop();
      releaseVideo(video.element);
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
