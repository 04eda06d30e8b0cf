/**
 * One eye's ray-traced image: colour plus, per pixel, what the ray hit and how far away, so edges
 * can be supersampled and a still frame can be updated where something moved. Works for any
 * camera model (ODS equirect, fisheye) through the PixelTracer interface.
 */
import type { Canvas } from '../canvas.js';
import type { Rgb } from '../color.js';
import { toRgb24 } from '../rgb24.js';
import type { EquirectView } from './equirect.js';
import { OdsTracer } from './ods-tracer.js';
import type { World } from './world.js';

/** An image's size in pixels, whatever its projection. */
export interface PixelGrid {
  width: number;
  height: number;
}

/** A camera model that traces and shades the ray through a fractional pixel of its image. */
export interface PixelTracer {
  readonly view: PixelGrid;
  /** distance to whatever the last trace() hit (Infinity for the backdrop) */
  depth: number;
  /** `eye`: −1 left, 1 right, 0 a mono camera; returns what was hit (solid index or HIT_*) */
  trace(eye: number, fi: number, fj: number, out: Rgb): number;
}

export interface EyeImage {
  color: Float32Array;
  /** solid index, HIT_GROUND or HIT_BACKDROP */
  ids: Int32Array;
  depth: Float32Array;
}

export interface EyePair {
  left: EyeImage;
  right: EyeImage;
}

const SUBPIXELS = [
  [0.25, 0.25],
  [0.75, 0.25],
  [0.25, 0.75],
  [0.75, 0.75],
] as const;

const rayColor: Rgb = [0, 0, 0];

function newEyeImage(v: PixelGrid): EyeImage {
  const n = v.width * v.height;
  return { color: new Float32Array(n * 3), ids: new Int32Array(n), depth: new Float32Array(n) };
}

export function copyEyeImage(e: EyeImage): EyeImage {
  return { color: e.color.slice(), ids: e.ids.slice(), depth: e.depth.slice() };
}

/** One ray through the centre of pixel (i, j). */
export function traceInto(tr: PixelTracer, eye: number, img: EyeImage, i: number, j: number): void {
  const p = j * tr.view.width + i;
  img.ids[p] = tr.trace(eye, i + 0.5, j + 0.5, rayColor);
  img.depth[p] = tr.depth;
  img.color[p * 3] = rayColor[0];
  img.color[p * 3 + 1] = rayColor[1];
  img.color[p * 3 + 2] = rayColor[2];
}

/** 4 rays for one pixel, used where neighbouring pixels hit different things. */
export function supersample(
  tr: PixelTracer,
  eye: number,
  img: EyeImage,
  i: number,
  j: number,
): void {
  const p = j * tr.view.width + i;
  let r = 0;
  let g = 0;
  let b = 0;
  for (const [sx, sy] of SUBPIXELS) {
    tr.trace(eye, i + sx, j + sy, rayColor);
    r += rayColor[0] / 4;
    g += rayColor[1] / 4;
    b += rayColor[2] / 4;
  }
  img.color[p * 3] = r;
  img.color[p * 3 + 1] = g;
  img.color[p * 3 + 2] = b;
}

export function isEdge(v: PixelGrid, ids: Int32Array, i: number, j: number): boolean {
  const p = j * v.width + i;
  const id = ids[p];
  return (
    (i > 0 && ids[p - 1] !== id) ||
    (i < v.width - 1 && ids[p + 1] !== id) ||
    (j > 0 && ids[p - v.width] !== id) ||
    (j < v.height - 1 && ids[p + v.width] !== id)
  );
}

/**
 * Renders one eye: one ray per pixel, then 4 rays for pixels whose neighbours hit something else,
 * which anti-aliases silhouettes at a fraction of the cost of full supersampling.
 */
export function renderEye(tr: PixelTracer, eye: number): EyeImage {
  const v = tr.view;
  const img = newEyeImage(v);
  for (let j = 0; j < v.height; j++)
    for (let i = 0; i < v.width; i++) traceInto(tr, eye, img, i, j);
  for (let j = 0; j < v.height; j++) {
    for (let i = 0; i < v.width; i++) if (isEdge(v, img.ids, i, j)) supersample(tr, eye, img, i, j);
  }
  return img;
}

/** Both eyes of a world in front of a backdrop at infinity (sky and far mountains). */
export function renderStereo(world: World, v: EquirectView, bg: Canvas): EyePair {
  const tr = new OdsTracer(world, v, bg.data);
  return { left: renderEye(tr, -1), right: renderEye(tr, 1) };
}

/** Top-bottom puts the left eye on top; side-by-side puts it on the left. */
export function stackEyes(
  pair: EyePair,
  v: PixelGrid,
  layout: 'tb' | 'sbs',
  grain: number,
): Buffer {
  const left = toRgb24(pair.left.color, v.width, v.height, grain);
  const right = toRgb24(pair.right.color, v.width, v.height, grain);
  if (layout === 'tb') return Buffer.concat([left, right]);
  const out = Buffer.allocUnsafe(left.length * 2);
  const row = v.width * 3;
  for (let j = 0; j < v.height; j++) {
    left.copy(out, j * row * 2, j * row, (j + 1) * row);
    right.copy(out, j * row * 2 + row, j * row, (j + 1) * row);
  }
  return out;
}
