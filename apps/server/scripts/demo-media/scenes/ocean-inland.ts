/** Ocean theme, fresh water: a forest lake and a waterfall valley. */
import type { Canvas } from '../canvas.js';
import { brighten, hex, mixInto, scaleRgb, setRgb, toward } from '../color.js';
import { clamp, clamp01, smoothstep } from '../math.js';
import { fbm1, fbm2, noise2 } from '../noise.js';
import { hash } from '../random.js';
import { drawForest } from '../scenery/forest.js';
import { drawMist, drawRange } from '../scenery/ranges.js';
import { drawClouds, drawSun, skyRows } from '../scenery/sky.js';
import { drawLake } from '../scenery/water.js';
import { boxAround, rect } from '../shapes.js';

export function forestLake(c: Canvas, t: number): void {
  const water = 0.63;
  const mist = hex('#e6e4dc');
  skyRows(c, [
    [0, hex('#8fb0cf')],
    [0.35, hex('#c4d4e0')],
    [0.6, hex('#f1e6d2')],
  ]);
  drawSun(c, {
    x: -0.12,
    y: 0.4,
    r: 0.024,
    core: hex('#fffaf0'),
    glow: hex('#ffe8c0'),
    spread: 0.35,
    intensity: 0.6,
  });
  drawRange(c, {
    seed: 231,
    base: water - 0.02,
    amp: 0.1,
    freq: 1.8,
    rock: hex('#7c93a8'),
    haze: mist,
    fog: 0.5,
    sun: 0.6,
    sharp: 0.3,
  });
  drawForest(c, {
    seed: 232,
    base: () => water - 0.01,
    height: 0.045,
    spacing: 0.006,
    color: hex('#61788a'),
    gaps: 0.1,
  });
  drawMist(c, water - 0.015, 0.012, mist, 0.6, 233, t);
  drawForest(c, {
    seed: 234,
    base: (x) => water + 0.002 + 0.004 * Math.sin(x * 3),
    height: 0.09,
    spacing: 0.009,
    color: hex('#2f4a42'),
    gaps: 0.15,
  });
  drawMist(c, water, 0.008, mist, 0.45, 235, t);
  drawLake(c, {
    surface: water,
    shallow: hex('#b8c6cf'),
    deep: hex('#33484c'),
    depth: 0.35,
    mirror: water + 0.003,
    strength: 0.85,
    tint: hex('#d0d8d8'),
    ripple: 0.04,
    seed: 236,
    t,
  });
  drawForest(c, {
    seed: 237,
    base: (x) => 1.0 + 0.03 * Math.sin(x * 5),
    height: 0.4,
    spacing: 0.09,
    color: hex('#14261f'),
    gaps: 0.45,
  });
}

export function waterfallValley(c: Canvas, t: number): void {
  const haze = hex('#cfe0e4');
  skyRows(c, [
    [0, hex('#3e7cc4')],
    [0.35, hex('#8fbde0')],
    [0.55, hex('#dbeaf0')],
  ]);
  drawClouds(c, {
    seed: 241,
    top: 0.02,
    horizon: 0.5,
    cover: 0.6,
    light: hex('#ffffff'),
    shade: hex('#a8bccf'),
    opacity: 0.9,
    scale: 1.1,
    drift: t * 0.03,
  });
  drawRange(c, {
    seed: 242,
    base: 0.5,
    amp: 0.14,
    freq: 2,
    rock: hex('#7f96a8'),
    haze,
    fog: 0.45,
    sun: 0.6,
    sharp: 0.7,
    snow: 0.4,
  });
  drawFallCliffs(c);
  drawWaterfall(c, t);
  drawGrove(c, 0.98, 248, t);
}

/** Where the waterfall leaves the cliff and the height of the pool it falls into. */
const FALL = { x: -0.03, lip: 0.3, pool: 0.74 };

/** Mossy cliffs on both sides of the fall, their rims dipping away from the lip. */
function drawFallCliffs(c: Canvas): void {
  const { x: fallX, lip } = FALL;
  for (const side of [-1, 1]) {
    const cliff = (x: number): number => {
      const s = (x - fallX) * side;
      return (
        lip -
        0.06 * smoothstep(0.02, 0.6, s) +
        0.015 * (fbm1(x * 8, 243 + side, 4) - 0.5) +
        (s < 0.012 ? 1 : 0)
      );
    };
    c.ridge(
      cliff,
      (x, y, top, slope, out) => {
        const rock = hex('#5a6258');
        const moss = hex('#4e7a3c');
        mixInto(out, rock, moss, smoothstep(0.5, 0.62, fbm2(x * 70, y * 45, 244, 4)) * 0.8);
        const lit =
          clamp(0.95 - slope * 0.3, 0.6, 1.2) * (0.75 + 0.35 * fbm2(x * 60, y * 15, 245, 3));
        scaleRgb(out, lit);
        toward(
          out,
          hex('#2d4a2a'),
          smoothstep(top, top + 0.02, y) * smoothstep(top + 0.02, top, y) * 0.8,
        );
      },
      1,
      { spread: 0.1 },
    );
  }
}

/** The falling water, ripples spreading on the pool and spray where it lands. */
function drawWaterfall(c: Canvas, t: number): void {
  const { x: fallX, lip, pool } = FALL;
  const white = hex('#f4fbff');
  c.paint({ x0: fallX - 0.05, y0: lip - 0.01, x1: fallX + 0.05, y1: pool }, (x, y, out) => {
    const spread = 0.02 + (y - lip) * 0.05;
    const d = Math.abs(x - fallX) / spread;
    if (d > 1.2) return 0;
    const streak = 0.6 + 0.4 * noise2(x * 260, y * 9 - t * 3, 246);
    mixInto(out, hex('#b8d4e0'), white, streak);
    return clamp01(((1 - d) * spread) / c.px + 0.5) * (0.75 + 0.25 * streak);
  });
  c.paint(c.band(pool, 1), (x, y, out) => {
    mixInto(out, hex('#5a9aa8'), hex('#1d4a50'), clamp01((y - pool) / 0.25));
    const ring =
      0.08 *
      Math.sin(Math.hypot((x - fallX) * 3, (y - pool) * 10) * 60 - t * 4) *
      Math.exp(-Math.hypot(x - fallX, (y - pool) * 3) * 8);
    brighten(out, ring);
    return 1;
  });
  c.paint(boxAround(fallX, pool, 0.35, 0.12), (x, y, out) => {
    setRgb(out, white);
    const q = Math.hypot((x - fallX) / 0.2, (y - pool) / 0.05);
    return Math.exp(-q * q) * (0.5 + 0.5 * fbm2(x * 20 + t * 0.3, y * 30, 247, 3));
  });
}

/** Round-crowned broadleaf trees framing the foreground. */
function drawGrove(c: Canvas, base: number, seed: number, t: number): void {
  const leaf = hex('#2f6a34');
  const light = hex('#5e9a44');
  for (let k = Math.floor(c.left / 0.09) - 1; k <= Math.ceil(c.right / 0.09) + 1; k++) {
    const x = k * 0.09 + hash(k, 1, seed) * 0.04;
    // Leave the waterfall in view.
    if (Math.abs(x - FALL.x) < 0.12) continue;
    const r = 0.05 + 0.04 * hash(k, 2, seed);
    const cy = base - r * 1.2 - 0.05 * hash(k, 3, seed);
    rect(c, x - r * 0.08, cy, x + r * 0.08, 1.05, hex('#3b2a1e'));
    c.paint(boxAround(x, cy, r * 1.3), (px, py, out) => {
      const d = Math.hypot(px - x, (py - cy) * 1.1) / r;
      const lumps = 0.12 * (noise2(px * 90, py * 90, seed + k) - 0.5) + 0.03 * Math.sin(t * 2 + k);
      const cover = clamp01(((1 + lumps - d) * r) / c.px + 0.5);
      mixInto(out, leaf, light, clamp01(0.5 - ((px - x + py - cy) / r) * 0.6 + lumps));
      return cover;
    });
  }
}
