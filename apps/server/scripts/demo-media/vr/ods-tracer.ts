/**
 * Omni-directional stereo (ODS) ray tracing of a world into one eye's equirect image. Everything
 * the world does not hit comes from a backdrop at infinity (sky and far mountains), painted once.
 */
import type { Rgb } from '../color.js';
import { TAU, clamp, smoothstep } from '../math.js';
import type { EquirectView } from './equirect.js';
import { intersect, shadeGround, shadeSolid } from './shading.js';
import { prepareWorld, type World } from './world.js';

/** Half the interpupillary distance, metres. */
export const EYE_OFFSET = 0.032;

/** Origin (ox, oy, oz) and unit direction (dx, dy, dz). */
export interface Ray {
  ox: number;
  oy: number;
  oz: number;
  dx: number;
  dy: number;
  dz: number;
}

/** Hit ids returned by the tracers besides solid indices. */
export const HIT_BACKDROP = -1;
const HIT_GROUND = -2;

/** What a ray met first: a solid index, HIT_GROUND or HIT_BACKDROP, and how far away. */
export interface RayHit {
  id: number;
  depth: number;
}

/**
 * Shades what `ray` meets first among the `candidates` solids and the ground, into `out`. The
 * backdrop at infinity is left to the caller (id HIT_BACKDROP, depth Infinity), since each view
 * stores it in its own layout. `pixAngle` (radians per pixel) sets the ground's level of detail.
 */
export function shadeRay(
  w: World,
  ray: Ray,
  candidates: readonly number[],
  pixAngle: number,
  out: Rgb,
  hit: RayHit,
): void {
  let best = Infinity;
  let id = HIT_BACKDROP;
  for (const index of candidates) {
    const s = w.solids[index];
    if (!s) continue;
    const t = intersect(s, ray);
    if (t < best) {
      best = t;
      id = index;
    }
  }
  const tg = ray.dy < 0 ? (w.groundY - ray.oy) / ray.dy : Infinity;
  hit.depth = Math.min(best, tg);
  if (id >= 0 && best < tg) {
    shadeSolid(w, id, ray, best, out);
    hit.id = id;
  } else if (tg < Infinity) {
    const fp = (tg * pixAngle) / Math.max(0.12, -ray.dy);
    shadeGround(w, ray.ox + ray.dx * tg, ray.oz + ray.dz * tg, tg, fp, out);
    hit.id = HIT_GROUND;
  } else {
    hit.id = HIT_BACKDROP;
  }
}

/**
 * Every ray of one image column lies (to within the eye offset) in the vertical half-plane of
 * that longitude, so a solid can only be hit in the columns its longitude range covers.
 */
function columnCandidates(w: World, v: EquirectView): number[][] {
  const lists: number[][] = Array.from({ length: v.width }, () => []);
  const pix = v.lonSpan / v.width;
  w.solids.forEach((s, index) => {
    const dist = Math.hypot(s.x, s.z);
    const reach = s.r + 0.06;
    const half = dist <= reach ? Math.PI : Math.asin(reach / dist) + 2 * pix;
    const center = Math.atan2(s.x, -s.z);
    for (let i = 0; i < v.width; i++) {
      const lon = v.lon0 + ((i + 0.5) / v.width) * v.lonSpan;
      let d = Math.abs(lon - center);
      if (d > Math.PI) d = TAU - d;
      if (d <= half) lists[i]?.push(index);
    }
  });
  return lists;
}

/**
 * Traces rays through one view of a world as its solids stand now: construct a new tracer after
 * solids were added or moved, since it builds the world's lookup structures for that state.
 */
export class OdsTracer {
  /** Distance to whatever the last trace() hit (Infinity for the backdrop). */
  depth = Infinity;
  private readonly ray: Ray = { ox: 0, oy: 0, oz: 0, dx: 0, dy: 0, dz: 0 };
  private readonly hit: RayHit = { id: HIT_BACKDROP, depth: Infinity };
  private readonly candidates: number[][];

  constructor(
    readonly world: World,
    readonly view: EquirectView,
    private readonly backdrop: Float32Array,
  ) {
    prepareWorld(world);
    this.candidates = columnCandidates(world, view);
  }

  /**
   * The ray through fractional pixel (fi, fj): the eye sits EYE_OFFSET to the side of the centre,
   * perpendicular to this column's viewing direction (left eye: eye = −1). Near the poles the
   * offset fades out so the zenith and nadir do not swirl. The ray is reused by the next call.
   */
  aim(eye: number, fi: number, fj: number): Ray {
    const v = this.view;
    const lon = v.lon0 + (fi / v.width) * v.lonSpan;
    const lat = Math.PI / 2 - (fj / v.height) * Math.PI;
    const cl = Math.cos(lat);
    const fade = smoothstep(0, 1, (Math.PI / 2 - Math.abs(lat)) / (Math.PI / 6));
    const ray = this.ray;
    ray.ox = eye * EYE_OFFSET * fade * Math.cos(lon);
    ray.oy = 0;
    ray.oz = eye * EYE_OFFSET * fade * Math.sin(lon);
    ray.dx = cl * Math.sin(lon);
    ray.dy = Math.sin(lat);
    ray.dz = -cl * Math.cos(lon);
    return ray;
  }

  /** Traces the ray through (fi, fj) and shades what it hits; returns a solid index or HIT_*. */
  trace(eye: number, fi: number, fj: number, out: Rgb): number {
    const v = this.view;
    const ray = this.aim(eye, fi, fj);
    const column = this.candidates[clamp(Math.floor(fi), 0, v.width - 1)] ?? [];
    shadeRay(this.world, ray, column, v.lonSpan / v.width, out, this.hit);
    this.depth = this.hit.depth;
    if (this.hit.id !== HIT_BACKDROP) return this.hit.id;
    const k =
      (clamp(Math.floor(fj), 0, v.height - 1) * v.width + clamp(Math.floor(fi), 0, v.width - 1)) *
      3;
    out[0] = this.backdrop[k] ?? 0;
    out[1] = this.backdrop[k + 1] ?? 0;
    out[2] = this.backdrop[k + 2] ?? 0;
    return HIT_BACKDROP;
  }
}
