/** Ocean theme, the sea: open waves and the light under water (fresh water: ocean-inland.ts). */
import type { Canvas, Perspective } from '../canvas.js';
import { gradientAt, hex, setRgb, toward, type Stops } from '../color.js';
import { clamp01, mod, smoothstep } from '../math.js';
import { fbm1, noise2 } from '../noise.js';
import { hash } from '../random.js';
import { drawRange } from '../scenery/ranges.js';
import { drawClouds, drawSun, skyRows } from '../scenery/sky.js';
import { drawSea } from '../scenery/water.js';
import { boxAround, capsule, fillShape, triangle } from '../shapes.js';

export function oceanWaves(c: Canvas, t: number): void {
  const p: Perspective = { yh: 0.5, camH: 2.5, focal: 1.2 };
  skyRows(c, [
    [0, hex('#241d4f')],
    [0.25, hex('#6b3a78')],
    [0.42, hex('#e0705a')],
    [0.5, hex('#ffc070')],
  ]);
  drawSun(c, {
    x: 0.05,
    y: 0.47,
    r: 0.04,
    core: hex('#fff2c8'),
    glow: hex('#ff9a50'),
    spread: 0.35,
    intensity: 1,
  });
  drawClouds(c, {
    seed: 211,
    top: 0.04,
    horizon: p.yh,
    cover: 0.6,
    light: hex('#ffb080'),
    shade: hex('#4f2c62'),
    opacity: 0.85,
    scale: 1.3,
    drift: t * 0.02,
    stretch: 6,
  });
  drawSea(c, {
    p,
    deep: hex('#1c2240'),
    seed: 212,
    t,
    rough: 1,
    sunX: 0.05,
    sunY: 0.47,
    sunColor: hex('#ffcf8a'),
    glitter: 0.04,
  });
}

export function underwaterRays(c: Canvas, t: number): void {
  const water: Stops = [
    [0, hex('#4fc6d8')],
    [0.25, hex('#1a8aa8')],
    [0.6, hex('#0b4f74')],
    [1, hex('#05243c')],
  ];
  skyRows(c, water);
  const sand = hex('#c2b48a');
  const p: Perspective = { yh: 0.62, camH: 3, focal: 1.1 };
  const far = gradientAt(water, p.yh, [0, 0, 0]);
  c.ground(
    p,
    (gx, gz, _fp, out) => {
      const ripple = 0.9 + 0.1 * Math.sin(gz * 3 + 2 * noise2(gx * 0.5, gz * 0.5, 223));
      const net = Math.abs(noise2(gx * 0.9 + t * 0.2, gz * 0.9, 224) - 0.5);
      setRgb(out, sand, ripple * (0.85 + 0.6 * smoothstep(0.06, 0, net)));
      // Water swallows the far seabed into the same blue the water column has at that height.
      toward(out, far, clamp01(1 - Math.exp(-gz / 16)));
      return 1;
    },
    1,
  );
  drawRange(c, {
    seed: 225,
    base: 0.9,
    amp: 0.3,
    freq: 2.2,
    rock: hex('#143f52'),
    haze: hex('#0b4f74'),
    fog: 0.1,
    sun: -0.6,
    sharp: 0.3,
    bottom: 1,
  });
  const ray = hex('#c8fff6');
  c.paint(
    null,
    (x, y, out) => {
      const ang = Math.atan2(x - 0.1, y + 0.6);
      const beams = fbm1(ang * 14 + t * 0.15, 221, 4) ** 3 * 3.2;
      setRgb(out, ray);
      return beams * 0.35 * Math.exp(-y * 1.8);
    },
    'add',
  );
  const caustic = hex('#e8fffb');
  c.paint(
    c.band(0, 0.09),
    (x, y, out) => {
      const n = Math.abs(noise2(x * 30 + t * 0.3, y * 60, 222) - 0.5);
      setRgb(out, caustic);
      return smoothstep(0.06, 0, n) * 0.45 * smoothstep(0.09, 0.0, y);
    },
    'add',
  );
  drawFishSchool(c, t);
  drawKelp(c, t);
  drawBubbles(c, t);
}

function drawFishSchool(c: Canvas, t: number): void {
  const fish = hex('#0b3550');
  for (let k = 0; k < 40; k++) {
    const x = -0.3 + hash(k, 1, 226) * 0.6 + t * 0.02 + Math.sin(t + k) * 0.005;
    const y = 0.32 + hash(k, 2, 226) * 0.16 + 0.04 * Math.sin(x * 8);
    const s = 0.008 + 0.006 * hash(k, 3, 226);
    fillShape(
      c,
      boxAround(x, y, s * 1.6, s),
      (px, py) => (Math.hypot((px - x) / 1.6, py - y) - s * 0.45) * 1,
      fish,
      0.8,
    );
    triangle(c, x - s * 1.4, y, x - s * 2.2, y - s * 0.5, x - s * 2.2, y + s * 0.5, fish, 0.8);
  }
}

function drawKelp(c: Canvas, t: number): void {
  const kelp = hex('#1f5a3a');
  for (let k = 0; k < 9; k++) {
    const x0 = -0.9 + k * 0.21 + hash(k, 1, 227) * 0.08;
    const h = 0.3 + 0.3 * hash(k, 2, 227);
    let px = x0;
    let py = 1.02;
    for (let s = 1; s <= 14; s++) {
      const q = s / 14;
      const nx = x0 + 0.03 * Math.sin(q * 5 + t * 1.2 + k) * q;
      const ny = 1.02 - h * q;
      capsule(c, px, py, nx, ny, 0.008 * (1 - q * 0.5), kelp, 0.9);
      px = nx;
      py = ny;
    }
  }
}

function drawBubbles(c: Canvas, t: number): void {
  const rim = hex('#d8fbff');
  for (let k = 0; k < 26; k++) {
    const x = (hash(k, 1, 228) - 0.5) * 1.6 + 0.01 * Math.sin(t * 3 + k);
    const y = mod(hash(k, 2, 228) * 1.2 - t * (0.08 + 0.06 * hash(k, 3, 228)), 1.2) - 0.1;
    const r = 0.004 + 0.008 * hash(k, 4, 228);
    fillShape(
      c,
      boxAround(x, y, r + c.px * 2),
      (px, py) => Math.abs(Math.hypot(px - x, py - y) - r) - c.px * 0.6,
      rim,
      0.6,
    );
  }
}
