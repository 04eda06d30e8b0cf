/** Travel theme, by the water: a tropical beach and a northern fjord. */
import type { Canvas } from '../canvas.js';
import { hex, mixInto, scaleRgb, scaled, setRgb, toward, type Color } from '../color.js';
import { clamp, clamp01, smoothstep } from '../math.js';
import { fbm1, noise2 } from '../noise.js';
import { hash } from '../random.js';
import { drawRange } from '../scenery/ranges.js';
import { drawClouds, drawSun, skyRows } from '../scenery/sky.js';
import { drawLake, drawSea } from '../scenery/water.js';
import { capsule, disc, rect, triangle } from '../shapes.js';

export function tropicalBeach(c: Canvas, t: number): void {
  const horizon = 0.55;
  skyRows(c, [
    [0, hex('#1f7fd6')],
    [0.35, hex('#4ca6e8')],
    [0.55, hex('#bfe3f5')],
  ]);
  drawSun(c, {
    x: -0.25,
    y: 0.12,
    r: 0.025,
    core: hex('#ffffff'),
    glow: hex('#fff7d8'),
    spread: 0.3,
    intensity: 0.6,
  });
  drawClouds(c, {
    seed: 141,
    top: 0.2,
    horizon,
    cover: 0.58,
    light: hex('#ffffff'),
    shade: hex('#9dbbd8'),
    opacity: 0.95,
    scale: 1.3,
    drift: t * 0.03,
  });
  drawSea(c, {
    p: { yh: horizon, camH: 3, focal: 1.2 },
    deep: hex('#0c6ea8'),
    seed: 142,
    t,
    rough: 0.6,
    sunX: -0.25,
    sunY: 0.12,
    sunColor: hex('#ffffff'),
    glitter: 0.05,
  });
  drawBeach(c, horizon, t);
  drawPalm(c, 0.24, 0.98, 0.1, 0.34, t);
  drawPalm(c, -0.5, 0.92, -0.06, 0.28, t + 1);
}

/** Turquoise shallows, then wet and dry sand with a line of foam washing up and down. */
function drawBeach(c: Canvas, horizon: number, t: number): void {
  const shore = (x: number): number =>
    0.76 + 0.035 * Math.sin(x * 3.2 + 0.5) + 0.01 * fbm1(x * 9, 143, 3);
  const shallow = hex('#3fd3c8');
  c.paint(c.band(horizon + 0.08, 1), (x, y, out) => {
    const d = shore(x) - y;
    if (d < 0 || d > 0.16) return 0;
    setRgb(out, shallow);
    return smoothstep(0.16, 0.02, d) * 0.7;
  });
  const sand = hex('#f2dfb6');
  const wet = hex('#c9b08a');
  const foam = hex('#ffffff');
  c.paint(c.band(0.66, 1), (x, y, out) => {
    const s = shore(x);
    const d = y - s;
    const wash = 0.012 * Math.sin(t * 1.5 + x * 2);
    if (d < -0.02) return 0;
    mixInto(out, wet, sand, smoothstep(0.0, 0.05, d - wash));
    const grain = 0.95 + 0.08 * noise2(x * 300, y * 500, 144);
    scaleRgb(out, grain);
    const foamLine = Math.exp(-(((d - wash) / 0.006) ** 2)) * (0.6 + 0.4 * noise2(x * 80, t, 145));
    toward(out, foam, clamp01(foamLine));
    return clamp01((d + 0.004) / c.px + 0.5);
  });
}

/** A leaning palm: curved trunk with rings, drooping fronds made of leaflet capsules. */
function drawPalm(
  c: Canvas,
  x: number,
  base: number,
  lean: number,
  height: number,
  t: number,
): void {
  const trunk = hex('#6b4b34');
  const leaf = hex('#2f6b34');
  const leafLight = hex('#4f8c3c');
  const segs = 24;
  let topX = x;
  let topY = base;
  for (let k = 0; k < segs; k++) {
    const s0 = k / segs;
    const s1 = (k + 1) / segs;
    const ax = x + lean * s0 * s0;
    const bx = x + lean * s1 * s1;
    capsule(
      c,
      ax,
      base - height * s0,
      bx,
      base - height * s1,
      0.009 * (1 - 0.4 * s0),
      k % 2 === 0 ? trunk : scaled(trunk, 0.85),
    );
    topX = bx;
    topY = base - height * s1;
  }
  const sway = 0.02 * Math.sin(t * 1.2);
  for (let f = 0; f < 9; f++) {
    const ang = -Math.PI + (f / 8) * Math.PI + (hash(f, 1, 146) - 0.5) * 0.3;
    const len = 0.13 + 0.05 * hash(f, 2, 146);
    let px = topX;
    let py = topY;
    for (let k = 1; k <= 10; k++) {
      const s = k / 10;
      const nx = topX + Math.cos(ang) * len * s + sway * s;
      const ny = topY + Math.sin(ang) * len * s * 0.6 + len * 0.7 * s * s;
      const w = 0.006 * (1 - s) + 0.001;
      capsule(c, px, py, nx, ny, w, f % 2 === 0 ? leaf : leafLight);
      const side = 0.028 * (1 - s * 0.6);
      capsule(c, nx, ny, nx + side * 0.5, ny + side, 0.0025, leaf);
      capsule(c, nx, ny, nx - side * 0.5, ny + side, 0.0025, leafLight);
      px = nx;
      py = ny;
    }
  }
  for (let k = 0; k < 3; k++) disc(c, topX + (k - 1) * 0.008, topY + 0.01, 0.006, hex('#5a4020'));
}

export function northernFjord(c: Canvas, t: number): void {
  const water = 0.64;
  const haze = hex('#d9e0e8');
  skyRows(c, [
    [0, hex('#7d97b8')],
    [0.35, hex('#c3cfdc')],
    [0.6, hex('#f1e4d4')],
  ]);
  drawSun(c, {
    x: 0.02,
    y: 0.5,
    r: 0.022,
    core: hex('#fffaf0'),
    glow: hex('#ffe6c8'),
    spread: 0.35,
    intensity: 0.55,
  });
  drawClouds(c, {
    seed: 161,
    top: 0.02,
    horizon: 0.6,
    cover: 0.58,
    light: hex('#fbf4ec'),
    shade: hex('#9aa6b8'),
    opacity: 0.8,
    scale: 1,
    drift: t * 0.02,
    stretch: 5,
  });
  drawRange(c, {
    seed: 162,
    base: water,
    amp: 0.14,
    freq: 2.5,
    rock: hex('#8c98aa'),
    haze,
    fog: 0.45,
    sun: 0.7,
    sharp: 0.7,
    snow: 0.6,
  });
  drawFjordWalls(c, water, haze);
  drawCabin(c, 0.19, water - 0.003, 0.018);
  drawLake(c, {
    surface: water,
    shallow: hex('#9fb0c2'),
    deep: hex('#2a3c4c'),
    depth: 0.3,
    strength: 0.85,
    tint: hex('#c8d2dc'),
    ripple: 0.03,
    seed: 167,
    t,
  });
}

/** Steep rock walls closing in from both sides, mossy low down, snow on the highest ledges. */
function drawFjordWalls(c: Canvas, water: number, haze: Color): void {
  for (const side of [-1, 1]) {
    const wall = (x: number): number =>
      water - 0.06 - 0.42 * smoothstep(0.04, 0.55, x * side) - 0.04 * fbm1(x * 6, 163 + side, 5);
    c.ridge(
      wall,
      (x, y, top, slope, out) => {
        const rock = hex('#3f4a4f');
        const moss = hex('#3d5a3a');
        const g = noise2(x * 50, y * 30, 164);
        mixInto(out, rock, moss, smoothstep(0.45, 0.7, g) * smoothstep(top + 0.05, top + 0.2, y));
        const lit =
          clamp(1 - slope * 0.4 * side, 0.6, 1.3) * (0.8 + 0.3 * noise2(x * 90, y * 20, 165));
        scaleRgb(out, lit);
        const snow =
          smoothstep(0.03, 0, y - top - 0.02 * noise2(x * 40, 0, 166)) *
          smoothstep(water - 0.25, water - 0.4, top);
        toward(out, hex('#eef2f6'), snow);
        toward(out, haze, 0.12);
      },
      water + 0.002,
    );
  }
}

function drawCabin(c: Canvas, x: number, base: number, s: number): void {
  rect(c, x - s, base - s * 0.9, x + s, base, hex('#a3312a'));
  triangle(
    c,
    x - s * 1.2,
    base - s * 0.9,
    x + s * 1.2,
    base - s * 0.9,
    x,
    base - s * 1.6,
    hex('#2b2b2e'),
  );
  rect(c, x - s * 0.5, base - s * 0.6, x - s * 0.15, base - s * 0.3, hex('#ffe2a0'));
}
