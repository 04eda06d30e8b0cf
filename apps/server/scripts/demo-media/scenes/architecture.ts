/** Architecture theme, the modern city: a night skyline and glass towers. */
import type { Canvas } from '../canvas.js';
import { gradientAt, hex, toward, type Rgb, type Stops } from '../color.js';
import { clamp01, fract } from '../math.js';
import { noise1 } from '../noise.js';
import { hash } from '../random.js';
import { drawRange } from '../scenery/ranges.js';
import { drawClouds, drawMoon, drawStars, skyRows } from '../scenery/sky.js';
import { drawSkyline } from '../scenery/skyline.js';
import { drawLake } from '../scenery/water.js';
import { rect } from '../shapes.js';

export function cityNight(c: Canvas, t: number): void {
  skyRows(c, [
    [0, hex('#050a1f')],
    [0.35, hex('#15214a')],
    [0.58, hex('#3b3160')],
    [0.66, hex('#7a4e6a')],
  ]);
  drawStars(c, { seed: 91, density: 0.35, cell: 0.02, yMax: 0.4, brightness: 0.6, t });
  drawMoon(c, 0.2, 0.14, 0.035, hex('#9fb2e0'));
  const water = 0.7;
  drawSkyline(c, {
    seed: 92,
    base: water,
    minH: 0.08,
    maxH: 0.3,
    slot: 0.05,
    body: hex('#2b2d55'),
    lit: hex('#8f86b8'),
    dark: hex('#24264a'),
    litChance: 0.25,
    floorH: 0.009,
    windowW: 0.008,
  });
  drawSkyline(c, {
    seed: 93,
    base: water,
    minH: 0.05,
    maxH: 0.42,
    slot: 0.075,
    body: hex('#161a35'),
    lit: hex('#ffcf7a'),
    dark: hex('#1c2140'),
    litChance: 0.42,
    floorH: 0.012,
    windowW: 0.01,
    beacons: true,
  });
  drawSkyline(c, {
    seed: 94,
    base: water,
    minH: 0.03,
    maxH: 0.16,
    slot: 0.1,
    body: hex('#0b0d1e'),
    lit: hex('#ffd98f'),
    dark: hex('#111428'),
    litChance: 0.5,
    floorH: 0.016,
    windowW: 0.014,
  });
  rect(c, c.left, water - 0.004, c.right, water + 0.006, hex('#0a0b16'));
  drawLake(c, {
    surface: water,
    shallow: hex('#141a36'),
    deep: hex('#05070f'),
    depth: 0.3,
    mirror: water + 0.006,
    strength: 0.8,
    tint: hex('#b0a8c8'),
    ripple: 0.12,
    seed: 95,
    t,
  });
}

export function cityGlassTowers(c: Canvas, t: number): void {
  skyRows(c, [
    [0, hex('#1f5fbf')],
    [0.5, hex('#68a5e6')],
    [0.85, hex('#c8e2f7')],
  ]);
  drawClouds(c, {
    seed: 101,
    top: 0.02,
    horizon: 0.85,
    cover: 0.6,
    light: hex('#ffffff'),
    shade: hex('#a7bdd8'),
    opacity: 0.9,
    scale: 0.8,
    drift: t * 0.03,
  });
  const slot = 0.16;
  for (let k = Math.floor(c.left / slot) - 1; k <= Math.ceil(c.right / slot) + 1; k++) {
    const x0 = k * slot + hash(k, 1, 102) * 0.03;
    const w = slot * (0.55 + 0.3 * hash(k, 2, 102));
    const top = 0.08 + 0.4 * hash(k, 3, 102) ** 1.5;
    drawGlassTower(c, x0, x0 + w, top, 0.95, k, t);
  }
  const base = hex('#3d4a3a');
  drawRange(c, {
    seed: 103,
    base: 1.02,
    amp: 0.12,
    freq: 7,
    rock: hex('#3e6b34'),
    haze: base,
    fog: 0,
    sun: -0.6,
    sharp: 0,
  });
  drawRange(c, {
    seed: 104,
    base: 1.06,
    amp: 0.1,
    freq: 9,
    rock: hex('#2d5428'),
    haze: base,
    fog: 0,
    sun: -0.6,
    sharp: 0,
  });
}

/** A glass tower as two faces (lit front, shaded side) mirroring the sky, with mullions. */
function drawGlassTower(
  c: Canvas,
  x0: number,
  x1: number,
  top: number,
  base: number,
  k: number,
  t: number,
): void {
  const side = (x1 - x0) * 0.28;
  const sky: Rgb = [0, 0, 0];
  const frame = hex('#2a3442');
  const skyStops: Stops = [
    [0, hex('#2f6fc9')],
    [0.5, hex('#8dbbe9')],
    [1, hex('#dcecf9')],
  ];
  const inv = 1 / c.px;
  c.paint({ x0: x0 - c.px, y0: top - c.px, x1: x1 + side + c.px, y1: base }, (x, y, out) => {
    const inFront = x <= x1;
    const edge = Math.min(x - x0, x1 + side - x, y - top) * inv + 0.5;
    if (edge <= 0) return 0;
    const u = inFront ? (x - x0) / (x1 - x0) : (x - x1) / side;
    gradientAt(
      skyStops,
      clamp01(((y - top) / (base - top)) * 0.8 + u * 0.3 + 0.1 * noise1(k * 3.1, 105)),
      sky,
    );
    const shade = inFront ? 1 : 0.62;
    const glint = inFront
      ? 0.25 * Math.exp(-(((u - 0.3 - 0.1 * Math.sin(t * 0.3)) / 0.15) ** 2))
      : 0;
    out[0] = sky[0] * shade * 0.85 + glint;
    out[1] = sky[1] * shade * 0.9 + glint;
    out[2] = sky[2] * shade + glint;
    const mx = fract((x - x0) / 0.012);
    const my = fract((y - top) / 0.014);
    const line = Math.max(
      clamp01(1 - Math.min(mx, 1 - mx) * 0.012 * inv * 2.2),
      clamp01(1 - Math.min(my, 1 - my) * 0.014 * inv * 2.2),
    );
    toward(out, frame, line * 0.6);
    if (Math.abs(x - x1) < c.px) toward(out, frame, 0.7);
    return Math.min(1, edge);
  });
}
