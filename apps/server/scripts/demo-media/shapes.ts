/**
 * Anti-aliased shapes for the 2D scenes: signed distance functions filled over one pixel of
 * softness, plus additive dots and ground-plane line coverage.
 */
import type { Box, Canvas } from './canvas.js';
import { setRgb, type Color } from './color.js';
import { clamp01, lerp } from './math.js';

function sdBox(x: number, y: number, cx: number, cy: number, hx: number, hy: number): number {
  const dx = Math.abs(x - cx) - hx;
  const dy = Math.abs(y - cy) - hy;
  return Math.hypot(Math.max(dx, 0), Math.max(dy, 0)) + Math.min(Math.max(dx, dy), 0);
}

function sdCapsule(
  x: number,
  y: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  r: number,
): number {
  const pax = x - ax;
  const pay = y - ay;
  const bax = bx - ax;
  const bay = by - ay;
  const h = clamp01((pax * bax + pay * bay) / (bax * bax + bay * bay || 1));
  return Math.hypot(pax - bax * h, pay - bay * h) - r;
}

/** Exact distance to a triangle (after Inigo Quilez), negative inside. */
function sdTriangle(
  x: number,
  y: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
): number {
  const e0x = bx - ax;
  const e0y = by - ay;
  const e1x = cx - bx;
  const e1y = cy - by;
  const e2x = ax - cx;
  const e2y = ay - cy;
  const v0x = x - ax;
  const v0y = y - ay;
  const v1x = x - bx;
  const v1y = y - by;
  const v2x = x - cx;
  const v2y = y - cy;
  const h0 = clamp01((v0x * e0x + v0y * e0y) / (e0x * e0x + e0y * e0y));
  const h1 = clamp01((v1x * e1x + v1y * e1y) / (e1x * e1x + e1y * e1y));
  const h2 = clamp01((v2x * e2x + v2y * e2y) / (e2x * e2x + e2y * e2y));
  const q0 = (v0x - e0x * h0) ** 2 + (v0y - e0y * h0) ** 2;
  const q1 = (v1x - e1x * h1) ** 2 + (v1y - e1y * h1) ** 2;
  const q2 = (v2x - e2x * h2) ** 2 + (v2y - e2y * h2) ** 2;
  const s = Math.sign(e0x * e2y - e0y * e2x);
  const s0 = s * (v0x * e0y - v0y * e0x);
  const s1 = s * (v1x * e1y - v1y * e1x);
  const s2 = s * (v2x * e2y - v2y * e2x);
  const d = Math.min(q0, q1, q2);
  return -Math.sqrt(d) * Math.sign(Math.min(s0, s1, s2));
}

export function boxAround(x: number, y: number, rx: number, ry = rx): Box {
  return { x0: x - rx, y0: y - ry, x1: x + rx, y1: y + ry };
}

/** Fills an SDF shape with one colour, anti-aliased over one pixel. */
export function fillShape(
  c: Canvas,
  box: Box,
  sdf: (x: number, y: number) => number,
  color: Color,
  opacity = 1,
): void {
  const inv = 1 / c.px;
  c.paint(box, (x, y, out) => {
    const a = 0.5 - sdf(x, y) * inv;
    if (a <= 0) return 0;
    setRgb(out, color);
    return Math.min(1, a) * opacity;
  });
}

export function disc(c: Canvas, x: number, y: number, r: number, color: Color, opacity = 1): void {
  fillShape(
    c,
    boxAround(x, y, r + c.px),
    (px, py) => Math.hypot(px - x, py - y) - r,
    color,
    opacity,
  );
}

export function rect(
  c: Canvas,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  color: Color,
  opacity = 1,
): void {
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const hx = (x1 - x0) / 2;
  const hy = (y1 - y0) / 2;
  fillShape(
    c,
    { x0: x0 - c.px, y0: y0 - c.px, x1: x1 + c.px, y1: y1 + c.px },
    (x, y) => sdBox(x, y, cx, cy, hx, hy),
    color,
    opacity,
  );
}

export function capsule(
  c: Canvas,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  r: number,
  color: Color,
  opacity = 1,
): void {
  const box = {
    x0: Math.min(ax, bx) - r - c.px,
    y0: Math.min(ay, by) - r - c.px,
    x1: Math.max(ax, bx) + r + c.px,
    y1: Math.max(ay, by) + r + c.px,
  };
  fillShape(c, box, (x, y) => sdCapsule(x, y, ax, ay, bx, by, r), color, opacity);
}

export function triangle(
  c: Canvas,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  color: Color,
  opacity = 1,
): void {
  const box = {
    x0: Math.min(ax, bx, cx) - c.px,
    y0: Math.min(ay, by, cy) - c.px,
    x1: Math.max(ax, bx, cx) + c.px,
    y1: Math.max(ay, by, cy) + c.px,
  };
  fillShape(c, box, (x, y) => sdTriangle(x, y, ax, ay, bx, by, cx, cy), color, opacity);
}

/** Strokes y = f(x) between x0 and x1 (for shallow curves such as cables and shorelines). */
export function strokeCurve(
  c: Canvas,
  f: (x: number) => number,
  x0: number,
  x1: number,
  width: number,
  color: Color,
): void {
  let yMin = Infinity;
  let yMax = -Infinity;
  for (let k = 0; k <= 64; k++) {
    const y = f(lerp(x0, x1, k / 64));
    yMin = Math.min(yMin, y);
    yMax = Math.max(yMax, y);
  }
  const inv = 1 / c.px;
  c.paint({ x0, y0: yMin - width - c.px, x1, y1: yMax + width + c.px }, (x, y, out) => {
    if (x < x0 || x > x1) return 0;
    const dfdx = (f(x + c.px) - f(x - c.px)) / (2 * c.px);
    const d = Math.abs(y - f(x)) / Math.sqrt(1 + dfdx * dfdx);
    setRgb(out, color);
    return clamp01((width / 2 - d) * inv + 0.5);
  });
}

/** Adds a small gaussian dot; sigma in pixels. */
export function splat(
  c: Canvas,
  x: number,
  y: number,
  sigma: number,
  color: Color,
  strength: number,
): void {
  const ci = c.colOf(x);
  const cj = c.rowOf(y);
  const reach = Math.ceil(sigma * 2.5);
  const norm = 1 / (2 * sigma * sigma);
  for (let j = Math.floor(cj) - reach; j <= Math.ceil(cj) + reach; j++) {
    if (j < 0 || j >= c.height) continue;
    for (let i = Math.floor(ci) - reach; i <= Math.ceil(ci) + reach; i++) {
      if (i < 0 || i >= c.width) continue;
      const w = strength * Math.exp(-((i - ci) ** 2 + (j - cj) ** 2) * norm);
      const k = (j * c.width + i) * 3;
      c.data[k] = (c.data[k] ?? 0) + color[0] * w;
      c.data[k + 1] = (c.data[k + 1] ?? 0) + color[1] * w;
      c.data[k + 2] = (c.data[k + 2] ?? 0) + color[2] * w;
    }
  }
}

/**
 * Coverage of an anti-aliased ground line `width` metres wide at signed distance `d`, for a pixel
 * `fp` metres wide: never thinner than a pixel, fainter instead, so far lines do not break up.
 */
export function lineCover(d: number, width: number, fp: number): number {
  const w = Math.max(width, fp);
  return clamp01((w / 2 - Math.abs(d)) / fp + 0.5) * (width / w);
}
