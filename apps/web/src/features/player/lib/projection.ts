import type { ContentPartFormat } from '@parallax/core/contracts/content';

/*
 * How a part's pixels map onto the viewer's sphere of view (pure math, no three.js): the texture
 * rectangle of each eye for a stereo layout, and the mesh of a fisheye lens. Conventions: the
 * viewer looks down −Z, +X is right, +Y up; texture v grows upwards (three.js flipY).
 */

export type Eye = 'left' | 'right';
export type UvRect = { offsetX: number; offsetY: number; repeatX: number; repeatY: number };

/** The part of the texture one eye sees: the left half (sbs) or the top half (tb). */
export function eyeUvRect(stereo: ContentPartFormat['stereo'], eye: Eye): UvRect {
  switch (stereo) {
    case 'mono':
      return { offsetX: 0, offsetY: 0, repeatX: 1, repeatY: 1 };
    case 'sbs':
      return { offsetX: eye === 'left' ? 0 : 0.5, offsetY: 0, repeatX: 0.5, repeatY: 1 };
    case 'tb':
      // v grows upwards, so the top half (the left eye) starts at v = 0.5.
      return { offsetX: 0, offsetY: eye === 'left' ? 0.5 : 0, repeatX: 1, repeatY: 0.5 };
  }
}

/** The size of one eye's picture in a frame of width × height. */
export function eyeSize(
  stereo: ContentPartFormat['stereo'],
  width: number,
  height: number,
): { width: number; height: number } {
  if (stereo === 'sbs') return { width: width / 2, height };
  if (stereo === 'tb') return { width, height: height / 2 };
  return { width, height };
}

/** Field of view of a projection in radians (horizontal, full). */
export function fieldOfView(projection: ContentPartFormat['projection']): number {
  switch (projection) {
    case 'equirect360':
      return 2 * Math.PI;
    case 'equirect180':
      return Math.PI;
    case 'fisheye190':
      return (190 * Math.PI) / 180;
    case 'fisheye200':
      return (200 * Math.PI) / 180;
    case 'flat':
      return 0;
  }
}

export type MeshData = { positions: Float32Array; uvs: Float32Array; indices: Uint32Array };

/**
 * A sphere cap for an equidistant fisheye image (r = f·θ): the image circle touches the frame's
 * edges and its rim is θ = fov/2 off the lens axis (−Z). Vertices are laid out in rings of equal
 * θ, so the triangles seen from the centre (the viewer) face inwards.
 */
export function fisheyeMesh(fov: number, radius: number, rings = 48, segments = 96): MeshData {
  const positions: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  for (let ring = 0; ring <= rings; ring++) {
    const theta = (ring / rings) * (fov / 2);
    const r = (ring / rings) * 0.5; // the circle's radius in texture units
    for (let segment = 0; segment <= segments; segment++) {
      const phi = (segment / segments) * 2 * Math.PI;
      const [x, y, z] = fisheyeDirection(theta, phi);
      positions.push(x * radius, y * radius, z * radius);
      uvs.push(0.5 + r * Math.cos(phi), 0.5 + r * Math.sin(phi));
    }
  }
  const row = segments + 1;
  for (let ring = 0; ring < rings; ring++) {
    for (let segment = 0; segment < segments; segment++) {
      const a = ring * row + segment;
      const b = a + row;
      // Wound so the faces point at the centre (seen from inside).
      indices.push(a, a + 1, b, a + 1, b + 1, b);
    }
  }
  return {
    positions: new Float32Array(positions),
    uvs: new Float32Array(uvs),
    indices: new Uint32Array(indices),
  };
}

/** The direction θ off the −Z axis, turned φ from +X towards +Y. */
export function fisheyeDirection(theta: number, phi: number): [number, number, number] {
  return [Math.sin(theta) * Math.cos(phi), Math.sin(theta) * Math.sin(phi), -Math.cos(theta)];
}

/** Where a direction lands in a fisheye image (the inverse of the mesh), or null outside it. */
export function fisheyeUv(
  direction: [number, number, number],
  fov: number,
): [number, number] | null {
  const [x, y, z] = direction;
  const length = Math.hypot(x, y, z);
  const theta = Math.acos(Math.max(-1, Math.min(1, -z / length)));
  if (theta > fov / 2 + 1e-9) return null;
  const phi = Math.atan2(y, x);
  const r = (theta / (fov / 2)) * 0.5;
  return [0.5 + r * Math.cos(phi), 0.5 + r * Math.sin(phi)];
}

/**
 * Guesses a local file's format from its name (the common conventions: `_360`, `_180`, `_LR`,
 * `_SBS`, `_TB`, `_OU`, `fisheye`); the user confirms it before it plays.
 */
export function guessFormat(fileName: string, mimeType: string): ContentPartFormat {
  const name = fileName.toLowerCase();
  const kind: ContentPartFormat['kind'] = /\.(glb|gltf)$/.test(name)
    ? 'scene3d'
    : mimeType.startsWith('image/')
      ? 'image'
      : 'video';
  if (kind === 'scene3d') return { kind, projection: 'flat', stereo: 'mono' };
  const projection: ContentPartFormat['projection'] = /fisheye.?200|f200/.test(name)
    ? 'fisheye200'
    : /fisheye|f190|mkx/.test(name)
      ? 'fisheye190'
      : /360/.test(name)
        ? 'equirect360'
        : /180/.test(name)
          ? 'equirect180'
          : 'flat';
  const stereo: ContentPartFormat['stereo'] = /(^|[^a-z])(sbs|lr|3dh)([^a-z]|$)/.test(name)
    ? 'sbs'
    : /(^|[^a-z])(tb|ou|3dv)([^a-z]|$)/.test(name)
      ? 'tb'
      : 'mono';
  return { kind, projection, stereo };
}
