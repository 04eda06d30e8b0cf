/** The space scenes' shared parts: the starry backdrop, a bright star and a lit sphere. */
import type { Canvas } from '../canvas.js';
import { hex, setRgb, type Color, type Rgb } from '../color.js';
import { clamp01, smoothstep } from '../math.js';
import { fbm2 } from '../noise.js';
import { drawStars, skyRows } from '../scenery/sky.js';
import { boxAround } from '../shapes.js';

export function spaceBackdrop(c: Canvas, t: number, seed: number): void {
  skyRows(c, [
    [0, hex('#04050e')],
    [1, hex('#0a0b1e')],
  ]);
  const band = hex('#2a2f55');
  c.paint(
    null,
    (x, y, out) => {
      const q = (y - 0.45 - 0.3 * x) / 0.25;
      setRgb(out, band);
      return Math.exp(-q * q) * fbm2(x * 4, y * 4, seed, 4) * 0.7;
    },
    'add',
  );
  drawStars(c, { seed, density: 0.55, cell: 0.012, yMax: 1.2, brightness: 1, t });
}

/** A bright star with bloom and four diffraction spikes. */
export function brightStar(
  c: Canvas,
  x: number,
  y: number,
  size: number,
  color: Color,
  t: number,
): void {
  const s = size * (0.9 + 0.1 * Math.sin(t * 3));
  c.paint(
    boxAround(x, y, 0.06 * s),
    (px, py, out) => {
      const dx = Math.abs(px - x) / (0.06 * s);
      const dy = Math.abs(py - y) / (0.06 * s);
      const spikes = Math.exp(-dy * 160) * (1 - dx) + Math.exp(-dx * 160) * (1 - dy);
      const bloom = Math.exp(-(dx * dx + dy * dy) * 90);
      setRgb(out, color);
      return Math.max(0, spikes) * 0.8 + bloom * 1.2;
    },
    'add',
  );
}

export interface Orb {
  x: number;
  y: number;
  r: number;
  /** light direction in screen space (x right, y down, z towards the viewer), normalised */
  light: readonly [number, number, number];
}

/** Shades a sphere in screen space: `surface` gets the unit normal and returns the albedo. */
export function drawOrb(
  c: Canvas,
  o: Orb,
  surface: (nx: number, ny: number, nz: number, out: Rgb) => void,
  rim: Color,
): void {
  c.paint(boxAround(o.x, o.y, o.r + c.px), (x, y, out) => {
    const nx = (x - o.x) / o.r;
    const ny = (y - o.y) / o.r;
    const d2 = nx * nx + ny * ny;
    const cover = clamp01((o.r - Math.sqrt(d2) * o.r) / c.px + 0.5);
    if (cover <= 0) return 0;
    const nz = Math.sqrt(Math.max(0, 1 - d2));
    surface(nx, ny, nz, out);
    const lambert = nx * o.light[0] + ny * o.light[1] + nz * o.light[2];
    const lit = smoothstep(-0.12, 0.35, lambert) * (0.35 + 0.75 * Math.max(0, lambert));
    const edge = (1 - nz) ** 3 * smoothstep(-0.3, 0.4, lambert);
    out[0] = out[0] * lit + rim[0] * edge;
    out[1] = out[1] * lit + rim[1] * edge;
    out[2] = out[2] * lit + rim[2] * edge;
    return cover;
  });
  c.paint(
    boxAround(o.x, o.y, o.r * 1.25),
    (x, y, out) => {
      const d = Math.hypot(x - o.x, y - o.y) / o.r;
      if (d < 1) return 0;
      const side = clamp01(0.5 + ((x - o.x) * o.light[0] + (y - o.y) * o.light[1]) / o.r);
      setRgb(out, rim);
      return Math.exp(-(d - 1) * 28) * 0.8 * side;
    },
    'add',
  );
}
