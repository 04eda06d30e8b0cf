/**
 * Colours are 0..1 float triples. Shaders write into a caller's `Rgb` scratch array instead of
 * returning new arrays, because they run once per pixel.
 */
import { lerp } from './math.js';

export type Color = readonly [number, number, number];
export type Rgb = [number, number, number];

const parsedColors = new Map<string, Color>();

/** '#rrggbb' → 0..1 channels. Memoised because scene shaders name colours inline, per pixel. */
export function hex(s: string): Color {
  const known = parsedColors.get(s);
  if (known) return known;
  const n = Number.parseInt(s.slice(1), 16);
  const color: Color = [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
  parsedColors.set(s, color);
  return color;
}

export function setRgb(out: Rgb, c: Color, k = 1): Rgb {
  out[0] = c[0] * k;
  out[1] = c[1] * k;
  out[2] = c[2] * k;
  return out;
}

export function mixInto(out: Rgb, a: Color, b: Color, t: number): Rgb {
  out[0] = a[0] + (b[0] - a[0]) * t;
  out[1] = a[1] + (b[1] - a[1]) * t;
  out[2] = a[2] + (b[2] - a[2]) * t;
  return out;
}

/** Multiplies `out` by `k` in place (shading, grain, exposure). */
export function scaleRgb(out: Rgb, k: number): Rgb {
  out[0] *= k;
  out[1] *= k;
  out[2] *= k;
  return out;
}

/** Adds `c` × `k` to `out` in place (glows, glints, specular highlights). */
export function addScaled(out: Rgb, c: Color, k: number): Rgb {
  out[0] += c[0] * k;
  out[1] += c[1] * k;
  out[2] += c[2] * k;
  return out;
}

/** Adds the same amount to every channel of `out` (sparkles and ripples on water). */
export function brighten(out: Rgb, v: number): Rgb {
  out[0] += v;
  out[1] += v;
  out[2] += v;
  return out;
}

/** A new colour: `c` × `k`. */
export function scaled(c: Color, k: number): Color {
  return [c[0] * k, c[1] * k, c[2] * k];
}

/** Moves `out` towards `b` in place. */
export function toward(out: Rgb, b: Color, t: number): Rgb {
  out[0] += (b[0] - out[0]) * t;
  out[1] += (b[1] - out[1]) * t;
  out[2] += (b[2] - out[2]) * t;
  return out;
}

export function mixColor(a: Color, b: Color, t: number): Color {
  return [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
}

export type Stops = readonly (readonly [number, Color])[];

export function gradientAt(stops: Stops, t: number, out: Rgb): Rgb {
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (first === undefined || last === undefined) return setRgb(out, [0, 0, 0]);
  if (t <= first[0]) return setRgb(out, first[1]);
  for (let k = 1; k < stops.length; k++) {
    const b = stops[k];
    const a = stops[k - 1];
    if (a !== undefined && b !== undefined && t <= b[0])
      return mixInto(out, a[1], b[1], (t - a[0]) / (b[0] - a[0]));
  }
  return setRgb(out, last[1]);
}
