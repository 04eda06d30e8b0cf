/** Mountain ranges and valley fog, the backbone of most 2D landscapes and the VR horizon. */
import type { Canvas } from '../canvas.js';
import { hex, setRgb, toward, type Color } from '../color.js';
import { clamp01, lerp, smoothstep } from '../math.js';
import { fbm1, fbm2, fbm2Periodic, noise1 } from '../noise.js';

interface RangeOptions {
  seed: number;
  /** y of the foot of the range */
  base: number;
  /** height of the tallest peaks, scene units */
  amp: number;
  /** features per scene unit (ignored when `period` is set) */
  freq: number;
  rock: Color;
  haze: Color;
  /** aerial perspective: 0 = full colour, 1 = lost in haze */
  fog: number;
  /** >0 lights slopes facing left, <0 facing right */
  sun?: number;
  /** how far below a peak the snow reaches, as a share of amp */
  snow?: number;
  snowColor?: Color;
  /** 0 = rounded hills, 1 = sharp ridged crests */
  sharp?: number;
  /** extra haze pooling at the foot of the range */
  mist?: number;
  bottom?: number;
  /** for 360° panoramas: x spans [-1, 1) and the ridge wraps with this many features */
  period?: number;
}

/**
 * Mountain silhouette: squared ridged noise gives sharp crests and peaks, a broad octave groups
 * them into massifs with lower saddles between.
 */
function rangeTop(o: RangeOptions): (x: number) => number {
  const sharp = o.sharp ?? 0.5;
  const period = o.period ?? 0;
  return (x) => {
    const u = period > 0 ? ((x + 1) * period) / 2 : x * o.freq;
    const massif = fbm1(u * 0.5, o.seed + 3, 2, period / 2);
    let ridged = 0;
    let amp = 0.5;
    let norm = 0;
    for (let k = 0, f = 1; k < 6; k++, f *= 2) {
      const n = 1 - Math.abs(2 * noise1(u * f, o.seed + k * 17, period * f) - 1);
      ridged += amp * n * n;
      norm += amp;
      amp *= 0.47;
    }
    const h = lerp(fbm1(u, o.seed, 6, period), ridged / norm, sharp) * (0.3 + 1.1 * massif);
    return o.base - o.amp * clamp01((h - 0.12) / 0.7);
  };
}

/** 2D fractal noise that, on a 360° canvas (x in [-1, 1)), repeats every 2 units of x. */
function rockNoise(
  wrap: boolean,
  x: number,
  y: number,
  scale: number,
  seed: number,
  octaves: number,
): number {
  if (!wrap) return fbm2(x * scale, y * scale, seed, octaves);
  return fbm2Periodic((x + 1) * scale, y * scale, seed, octaves, 2 * scale, 0);
}

export function drawRange(c: Canvas, o: RangeOptions): void {
  const top = rangeTop(o);
  const snowColor = o.snowColor ?? hex('#f4f7fb');
  const sun = o.sun ?? 0.6;
  const wrap = (o.period ?? 0) > 0;
  const tex = wrap ? 70 : 45;
  const snowLine = o.base - o.amp * (1 - (o.snow ?? 0));
  c.ridge(
    top,
    (x, y, t, slope, out) => {
      const depth = (y - t) / o.amp;
      const light = 1 - sun * 0.55 * Math.tanh(slope * 1.6);
      const grain = 0.86 + 0.28 * rockNoise(wrap, x, y, tex, o.seed + 5, 2);
      setRgb(out, o.rock, light * grain * (1 - 0.25 * clamp01(depth)));
      if (o.snow) {
        const edge =
          (snowLine - y) / o.amp +
          0.35 * (rockNoise(wrap, x, y, tex * 0.5, o.seed + 9, 3) - 0.5) -
          0.12 * Math.abs(slope);
        const cover = smoothstep(-0.015, 0.015, edge);
        if (cover > 0) {
          const snowLight = 1 - sun * 0.4 * Math.tanh(slope * 1.6);
          out[0] = lerp(out[0], snowColor[0] * snowLight, cover);
          out[1] = lerp(out[1], snowColor[1] * snowLight, cover);
          out[2] = lerp(out[2], snowColor[2] * Math.min(1.08, snowLight * 1.04), cover);
        }
      }
      toward(out, o.haze, o.fog + (1 - o.fog) * (o.mist ?? 0) * smoothstep(0.35, 1.1, depth));
    },
    o.bottom ?? 1,
    { spread: 0.6, spurs: 0.5, wrap },
  );
}

/** A soft band of valley fog, gently broken up by noise. */
export function drawMist(
  c: Canvas,
  y: number,
  thickness: number,
  color: Color,
  opacity: number,
  seed: number,
  t: number,
): void {
  c.paint(c.band(y - thickness * 3, y + thickness * 3), (x, py, out) => {
    const q = (py - y) / thickness;
    setRgb(out, color);
    return opacity * Math.exp(-q * q) * (0.55 + 0.45 * fbm2(x * 6 + t * 0.05, py * 20, seed, 3));
  });
}
