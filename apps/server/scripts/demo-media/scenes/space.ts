/** Space theme: a nebula, a ringed planet, an earthrise over the moon and an aurora. */
import type { Canvas, Perspective } from '../canvas.js';
import {
  gradientAt,
  hex,
  mixInto,
  scaleRgb,
  setRgb,
  toward,
  type Color,
  type Rgb,
  type Stops,
} from '../color.js';
import { clamp01, smoothstep } from '../math.js';
import { fbm1, fbm2, noise1, noise2 } from '../noise.js';
import { hash } from '../random.js';
import { drawForest } from '../scenery/forest.js';
import { drawRange } from '../scenery/ranges.js';
import { drawStars, skyRows } from '../scenery/sky.js';
import { rippler } from '../scenery/water.js';
import { boxAround, rect } from '../shapes.js';
import { brightStar, drawOrb, spaceBackdrop, type Orb } from './space-bodies.js';

export function spaceNebula(c: Canvas, t: number): void {
  spaceBackdrop(c, t, 51);
  const magenta = hex('#c2358e');
  const teal = hex('#1fb5b0');
  const gold = hex('#ffb85c');
  const mix: Rgb = [0, 0, 0];
  c.paint(
    null,
    (x, y, out) => {
      const band = Math.exp(-(((y - 0.5 + 0.35 * x + 0.05 * Math.sin(x * 5)) / 0.3) ** 2));
      const n1 = fbm2(x * 2.2 + 3, y * 2.2, 52, 6);
      const n2 = fbm2(x * 3.1, y * 3.1 + 7, 53, 6);
      const dust = smoothstep(0.5, 0.68, fbm2(x * 4.5, y * 4.5, 54, 5));
      const a = smoothstep(0.38, 0.78, n1) * band;
      const b = smoothstep(0.42, 0.8, n2) * band;
      mixInto(mix, magenta, teal, b / (a + b + 1e-4));
      const k = (a + b) * 1.3 * (1 - 0.8 * dust);
      out[0] = mix[0] * k + gold[0] * a * b * 1.5;
      out[1] = mix[1] * k + gold[1] * a * b * 1.5;
      out[2] = mix[2] * k + gold[2] * a * b * 1.5;
      return 1;
    },
    'add',
  );
  for (let k = 0; k < 6; k++) {
    const x = (hash(k, 1, 55) - 0.5) * 0.7;
    const y = 0.15 + hash(k, 2, 55) * 0.7;
    brightStar(c, x, y, 0.5 + hash(k, 3, 55), hex('#e6f0ff'), t + k);
  }
}

export function spaceRingedPlanet(c: Canvas, t: number): void {
  spaceBackdrop(c, t, 61);
  const planet = { x: 0.02, y: 0.52, r: 0.19, light: [-0.62, -0.38, 0.69] as const };
  const tilt = -0.36;
  const bands: Stops = [
    [0, hex('#e9d3a8')],
    [0.2, hex('#c99a64')],
    [0.35, hex('#f0dcb4')],
    [0.5, hex('#b57e4c')],
    [0.62, hex('#e5c896')],
    [0.8, hex('#a8744a')],
    [1, hex('#ead6b0')],
  ];
  drawRings(c, planet, tilt, false);
  drawOrb(
    c,
    planet,
    (nx, ny, _nz, out) => {
      // Bands follow latitude about the tilted spin axis (the axis is normal to the rings).
      const lat = -Math.sin(tilt) * nx + Math.cos(tilt) * ny;
      const swirl = 0.04 * fbm2(nx * 3 + t * 0.02, lat * 14, 62, 4);
      gradientAt(bands, clamp01(0.5 + lat * 0.55 + swirl), out);
      const k = 0.92 + 0.16 * noise2(nx * 6 + t * 0.05, lat * 60, 63);
      scaleRgb(out, k);
    },
    hex('#f6d9a8'),
  );
  drawRings(c, planet, tilt, true);
  drawOrb(
    c,
    { x: -0.27, y: 0.2, r: 0.035, light: planet.light },
    (nx, ny, _nz, out) => {
      setRgb(out, hex('#b8b4ae'), 0.85 + 0.3 * fbm2(nx * 4, ny * 4, 64, 3));
    },
    hex('#d0d8e8'),
  );
}

/** Saturn-like rings: the far half is drawn before the planet, the near half after it. */
function drawRings(c: Canvas, p: Orb, tilt: number, front: boolean): void {
  const cos = Math.cos(tilt);
  const sin = Math.sin(tilt);
  const flat = 0.24;
  const ring = hex('#dcc8a0');
  const shadow = hex('#4a3b2c');
  c.paint(boxAround(p.x, p.y, p.r * 2.5), (x, y, out) => {
    const dx = x - p.x;
    const dy = y - p.y;
    const u = dx * cos + dy * sin;
    const v = -dx * sin + dy * cos;
    if (front !== v > 0) return 0;
    const rho = Math.hypot(u, v / flat) / p.r;
    if (rho < 1.3 || rho > 2.35) return 0;
    const edge =
      clamp01(((rho - 1.3) * p.r * flat) / c.px) * clamp01(((2.35 - rho) * p.r * flat) / c.px);
    const density =
      (0.45 + 0.55 * noise1(rho * 38, 65)) * (1 - 0.9 * Math.exp(-(((rho - 1.86) / 0.035) ** 2)));
    const behindPlanet = !front && Math.hypot(dx, dy) < p.r;
    if (behindPlanet) return 0;
    // The planet shades the far side of the rings opposite the light.
    const inShadow =
      !front &&
      u * p.light[0] + v * p.light[1] > 0 &&
      Math.abs(u * p.light[1] - v * p.light[0]) < p.r;
    mixInto(out, ring, shadow, inShadow ? 0.8 : 0);
    const k = 0.75 + 0.35 * noise1(rho * 90, 66);
    scaleRgb(out, k);
    return edge * density * 0.92;
  });
}

export function spaceMoonEarthrise(c: Canvas, t: number): void {
  spaceBackdrop(c, t, 71);
  const earth = { x: 0.1, y: 0.3, r: 0.085, light: [-0.85, -0.1, 0.5] as const };
  const ocean = hex('#1d4f9c');
  const land = hex('#6f8a4a');
  const desert = hex('#b99a68');
  const cloud = hex('#f4f6fa');
  drawOrb(
    c,
    earth,
    (nx, ny, nz, out) => {
      const u = nx * 2.2 + t * 0.03;
      const v = ny * 2.2 + nz;
      const l = fbm2(u + 4, v, 72, 5);
      mixInto(out, ocean, l > 0.6 ? desert : land, smoothstep(0.5, 0.53, l));
      const cl = smoothstep(0.52, 0.7, fbm2(u * 1.6 + 9, v * 2.4, 73, 5));
      toward(out, cloud, cl);
    },
    hex('#7fb4ff'),
  );
  const p: Perspective = { yh: 0.62, camH: 1.8, focal: 1.2 };
  const gray = hex('#8c8a86');
  drawRange(c, {
    seed: 74,
    base: 0.625,
    amp: 0.05,
    freq: 3,
    rock: hex('#6f6d6a'),
    haze: hex('#3a3a3c'),
    fog: 0.1,
    sun: 1,
    sharp: 0.2,
  });
  c.ground(p, (gx, gz, fp, out) => {
    const shade = craterShade(gx, gz, fp);
    setRgb(out, gray, (0.78 + 0.22 * fbm2(gx * 0.4, gz * 0.4, 75, 4)) * shade);
    return 1;
  });
}

/** Lunar ground lit from the left: crater bowls are dark on the lit side and bright opposite. */
function craterShade(gx: number, gz: number, fp: number): number {
  let shade = 1;
  for (const size of [9, 3.2]) {
    const ci = Math.floor(gx / size);
    const cj = Math.floor(gz / size);
    for (let di = -1; di <= 1; di++) {
      for (let dj = -1; dj <= 1; dj++) {
        const i = ci + di;
        const j = cj + dj;
        if (hash(i, j, 76 + size) > 0.55) continue;
        const r = size * (0.15 + 0.3 * hash(i, j, 77 + size));
        const cx = (i + hash(i, j, 78 + size)) * size;
        const cz = (j + hash(i, j, 79 + size)) * size;
        const q = Math.hypot(gx - cx, gz - cz) / r;
        if (q > 1.35) continue;
        const side = (gx - cx) / (r * Math.max(q, 1e-3));
        const soft = clamp01(1 - fp / r);
        if (q < 1) shade *= 1 + side * 0.45 * Math.sqrt(q) * soft;
        else shade *= 1 - side * 0.3 * (1.35 - q) * 3 * soft;
      }
    }
  }
  return shade;
}

export function spaceAurora(c: Canvas, t: number): void {
  skyRows(c, [
    [0, hex('#020412')],
    [0.4, hex('#071a33')],
    [0.68, hex('#123447')],
  ]);
  drawStars(c, { seed: 81, density: 0.5, cell: 0.014, yMax: 0.7, brightness: 0.9, t });
  drawAurora(c, 0.42, hex('#33f59a'), hex('#8a4dff'), 82, t);
  drawAurora(c, 0.3, hex('#2ee8c0'), hex('#c04ad8'), 83, t * 0.7);
  drawRange(c, {
    seed: 84,
    base: 0.7,
    amp: 0.12,
    freq: 2.6,
    rock: hex('#0f1a28'),
    haze: hex('#123447'),
    fog: 0.3,
    sun: 0.3,
    sharp: 0.6,
    snow: 0.3,
    snowColor: hex('#5d7a86'),
  });
  drawForest(c, {
    seed: 85,
    base: (x) => 0.72 + 0.015 * fbm1(x * 4, 86, 2),
    height: 0.06,
    spacing: 0.008,
    color: hex('#050a10'),
    gaps: 0.2,
  });
  rect(c, c.left, 0.72, c.right, 1, hex('#06101a'));
  c.reflect(0.725, 0.7, hex('#9ab0c0'), rippler(0.725, 0.04, 87, t));
}

/** Aurora curtains: a bright lower hem that fades upwards, broken into vertical rays. */
function drawAurora(
  c: Canvas,
  hem: number,
  low: Color,
  high: Color,
  seed: number,
  t: number,
): void {
  c.paint(
    c.band(0, 0.75),
    (x, y, out) => {
      const base =
        hem + 0.07 * Math.sin(x * 2.6 + t * 0.4) + 0.05 * (fbm1(x * 1.5 + t * 0.05, seed, 3) - 0.5);
      const above = base - y;
      const body = above > 0 ? Math.exp(-above / 0.16) : Math.exp(above / 0.012);
      const rays =
        0.35 + 0.65 * fbm1(x * 28 + t * 0.3 + Math.sin(y * 6) * 0.4, seed + 1, 4) ** 2 * 2;
      mixInto(out, low, high, clamp01(above / 0.3));
      return body * rays * 0.9 * smoothstep(0.75, 0.55, y);
    },
    'add',
  );
}
