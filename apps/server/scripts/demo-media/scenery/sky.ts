/** Skies for the 2D scenes: gradients, sun and moon, stars and perspective clouds. */
import type { Canvas } from '../canvas.js';
import { gradientAt, hex, mixInto, setRgb, type Color, type Rgb, type Stops } from '../color.js';
import { clamp01, smoothstep } from '../math.js';
import { fbm2 } from '../noise.js';
import { hash } from '../random.js';
import { boxAround, disc, splat } from '../shapes.js';

export function skyRows(c: Canvas, stops: Stops): void {
  c.fillRows((y, out) => gradientAt(stops, y, out));
}

interface SunOptions {
  x: number;
  y: number;
  r: number;
  core: Color;
  glow: Color;
  /** radius of the halo, scene units */
  spread: number;
  intensity: number;
}

/** A disc with a two-part halo: a tight bloom plus a long atmospheric tail. */
export function drawSun(c: Canvas, o: SunOptions): void {
  c.paint(
    null,
    (x, y, out) => {
      const q = Math.hypot(x - o.x, y - o.y) / o.spread;
      setRgb(out, o.glow);
      return o.intensity * (0.55 * Math.exp(-q * q * 6) + 0.45 / (1 + q * q * 18));
    },
    'screen',
  );
  disc(c, o.x, o.y, o.r, o.core);
}

export function drawMoon(c: Canvas, x: number, y: number, r: number, glow: Color): void {
  c.paint(
    boxAround(x, y, r * 12),
    (px, py, out) => {
      const q = Math.hypot(px - x, py - y) / (r * 5);
      setRgb(out, glow);
      return 0.35 / (1 + q * q * 6);
    },
    'screen',
  );
  const lit = hex('#f4f1e6');
  const mare = hex('#b9b5aa');
  c.paint(boxAround(x, y, r + c.px), (px, py, out) => {
    const d = Math.hypot(px - x, py - y);
    mixInto(
      out,
      lit,
      mare,
      smoothstep(0.5, 0.7, fbm2(((px - x) / r) * 1.6, ((py - y) / r) * 1.6, 77, 4)) * 0.8,
    );
    return clamp01((r - d) / c.px + 0.5);
  });
}

interface StarOptions {
  seed: number;
  /** probability that a cell holds a star */
  density: number;
  cell: number;
  yMax: number;
  brightness: number;
  t: number;
}

/** Stars are placed per world cell, so panning or changing the aspect never reshuffles them. */
export function drawStars(c: Canvas, o: StarOptions): void {
  const warm = hex('#ffd9b0');
  const cool = hex('#c8d8ff');
  const col: Rgb = [0, 0, 0];
  for (let cj = 0; cj * o.cell < o.yMax; cj++) {
    for (let ci = Math.floor(c.left / o.cell) - 1; ci * o.cell < c.right + o.cell; ci++) {
      if (hash(ci, cj, o.seed) > o.density) continue;
      const sx = (ci + hash(ci, cj, o.seed + 1)) * o.cell;
      const sy = (cj + hash(ci, cj, o.seed + 2)) * o.cell;
      if (sy > o.yMax) continue;
      const m = hash(ci, cj, o.seed + 3);
      // Star cells are in scene units, so small renders pack more stars per pixel: thin them.
      if (c.height < 500 && m < 0.5) continue;
      const twinkle = 0.8 + 0.2 * Math.sin(o.t * (2 + m * 5) + ci * 1.7);
      const b =
        o.brightness * (0.12 + 0.88 * m ** 7) * twinkle * smoothstep(o.yMax, o.yMax * 0.55, sy);
      mixInto(col, cool, warm, hash(ci, cj, o.seed + 4));
      splat(c, sx, sy, 0.5 + 1.1 * m ** 6, col, b);
    }
  }
}

interface CloudOptions {
  seed: number;
  top: number;
  horizon: number;
  /** noise threshold: higher means fewer clouds */
  cover: number;
  light: Color;
  shade: Color;
  opacity: number;
  scale: number;
  drift: number;
  /** vertical squash: large values give flat stratus streaks */
  stretch?: number;
}

/**
 * Clouds on a plane above the camera: the plane's depth grows towards the horizon, so clouds get
 * smaller and flatter there, which is what sells the perspective.
 */
export function drawClouds(c: Canvas, o: CloudOptions): void {
  const stretch = o.stretch ?? 3;
  c.paint(c.band(o.top, o.horizon), (x, y, out) => {
    const h = o.horizon - y;
    if (h <= 0) return 0;
    const z = 0.12 / (h + 0.03);
    const u = (x * z + o.drift) * o.scale;
    const v = z * o.scale * stretch;
    const n = fbm2(u, v, o.seed, 5);
    const density = smoothstep(o.cover, o.cover + 0.2, n);
    if (density <= 0) return 0;
    const lit = clamp01(0.5 + (n - fbm2(u + 0.08, v + 0.25, o.seed, 3)) * 4);
    mixInto(out, o.shade, o.light, lit);
    return density * o.opacity * smoothstep(0, 0.04, h) * smoothstep(o.top, o.top + 0.08, y);
  });
}
