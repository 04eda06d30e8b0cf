/** Pines, alone or in rows, with optional snow on the tiers. */
import type { Canvas } from '../canvas.js';
import { setRgb, type Color } from '../color.js';
import { clamp01, fract } from '../math.js';
import { hash } from '../random.js';

export function drawPine(
  c: Canvas,
  x: number,
  yBase: number,
  h: number,
  color: Color,
  snow: Color | null = null,
): void {
  const w = h * 0.3;
  const inv = 1 / c.px;
  c.paint(
    { x0: x - w - c.px, y0: yBase - h - c.px, x1: x + w + c.px, y1: yBase + c.px },
    (px, py, out) => {
      const s = (yBase - py) / h;
      if (s < -0.02 || s > 1) return 0;
      const tier = fract(s * 4.5 + 0.2);
      const half = s < 0.07 ? w * 0.09 : w * (1 - s) * (0.5 + 0.5 * (1 - tier)) + c.px * 0.3;
      const a = clamp01((half - Math.abs(px - x)) * inv + 0.5) * clamp01((1 - s) * h * inv + 0.5);
      if (snow && s > 0.07 && tier > 0.78) setRgb(out, snow);
      else setRgb(out, color);
      return a;
    },
  );
}

interface ForestOptions {
  seed: number;
  base: (x: number) => number;
  height: number;
  spacing: number;
  color: Color;
  snow?: Color;
  /** share of slots left empty */
  gaps?: number;
}

/** A row of pines; slots are tied to world x so every crop of the scene shows the same trees. */
export function drawForest(c: Canvas, o: ForestOptions): void {
  const k0 = Math.floor((c.left - o.height) / o.spacing);
  const k1 = Math.ceil((c.right + o.height) / o.spacing);
  for (let k = k0; k <= k1; k++) {
    if (hash(k, 1, o.seed) < (o.gaps ?? 0)) continue;
    const x = (k + hash(k, 2, o.seed)) * o.spacing;
    const h = o.height * (0.55 + 0.7 * hash(k, 3, o.seed));
    drawPine(c, x, o.base(x) + hash(k, 4, o.seed) * o.height * 0.12, h, o.color, o.snow ?? null);
  }
}
