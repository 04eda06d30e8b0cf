/** Mountain theme, the snow variant: white ranges, snowy forests and falling snow. */
import type { Canvas } from '../canvas.js';
import { hex } from '../color.js';
import { mod } from '../math.js';
import { fbm1 } from '../noise.js';
import { hash } from '../random.js';
import { drawForest } from '../scenery/forest.js';
import { drawRange } from '../scenery/ranges.js';
import { drawClouds, drawSun, skyRows } from '../scenery/sky.js';
import { splat } from '../shapes.js';

export function mountainSnow(c: Canvas, t: number): void {
  const haze = hex('#dfe8f2');
  drawSnowSky(c, t);
  const snow = hex('#f7f9fc');
  drawRange(c, {
    seed: 401,
    base: 0.66,
    amp: 0.3,
    freq: 2.1,
    rock: hex('#8795ad'),
    haze,
    fog: 0.35,
    sun: 0.8,
    sharp: 0.8,
    snow: 0.9,
    snowColor: snow,
  });
  drawRange(c, {
    seed: 402,
    base: 0.76,
    amp: 0.17,
    freq: 3,
    rock: hex('#6c7a92'),
    haze,
    fog: 0.2,
    sun: 0.8,
    sharp: 0.6,
    snow: 0.8,
    snowColor: snow,
  });
  drawForest(c, {
    seed: 403,
    base: (x) => 0.78 + 0.05 * fbm1(x * 3, 404, 3),
    height: 0.05,
    spacing: 0.008,
    color: hex('#2d4a4c'),
    snow: hex('#e9eef5'),
    gaps: 0.25,
  });
  drawRange(c, {
    seed: 405,
    base: 0.93,
    amp: 0.1,
    freq: 2.2,
    rock: hex('#e8eef6'),
    haze,
    fog: 0,
    sun: 0.8,
    sharp: 0.1,
  });
  drawForest(c, {
    seed: 406,
    base: () => 1.01,
    height: 0.2,
    spacing: 0.1,
    color: hex('#24403f'),
    snow: hex('#f1f5fa'),
    gaps: 0.5,
  });
  drawSnowfall(c, 407, t);
}

/** A pale winter sky, a low sun and thin clouds. */
function drawSnowSky(c: Canvas, t: number): void {
  skyRows(c, [
    [0, hex('#7f9cc4')],
    [0.4, hex('#b5c8e0')],
    [0.65, hex('#e4ecf5')],
  ]);
  drawSun(c, {
    x: -0.18,
    y: 0.22,
    r: 0.02,
    core: hex('#fffdf5'),
    glow: hex('#fff7e8'),
    spread: 0.3,
    intensity: 0.5,
  });
  drawClouds(c, {
    seed: 41,
    top: 0.02,
    horizon: 0.6,
    cover: 0.5,
    light: hex('#f6f8fb'),
    shade: hex('#a8b6c8'),
    opacity: 0.7,
    scale: 0.9,
    drift: t * 0.02,
  });
}

function drawSnowfall(c: Canvas, seed: number, t: number): void {
  const white = hex('#ffffff');
  const cell = 0.03;
  for (let cj = -2; cj * cell < 1.05; cj++) {
    for (let ci = Math.floor(c.left / cell) - 1; ci * cell < c.right + cell; ci++) {
      if (hash(ci, cj, seed) > 0.35) continue;
      const fall = t * (0.04 + 0.04 * hash(ci, cj, seed + 1));
      const x = (ci + hash(ci, cj, seed + 2)) * cell + 0.01 * Math.sin(t * 1.3 + ci);
      const y = mod((cj + hash(ci, cj, seed + 3)) * cell + fall, 1.1) - 0.05;
      splat(c, x, y, 0.6 + 1.2 * hash(ci, cj, seed + 4), white, 0.5);
    }
  }
}
