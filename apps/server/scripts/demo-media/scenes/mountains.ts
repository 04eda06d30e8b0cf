/** Mountain theme: dawn, noon and dusk over layered ranges (the snow variant: mountain-snow.ts). */
import type { Canvas } from '../canvas.js';
import { hex } from '../color.js';
import { fbm1 } from '../noise.js';
import { drawForest } from '../scenery/forest.js';
import { drawMist, drawRange } from '../scenery/ranges.js';
import { drawClouds, drawStars, drawSun, skyRows } from '../scenery/sky.js';
import { drawLake } from '../scenery/water.js';

export function mountainDawn(c: Canvas, t: number): void {
  const haze = hex('#e9ae9e');
  skyRows(c, [
    [0, hex('#1b2150')],
    [0.25, hex('#443a78')],
    [0.45, hex('#a66a90')],
    [0.58, hex('#f19b76')],
    [0.68, hex('#ffd8a4')],
  ]);
  drawStars(c, { seed: 7, density: 0.3, cell: 0.02, yMax: 0.28, brightness: 0.5, t });
  drawSun(c, {
    x: -0.08,
    y: 0.52,
    r: 0.026,
    core: hex('#fff4de'),
    glow: hex('#ffb274'),
    spread: 0.3,
    intensity: 0.9,
  });
  drawClouds(c, {
    seed: 12,
    top: 0.06,
    horizon: 0.64,
    cover: 0.6,
    light: hex('#ffc0a2'),
    shade: hex('#6c4f86'),
    opacity: 0.85,
    scale: 1.3,
    drift: t * 0.02,
    stretch: 5,
  });
  drawRange(c, {
    seed: 101,
    base: 0.67,
    amp: 0.2,
    freq: 2.2,
    rock: hex('#8a6e9c'),
    haze,
    fog: 0.5,
    sun: 0.9,
    sharp: 0.7,
    mist: 0.6,
    snow: 0.25,
    snowColor: hex('#ffd9cf'),
  });
  drawMist(c, 0.68, 0.03, haze, 0.5, 5, t);
  drawRange(c, {
    seed: 102,
    base: 0.76,
    amp: 0.17,
    freq: 3,
    rock: hex('#4a3c70'),
    haze,
    fog: 0.3,
    sun: 0.9,
    mist: 0.5,
  });
  drawMist(c, 0.765, 0.025, haze, 0.4, 6, t);
  drawRange(c, {
    seed: 103,
    base: 0.87,
    amp: 0.13,
    freq: 4.2,
    rock: hex('#2a2346'),
    haze,
    fog: 0.08,
    sun: 0.9,
    sharp: 0.3,
  });
  drawForest(c, {
    seed: 104,
    base: (x) => 0.94 + 0.03 * fbm1(x * 3, 105, 3),
    height: 0.07,
    spacing: 0.011,
    color: hex('#171229'),
  });
}

export function mountainNoon(c: Canvas, t: number): void {
  const haze = hex('#c9dcef');
  const lake = 0.74;
  drawNoonSky(c, t);
  drawRange(c, {
    seed: 201,
    base: 0.66,
    amp: 0.3,
    freq: 1.8,
    rock: hex('#7d8ea8'),
    haze,
    fog: 0.35,
    sun: -0.9,
    sharp: 0.75,
    snow: 0.5,
  });
  drawRange(c, {
    seed: 202,
    base: lake,
    amp: 0.13,
    freq: 3.2,
    rock: hex('#4f6e52'),
    haze,
    fog: 0.2,
    sun: -0.9,
    sharp: 0.4,
    bottom: lake + 0.002,
  });
  drawForest(c, {
    seed: 203,
    base: () => lake + 0.002,
    height: 0.03,
    spacing: 0.006,
    color: hex('#24402a'),
    gaps: 0.2,
  });
  drawLake(c, {
    surface: lake,
    shallow: hex('#5d8fb8'),
    deep: hex('#1f4a5e'),
    depth: 0.2,
    mirror: lake + 0.002,
    strength: 0.8,
    tint: hex('#b8d0dc'),
    ripple: 0.03,
    seed: 209,
    t,
  });
  drawRange(c, {
    seed: 205,
    base: 1.02,
    amp: 0.16,
    freq: 2.2,
    rock: hex('#5f8a3e'),
    haze,
    fog: 0,
    sun: -0.9,
    sharp: 0.05,
  });
  drawForest(c, {
    seed: 208,
    base: () => 1.03,
    height: 0.2,
    spacing: 0.1,
    color: hex('#1f3a25'),
    gaps: 0.5,
  });
}

/** Noon: a deep blue sky, a high sun and white clouds. */
function drawNoonSky(c: Canvas, t: number): void {
  skyRows(c, [
    [0, hex('#2a63c4')],
    [0.35, hex('#5b95dc')],
    [0.6, hex('#a9cdef')],
    [0.7, hex('#dcecf8')],
  ]);
  drawSun(c, {
    x: 0.2,
    y: 0.1,
    r: 0.022,
    core: hex('#ffffff'),
    glow: hex('#fff6dc'),
    spread: 0.25,
    intensity: 0.55,
  });
  drawClouds(c, {
    seed: 21,
    top: 0.05,
    horizon: 0.6,
    cover: 0.56,
    light: hex('#ffffff'),
    shade: hex('#9fb4cf'),
    opacity: 0.95,
    scale: 1.1,
    drift: t * 0.03,
  });
}

export function mountainDusk(c: Canvas, t: number): void {
  const haze = hex('#c0607a');
  drawDuskSky(c, t);
  drawRange(c, {
    seed: 301,
    base: 0.66,
    amp: 0.2,
    freq: 2.5,
    rock: hex('#6b3a6e'),
    haze,
    fog: 0.45,
    sun: -0.5,
    sharp: 0.7,
  });
  drawRange(c, {
    seed: 302,
    base: 0.74,
    amp: 0.14,
    freq: 3.3,
    rock: hex('#3a2150'),
    haze,
    fog: 0.25,
    sun: -0.5,
    sharp: 0.6,
  });
  drawRange(c, {
    seed: 303,
    base: 0.8,
    amp: 0.1,
    freq: 4.5,
    rock: hex('#1c1030'),
    haze,
    fog: 0.05,
    sun: -0.5,
    sharp: 0.4,
    bottom: 0.8,
  });
  drawLake(c, {
    surface: 0.8,
    from: 0.79,
    shallow: hex('#3a2350'),
    deep: hex('#120a20'),
    depth: 0.2,
    strength: 0.75,
    tint: hex('#d8c0d0'),
    ripple: 0.05,
    seed: 34,
    t,
  });
  drawForest(c, {
    seed: 304,
    base: (x) => 0.97 + 0.02 * fbm1(x * 4, 305, 2),
    height: 0.12,
    spacing: 0.03,
    color: hex('#0b0716'),
    gaps: 0.4,
  });
}

/** Dusk: the first stars over a setting sun behind long clouds. */
function drawDuskSky(c: Canvas, t: number): void {
  skyRows(c, [
    [0, hex('#120f33')],
    [0.3, hex('#3e2466')],
    [0.5, hex('#a1436e')],
    [0.6, hex('#ec7a4f')],
    [0.66, hex('#f7b45c')],
  ]);
  drawStars(c, { seed: 31, density: 0.4, cell: 0.018, yMax: 0.35, brightness: 0.8, t });
  drawSun(c, {
    x: 0.06,
    y: 0.62,
    r: 0.04,
    core: hex('#ffe2a8'),
    glow: hex('#ff8a4a'),
    spread: 0.35,
    intensity: 1,
  });
  drawClouds(c, {
    seed: 32,
    top: 0.15,
    horizon: 0.64,
    cover: 0.62,
    light: hex('#ffa07a'),
    shade: hex('#4b2a5c'),
    opacity: 0.8,
    scale: 1.4,
    drift: t * 0.02,
    stretch: 6,
  });
}
