/**
 * Circular fisheye images, as a VR180-style camera records them: the lens looks down −z, and an
 * equidistant projection maps the angle θ off the axis to the radius r = f·θ, so the edge of the
 * image circle (inscribed in the square frame) is θ = fov / 2. Stereo uses two such lenses a fixed
 * baseline apart, not ODS: every ray of one eye leaves from the same point, like a real camera.
 */
import type { Canvas } from '../canvas.js';
import type { Rgb } from '../color.js';
import { TAU, clamp } from '../math.js';
import type { PixelTracer } from './eye-image.js';
import { EYE_OFFSET, HIT_BACKDROP, shadeRay, type Ray, type RayHit } from './ods-tracer.js';
import { prepareWorld, type Solid, type World } from './world.js';

export interface FisheyeView {
  /** the square frame; the image circle touches its four sides */
  width: number;
  height: number;
  /** full angle across the image circle, degrees (190 or 200) */
  fovDeg: number;
}

/** What a ray outside the image circle "hits": it stays black. */
const HIT_OUTSIDE = -3;

/** Solids are culled per tile of TILE × TILE pixels by comparing bounding cones. */
const TILE = 16;

/**
 * Direction of fractional pixel (fi, fj) of an equidistant fisheye (x right, y up, the axis −z),
 * written to `ray`; outside the image circle θ simply goes on growing past fov / 2.
 */
function fisheyeDirection(v: FisheyeView, fi: number, fj: number, ray: Ray): void {
  const half = v.width / 2;
  const u = (fi - half) / half;
  const w = (fj - v.height / 2) / half;
  const rho = Math.hypot(u, w);
  const theta = (rho * v.fovDeg * Math.PI) / 360;
  const s = rho > 0 ? Math.sin(theta) / rho : 0;
  ray.dx = u * s;
  ray.dy = -w * s;
  ray.dz = -Math.cos(theta);
}

interface Cone {
  x: number;
  y: number;
  z: number;
  /** half-angle, radians */
  half: number;
}

/** The cone from the camera (within EYE_OFFSET of the origin) that holds a solid. */
function solidCone(s: Solid): Cone {
  const cy = s.kind === 'sphere' ? s.y : (s.y0 + s.y1) / 2;
  const r = s.kind === 'sphere' ? s.r : Math.hypot(s.r, (s.y1 - s.y0) / 2);
  const dist = Math.hypot(s.x, cy, s.z);
  const reach = r + EYE_OFFSET + 0.06;
  const half = dist <= reach ? Math.PI : Math.asin(reach / dist);
  return { x: s.x / dist, y: cy / dist, z: s.z / dist, half };
}

export class FisheyeTracer implements PixelTracer {
  depth = Infinity;
  private readonly ray: Ray = { ox: 0, oy: 0, oz: 0, dx: 0, dy: 0, dz: 0 };
  private readonly hit: RayHit = { id: HIT_BACKDROP, depth: Infinity };
  private readonly pixAngle: number;
  private readonly tilesPerRow: number;
  private readonly tiles: number[][];

  /** `backdrop` is a 360° equirect canvas (2:1) of everything at infinity. */
  constructor(
    readonly world: World,
    readonly view: FisheyeView,
    private readonly backdrop: Canvas,
  ) {
    prepareWorld(world);
    this.pixAngle = (view.fovDeg * Math.PI) / 180 / view.width;
    this.tilesPerRow = Math.ceil(view.width / TILE);
    this.tiles = this.tileCandidates();
  }

  /** Per tile, the solids whose bounding cone meets the tile's cone of view directions. */
  private tileCandidates(): number[][] {
    const v = this.view;
    const cones = this.world.solids.map(solidCone);
    const probe: Ray = { ox: 0, oy: 0, oz: 0, dx: 0, dy: 0, dz: 0 };
    const tiles: number[][] = [];
    for (let tj = 0; tj < Math.ceil(v.height / TILE); tj++) {
      for (let ti = 0; ti < this.tilesPerRow; ti++) {
        const ci = (ti + 0.5) * TILE;
        const cj = (tj + 0.5) * TILE;
        fisheyeDirection(v, ci, cj, probe);
        const cx = probe.dx;
        const cy = probe.dy;
        const cz = probe.dz;
        let half = 0;
        for (let a = 0; a < 8; a++) {
          const along = (TILE / 2) * Math.SQRT2;
          fisheyeDirection(
            v,
            ci + along * Math.cos((a * TAU) / 8),
            cj + along * Math.sin((a * TAU) / 8),
            probe,
          );
          const dot = probe.dx * cx + probe.dy * cy + probe.dz * cz;
          half = Math.max(half, Math.acos(clamp(dot, -1, 1)));
        }
        half += 2 * this.pixAngle;
        const list: number[] = [];
        cones.forEach((c, index) => {
          const dot = c.x * cx + c.y * cy + c.z * cz;
          if (Math.acos(clamp(dot, -1, 1)) <= half + c.half) list.push(index);
        });
        tiles.push(list);
      }
    }
    return tiles;
  }

  /** The ray through (fi, fj) from this eye's lens, `eye` × EYE_OFFSET to the right. */
  aim(eye: number, fi: number, fj: number): Ray {
    const ray = this.ray;
    fisheyeDirection(this.view, fi, fj, ray);
    ray.ox = eye * EYE_OFFSET;
    ray.oy = 0;
    ray.oz = 0;
    return ray;
  }

  trace(eye: number, fi: number, fj: number, out: Rgb): number {
    const v = this.view;
    const ray = this.aim(eye, fi, fj);
    if (Math.hypot(fi - v.width / 2, fj - v.height / 2) > v.width / 2) {
      out[0] = 0;
      out[1] = 0;
      out[2] = 0;
      this.depth = Infinity;
      return HIT_OUTSIDE;
    }
    const ti = clamp(Math.floor(fi / TILE), 0, this.tilesPerRow - 1);
    const tj = Math.floor(clamp(fj, 0, v.height - 1) / TILE);
    const candidates = this.tiles[tj * this.tilesPerRow + ti] ?? [];
    shadeRay(this.world, ray, candidates, this.pixAngle, out, this.hit);
    this.depth = this.hit.depth;
    if (this.hit.id === HIT_BACKDROP) this.sampleBackdrop(ray, out);
    return this.hit.id;
  }

  /** Bilinear lookup of the equirect backdrop in the ray's direction, wrapping around 360°. */
  private sampleBackdrop(ray: Ray, out: Rgb): void {
    const { width, height, data } = this.backdrop;
    const lon = Math.atan2(ray.dx, -ray.dz);
    const lat = Math.asin(clamp(ray.dy, -1, 1));
    const fx = ((lon / Math.PI + 1) / 2) * width - 0.5;
    const fy = clamp((0.5 - lat / Math.PI) * height - 0.5, 0, height - 1);
    const x0 = Math.floor(fx);
    const y0 = Math.floor(fy);
    const a = fx - x0;
    const b = fy - y0;
    const i0 = ((x0 % width) + width) % width;
    const i1 = (i0 + 1) % width;
    const j1 = Math.min(y0 + 1, height - 1);
    for (let ch = 0; ch < 3; ch++) {
      const top = (data[(y0 * width + i0) * 3 + ch] ?? 0) * (1 - a);
      const topR = (data[(y0 * width + i1) * 3 + ch] ?? 0) * a;
      const bottom = (data[(j1 * width + i0) * 3 + ch] ?? 0) * (1 - a);
      const bottomR = (data[(j1 * width + i1) * 3 + ch] ?? 0) * a;
      out[ch] = (top + topR) * (1 - b) + (bottom + bottomR) * b;
    }
  }
}
