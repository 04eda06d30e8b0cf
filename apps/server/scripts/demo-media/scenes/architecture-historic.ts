/** Architecture theme, the historic city: a suspension bridge at sunset and an old town of domes. */
import type { Canvas } from '../canvas.js';
import { hex, scaled, setRgb, type Color } from '../color.js';
import { clamp01, lerp } from '../math.js';
import { hash } from '../random.js';
import { drawRange } from '../scenery/ranges.js';
import { drawClouds, drawSun, skyRows } from '../scenery/sky.js';
import { drawLake } from '../scenery/water.js';
import { boxAround, rect, strokeCurve, triangle } from '../shapes.js';

export function bridgeSunset(c: Canvas, t: number): void {
  const water = 0.64;
  skyRows(c, [
    [0, hex('#2b2457')],
    [0.3, hex('#7a3f6e')],
    [0.5, hex('#e0664f')],
    [0.6, hex('#f8a650')],
    [0.64, hex('#ffd27a')],
  ]);
  drawSun(c, {
    x: 0,
    y: 0.56,
    r: 0.045,
    core: hex('#fff0c0'),
    glow: hex('#ff9a4a'),
    spread: 0.35,
    intensity: 1,
  });
  drawClouds(c, {
    seed: 111,
    top: 0.05,
    horizon: water,
    cover: 0.6,
    light: hex('#ffb07a'),
    shade: hex('#5a2d5c'),
    opacity: 0.85,
    scale: 1.2,
    drift: t * 0.02,
    stretch: 6,
  });
  drawRange(c, {
    seed: 112,
    base: water,
    amp: 0.05,
    freq: 2,
    rock: hex('#8a4760'),
    haze: hex('#e98a6a'),
    fog: 0.55,
    sun: 0,
    sharp: 0,
  });
  drawBridge(c, water, hex('#26142a'));
  drawLake(c, {
    surface: water,
    shallow: hex('#8a4a58'),
    deep: hex('#1e1230'),
    depth: 0.35,
    strength: 0.85,
    tint: hex('#f0c8b8'),
    ripple: 0.1,
    seed: 113,
    t,
  });
}

/** Suspension bridge: towers, parabolic main cables, hangers and deck, as a backlit silhouette. */
function drawBridge(c: Canvas, water: number, color: Color): void {
  const deck = water - 0.05;
  const towers = [-0.28, 0.28];
  const towerTop = water - 0.34;
  const sag = deck - 0.012;
  const cable = (x: number): number => {
    if (Math.abs(x) <= 0.28) return lerp(sag, towerTop, (x / 0.28) ** 2);
    const s = clamp01((Math.abs(x) - 0.28) / 0.6);
    return lerp(towerTop, deck - 0.005, s ** 0.8) + 0.03 * Math.sin(Math.PI * s) * s;
  };
  strokeCurve(c, cable, -1.2, 1.2, 0.004, color);
  for (let x = -1.2; x <= 1.2; x += 0.018) rect(c, x - 0.0008, cable(x), x + 0.0008, deck, color);
  rect(c, -1.3, deck, 1.3, deck + 0.012, color);
  for (const tx of towers) {
    rect(c, tx - 0.014, towerTop, tx - 0.006, water + 0.01, color);
    rect(c, tx + 0.006, towerTop, tx + 0.014, water + 0.01, color);
    for (const by of [towerTop + 0.02, towerTop + 0.14, deck + 0.02])
      rect(c, tx - 0.014, by, tx + 0.014, by + 0.01, color);
  }
  for (const px of [-1.1, -0.75, 0.75, 1.1])
    rect(c, px - 0.01, deck, px + 0.01, water + 0.01, color);
}

export function oldTownDomes(c: Canvas, t: number): void {
  skyRows(c, [
    [0, hex('#5d8fcf')],
    [0.35, hex('#a9c4e0')],
    [0.55, hex('#f3d9b5')],
    [0.62, hex('#f8c48f')],
  ]);
  drawSun(c, {
    x: -0.3,
    y: 0.5,
    r: 0.03,
    core: hex('#fff3d0'),
    glow: hex('#ffc07a'),
    spread: 0.4,
    intensity: 0.7,
  });
  drawClouds(c, {
    seed: 121,
    top: 0.05,
    horizon: 0.6,
    cover: 0.64,
    light: hex('#fff0dc'),
    shade: hex('#c49a94'),
    opacity: 0.8,
    scale: 1,
    drift: t * 0.02,
    stretch: 4,
  });
  drawRange(c, {
    seed: 122,
    base: 0.6,
    amp: 0.08,
    freq: 2,
    rock: hex('#9c8fa8'),
    haze: hex('#f0d0b4'),
    fog: 0.55,
    sun: 0.5,
    sharp: 0,
  });
  drawRooftops(c, 0.72, 0.06, 123, 0.75);
  drawDome(c, 0.02, 0.53, 0.11, hex('#5f9e8c'));
  drawTower(c, -0.2, 0.36, 0.035, hex('#d8b48a'));
  drawDome(c, 0.26, 0.62, 0.06, hex('#c0653f'));
  drawTower(c, 0.56, 0.42, 0.03, hex('#e0c39a'));
  drawDome(c, -0.6, 0.63, 0.07, hex('#5f9e8c'));
  drawRooftops(c, 0.86, 0.1, 124, 1);
  drawRooftops(c, 1.02, 0.13, 125, 1.25);
}

/** A row of houses: pastel facades, dark windows and terracotta gable roofs. */
function drawRooftops(c: Canvas, base: number, height: number, seed: number, scale: number): void {
  const facades = ['#e8c79a', '#d99a6c', '#f0dcb8', '#c98f6a', '#e6b980', '#d6c0a0'].map(hex);
  const roof = hex('#a8503a');
  const window = hex('#4a3a36');
  const slot = 0.07 * scale;
  for (let k = Math.floor(c.left / slot) - 1; k <= Math.ceil(c.right / slot) + 1; k++) {
    const x0 = k * slot;
    const w = slot * (0.9 + 0.3 * hash(k, 1, seed));
    const top = base - height * (0.6 + 0.5 * hash(k, 2, seed));
    const facade = facades[Math.floor(hash(k, 3, seed) * facades.length)] ?? facades[0] ?? roof;
    const light = 0.85 + 0.2 * hash(k, 4, seed);
    const body = scaled(facade, light);
    rect(c, x0, top, x0 + w, base + 0.01, body);
    const fw = w / 4;
    for (let wx = 0; wx < 3; wx++) {
      for (let wy = top + height * 0.15; wy < base - height * 0.2; wy += height * 0.3) {
        rect(c, x0 + fw * (wx + 0.7), wy, x0 + fw * (wx + 1.2), wy + height * 0.14, window, 0.9);
      }
    }
    const gable = scaled(roof, light);
    triangle(c, x0 - w * 0.06, top, x0 + w * 1.06, top, x0 + w / 2, top - w * 0.38, gable);
  }
}

function drawDome(c: Canvas, x: number, base: number, r: number, color: Color): void {
  const drum = hex('#ead7b8');
  rect(c, x - r * 0.95, base - r * 0.55, x + r * 0.95, base + 0.2, drum);
  for (let k = -3; k <= 3; k++)
    rect(
      c,
      x + k * r * 0.26 - r * 0.05,
      base - r * 0.45,
      x + k * r * 0.26 + r * 0.05,
      base - r * 0.12,
      hex('#6a5040'),
    );
  const cy = base - r * 0.55;
  c.paint(boxAround(x, cy - r / 2, r + c.px, r / 2 + c.px), (px, py, out) => {
    const nx = (px - x) / r;
    const ny = (py - cy) / (r * 1.05);
    if (ny > 0) return 0;
    const d2 = nx * nx + ny * ny;
    const cover = clamp01(((1 - Math.sqrt(d2)) * r) / c.px + 0.5);
    const nz = Math.sqrt(Math.max(0, 1 - d2));
    const lit = 0.45 + 0.75 * Math.max(0, -nx * 0.6 - ny * 0.4 + nz * 0.6);
    const rib = 0.9 + 0.1 * Math.cos(Math.atan2(nx, nz) * 16);
    setRgb(out, color, lit * rib);
    return cover;
  });
  rect(c, x - r * 0.12, cy - r * 1.28, x + r * 0.12, cy - r * 0.98, drum);
  triangle(c, x - r * 0.14, cy - r * 1.28, x + r * 0.14, cy - r * 1.28, x, cy - r * 1.6, color);
}

function drawTower(c: Canvas, x: number, top: number, w: number, color: Color): void {
  const dark = hex('#5a4232');
  rect(c, x - w, top, x + w, 1, color);
  rect(c, x - w * 0.5, top + w * 0.6, x + w * 0.5, top + w * 2.2, dark);
  rect(c, x - w * 1.15, top - w * 0.2, x + w * 1.15, top + w * 0.1, color);
  triangle(
    c,
    x - w * 1.1,
    top - w * 0.2,
    x + w * 1.1,
    top - w * 0.2,
    x,
    top - w * 2.6,
    hex('#a8503a'),
  );
}
