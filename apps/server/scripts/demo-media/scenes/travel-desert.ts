/** Travel theme, dry land: desert dunes with a caravan, and a canyon with a river. */
import type { Canvas, Perspective } from '../canvas.js';
import {
  brighten,
  hex,
  mixInto,
  scaleRgb,
  setRgb,
  toward,
  type Color,
  type Rgb,
} from '../color.js';
import { clamp, clamp01, fract, smoothstep } from '../math.js';
import { fbm1, fbm2, noise1, noise2 } from '../noise.js';
import { drawClouds, drawSun, skyRows } from '../scenery/sky.js';
import { capsule, disc } from '../shapes.js';

/** Asymmetric dune profile: long windward slope, short steep slip face, sharp crest. */
function duneTop(base: number, amp: number, freq: number, seed: number): (x: number) => number {
  return (x) => {
    const u = x * freq + 0.6 * fbm1(x * freq * 0.5, seed, 3);
    const p = fract(u);
    const shape = p < 0.72 ? smoothstep(0, 0.72, p) ** 0.8 : (1 - (p - 0.72) / 0.28) ** 1.6;
    const size = 0.6 + 0.4 * noise1(Math.floor(u), seed + 1);
    return base - amp * shape * size;
  };
}

function drawDunes(
  c: Canvas,
  base: number,
  amp: number,
  freq: number,
  seed: number,
  lit: Color,
  shadow: Color,
  haze: Color,
  fog: number,
): void {
  const top = duneTop(base, amp, freq, seed);
  c.ridge(top, (x, y, t, slope, out) => {
    const face = smoothstep(-0.05, 0.4, slope);
    const ripples = 0.93 + 0.07 * Math.sin(((y - t) * 900) / (0.3 + y) + x * 40);
    mixInto(out, lit, shadow, face);
    scaleRgb(out, ripples);
    toward(out, haze, fog);
  });
}

export function desertDunes(c: Canvas, t: number): void {
  const haze = hex('#f3cf9c');
  skyRows(c, [
    [0, hex('#4f86c6')],
    [0.35, hex('#9dbfdc')],
    [0.55, hex('#f2d3a6')],
    [0.6, hex('#f7dfb4')],
  ]);
  drawSun(c, {
    x: 0.22,
    y: 0.42,
    r: 0.028,
    core: hex('#fffaf0'),
    glow: hex('#ffe0a8'),
    spread: 0.35,
    intensity: 0.7,
  });
  drawDunes(c, 0.6, 0.06, 2, 131, hex('#f2b878'), hex('#c2825a'), haze, 0.55);
  drawDunes(c, 0.68, 0.1, 1.6, 132, hex('#f0a865'), hex('#b5673f'), haze, 0.3);
  drawDunes(c, 0.8, 0.14, 1.2, 133, hex('#eb9a55'), hex('#9f5332'), haze, 0.12);
  drawDunes(c, 0.97, 0.18, 0.8, 134, hex('#e68f4a'), hex('#8c4528'), haze, 0);
  drawCaravan(c, 0.12, duneTop(0.68, 0.1, 1.6, 132), t);
}

/** A few camels on a crest, small and far: a sense of scale rather than a subject. */
function drawCaravan(c: Canvas, x0: number, ground: (x: number) => number, t: number): void {
  const col = hex('#5a3322');
  for (let k = 0; k < 4; k++) {
    const x = x0 + k * 0.028 + t * 0.004;
    const y = ground(x);
    const s = 0.012;
    capsule(c, x - s, y - s * 1.6, x + s, y - s * 1.6, s * 0.45, col);
    disc(c, x - s * 0.1, y - s * 2.1, s * 0.45, col);
    capsule(c, x + s, y - s * 1.8, x + s * 1.6, y - s * 2.6, s * 0.18, col);
    for (const lx of [-0.8, -0.4, 0.5, 0.9])
      capsule(
        c,
        x + lx * s,
        y - s * 1.4,
        x + lx * s + Math.sin(t * 4 + lx * 5) * s * 0.2,
        y,
        s * 0.1,
        col,
      );
  }
}

export function canyon(c: Canvas, t: number): void {
  const haze = hex('#f0c9a0');
  skyRows(c, [
    [0, hex('#3f79c0')],
    [0.3, hex('#86b3de')],
    [0.5, hex('#f3d2aa')],
  ]);
  drawClouds(c, {
    seed: 151,
    top: 0.04,
    horizon: 0.5,
    cover: 0.62,
    light: hex('#ffffff'),
    shade: hex('#c9a9a0'),
    opacity: 0.8,
    scale: 1,
    drift: t * 0.02,
  });
  drawMesas(c, 0.5, 0.08, 1.2, 152, hex('#c97a52'), haze, 0.5);
  drawMesas(c, 0.6, 0.14, 0.9, 153, hex('#b8603a'), haze, 0.3);
  drawRiver(c, t);
  drawCanyonWall(c, -1, 154);
  drawCanyonWall(c, 1, 155);
}

/** Flat-topped buttes: the ridge noise is quantised into steps, then strata are striped across. */
function drawMesas(
  c: Canvas,
  base: number,
  amp: number,
  freq: number,
  seed: number,
  rock: Color,
  haze: Color,
  fog: number,
): void {
  const top = (x: number): number => {
    const n = fbm1(x * freq, seed, 4);
    const stepped = Math.floor(n * 5) / 5 + smoothstep(0.7, 1, fract(n * 5)) / 5;
    return base - amp * clamp01((stepped - 0.3) / 0.5);
  };
  c.ridge(top, (x, y, _t, slope, out) => {
    strata(y, seed, rock, out);
    // Steep steps are cliff faces in shade; the flat tops catch the light.
    const cliff = Math.abs(slope) > 1.5 ? 0.8 : 1.05;
    scaleRgb(out, cliff);
    toward(out, haze, fog + 0.1 * noise2(x * 30, y * 30, seed));
  });
}

/** Sedimentary bands: irregular thicknesses and a palette from cream to deep red. */
function strata(y: number, seed: number, rock: Color, out: Rgb): Rgb {
  const layer = noise1(y * 55, seed) * 0.6 + noise1(y * 170, seed + 1) * 0.4;
  const cream = smoothstep(0.72, 0.8, noise1(y * 30, seed + 2));
  setRgb(out, rock, 0.7 + 0.5 * layer);
  return toward(out, [0.93, 0.8, 0.62], cream * 0.7);
}

function drawCanyonWall(c: Canvas, side: number, seed: number): void {
  const rock = hex('#a44d2c');
  // Stepped benches: the rim rises in terraces away from the gorge.
  const wall = (x: number): number => {
    const s = x * side;
    const v = smoothstep(0.05, 0.8, s) * 4 + 0.6 * fbm1(x * 5, seed, 3);
    const stepped = Math.floor(v) + smoothstep(0.7, 1, fract(v));
    return 0.63 - 0.1 * stepped - 0.02 * fbm1(x * 14, seed + 1, 3) + (s < 0.06 ? 1 : 0);
  };
  c.ridge(
    wall,
    (x, y, _t, slope, out) => {
      strata(y + 0.02 * noise1(x * 6, seed), seed, rock, out);
      // Dark varnish streaks run down the faces; each stratum's lip casts a thin shadow.
      const varnish = 0.78 + 0.3 * fbm2(x * 110, y * 5, seed + 3, 3);
      const ledge = fract(y * 26 + 0.8 * noise1(x * 5, seed + 4)) < 0.1 ? 0.72 : 1;
      const lit = clamp(1 + slope * side * 0.3, 0.55, 1.25) * varnish * ledge;
      scaleRgb(out, lit);
    },
    1,
    { spread: 0.1 },
  );
}

function drawRiver(c: Canvas, t: number): void {
  const p: Perspective = { yh: 0.52, camH: 120, focal: 1.1 };
  const green = hex('#4f8a7a');
  const sandy = hex('#b87a52');
  c.ground(p, (gx, gz, _fp, out) => {
    const center = 60 * Math.sin(gz * 0.004) + 20 * Math.sin(gz * 0.011 + 1);
    const d = Math.abs(gx - center);
    if (d > 60) {
      setRgb(out, sandy, 0.8 + 0.2 * fbm2(gx * 0.01, gz * 0.01, 156, 3));
      return 1;
    }
    mixInto(out, green, sandy, smoothstep(30, 60, d));
    const sparkle = 0.06 * Math.sin(gz * 0.2 + t * 2 + gx * 0.1);
    brighten(out, sparkle);
    return 1;
  });
}
