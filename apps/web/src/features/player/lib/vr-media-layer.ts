import type { ContentPartFormat } from '@parallax/core/contracts/content';
import type * as THREE from 'three';
import { EYE_HEIGHT } from './content-scene';

/*
 * WebXR media layers, where the browser offers them: the compositor draws the video at full
 * quality, reprojected per eye, instead of our textured mesh.
 */

/** Where the layer sits: at eye height, turned with the world (the user's turns, in radians). */
export function mediaLayerTransform(turn: number): XRRigidTransform {
  const half = turn / 2;
  return new XRRigidTransform(
    { x: 0, y: EYE_HEIGHT, z: 0 },
    { x: 0, y: Math.sin(half), z: 0, w: Math.cos(half) },
  );
}

/** A media layer drawing the video in front of the base layer, or null where none can. */
export function createMediaLayer(
  session: XRSession,
  xr: THREE.WebXRManager,
  video: HTMLVideoElement,
  format: ContentPartFormat,
  turn: number,
): XREquirectLayer | null {
  const baseLayer = xr.getBaseLayer();
  const space = xr.getReferenceSpace();
  const hasBinding =
    typeof (globalThis as { XRMediaBinding?: unknown }).XRMediaBinding === 'function';
  if (!hasBinding || !space || !('textureWidth' in baseLayer)) return null;
  if (format.projection !== 'equirect360' && format.projection !== 'equirect180') return null;
  try {
    const layout =
      format.stereo === 'sbs'
        ? 'stereo-left-right'
        : format.stereo === 'tb'
          ? 'stereo-top-bottom'
          : 'mono';
    const layer = new XRMediaBinding(session).createEquirectLayer(video, {
      space,
      layout,
      transform: mediaLayerTransform(turn),
      centralHorizontalAngle: format.projection === 'equirect360' ? 2 * Math.PI : Math.PI,
      upperVerticalAngle: Math.PI / 2,
      lowerVerticalAngle: -Math.PI / 2,
    });
    void session.updateRenderState({ layers: [layer, baseLayer] });
    return layer;
  } catch {
    return null;
  }
}

/** Leaves only the base layer (three.js's). */
export function removeMediaLayer(session: XRSession, xr: THREE.WebXRManager): void {
  const baseLayer = xr.getBaseLayer();
  try {
    void session.updateRenderState({ layers: [baseLayer] });
  } catch {
    // the session is ending
  }
}
