/**
 * Video frames of a world where only a few spheres move: each frame starts from a copy of the
 * still image (traced once without them) and re-traces only the pixels a moving sphere can change.
 */
import type { Canvas } from '../canvas.js';
import { TAU, clamp } from '../math.js';
import type { EquirectView } from './equirect.js';
import {
  copyEyeImage,
  isEdge,
  renderStereo,
  stackEyes,
  supersample,
  traceInto,
  type EyeImage,
  type EyePair,
} from './eye-image.js';
import { EYE_OFFSET, OdsTracer, type Ray } from './ods-tracer.js';
import { blockage, intersect } from './shading.js';
import type { SphereSolid, World } from './world.js';

/** A world whose `moving` spheres (also among its solids) are put in place for time t (s) by `place`. */
export interface MovingWorld {
  world: World;
  moving: SphereSolid[];
  place: (t: number) => void;
}

/**
 * The rgb24 frame at time t of an ODS stereo video of a moving world. The static world is traced
 * once; each frame re-traces only around the moving spheres.
 */
export function movingStereoFrames(
  { world, moving, place }: MovingWorld,
  v: EquirectView,
  bg: Canvas,
  layout: 'tb' | 'sbs',
): (t: number) => Buffer {
  const all = world.solids;
  world.solids = all.filter((s) => !moving.some((m) => m === s));
  const still = renderStereo(world, v, bg);
  world.solids = all;
  const movingIndices = moving.map((m) => all.indexOf(m));
  return (t) => {
    place(t);
    const tr = new OdsTracer(world, v, bg.data);
    const pair: EyePair = { left: copyEyeImage(still.left), right: copyEyeImage(still.right) };
    // Each sphere only needs its own rectangle checked: a pixel it touches is then traced in
    // full, so overlaps between spheres still resolve correctly.
    moving.forEach((s, k) => {
      const rect = sphereRect(world, v, s);
      const mine = [movingIndices[k] ?? -1];
      updateEye(tr, -1, pair.left, still.left, mine, rect);
      updateEye(tr, 1, pair.right, still.right, mine, rect);
    });
    return stackEyes(pair, v, layout, 0);
  };
}

interface PixelRect {
  i0: number;
  i1: number;
  j0: number;
  j1: number;
}

/** Screen rectangle (with margin for parallax and penumbra) that a moving sphere can touch. */
export function sphereRect(w: World, v: EquirectView, s: SphereSolid): PixelRect {
  let i0 = Infinity;
  let i1 = -Infinity;
  let j0 = Infinity;
  let j1 = -Infinity;
  const addPoint = (x: number, y: number, z: number): void => {
    const lon = Math.atan2(x, -z);
    const lat = Math.atan2(y, Math.hypot(x, z));
    const i = ((lon - v.lon0) / v.lonSpan) * v.width;
    const j = ((Math.PI / 2 - lat) / Math.PI) * v.height;
    i0 = Math.min(i0, i);
    i1 = Math.max(i1, i);
    j0 = Math.min(j0, j);
    j1 = Math.max(j1, j);
  };
  for (let a = 0; a < 12; a++) {
    for (let b = -2; b <= 2; b++) {
      const th = (a / 12) * TAU;
      const ph = (b / 2) * (Math.PI / 2.2);
      const r = s.r * 1.05;
      addPoint(
        s.x + r * Math.cos(ph) * Math.cos(th),
        s.y + r * Math.sin(ph),
        s.z + r * Math.cos(ph) * Math.sin(th),
      );
    }
  }
  const lift = (s.y - w.groundY) / Math.max(0.1, w.sun[1]);
  const sx = s.x - w.sun[0] * lift;
  const sz = s.z - w.sun[2] * lift;
  const spread = s.r / Math.max(0.3, w.sun[1]) + 0.03 * lift + 0.2;
  for (let a = 0; a < 16; a++) {
    const th = (a / 16) * TAU;
    addPoint(sx + spread * Math.cos(th), w.groundY, sz + spread * Math.sin(th));
  }
  const pad =
    8 + (EYE_OFFSET / Math.max(0.5, Math.hypot(s.x, s.z) - s.r)) * (v.width / v.lonSpan) * 2;
  return {
    i0: clamp(Math.floor(i0 - pad), 0, v.width - 1),
    i1: clamp(Math.ceil(i1 + pad), 0, v.width - 1),
    j0: clamp(Math.floor(j0 - pad), 0, v.height - 1),
    j1: clamp(Math.ceil(j1 + pad), 0, v.height - 1),
  };
}

/**
 * Brings a copy of the still image up to date with moving spheres inside `rect`: a pixel is
 * re-traced only if a moving sphere is in front of what the still image shows there, or shades it.
 * `tr` must trace the world with the spheres in place.
 */
export function updateEye(
  tr: OdsTracer,
  eye: number,
  img: EyeImage,
  still: EyeImage,
  moving: readonly number[],
  rect: PixelRect,
): void {
  const rw = rect.i1 - rect.i0 + 1;
  const touched = new Uint8Array(rw * (rect.j1 - rect.j0 + 1));
  for (let j = rect.j0; j <= rect.j1; j++) {
    for (let i = rect.i0; i <= rect.i1; i++) {
      const depth = still.depth[j * tr.view.width + i] ?? Infinity;
      if (!isChanged(tr, tr.aim(eye, i + 0.5, j + 0.5), depth, moving)) continue;
      touched[(j - rect.j0) * rw + (i - rect.i0)] = 1;
      traceInto(tr, eye, img, i, j);
    }
  }
  resampleEdges(tr, eye, img, touched, rect);
}

/** Whether a moving sphere hides what the still image saw at `depth` along `ray`, or shades it. */
function isChanged(tr: OdsTracer, ray: Ray, depth: number, moving: readonly number[]): boolean {
  const w = tr.world;
  for (const k of moving) {
    const s = w.solids[k];
    if (s && intersect(s, ray) < depth) return true;
  }
  if (depth === Infinity) return false;
  const px = ray.ox + ray.dx * depth;
  const py = ray.oy + ray.dy * depth;
  const pz = ray.oz + ray.dz * depth;
  return moving.some((k) => blockage(w, k, px, py, pz) > 0.002);
}

/** Supersamples the silhouette pixels next to re-traced ones, as renderStereo does everywhere. */
function resampleEdges(
  tr: OdsTracer,
  eye: number,
  img: EyeImage,
  touched: Uint8Array,
  rect: PixelRect,
): void {
  const rw = rect.i1 - rect.i0 + 1;
  const rh = rect.j1 - rect.j0 + 1;
  for (let jj = 0; jj < rh; jj++) {
    for (let ii = 0; ii < rw; ii++) {
      const q = jj * rw + ii;
      const nearTouched =
        touched[q] === 1 ||
        (ii > 0 && touched[q - 1] === 1) ||
        (ii < rw - 1 && touched[q + 1] === 1) ||
        (jj > 0 && touched[q - rw] === 1) ||
        (jj < rh - 1 && touched[q + rw] === 1);
      if (nearTouched && isEdge(tr.view, img.ids, ii + rect.i0, jj + rect.j0)) {
        supersample(tr, eye, img, ii + rect.i0, jj + rect.j0);
      }
    }
  }
}
