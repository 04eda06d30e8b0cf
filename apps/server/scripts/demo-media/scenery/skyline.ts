/** City skylines: blocks with window grids and the odd aircraft beacon. */
import type { Canvas } from '../canvas.js';
import { hex, mixInto, setRgb, type Color, type Rgb } from '../color.js';
import { clamp01, fract, lerp } from '../math.js';
import { hash } from '../random.js';
import { rect, splat } from '../shapes.js';

interface SkylineOptions {
  seed: number;
  base: number;
  minH: number;
  maxH: number;
  slot: number;
  body: Color;
  lit: Color;
  dark: Color;
  litChance: number;
  floorH: number;
  windowW: number;
  beacons?: boolean;
}

/** City blocks with window grids; building slots are tied to world x like the forests. */
export function drawSkyline(c: Canvas, o: SkylineOptions): void {
  const k0 = Math.floor(c.left / o.slot) - 2;
  const k1 = Math.ceil(c.right / o.slot) + 2;
  const red = hex('#ff3b30');
  for (let k = k0; k <= k1; k++) {
    const w = o.slot * (0.55 + 0.6 * hash(k, 1, o.seed));
    const x0 = k * o.slot + hash(k, 2, o.seed) * o.slot * 0.4;
    const tall = hash(k, 3, o.seed) ** 1.6;
    const top = o.base - lerp(o.minH, o.maxH, tall);
    drawBuilding(c, x0, x0 + w, top, o.base, o, k);
    if (o.beacons && tall > 0.7) {
      const mid = x0 + w / 2;
      rect(c, mid - c.px * 0.7, top - 0.03, mid + c.px * 0.7, top, o.body);
      splat(c, mid, top - 0.03, 1.4, red, 1.6);
    }
  }
}

function drawBuilding(
  c: Canvas,
  x0: number,
  x1: number,
  top: number,
  base: number,
  o: SkylineOptions,
  k: number,
): void {
  const inv = 1 / c.px;
  const col: Rgb = [0, 0, 0];
  c.paint({ x0: x0 - c.px, y0: top - c.px, x1: x1 + c.px, y1: base }, (x, y, out) => {
    const edge = Math.min(x - x0, x1 - x, y - top) * inv + 0.5;
    if (edge <= 0) return 0;
    setRgb(out, o.body);
    const u = (x - x0) / o.windowW;
    const v = (y - top) / o.floorH;
    const fu = fract(u);
    const fv = fract(v);
    const win =
      clamp01(Math.min(fu - 0.25, 0.75 - fu) * o.windowW * inv + 0.5) *
      clamp01(Math.min(fv - 0.3, 0.8 - fv) * o.floorH * inv + 0.5);
    if (
      win > 0 &&
      y > top + o.floorH * 0.5 &&
      x > x0 + o.windowW * 0.3 &&
      x < x1 - o.windowW * 0.3
    ) {
      const r = hash(Math.floor(u) + k * 97, Math.floor(v), o.seed + 11);
      if (r < o.litChance)
        mixInto(col, o.lit, [1, 0.97, 0.85], hash(Math.floor(u), Math.floor(v) + k, o.seed) * 0.5);
      else setRgb(col, o.dark);
      mixInto(out, o.body, col, win);
    }
    return Math.min(1, edge);
  });
}
