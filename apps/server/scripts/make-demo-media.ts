/**
 * Renders every picture and video the demo store ships (cover art, wide banners, the trailer, hover
 * previews and playable VR media) procedurally, so the repository carries no third-party imagery and
 * anyone with ffmpeg can rebuild the exact same files.
 *
 *   npx --yes tsx@4 apps/server/scripts/make-demo-media.ts           (or: npm run media -w apps/server)
 *
 * With no arguments apps/server/demo-media/ is rebuilt from scratch, including manifest.json. Stage
 * names as arguments (covers trailer previews panoramas video360 video180 flat) re-render only those
 * files while iterating on a scene. Fails with one line if ffmpeg is missing.
 *
 * Pixels are computed here in plain TypeScript (Node built-ins only) and piped to ffmpeg as raw rgb24
 * frames; ffmpeg only encodes. Every random choice comes from seeded hashes, never Math.random, so a
 * rerun reproduces the same pictures.
 *
 * Conventions shared by all 2D scenes: y runs from 0 (top) to 1 (bottom) of the picture and x is
 * measured in picture heights from the centre, so one scene description renders at any aspect ratio
 * (3:4 covers, 16:9 banners, wide strips the trailer pans across) without being stretched.
 * VR media use three.js conventions: y up, longitude 0 looks down -z, longitude grows to the right.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcessByStdio } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

// ───────────────────────────── small maths ─────────────────────────────

type Color = readonly [number, number, number];
type Rgb = [number, number, number];

const TAU = Math.PI * 2;

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

function smoothstep(e0: number, e1: number, v: number): number {
  const t = clamp01((v - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
}

function fract(v: number): number {
  return v - Math.floor(v);
}

function mod(v: number, m: number): number {
  return ((v % m) + m) % m;
}

// ───────────────────────────── deterministic randomness ─────────────────────────────

/** Integer hash of a lattice point to [0, 1); all "randomness" in this file flows from it. */
function hash(a: number, b: number, seed: number): number {
  let h =
    Math.imul(a | 0, 0x27d4eb2d) ^ Math.imul(b | 0, 0x165667b1) ^ Math.imul(seed | 0, 0x9e3779b9);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

function lattice1(i: number, seed: number, period: number): number {
  return hash(period > 0 ? mod(i, period) : i, 0x51ed, seed);
}

/**
 * 1D value noise with Catmull-Rom interpolation: smoothstep interpolation has zero slope at every
 * lattice point, which shows up as little terraces along mountain ridges.
 * A period > 0 wraps the lattice so a 360° ridge line meets itself without a seam.
 */
function noise1(x: number, seed: number, period = 0): number {
  const i = Math.floor(x);
  const f = x - i;
  const p0 = lattice1(i - 1, seed, period);
  const p1 = lattice1(i, seed, period);
  const p2 = lattice1(i + 1, seed, period);
  const p3 = lattice1(i + 2, seed, period);
  return (
    p1 + 0.5 * f * (p2 - p0 + f * (2 * p0 - 5 * p1 + 4 * p2 - p3 + f * (3 * (p1 - p2) + p3 - p0)))
  );
}

function fbm1(x: number, seed: number, octaves: number, period = 0): number {
  let sum = 0;
  let amp = 0.5;
  let norm = 0;
  let freq = 1;
  for (let k = 0; k < octaves; k++) {
    sum += amp * noise1(x * freq, seed + k * 131, period * freq);
    norm += amp;
    amp *= 0.5;
    freq *= 2;
  }
  return sum / norm;
}

function noise2(x: number, y: number, seed: number, periodX = 0, periodY = 0): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = x - ix;
  const fy = y - iy;
  const ux = fx * fx * (3 - 2 * fx);
  const uy = fy * fy * (3 - 2 * fy);
  const x0 = periodX > 0 ? mod(ix, periodX) : ix;
  const x1 = periodX > 0 ? mod(ix + 1, periodX) : ix + 1;
  const y0 = periodY > 0 ? mod(iy, periodY) : iy;
  const y1 = periodY > 0 ? mod(iy + 1, periodY) : iy + 1;
  const a = hash(x0, y0, seed);
  const b = hash(x1, y0, seed);
  const c = hash(x0, y1, seed);
  const d = hash(x1, y1, seed);
  return a + (b - a) * ux + (c - a) * uy + (a - b - c + d) * ux * uy;
}

/** Fractal value noise; each octave is rotated so the square lattice does not show. */
function fbm2(x: number, y: number, seed: number, octaves: number): number {
  let sum = 0;
  let amp = 0.5;
  let norm = 0;
  let u = x;
  let v = y;
  for (let k = 0; k < octaves; k++) {
    sum += amp * noise2(u, v, seed + k * 131);
    norm += amp;
    amp *= 0.5;
    const nu = 1.6 * u - 1.2 * v;
    v = 1.2 * u + 1.6 * v;
    u = nu;
  }
  return sum / norm;
}

/** Tileable fractal noise (no rotation, lattice wrapped) for textures that must repeat seamlessly. */
function fbm2Periodic(x: number, y: number, seed: number, octaves: number, period: number): number {
  let sum = 0;
  let amp = 0.5;
  let norm = 0;
  let freq = 1;
  for (let k = 0; k < octaves; k++) {
    sum += amp * noise2(x * freq, y * freq, seed + k * 131, period * freq, period * freq);
    norm += amp;
    amp *= 0.5;
    freq *= 2;
  }
  return sum / norm;
}

// ───────────────────────────── colour ─────────────────────────────

const parsedColors = new Map<string, Color>();

/** '#rrggbb' → 0..1 channels. Memoised because scene shaders name colours inline, per pixel. */
function hex(s: string): Color {
  const known = parsedColors.get(s);
  if (known) return known;
  const n = Number.parseInt(s.slice(1), 16);
  const color: Color = [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
  parsedColors.set(s, color);
  return color;
}

function setRgb(out: Rgb, c: Color, k = 1): Rgb {
  out[0] = c[0] * k;
  out[1] = c[1] * k;
  out[2] = c[2] * k;
  return out;
}

function mixInto(out: Rgb, a: Color, b: Color, t: number): Rgb {
  out[0] = a[0] + (b[0] - a[0]) * t;
  out[1] = a[1] + (b[1] - a[1]) * t;
  out[2] = a[2] + (b[2] - a[2]) * t;
  return out;
}

/** Moves `out` towards `b` in place. */
function toward(out: Rgb, b: Color, t: number): Rgb {
  out[0] += (b[0] - out[0]) * t;
  out[1] += (b[1] - out[1]) * t;
  out[2] += (b[2] - out[2]) * t;
  return out;
}

function mixColor(a: Color, b: Color, t: number): Color {
  return [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
}

type Stops = readonly (readonly [number, Color])[];

function gradientAt(stops: Stops, t: number, out: Rgb): Rgb {
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

/** Soft shoulder instead of a hard clip, so additive glows roll off like film rather than banding. */
function tone(v: number): number {
  return v <= 0.82 ? v : 0.82 + 0.18 * (1 - Math.exp(-(v - 0.82) / 0.18));
}

/** Float image → rgb24. `grain` (in 8-bit steps) is triangular dither that hides gradient banding. */
/** tone() × 255, sampled finely enough (1/4096) that the lookup never shows as a step. */
const TONE_STEPS = 4096;
const TONE_LUT = Float32Array.from(
  { length: TONE_STEPS * 4 + 1 },
  (_v, i) => tone(i / TONE_STEPS) * 255,
);

function toRgb24(data: Float32Array, width: number, height: number, grain: number): Buffer {
  const out = Buffer.allocUnsafe(width * height * 3);
  const top = TONE_LUT.length - 1;
  for (let j = 0, k = 0; j < height; j++) {
    for (let i = 0; i < width; i++, k += 3) {
      const n = grain > 0 ? (hash(i, j, 917) + hash(i, j, 311) - 1) * grain : 0;
      for (let ch = 0; ch < 3; ch++) {
        const x = (data[k + ch] ?? 0) * TONE_STEPS;
        const v = (TONE_LUT[x <= 0 ? 0 : x >= top ? top : x | 0] ?? 0) + 0.5 + n;
        out[k + ch] = v < 0 ? 0 : v > 255 ? 255 : v | 0;
      }
    }
  }
  return out;
}

// ───────────────────────────── 2D canvas ─────────────────────────────

/** Returns the coverage (0..1) of the pixel at scene point (x, y) and writes its colour to `out`. */
type Shader = (x: number, y: number, out: Rgb) => number;
/** Shades one pixel of a ridge: `top` is the ridge line above it, `slope` its steepness (dy/dx). */
type ColumnShader = (x: number, y: number, top: number, slope: number, out: Rgb) => void;
type Blend = 'over' | 'add' | 'screen' | 'multiply';

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface Perspective {
  /** screen y of the horizon */
  yh: number;
  /** camera height above the ground plane, metres */
  camH: number;
  /** focal length in picture heights */
  focal: number;
}

/** Ground-plane shader: gx/gz are metres on the ground, fp the ground width of one pixel. */
type GroundShader = (gx: number, gz: number, fp: number, out: Rgb) => number;

class Canvas {
  readonly data: Float32Array;
  /** Coverage, only kept for layers composited later (e.g. terrain in front of an animated sky). */
  readonly alpha: Float32Array | null;
  readonly px: number;
  readonly left: number;
  readonly right: number;
  private readonly scratch: Rgb = [0, 0, 0];

  constructor(
    readonly width: number,
    readonly height: number,
    readonly camX = 0,
    withAlpha = false,
  ) {
    this.data = new Float32Array(width * height * 3);
    this.alpha = withAlpha ? new Float32Array(width * height) : null;
    this.px = 1 / height;
    this.left = camX - width / 2 / height;
    this.right = camX + width / 2 / height;
  }

  toX(i: number): number {
    return this.left + (i + 0.5) * this.px;
  }

  toY(j: number): number {
    return (j + 0.5) * this.px;
  }

  colOf(x: number): number {
    return (x - this.left) * this.height - 0.5;
  }

  rowOf(y: number): number {
    return y * this.height - 0.5;
  }

  fillRows(shade: (y: number, out: Rgb) => void): void {
    const c = this.scratch;
    for (let j = 0; j < this.height; j++) {
      shade(this.toY(j), c);
      for (let i = 0, k = j * this.width * 3; i < this.width; i++, k += 3) {
        this.data[k] = c[0];
        this.data[k + 1] = c[1];
        this.data[k + 2] = c[2];
      }
    }
  }

  paint(box: Box | null, shader: Shader, blend: Blend = 'over'): void {
    const i0 = box ? Math.max(0, Math.floor(this.colOf(box.x0))) : 0;
    const i1 = box ? Math.min(this.width - 1, Math.ceil(this.colOf(box.x1))) : this.width - 1;
    const j0 = box ? Math.max(0, Math.floor(this.rowOf(box.y0))) : 0;
    const j1 = box ? Math.min(this.height - 1, Math.ceil(this.rowOf(box.y1))) : this.height - 1;
    const c = this.scratch;
    for (let j = j0; j <= j1; j++) {
      const y = this.toY(j);
      for (let i = i0; i <= i1; i++) {
        const a = shader(this.toX(i), y, c);
        if (a > 0) this.put(j * this.width + i, c, a > 1 ? 1 : a, blend);
      }
    }
  }

  /** Blends colour `c` with coverage `a` into pixel `p`. */
  put(p: number, c: Rgb, a: number, blend: Blend): void {
    const d = this.data;
    for (let ch = 0, k = p * 3; ch < 3; ch++, k++) {
      const dst = d[k] ?? 0;
      const src = c[ch] ?? 0;
      switch (blend) {
        case 'over':
          d[k] = dst + (src - dst) * a;
          break;
        case 'add':
          d[k] = dst + src * a;
          break;
        case 'screen':
          d[k] = 1 - (1 - dst) * (1 - Math.min(1, src * a));
          break;
        case 'multiply':
          d[k] = dst * (1 + (src - 1) * a);
          break;
      }
    }
    // Coverage accumulates like premultiplied "over", so the layer can be composited later.
    if (blend === 'over' && this.alpha) this.alpha[p] = (this.alpha[p] ?? 0) * (1 - a) + a;
  }

  /**
   * Fills everything below a ridge line (sampled twice per pixel for anti-aliasing) down to
   * `bottom`. The slope handed to the shader is measured over a width that grows with the depth
   * below the crest: crisp rock faces near the top, broad soft flanks lower down, like spurs
   * running down from each peak. `spurs` tilts those flanks sideways so they do not all fall plumb.
   */
  ridge(
    top: (x: number) => number,
    shade: ColumnShader,
    bottom = 1,
    relief: { spread?: number; spurs?: number; wrap?: boolean } = {},
  ): void {
    const { width, height, px } = this;
    const margin = 96;
    const spread = relief.spread ?? 0.6;
    const spurs = relief.spurs ?? 0;
    const rows = new Float64Array(width + margin * 2);
    for (let i = -margin; i < width + margin; i++) rows[i + margin] = top(this.toX(i)) * height;
    const jEnd = Math.min(height - 1, Math.ceil(bottom * height));
    const c = this.scratch;
    for (let i = 0; i < width; i++) {
      const x = this.toX(i);
      const rowA = top(x - px * 0.25) * height;
      const rowB = top(x + px * 0.25) * height;
      const crest = rows[i + margin] ?? 0;
      // On a 360° canvas (x in [-1, 1)) the lean must repeat every 2 units like the ridge itself.
      const lean =
        spurs * (2 * (relief.wrap ? noise1((x + 1) * 9, 4242, 18) : noise1(x * 9, 4242)) - 1);
      for (let j = Math.max(0, Math.floor(Math.min(rowA, rowB))); j <= jEnd; j++) {
        const a =
          0.5 * (clamp01(j + 1 - rowA) + clamp01(j + 1 - rowB)) * clamp01(bottom * height - j);
        if (a <= 0) continue;
        const depth = Math.max(0, j + 0.5 - crest);
        const s = Math.min(margin - 1, Math.round(2 + depth * spread));
        const k = clamp(Math.round(i + depth * lean), s - margin, width + margin - 1 - s) + margin;
        const slope = ((rows[k + s] ?? 0) - (rows[k - s] ?? 0)) / (2 * s);
        shade(x, this.toY(j), crest / height, slope, c);
        this.put(j * width + i, c, a, 'over');
      }
    }
  }

  /** Bilinear read of the canvas at a scene point (clamped to the edges). */
  sample(x: number, y: number, out: Rgb, src: Float32Array = this.data): Rgb {
    const fx = clamp(this.colOf(x), 0, this.width - 1.001);
    const fy = clamp(this.rowOf(y), 0, this.height - 1.001);
    const i = Math.floor(fx);
    const j = Math.floor(fy);
    const u = fx - i;
    const v = fy - j;
    const k00 = (j * this.width + i) * 3;
    const k10 = k00 + 3;
    const k01 = k00 + this.width * 3;
    const k11 = k01 + 3;
    for (let ch = 0; ch < 3; ch++) {
      const top = lerp(src[k00 + ch] ?? 0, src[k10 + ch] ?? 0, u);
      const bottom = lerp(src[k01 + ch] ?? 0, src[k11 + ch] ?? 0, u);
      out[ch] = lerp(top, bottom, v);
    }
    return out;
  }

  /**
   * Mirrors everything above `horizon` into the water below it. `ripple` returns a horizontal
   * offset (scene units) that breaks the mirror up like a slightly moving surface.
   */
  reflect(
    horizon: number,
    strength: number,
    tint: Color,
    ripple: (x: number, y: number) => number,
  ): void {
    const snapshot = this.data.slice();
    const c = this.scratch;
    const j0 = Math.max(0, Math.floor(this.rowOf(horizon)));
    for (let j = j0; j < this.height; j++) {
      const y = this.toY(j);
      const depth = y - horizon;
      if (depth < 0) continue;
      const a = strength * (1 - 0.45 * clamp01(depth / (1 - horizon)));
      for (let i = 0; i < this.width; i++) {
        const x = this.toX(i);
        const dx = ripple(x, y);
        this.sample(x + dx, horizon - depth - Math.abs(dx) * 0.6, c, snapshot);
        c[0] *= tint[0];
        c[1] *= tint[1];
        c[2] *= tint[2];
        this.put(j * this.width + i, c, a, 'over');
      }
    }
  }

  /** Paints a ground plane in perspective, supersampled because far-away lines shrink to sub-pixel. */
  ground(p: Perspective, shader: GroundShader, samples = 2, yLimit = 1): void {
    const c = this.scratch;
    const acc: Rgb = [0, 0, 0];
    const n = samples * samples;
    const j0 = Math.max(0, Math.floor(this.rowOf(p.yh)));
    const j1 = Math.min(this.height - 1, Math.ceil(this.rowOf(yLimit)));
    for (let j = j0; j <= j1; j++) {
      for (let i = 0; i < this.width; i++) {
        acc[0] = acc[1] = acc[2] = 0;
        let cover = 0;
        for (let s = 0; s < n; s++) {
          const x = this.toX(i) + ((s % samples) + 0.5 - samples / 2) * (this.px / samples);
          const y =
            this.toY(j) + (Math.floor(s / samples) + 0.5 - samples / 2) * (this.px / samples);
          if (y <= p.yh || y > yLimit) continue;
          const gz = (p.camH * p.focal) / (y - p.yh);
          const a = shader((x * gz) / p.focal, gz, gz / (p.focal * this.height), c);
          acc[0] += c[0] * a;
          acc[1] += c[1] * a;
          acc[2] += c[2] * a;
          cover += a;
        }
        if (cover <= 0) continue;
        acc[0] /= cover;
        acc[1] /= cover;
        acc[2] /= cover;
        this.put(j * this.width + i, acc, cover / n, 'over');
      }
    }
  }

  /** Copies a window of this canvas (a strip rendered once) into a new canvas, e.g. a pan frame. */
  crop(i0: number, width: number): Canvas {
    const out = new Canvas(width, this.height, this.left + (i0 + width / 2) * this.px);
    for (let j = 0; j < this.height; j++) {
      const from = (j * this.width + i0) * 3;
      out.data.set(this.data.subarray(from, from + width * 3), j * width * 3);
    }
    return out;
  }
}

/** Screen position of a ground point, the inverse of Canvas.ground. */
function project(p: Perspective, gx: number, gz: number): { x: number; y: number; scale: number } {
  return { x: (gx * p.focal) / gz, y: p.yh + (p.camH * p.focal) / gz, scale: p.focal / gz };
}

// ───────────────────────────── signed distances and shapes ─────────────────────────────

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

function boxAround(x: number, y: number, rx: number, ry = rx): Box {
  return { x0: x - rx, y0: y - ry, x1: x + rx, y1: y + ry };
}

/** Fills an SDF shape with one colour, anti-aliased over one pixel. */
function fillShape(
  c: Canvas,
  box: Box,
  sdf: (x: number, y: number) => number,
  color: Color,
  opacity = 1,
  blend: Blend = 'over',
): void {
  const inv = 1 / c.px;
  c.paint(
    box,
    (x, y, out) => {
      const a = 0.5 - sdf(x, y) * inv;
      if (a <= 0) return 0;
      setRgb(out, color);
      return Math.min(1, a) * opacity;
    },
    blend,
  );
}

function disc(c: Canvas, x: number, y: number, r: number, color: Color, opacity = 1): void {
  fillShape(
    c,
    boxAround(x, y, r + c.px),
    (px, py) => Math.hypot(px - x, py - y) - r,
    color,
    opacity,
  );
}

function rect(
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

function capsule(
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

function triangle(
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
function strokeCurve(
  c: Canvas,
  f: (x: number) => number,
  x0: number,
  x1: number,
  width: number,
  color: Color,
  opacity = 1,
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
    return clamp01((width / 2 - d) * inv + 0.5) * opacity;
  });
}

// ───────────────────────────── landscape building blocks ─────────────────────────────

function skyRows(c: Canvas, stops: Stops): void {
  c.fillRows((y, out) => gradientAt(stops, y, out));
}

interface SunOptions {
  x: number;
  y: number;
  r: number;
  core: Color;
  glow: Color;
  /** radius of the halo, scene units */
  spread: number;
  intensity: number;
}

/** A disc with a two-part halo: a tight bloom plus a long atmospheric tail. */
function drawSun(c: Canvas, o: SunOptions): void {
  c.paint(
    null,
    (x, y, out) => {
      const q = Math.hypot(x - o.x, y - o.y) / o.spread;
      setRgb(out, o.glow);
      return o.intensity * (0.55 * Math.exp(-q * q * 6) + 0.45 / (1 + q * q * 18));
    },
    'screen',
  );
  disc(c, o.x, o.y, o.r, o.core);
}

function drawMoon(c: Canvas, x: number, y: number, r: number, glow: Color): void {
  c.paint(
    boxAround(x, y, r * 12),
    (px, py, out) => {
      const q = Math.hypot(px - x, py - y) / (r * 5);
      setRgb(out, glow);
      return 0.35 / (1 + q * q * 6);
    },
    'screen',
  );
  const lit = hex('#f4f1e6');
  const mare = hex('#b9b5aa');
  c.paint(boxAround(x, y, r + c.px), (px, py, out) => {
    const d = Math.hypot(px - x, py - y);
    mixInto(
      out,
      lit,
      mare,
      smoothstep(0.5, 0.7, fbm2(((px - x) / r) * 1.6, ((py - y) / r) * 1.6, 77, 4)) * 0.8,
    );
    return clamp01((r - d) / c.px + 0.5);
  });
}

interface StarOptions {
  seed: number;
  /** probability that a cell holds a star */
  density: number;
  cell: number;
  yMax: number;
  brightness: number;
  t: number;
}

/** Stars are placed per world cell, so panning or changing the aspect never reshuffles them. */
function drawStars(c: Canvas, o: StarOptions): void {
  const warm = hex('#ffd9b0');
  const cool = hex('#c8d8ff');
  const col: Rgb = [0, 0, 0];
  for (let cj = 0; cj * o.cell < o.yMax; cj++) {
    for (let ci = Math.floor(c.left / o.cell) - 1; ci * o.cell < c.right + o.cell; ci++) {
      if (hash(ci, cj, o.seed) > o.density) continue;
      const sx = (ci + hash(ci, cj, o.seed + 1)) * o.cell;
      const sy = (cj + hash(ci, cj, o.seed + 2)) * o.cell;
      if (sy > o.yMax) continue;
      const m = hash(ci, cj, o.seed + 3);
      // Star cells are in scene units, so small renders pack more stars per pixel: thin them.
      if (c.height < 500 && m < 0.5) continue;
      const twinkle = 0.8 + 0.2 * Math.sin(o.t * (2 + m * 5) + ci * 1.7);
      const b =
        o.brightness * (0.12 + 0.88 * m ** 7) * twinkle * smoothstep(o.yMax, o.yMax * 0.55, sy);
      mixInto(col, cool, warm, hash(ci, cj, o.seed + 4));
      splat(c, sx, sy, 0.5 + 1.1 * m ** 6, col, b);
    }
  }
}

/** Adds a small gaussian dot; sigma in pixels. */
function splat(
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

interface CloudOptions {
  seed: number;
  top: number;
  horizon: number;
  /** noise threshold: higher means fewer clouds */
  cover: number;
  light: Color;
  shade: Color;
  opacity: number;
  scale: number;
  drift: number;
  /** vertical squash: large values give flat stratus streaks */
  stretch?: number;
}

/**
 * Clouds on a plane above the camera: the plane's depth grows towards the horizon, so clouds get
 * smaller and flatter there, which is what sells the perspective.
 */
function drawClouds(c: Canvas, o: CloudOptions): void {
  const stretch = o.stretch ?? 3;
  c.paint({ x0: c.left, y0: o.top, x1: c.right, y1: o.horizon }, (x, y, out) => {
    const h = o.horizon - y;
    if (h <= 0) return 0;
    const z = 0.12 / (h + 0.03);
    const u = (x * z + o.drift) * o.scale;
    const v = z * o.scale * stretch;
    const n = fbm2(u, v, o.seed, 5);
    const density = smoothstep(o.cover, o.cover + 0.2, n);
    if (density <= 0) return 0;
    const lit = clamp01(0.5 + (n - fbm2(u + 0.08, v + 0.25, o.seed, 3)) * 4);
    mixInto(out, o.shade, o.light, lit);
    return density * o.opacity * smoothstep(0, 0.04, h) * smoothstep(o.top, o.top + 0.08, y);
  });
}

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
  let sum = 0;
  let amp = 0.5;
  let norm = 0;
  for (let k = 0, f = 1; k < octaves; k++, f *= 2) {
    sum += amp * noise2((x + 1) * scale * f, y * scale * f, seed + k * 131, 2 * scale * f);
    norm += amp;
    amp *= 0.5;
  }
  return sum / norm;
}

function drawRange(c: Canvas, o: RangeOptions): void {
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
function drawMist(
  c: Canvas,
  y: number,
  thickness: number,
  color: Color,
  opacity: number,
  seed: number,
  t: number,
): void {
  c.paint(
    { x0: c.left, y0: y - thickness * 3, x1: c.right, y1: y + thickness * 3 },
    (x, py, out) => {
      const q = (py - y) / thickness;
      setRgb(out, color);
      return opacity * Math.exp(-q * q) * (0.55 + 0.45 * fbm2(x * 6 + t * 0.05, py * 20, seed, 3));
    },
  );
}

function drawPine(
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
function drawForest(c: Canvas, o: ForestOptions): void {
  const k0 = Math.floor((c.left - o.height) / o.spacing);
  const k1 = Math.ceil((c.right + o.height) / o.spacing);
  for (let k = k0; k <= k1; k++) {
    if (hash(k, 1, o.seed) < (o.gaps ?? 0)) continue;
    const x = (k + hash(k, 2, o.seed)) * o.spacing;
    const h = o.height * (0.55 + 0.7 * hash(k, 3, o.seed));
    drawPine(c, x, o.base(x) + hash(k, 4, o.seed) * o.height * 0.12, h, o.color, o.snow ?? null);
  }
}

interface SkylineOptions {
  seed: number;
  base: number;
  minH: number;
  maxH: number;
  slot: number;
  body: Color;
  lit: Color;
  dark: Color;
  litChance: number;
  floorH: number;
  windowW: number;
  beacons?: boolean;
}

/** City blocks with window grids; building slots are tied to world x like the forests. */
function drawSkyline(c: Canvas, o: SkylineOptions): void {
  const k0 = Math.floor(c.left / o.slot) - 2;
  const k1 = Math.ceil(c.right / o.slot) + 2;
  const red = hex('#ff3b30');
  for (let k = k0; k <= k1; k++) {
    const w = o.slot * (0.55 + 0.6 * hash(k, 1, o.seed));
    const x0 = k * o.slot + hash(k, 2, o.seed) * o.slot * 0.4;
    const tall = hash(k, 3, o.seed) ** 1.6;
    const top = o.base - lerp(o.minH, o.maxH, tall);
    drawBuilding(c, x0, x0 + w, top, o.base, o, k);
    if (o.beacons && tall > 0.7) {
      const mid = x0 + w / 2;
      rect(c, mid - c.px * 0.7, top - 0.03, mid + c.px * 0.7, top, o.body);
      splat(c, mid, top - 0.03, 1.4, red, 1.6);
    }
  }
}

function drawBuilding(
  c: Canvas,
  x0: number,
  x1: number,
  top: number,
  base: number,
  o: SkylineOptions,
  k: number,
): void {
  const inv = 1 / c.px;
  const col: Rgb = [0, 0, 0];
  c.paint({ x0: x0 - c.px, y0: top - c.px, x1: x1 + c.px, y1: base }, (x, y, out) => {
    const edge = Math.min(x - x0, x1 - x, y - top) * inv + 0.5;
    if (edge <= 0) return 0;
    setRgb(out, o.body);
    const u = (x - x0) / o.windowW;
    const v = (y - top) / o.floorH;
    const fu = fract(u);
    const fv = fract(v);
    const win =
      clamp01(Math.min(fu - 0.25, 0.75 - fu) * o.windowW * inv + 0.5) *
      clamp01(Math.min(fv - 0.3, 0.8 - fv) * o.floorH * inv + 0.5);
    if (
      win > 0 &&
      y > top + o.floorH * 0.5 &&
      x > x0 + o.windowW * 0.3 &&
      x < x1 - o.windowW * 0.3
    ) {
      const r = hash(Math.floor(u) + k * 97, Math.floor(v), o.seed + 11);
      if (r < o.litChance)
        mixInto(col, o.lit, [1, 0.97, 0.85], hash(Math.floor(u), Math.floor(v) + k, o.seed) * 0.5);
      else setRgb(col, o.dark);
      mixInto(out, o.body, col, win);
    }
    return Math.min(1, edge);
  });
}

/** Ripples for reflections: the offset grows towards the viewer and the pattern compresses far away. */
function rippler(
  horizon: number,
  amp: number,
  seed: number,
  t: number,
): (x: number, y: number) => number {
  return (x, y) => {
    const p = y - horizon + 0.004;
    return amp * p * (noise2((x / p) * 0.9, 0.35 / p + t * 0.6, seed) - 0.5);
  };
}

interface SeaOptions {
  p: Perspective;
  deep: Color;
  seed: number;
  t: number;
  /** scales the wave slopes: 0 is a mirror */
  rough: number;
  sunX: number;
  sunY: number;
  sunColor: Color;
  /** apparent size of the sun's reflection before the waves scatter it */
  glitter: number;
}

interface Wave {
  kx: number;
  kz: number;
  /** amplitude × wavenumber, i.e. the wave's peak slope */
  slope: number;
  omega: number;
  length: number;
  phase: number;
}

/** A small swell spectrum: long waves from ahead, shorter chop from varied directions. */
const WAVES: readonly Wave[] = [
  [11, 8, 0.12],
  [6.5, -28, 0.11],
  [3.7, 34, 0.1],
  [2.1, -12, 0.1],
  [1.2, 52, 0.09],
  [0.7, -44, 0.08],
].map(([length = 1, dirDeg = 0, slope = 0], k) => {
  const wavenumber = TAU / length;
  const dir = (dirDeg * Math.PI) / 180;
  return {
    kx: wavenumber * Math.sin(dir),
    kz: wavenumber * Math.cos(dir),
    slope,
    omega: Math.sqrt(9.81 * wavenumber),
    length,
    phase: k * 1.7,
  };
});

/**
 * Open water: each pixel mirrors the already painted sky along a direction bent by the wave slope
 * there (so the sun's reflection breaks into a glitter path on its own), mixed with the water's
 * own colour by Fresnel. Short waves fade out where a pixel covers more than a fraction of their
 * length, so the far sea does not alias into noise.
 */
function drawSea(c: Canvas, o: SeaOptions): void {
  const sky = c.data.slice();
  const refl: Rgb = [0, 0, 0];
  const { yh, focal } = o.p;
  c.ground(
    o.p,
    (gx, gz, fp, out) => {
      let sx = 0;
      let sz = 0;
      for (const w of WAVES) {
        const fade = clamp01(1 - (fp * 3) / w.length);
        if (fade <= 0) continue;
        const k =
          Math.cos(gx * w.kx + gz * w.kz - w.omega * o.t + w.phase + o.seed) * w.slope * fade;
        const inv = 1 / Math.hypot(w.kx, w.kz);
        sx += k * w.kx * inv;
        sz += k * w.kz * inv;
      }
      sx *= o.rough;
      sz *= o.rough;
      const y = yh + (o.p.camH * focal) / gz;
      const x = (gx * focal) / gz;
      const yRef = 2 * yh - y - sz * focal * 0.7;
      const xRef = x + sx * focal * 0.35;
      // Facets tilted so far that they mirror the sea itself see a darker, horizon-coloured blur.
      c.sample(xRef, Math.min(yRef, yh - c.px), refl, sky);
      const own = smoothstep(yh - 0.02, yh + 0.12, yRef);
      refl[0] = lerp(refl[0], o.deep[0], own * 0.6);
      refl[1] = lerp(refl[1], o.deep[1], own * 0.6);
      refl[2] = lerp(refl[2], o.deep[2], own * 0.6);
      const sinE = (y - yh) / Math.hypot(y - yh, focal);
      const fresnel = 0.03 + 0.97 * (1 - sinE) ** 5;
      mixInto(out, o.deep, refl, clamp01(fresnel * 1.3));
      const d2 = ((xRef - o.sunX) ** 2 + (yRef - o.sunY) ** 2) / (o.glitter * o.glitter);
      const glint = Math.exp(-d2) * 2.5 * clamp01(fresnel * 2 + 0.2);
      out[0] += o.sunColor[0] * glint;
      out[1] += o.sunColor[1] * glint;
      out[2] += o.sunColor[2] * glint;
      return 1;
    },
    1,
  );
}

// ───────────────────────────── scenes: mountains ─────────────────────────────

function mountainDawn(c: Canvas, t: number): void {
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

function mountainNoon(c: Canvas, t: number): void {
  const haze = hex('#c9dcef');
  const lake = 0.74;
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
  c.paint({ x0: c.left, y0: lake, x1: c.right, y1: 1 }, (_x, y, out) => {
    mixInto(out, hex('#5d8fb8'), hex('#1f4a5e'), clamp01((y - lake) / 0.2));
    return 1;
  });
  c.reflect(lake + 0.002, 0.8, hex('#b8d0dc'), rippler(lake, 0.03, 209, t));
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

function mountainDusk(c: Canvas, t: number): void {
  const haze = hex('#c0607a');
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
  c.paint({ x0: c.left, y0: 0.79, x1: c.right, y1: 1 }, (_x, y, out) => {
    mixInto(out, hex('#3a2350'), hex('#120a20'), clamp01((y - 0.8) / 0.2));
    return 1;
  });
  c.reflect(0.8, 0.75, hex('#d8c0d0'), rippler(0.8, 0.05, 34, t));
  drawForest(c, {
    seed: 304,
    base: (x) => 0.97 + 0.02 * fbm1(x * 4, 305, 2),
    height: 0.12,
    spacing: 0.03,
    color: hex('#0b0716'),
    gaps: 0.4,
  });
}

function mountainSnow(c: Canvas, t: number): void {
  const haze = hex('#dfe8f2');
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

// ───────────────────────────── scenes: space ─────────────────────────────

function spaceBackdrop(c: Canvas, t: number, seed: number): void {
  skyRows(c, [
    [0, hex('#04050e')],
    [1, hex('#0a0b1e')],
  ]);
  const band = hex('#2a2f55');
  c.paint(
    null,
    (x, y, out) => {
      const q = (y - 0.45 - 0.3 * x) / 0.25;
      setRgb(out, band);
      return Math.exp(-q * q) * fbm2(x * 4, y * 4, seed, 4) * 0.7;
    },
    'add',
  );
  drawStars(c, { seed, density: 0.55, cell: 0.012, yMax: 1.2, brightness: 1, t });
}

function spaceNebula(c: Canvas, t: number): void {
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

/** A bright star with bloom and four diffraction spikes. */
function brightStar(c: Canvas, x: number, y: number, size: number, color: Color, t: number): void {
  const s = size * (0.9 + 0.1 * Math.sin(t * 3));
  c.paint(
    boxAround(x, y, 0.06 * s),
    (px, py, out) => {
      const dx = Math.abs(px - x) / (0.06 * s);
      const dy = Math.abs(py - y) / (0.06 * s);
      const spikes = Math.exp(-dy * 160) * (1 - dx) + Math.exp(-dx * 160) * (1 - dy);
      const bloom = Math.exp(-(dx * dx + dy * dy) * 90);
      setRgb(out, color);
      return Math.max(0, spikes) * 0.8 + bloom * 1.2;
    },
    'add',
  );
}

interface Orb {
  x: number;
  y: number;
  r: number;
  /** light direction in screen space (x right, y down, z towards the viewer), normalised */
  light: readonly [number, number, number];
}

/** Shades a sphere in screen space: `surface` gets the unit normal and returns the albedo. */
function drawOrb(
  c: Canvas,
  o: Orb,
  surface: (nx: number, ny: number, nz: number, out: Rgb) => void,
  rim: Color,
): void {
  c.paint(boxAround(o.x, o.y, o.r + c.px), (x, y, out) => {
    const nx = (x - o.x) / o.r;
    const ny = (y - o.y) / o.r;
    const d2 = nx * nx + ny * ny;
    const cover = clamp01((o.r - Math.sqrt(d2) * o.r) / c.px + 0.5);
    if (cover <= 0) return 0;
    const nz = Math.sqrt(Math.max(0, 1 - d2));
    surface(nx, ny, nz, out);
    const lambert = nx * o.light[0] + ny * o.light[1] + nz * o.light[2];
    const lit = smoothstep(-0.12, 0.35, lambert) * (0.35 + 0.75 * Math.max(0, lambert));
    const edge = (1 - nz) ** 3 * smoothstep(-0.3, 0.4, lambert);
    out[0] = out[0] * lit + rim[0] * edge;
    out[1] = out[1] * lit + rim[1] * edge;
    out[2] = out[2] * lit + rim[2] * edge;
    return cover;
  });
  c.paint(
    boxAround(o.x, o.y, o.r * 1.25),
    (x, y, out) => {
      const d = Math.hypot(x - o.x, y - o.y) / o.r;
      if (d < 1) return 0;
      const side = clamp01(0.5 + ((x - o.x) * o.light[0] + (y - o.y) * o.light[1]) / o.r);
      setRgb(out, rim);
      return Math.exp(-(d - 1) * 28) * 0.8 * side;
    },
    'add',
  );
}

function spaceRingedPlanet(c: Canvas, t: number): void {
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
      out[0] *= k;
      out[1] *= k;
      out[2] *= k;
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
    out[0] *= k;
    out[1] *= k;
    out[2] *= k;
    return edge * density * 0.92;
  });
}

function spaceMoonEarthrise(c: Canvas, t: number): void {
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

function spaceAurora(c: Canvas, t: number): void {
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
    { x0: c.left, y0: 0, x1: c.right, y1: 0.75 },
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

// ───────────────────────────── scenes: architecture ─────────────────────────────

function cityNight(c: Canvas, t: number): void {
  skyRows(c, [
    [0, hex('#050a1f')],
    [0.35, hex('#15214a')],
    [0.58, hex('#3b3160')],
    [0.66, hex('#7a4e6a')],
  ]);
  drawStars(c, { seed: 91, density: 0.35, cell: 0.02, yMax: 0.4, brightness: 0.6, t });
  drawMoon(c, 0.2, 0.14, 0.035, hex('#9fb2e0'));
  const water = 0.7;
  drawSkyline(c, {
    seed: 92,
    base: water,
    minH: 0.08,
    maxH: 0.3,
    slot: 0.05,
    body: hex('#2b2d55'),
    lit: hex('#8f86b8'),
    dark: hex('#24264a'),
    litChance: 0.25,
    floorH: 0.009,
    windowW: 0.008,
  });
  drawSkyline(c, {
    seed: 93,
    base: water,
    minH: 0.05,
    maxH: 0.42,
    slot: 0.075,
    body: hex('#161a35'),
    lit: hex('#ffcf7a'),
    dark: hex('#1c2140'),
    litChance: 0.42,
    floorH: 0.012,
    windowW: 0.01,
    beacons: true,
  });
  drawSkyline(c, {
    seed: 94,
    base: water,
    minH: 0.03,
    maxH: 0.16,
    slot: 0.1,
    body: hex('#0b0d1e'),
    lit: hex('#ffd98f'),
    dark: hex('#111428'),
    litChance: 0.5,
    floorH: 0.016,
    windowW: 0.014,
  });
  rect(c, c.left, water - 0.004, c.right, water + 0.006, hex('#0a0b16'));
  c.paint({ x0: c.left, y0: water, x1: c.right, y1: 1 }, (_x, y, out) => {
    mixInto(out, hex('#141a36'), hex('#05070f'), clamp01((y - water) / 0.3));
    return 1;
  });
  c.reflect(water + 0.006, 0.8, hex('#b0a8c8'), rippler(water, 0.12, 95, t));
}

function cityGlassTowers(c: Canvas, t: number): void {
  skyRows(c, [
    [0, hex('#1f5fbf')],
    [0.5, hex('#68a5e6')],
    [0.85, hex('#c8e2f7')],
  ]);
  drawClouds(c, {
    seed: 101,
    top: 0.02,
    horizon: 0.85,
    cover: 0.6,
    light: hex('#ffffff'),
    shade: hex('#a7bdd8'),
    opacity: 0.9,
    scale: 0.8,
    drift: t * 0.03,
  });
  const slot = 0.16;
  for (let k = Math.floor(c.left / slot) - 1; k <= Math.ceil(c.right / slot) + 1; k++) {
    const x0 = k * slot + hash(k, 1, 102) * 0.03;
    const w = slot * (0.55 + 0.3 * hash(k, 2, 102));
    const top = 0.08 + 0.4 * hash(k, 3, 102) ** 1.5;
    drawGlassTower(c, x0, x0 + w, top, 0.95, k, t);
  }
  const base = hex('#3d4a3a');
  drawRange(c, {
    seed: 103,
    base: 1.02,
    amp: 0.12,
    freq: 7,
    rock: hex('#3e6b34'),
    haze: base,
    fog: 0,
    sun: -0.6,
    sharp: 0,
  });
  drawRange(c, {
    seed: 104,
    base: 1.06,
    amp: 0.1,
    freq: 9,
    rock: hex('#2d5428'),
    haze: base,
    fog: 0,
    sun: -0.6,
    sharp: 0,
  });
}

/** A glass tower as two faces (lit front, shaded side) mirroring the sky, with mullions. */
function drawGlassTower(
  c: Canvas,
  x0: number,
  x1: number,
  top: number,
  base: number,
  k: number,
  t: number,
): void {
  const side = (x1 - x0) * 0.28;
  const sky: Rgb = [0, 0, 0];
  const frame = hex('#2a3442');
  const skyStops: Stops = [
    [0, hex('#2f6fc9')],
    [0.5, hex('#8dbbe9')],
    [1, hex('#dcecf9')],
  ];
  const inv = 1 / c.px;
  c.paint({ x0: x0 - c.px, y0: top - c.px, x1: x1 + side + c.px, y1: base }, (x, y, out) => {
    const inFront = x <= x1;
    const edge = Math.min(x - x0, x1 + side - x, y - top) * inv + 0.5;
    if (edge <= 0) return 0;
    const u = inFront ? (x - x0) / (x1 - x0) : (x - x1) / side;
    gradientAt(
      skyStops,
      clamp01(((y - top) / (base - top)) * 0.8 + u * 0.3 + 0.1 * noise1(k * 3.1, 105)),
      sky,
    );
    const shade = inFront ? 1 : 0.62;
    const glint = inFront
      ? 0.25 * Math.exp(-(((u - 0.3 - 0.1 * Math.sin(t * 0.3)) / 0.15) ** 2))
      : 0;
    out[0] = sky[0] * shade * 0.85 + glint;
    out[1] = sky[1] * shade * 0.9 + glint;
    out[2] = sky[2] * shade + glint;
    const mx = fract((x - x0) / 0.012);
    const my = fract((y - top) / 0.014);
    const line = Math.max(
      clamp01(1 - Math.min(mx, 1 - mx) * 0.012 * inv * 2.2),
      clamp01(1 - Math.min(my, 1 - my) * 0.014 * inv * 2.2),
    );
    toward(out, frame, line * 0.6);
    if (Math.abs(x - x1) < c.px) toward(out, frame, 0.7);
    return Math.min(1, edge);
  });
}

function bridgeSunset(c: Canvas, t: number): void {
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
  c.paint({ x0: c.left, y0: water, x1: c.right, y1: 1 }, (_x, y, out) => {
    mixInto(out, hex('#8a4a58'), hex('#1e1230'), clamp01((y - water) / 0.35));
    return 1;
  });
  c.reflect(water, 0.85, hex('#f0c8b8'), rippler(water, 0.1, 113, t));
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

function oldTownDomes(c: Canvas, t: number): void {
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
    const body: Color = [facade[0] * light, facade[1] * light, facade[2] * light];
    rect(c, x0, top, x0 + w, base + 0.01, body);
    const fw = w / 4;
    for (let wx = 0; wx < 3; wx++) {
      for (let wy = top + height * 0.15; wy < base - height * 0.2; wy += height * 0.3) {
        rect(c, x0 + fw * (wx + 0.7), wy, x0 + fw * (wx + 1.2), wy + height * 0.14, window, 0.9);
      }
    }
    triangle(c, x0 - w * 0.06, top, x0 + w * 1.06, top, x0 + w / 2, top - w * 0.38, [
      roof[0] * light,
      roof[1] * light,
      roof[2] * light,
    ]);
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

// ───────────────────────────── scenes: travel ─────────────────────────────

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
    out[0] *= ripples;
    out[1] *= ripples;
    out[2] *= ripples;
    toward(out, haze, fog);
  });
}

function desertDunes(c: Canvas, t: number): void {
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

function tropicalBeach(c: Canvas, t: number): void {
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
  const shore = (x: number): number =>
    0.76 + 0.035 * Math.sin(x * 3.2 + 0.5) + 0.01 * fbm1(x * 9, 143, 3);
  const shallow = hex('#3fd3c8');
  c.paint({ x0: c.left, y0: horizon + 0.08, x1: c.right, y1: 1 }, (x, y, out) => {
    const d = shore(x) - y;
    if (d < 0 || d > 0.16) return 0;
    setRgb(out, shallow);
    return smoothstep(0.16, 0.02, d) * 0.7;
  });
  const sand = hex('#f2dfb6');
  const wet = hex('#c9b08a');
  const foam = hex('#ffffff');
  c.paint({ x0: c.left, y0: 0.66, x1: c.right, y1: 1 }, (x, y, out) => {
    const s = shore(x);
    const d = y - s;
    const wash = 0.012 * Math.sin(t * 1.5 + x * 2);
    if (d < -0.02) return 0;
    mixInto(out, wet, sand, smoothstep(0.0, 0.05, d - wash));
    const grain = 0.95 + 0.08 * noise2(x * 300, y * 500, 144);
    out[0] *= grain;
    out[1] *= grain;
    out[2] *= grain;
    const foamLine = Math.exp(-(((d - wash) / 0.006) ** 2)) * (0.6 + 0.4 * noise2(x * 80, t, 145));
    toward(out, foam, clamp01(foamLine));
    return clamp01((d + 0.004) / c.px + 0.5);
  });
  drawPalm(c, 0.24, 0.98, 0.1, 0.34, t);
  drawPalm(c, -0.5, 0.92, -0.06, 0.28, t + 1);
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
      k % 2 === 0 ? trunk : [trunk[0] * 0.85, trunk[1] * 0.85, trunk[2] * 0.85],
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

function canyon(c: Canvas, t: number): void {
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
    out[0] *= cliff;
    out[1] *= cliff;
    out[2] *= cliff;
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
      out[0] *= lit;
      out[1] *= lit;
      out[2] *= lit;
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
    out[0] += sparkle;
    out[1] += sparkle;
    out[2] += sparkle;
    return 1;
  });
}

function northernFjord(c: Canvas, t: number): void {
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
        out[0] *= lit;
        out[1] *= lit;
        out[2] *= lit;
        const snow =
          smoothstep(0.03, 0, y - top - 0.02 * noise2(x * 40, 0, 166)) *
          smoothstep(water - 0.25, water - 0.4, top);
        toward(out, hex('#eef2f6'), snow);
        toward(out, haze, 0.12);
      },
      water + 0.002,
    );
  }
  drawCabin(c, 0.19, water - 0.003, 0.018);
  c.paint({ x0: c.left, y0: water, x1: c.right, y1: 1 }, (_x, y, out) => {
    mixInto(out, hex('#9fb0c2'), hex('#2a3c4c'), clamp01((y - water) / 0.3));
    return 1;
  });
  c.reflect(water, 0.85, hex('#c8d2dc'), rippler(water, 0.03, 167, t));
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

// ───────────────────────────── scenes: sport ─────────────────────────────

/** The stadium camera sits in the stands, 10 m up, looking across the near straight. */
const STADIUM: Perspective = { yh: 0.3, camH: 12, focal: 1.6 };
const TRACK = { cz: 80, straight: 42.2, inner: 36.5, lanes: 8, lane: 1.22 };

/** Distance from the infield's centre line: straights are parallel to x, bends are semicircles. */
function trackRadius(gx: number, gz: number): number {
  return Math.hypot(Math.max(Math.abs(gx) - TRACK.straight, 0), gz - TRACK.cz);
}

/** Anti-aliased line of `width` metres at signed distance d, never thinner than a pixel. */
function lineCover(d: number, width: number, fp: number): number {
  const w = Math.max(width, fp);
  return clamp01((w / 2 - Math.abs(d)) / fp + 0.5) * (width / w);
}

function runningTrack(c: Canvas, t: number, withRunners = true): void {
  skyRows(c, [
    [0, hex('#1a2350')],
    [0.2, hex('#5a4a80')],
    [0.32, hex('#e09a7a')],
  ]);
  const grassA = hex('#3f7f3a');
  const grassB = hex('#4a8c42');
  const red = hex('#b8452e');
  const white = hex('#f4f1ea');
  const outer = TRACK.inner + TRACK.lanes * TRACK.lane;
  c.ground(STADIUM, (gx, gz, fp, out) => {
    const r = trackRadius(gx, gz);
    if (r < TRACK.inner - 0.3 || r > outer + 1.5) {
      setRgb(out, Math.floor(gx / 6) % 2 === 0 ? grassA : grassB);
      return 1;
    }
    if (r < TRACK.inner || r > outer + 0.5) {
      setRgb(out, hex('#d8d2c4'));
      return 1;
    }
    setRgb(out, red, 0.92 + 0.1 * noise2(gx * 3, gz * 3, 171));
    const lane = (r - TRACK.inner) / TRACK.lane;
    const d = (lane - Math.round(lane)) * TRACK.lane;
    let line = lineCover(d, 0.05, fp);
    line = Math.max(
      line,
      lineCover(gx - 20, 0.05, fp) * (Math.abs(gx) < TRACK.straight && gz < TRACK.cz ? 1 : 0),
    );
    toward(out, white, line * 0.9);
    return 1;
  });
  drawStands(c, 0.445, 0.22);
  if (withRunners) drawRunners(c, 2.2 + t);
}

/** A tiered grandstand: rows of spectators as coloured specks under a roof with floodlights. */
function drawStands(c: Canvas, base: number, top: number): void {
  const shirts = ['#e8e4dc', '#c84a4a', '#3f63a8', '#e0b650', '#3a3a44', '#5a9460', '#d88040'].map(
    hex,
  );
  const concrete = hex('#56545f');
  const rows = Math.round((base - top) / 0.0065);
  const shirt: Rgb = [0, 0, 0];
  c.paint({ x0: c.left, y0: top, x1: c.right, y1: base }, (x, y, out) => {
    const v = (y - top) / (base - top);
    const rv = v * rows;
    const row = Math.floor(rv);
    const fy = rv - row;
    const seatW = 0.0045 + 0.002 * v;
    const seat = Math.floor(x / seatW);
    const fx = x / seatW - seat;
    setRgb(out, concrete, 0.55 + 0.4 * fy);
    // Crowds sit in blocks, fuller in the middle tiers; aisles split the blocks.
    const full = 0.3 + 0.6 * smoothstep(0.35, 0.6, fbm2(x * 3, v * 2, 174, 2));
    if (mod(seat, 36) >= 1.5 && hash(seat, row, 172) < full) {
      const pick = shirts[Math.floor(hash(seat, row, 173) * shirts.length)] ?? concrete;
      mixInto(shirt, pick, concrete, 0.45);
      const person = smoothstep(0.45, 0.25, Math.abs(fx - 0.5)) * smoothstep(0.85, 0.6, fy);
      toward(out, shirt, person * 0.9);
    }
    const roofShade = 0.5 + 0.5 * smoothstep(0, 0.4, v);
    out[0] *= roofShade;
    out[1] *= roofShade;
    out[2] *= roofShade;
    return 1;
  });
  rect(c, c.left - 1, top - 0.03, c.right + 1, top, hex('#22202c'));
  rect(c, c.left - 1, base - 0.004, c.right + 1, base + 0.002, hex('#30343c'));
  const glow = hex('#fff4d8');
  for (let k = Math.floor(c.left / 0.35); k <= Math.ceil(c.right / 0.35); k++) {
    const x = k * 0.35 + 0.1;
    rect(c, x - 0.002, top - 0.09, x + 0.002, top - 0.03, hex('#30303a'));
    rect(c, x - 0.025, top - 0.105, x + 0.025, top - 0.085, hex('#d8d6cc'));
    c.paint(
      boxAround(x, top - 0.095, 0.25),
      (px, py, out) => {
        const q = Math.hypot((px - x) / 2, py - top + 0.095) / 0.03;
        setRgb(out, glow);
        return 0.9 / (1 + q * q * 3);
      },
      'screen',
    );
  }
}

interface RunnerLook {
  jersey: Color;
  shorts: Color;
  skin: Color;
}

const RUNNER_LOOKS: readonly RunnerLook[] = [
  { jersey: hex('#e63946'), shorts: hex('#1d3557'), skin: hex('#8d5a3b') },
  { jersey: hex('#f1c40f'), shorts: hex('#2c3e50'), skin: hex('#e0b08a') },
  { jersey: hex('#2a9df4'), shorts: hex('#ffffff'), skin: hex('#6b4430') },
  { jersey: hex('#2ecc71'), shorts: hex('#1b1b1b'), skin: hex('#c98d63') },
  { jersey: hex('#ffffff'), shorts: hex('#c0392b'), skin: hex('#a86b48') },
  { jersey: hex('#9b59b6'), shorts: hex('#222222'), skin: hex('#f0c8a0') },
];

/** Runners on the near straight, drawn far lane first so nearer runners overlap them. */
function drawRunners(c: Canvas, t: number): void {
  for (let lane = 6; lane >= 1; lane--) {
    const look = RUNNER_LOOKS[lane - 1] ?? RUNNER_LOOKS[0];
    if (!look) continue;
    const speed = 8.6 + 0.5 * hash(lane, 1, 174);
    const stagger = [0, 3.2, -2.4, 5.5, -4.8, 1.6][lane - 1] ?? 0;
    const gx = -22 + stagger + speed * t;
    const gz = TRACK.cz - TRACK.inner - (lane - 0.5) * TRACK.lane;
    const s = project(STADIUM, gx, gz);
    drawRunner(c, s.x, s.y, 1.8 * s.scale, t * 8.5 + lane * 1.3, look);
  }
}

function drawRunner(
  c: Canvas,
  x: number,
  feet: number,
  h: number,
  phase: number,
  look: RunnerLook,
): void {
  const shadow = hex('#1a1010');
  fillShape(
    c,
    boxAround(x, feet, h * 0.3, h * 0.05),
    (px, py) => (Math.hypot((px - x) / 0.25, (py - feet) / 0.04) - h) * 0.04,
    shadow,
    0.35,
  );
  const hipX = x;
  const hipY = feet - h * 0.52 - Math.abs(Math.sin(phase)) * h * 0.03;
  const shX = hipX + h * 0.07;
  const shY = hipY - h * 0.3;
  const darken = (col: Color): Color => [col[0] * 0.7, col[1] * 0.7, col[2] * 0.7];
  const leg = (ph: number, skin: Color): void => {
    const a = 0.6 * Math.sin(ph);
    const kx = hipX + Math.sin(a) * h * 0.25;
    const ky = hipY + Math.cos(a) * h * 0.25;
    const b = a - (0.25 + 1.1 * clamp01(-Math.cos(ph + 0.4)));
    capsule(c, hipX, hipY, kx, ky, h * 0.045, skin);
    capsule(c, kx, ky, kx + Math.sin(b) * h * 0.25, ky + Math.cos(b) * h * 0.25, h * 0.035, skin);
  };
  const arm = (ph: number, skin: Color): void => {
    const a = -0.7 * Math.sin(ph);
    const ex = shX + Math.sin(a) * h * 0.15;
    const ey = shY + Math.cos(a) * h * 0.15;
    capsule(c, shX, shY, ex, ey, h * 0.03, skin);
    capsule(
      c,
      ex,
      ey,
      ex + Math.sin(a + 1.6) * h * 0.14,
      ey + Math.cos(a + 1.6) * h * 0.14,
      h * 0.026,
      skin,
    );
  };
  leg(phase + Math.PI, darken(look.skin));
  arm(phase, darken(look.skin));
  capsule(c, hipX, hipY + h * 0.02, hipX + h * 0.01, hipY - h * 0.06, h * 0.07, look.shorts);
  capsule(c, hipX + h * 0.01, hipY - h * 0.05, shX, shY, h * 0.075, look.jersey);
  disc(c, shX + h * 0.03, shY - h * 0.11, h * 0.065, look.skin);
  leg(phase, look.skin);
  arm(phase + Math.PI, look.skin);
}

function footballPitch(c: Canvas, t: number): void {
  const p: Perspective = { yh: 0.06, camH: 45, focal: 1 };
  skyRows(c, [
    [0, hex('#0c1230')],
    [0.1, hex('#27315c')],
  ]);
  const cz = 112;
  const stripeA = hex('#3e8a3c');
  const stripeB = hex('#4b9a46');
  const white = hex('#f4f6f0');
  c.ground(p, (gx, gz, fp, out) => {
    const x = Math.abs(gx);
    const z = gz - cz;
    const az = Math.abs(z);
    if (x > 40 || az > 60) {
      setRgb(out, hex('#2e6a33'));
      return 1;
    }
    setRgb(
      out,
      Math.floor((z + 60) / 5.25) % 2 === 0 ? stripeA : stripeB,
      0.95 + 0.08 * noise2(gx * 0.5, gz * 0.5, 181),
    );
    const inPitch = (v: number, lim: number): number => (Math.abs(v) <= lim ? 1 : 0);
    let line = 0;
    line = Math.max(line, lineCover(x - 34, 0.12, fp) * inPitch(z, 52.5));
    line = Math.max(line, lineCover(az - 52.5, 0.12, fp) * inPitch(gx, 34));
    line = Math.max(line, lineCover(z, 0.12, fp) * inPitch(gx, 34));
    line = Math.max(line, lineCover(Math.hypot(gx, z) - 9.15, 0.12, fp));
    line = Math.max(line, lineCover(x - 20.16, 0.12, fp) * (az > 36 && az <= 52.5 ? 1 : 0));
    line = Math.max(line, lineCover(az - 36, 0.12, fp) * inPitch(gx, 20.16));
    line = Math.max(line, lineCover(x - 9.16, 0.12, fp) * (az > 47 && az <= 52.5 ? 1 : 0));
    line = Math.max(line, lineCover(az - 47, 0.12, fp) * inPitch(gx, 9.16));
    line = Math.max(
      line,
      lineCover(Math.hypot(gx, az - 41.5) - 9.15, 0.12, fp) * (az < 36 ? 1 : 0),
    );
    line = Math.max(line, clamp01(1 - Math.hypot(gx, az - 41.5) / Math.max(0.25, fp)));
    toward(out, white, line * 0.92);
    return 1;
  });
  for (let k = 0; k < 22; k++) {
    const home = k < 11;
    const gx = (hash(k, 1, 182) - 0.5) * 56 + Math.sin(t * 0.8 + k) * 1.5;
    const gz = cz + (hash(k, 2, 182) - 0.5) * 70 + (home ? -6 : 6) + Math.cos(t * 0.7 + k) * 1.5;
    const s = project(p, gx, gz);
    const h = 1.8 * s.scale;
    fillShape(
      c,
      boxAround(s.x + h * 0.25, s.y, h * 0.5, h * 0.2),
      (x, y) => (Math.hypot((x - s.x - h * 0.25) / 0.6, (y - s.y) / 0.15) - h) * 0.15,
      hex('#14301a'),
      0.4,
    );
    capsule(
      c,
      s.x,
      s.y - h * 0.2,
      s.x,
      s.y - h * 0.75,
      h * 0.22,
      home ? hex('#d8312f') : hex('#f2f2f2'),
    );
    disc(c, s.x, s.y - h * 0.95, h * 0.14, hex('#c89870'));
  }
  const ball = project(p, 4 + t * 2, cz + 3);
  disc(c, ball.x, ball.y - 0.002, 0.0035, white);
  drawStands(c, 0.318, 0.1);
}

function skiSlope(c: Canvas, t: number): void {
  const haze = hex('#d8e6f4');
  skyRows(c, [
    [0, hex('#1b4fa8')],
    [0.3, hex('#3f7fcf')],
    [0.55, hex('#a8cdef')],
  ]);
  drawSun(c, {
    x: 0.24,
    y: 0.14,
    r: 0.022,
    core: hex('#ffffff'),
    glow: hex('#fff6e0'),
    spread: 0.3,
    intensity: 0.65,
  });
  drawRange(c, {
    seed: 191,
    base: 0.56,
    amp: 0.26,
    freq: 2,
    rock: hex('#7d8aa0'),
    haze,
    fog: 0.3,
    sun: -0.8,
    sharp: 0.8,
    snow: 0.85,
  });
  drawRange(c, {
    seed: 192,
    base: 0.66,
    amp: 0.14,
    freq: 3,
    rock: hex('#66758c'),
    haze,
    fog: 0.15,
    sun: -0.8,
    sharp: 0.6,
    snow: 0.7,
  });
  drawForest(c, {
    seed: 193,
    base: (x) => 0.66 + 0.02 * fbm1(x * 3, 194, 2),
    height: 0.04,
    spacing: 0.007,
    color: hex('#25403c'),
    snow: hex('#e8eef6'),
    gaps: 0.35,
  });
  const slopeTop = (x: number): number =>
    0.5 + 0.4 * smoothstep(-0.8, 0.9, x) + 0.01 * fbm1(x * 8, 195, 3);
  const snowLit = hex('#f8fbff');
  const snowShade = hex('#b4c8e4');
  c.ridge(slopeTop, (x, y, top, slope, out) => {
    const mogul = noise2(x * 30, (y * 60) / (0.3 + y), 196);
    mixInto(
      out,
      snowLit,
      snowShade,
      clamp01(0.25 + slope * 0.2 + (mogul - 0.5) * 0.5 * smoothstep(top, top + 0.2, y)),
    );
    for (let k = 0; k < 3; k++) {
      const cx = -0.1 + k * 0.14 + 0.05 * Math.sin((y - top) * 25 + k * 2) * (y - top) * 3;
      const d = Math.abs(x - cx);
      toward(
        out,
        hex('#9fb4d0'),
        clamp01(1 - d / (0.0012 + (y - top) * 0.004)) * 0.5 * smoothstep(top, top + 0.03, y),
      );
    }
  });
  for (const [x0, y0, h] of [
    [-0.45, 0.62, 0.05],
    [-0.62, 0.72, 0.09],
    [-0.3, 0.98, 0.18],
    [0.42, 1.03, 0.22],
    [0.33, 1.02, 0.13],
  ] as const) {
    for (let k = 0; k < 5; k++)
      drawPine(
        c,
        x0 + k * h * 0.35,
        y0 + (k % 2) * h * 0.1,
        h * (0.8 + 0.3 * hash(k, 1, 197)),
        hex('#1f3a35'),
        hex('#eef3f8'),
      );
  }
  drawSkier(c, 0.04 + 0.05 * Math.sin(t * 1.4), 0.78 + t * 0.01, 0.05, hex('#e63946'), t);
  drawSkier(c, -0.16 + 0.04 * Math.sin(t * 1.4 + 2), 0.67 + t * 0.008, 0.03, hex('#1d7fd6'), t + 2);
}

function drawSkier(c: Canvas, x: number, y: number, h: number, jacket: Color, t: number): void {
  const lean = 0.25 * Math.sin(t * 1.4);
  fillShape(
    c,
    boxAround(x + h * 0.3, y + h * 0.05, h * 0.6, h * 0.1),
    (px, py) => (Math.hypot((px - x - h * 0.3) / 0.5, (py - y - h * 0.05) / 0.08) - h) * 0.08,
    hex('#8aa0c0'),
    0.4,
  );
  capsule(c, x - h * 0.45, y, x + h * 0.45, y - h * 0.05, h * 0.025, hex('#222222'));
  capsule(c, x, y - h * 0.05, x + lean * h * 0.4, y - h * 0.45, h * 0.07, hex('#30343c'));
  capsule(c, x + lean * h * 0.4, y - h * 0.45, x + lean * h * 0.6, y - h * 0.78, h * 0.1, jacket);
  disc(c, x + lean * h * 0.65, y - h * 0.95, h * 0.09, hex('#f0f0f0'));
  capsule(
    c,
    x + lean * h * 0.5,
    y - h * 0.7,
    x + h * 0.35,
    y - h * 0.15,
    h * 0.015,
    hex('#333333'),
  );
}

function sailingRegatta(c: Canvas, t: number): void {
  const p: Perspective = { yh: 0.54, camH: 4, focal: 1.2 };
  skyRows(c, [
    [0, hex('#2c6fc2')],
    [0.35, hex('#6fa8e0')],
    [0.54, hex('#d4e8f6')],
  ]);
  drawSun(c, {
    x: -0.22,
    y: 0.18,
    r: 0.022,
    core: hex('#ffffff'),
    glow: hex('#fff4d8'),
    spread: 0.3,
    intensity: 0.55,
  });
  drawClouds(c, {
    seed: 201,
    top: 0.2,
    horizon: p.yh,
    cover: 0.57,
    light: hex('#ffffff'),
    shade: hex('#a4b8d2'),
    opacity: 0.95,
    scale: 1.2,
    drift: t * 0.03,
  });
  drawRange(c, {
    seed: 202,
    base: p.yh,
    amp: 0.05,
    freq: 2.5,
    rock: hex('#6f8fa0'),
    haze: hex('#cfe0ee'),
    fog: 0.5,
    sun: 0.5,
    sharp: 0.2,
  });
  drawSea(c, {
    p,
    deep: hex('#0f4f86'),
    seed: 203,
    t,
    rough: 0.7,
    sunX: -0.22,
    sunY: 0.18,
    sunColor: hex('#fffbe8'),
    glitter: 0.06,
  });
  const boats = [
    { gx: -60, gz: 260, color: hex('#f4f4f4'), spin: hex('#e63946') },
    { gx: 25, gz: 210, color: hex('#f4f4f4'), spin: null },
    { gx: -20, gz: 150, color: hex('#fafafa'), spin: hex('#2a9df4') },
    { gx: 40, gz: 95, color: hex('#ffffff'), spin: hex('#f1c40f') },
    { gx: -12, gz: 55, color: hex('#ffffff'), spin: null },
  ];
  for (const b of boats) {
    const s = project(p, b.gx + t * 2.5, b.gz);
    drawSailboat(c, s.x, s.y, s.scale, b.color, b.spin);
  }
}

/** A sloop seen side-on: hull, mast, mainsail, jib and an optional spinnaker, plus a soft reflection. */
function drawSailboat(
  c: Canvas,
  x: number,
  y: number,
  m: number,
  sail: Color,
  spinnaker: Color | null,
): void {
  const hull = hex('#1d2b3a');
  const shade: Color = [sail[0] * 0.82, sail[1] * 0.85, sail[2] * 0.9];
  const mast = x + 0.5 * m;
  const draw = (dir: number, opacity: number, tint: number): void => {
    const k = (col: Color): Color => [col[0] * tint, col[1] * tint, col[2] * tint];
    const top = y - dir * 12 * m;
    triangle(
      c,
      mast + 0.15 * m,
      top,
      mast + 0.15 * m,
      y - dir * 1.6 * m,
      mast + 4.2 * m,
      y - dir * 1.6 * m,
      k(sail),
      opacity,
    );
    triangle(
      c,
      mast - 0.15 * m,
      y - dir * 10.5 * m,
      mast - 0.15 * m,
      y - dir * 1.5 * m,
      x - 4 * m,
      y - dir * 1.3 * m,
      k(shade),
      opacity,
    );
    // A coloured reaching sail flown from the masthead, bellied out ahead of the bow.
    if (spinnaker) {
      triangle(
        c,
        mast - 0.2 * m,
        top + dir * 0.6 * m,
        x - 7 * m,
        y - dir * 4.5 * m,
        x - 4.6 * m,
        y - dir * 1.4 * m,
        k(spinnaker),
        opacity,
      );
      triangle(
        c,
        mast - 0.2 * m,
        top + dir * 0.6 * m,
        x - 7 * m,
        y - dir * 4.5 * m,
        x - 6.2 * m,
        y - dir * 8 * m,
        k(spinnaker),
        opacity,
      );
    }
    rect(c, mast - 0.12 * m, Math.min(top, y), mast + 0.12 * m, Math.max(top, y), k(hull), opacity);
  };
  draw(-1, 0.25, 0.6);
  triangle(c, x - 4.5 * m, y - 1.1 * m, x + 4.8 * m, y - 1.2 * m, x + 3.3 * m, y, hull);
  triangle(c, x - 4.5 * m, y - 1.1 * m, x + 3.3 * m, y, x - 3.6 * m, y, hull);
  triangle(
    c,
    x - 3.6 * m,
    y + 0.1 * m,
    x - 12 * m,
    y + 0.25 * m,
    x - 3.6 * m,
    y + 0.5 * m,
    hex('#e8f2f8'),
    0.5,
  );
  draw(1, 1, 1);
}

// ───────────────────────────── scenes: ocean and nature ─────────────────────────────

function oceanWaves(c: Canvas, t: number): void {
  const p: Perspective = { yh: 0.5, camH: 2.5, focal: 1.2 };
  skyRows(c, [
    [0, hex('#241d4f')],
    [0.25, hex('#6b3a78')],
    [0.42, hex('#e0705a')],
    [0.5, hex('#ffc070')],
  ]);
  drawSun(c, {
    x: 0.05,
    y: 0.47,
    r: 0.04,
    core: hex('#fff2c8'),
    glow: hex('#ff9a50'),
    spread: 0.35,
    intensity: 1,
  });
  drawClouds(c, {
    seed: 211,
    top: 0.04,
    horizon: p.yh,
    cover: 0.6,
    light: hex('#ffb080'),
    shade: hex('#4f2c62'),
    opacity: 0.85,
    scale: 1.3,
    drift: t * 0.02,
    stretch: 6,
  });
  drawSea(c, {
    p,
    deep: hex('#1c2240'),
    seed: 212,
    t,
    rough: 1,
    sunX: 0.05,
    sunY: 0.47,
    sunColor: hex('#ffcf8a'),
    glitter: 0.04,
  });
}

function underwaterRays(c: Canvas, t: number): void {
  const water: Stops = [
    [0, hex('#4fc6d8')],
    [0.25, hex('#1a8aa8')],
    [0.6, hex('#0b4f74')],
    [1, hex('#05243c')],
  ];
  skyRows(c, water);
  const sand = hex('#c2b48a');
  const p: Perspective = { yh: 0.62, camH: 3, focal: 1.1 };
  const far = gradientAt(water, p.yh, [0, 0, 0]);
  c.ground(
    p,
    (gx, gz, _fp, out) => {
      const ripple = 0.9 + 0.1 * Math.sin(gz * 3 + 2 * noise2(gx * 0.5, gz * 0.5, 223));
      const net = Math.abs(noise2(gx * 0.9 + t * 0.2, gz * 0.9, 224) - 0.5);
      setRgb(out, sand, ripple * (0.85 + 0.6 * smoothstep(0.06, 0, net)));
      // Water swallows the far seabed into the same blue the water column has at that height.
      toward(out, far, clamp01(1 - Math.exp(-gz / 16)));
      return 1;
    },
    1,
  );
  drawRange(c, {
    seed: 225,
    base: 0.9,
    amp: 0.3,
    freq: 2.2,
    rock: hex('#143f52'),
    haze: hex('#0b4f74'),
    fog: 0.1,
    sun: -0.6,
    sharp: 0.3,
    bottom: 1,
  });
  const ray = hex('#c8fff6');
  c.paint(
    null,
    (x, y, out) => {
      const ang = Math.atan2(x - 0.1, y + 0.6);
      const beams = fbm1(ang * 14 + t * 0.15, 221, 4) ** 3 * 3.2;
      setRgb(out, ray);
      return beams * 0.35 * Math.exp(-y * 1.8);
    },
    'add',
  );
  const caustic = hex('#e8fffb');
  c.paint(
    { x0: c.left, y0: 0, x1: c.right, y1: 0.09 },
    (x, y, out) => {
      const n = Math.abs(noise2(x * 30 + t * 0.3, y * 60, 222) - 0.5);
      setRgb(out, caustic);
      return smoothstep(0.06, 0, n) * 0.45 * smoothstep(0.09, 0.0, y);
    },
    'add',
  );
  drawFishSchool(c, t);
  drawKelp(c, t);
  drawBubbles(c, t);
}

function drawFishSchool(c: Canvas, t: number): void {
  const fish = hex('#0b3550');
  for (let k = 0; k < 40; k++) {
    const x = -0.3 + hash(k, 1, 226) * 0.6 + t * 0.02 + Math.sin(t + k) * 0.005;
    const y = 0.32 + hash(k, 2, 226) * 0.16 + 0.04 * Math.sin(x * 8);
    const s = 0.008 + 0.006 * hash(k, 3, 226);
    fillShape(
      c,
      boxAround(x, y, s * 1.6, s),
      (px, py) => (Math.hypot((px - x) / 1.6, py - y) - s * 0.45) * 1,
      fish,
      0.8,
    );
    triangle(c, x - s * 1.4, y, x - s * 2.2, y - s * 0.5, x - s * 2.2, y + s * 0.5, fish, 0.8);
  }
}

function drawKelp(c: Canvas, t: number): void {
  const kelp = hex('#1f5a3a');
  for (let k = 0; k < 9; k++) {
    const x0 = -0.9 + k * 0.21 + hash(k, 1, 227) * 0.08;
    const h = 0.3 + 0.3 * hash(k, 2, 227);
    let px = x0;
    let py = 1.02;
    for (let s = 1; s <= 14; s++) {
      const q = s / 14;
      const nx = x0 + 0.03 * Math.sin(q * 5 + t * 1.2 + k) * q;
      const ny = 1.02 - h * q;
      capsule(c, px, py, nx, ny, 0.008 * (1 - q * 0.5), kelp, 0.9);
      px = nx;
      py = ny;
    }
  }
}

function drawBubbles(c: Canvas, t: number): void {
  const rim = hex('#d8fbff');
  for (let k = 0; k < 26; k++) {
    const x = (hash(k, 1, 228) - 0.5) * 1.6 + 0.01 * Math.sin(t * 3 + k);
    const y = mod(hash(k, 2, 228) * 1.2 - t * (0.08 + 0.06 * hash(k, 3, 228)), 1.2) - 0.1;
    const r = 0.004 + 0.008 * hash(k, 4, 228);
    fillShape(
      c,
      boxAround(x, y, r + c.px * 2),
      (px, py) => Math.abs(Math.hypot(px - x, py - y) - r) - c.px * 0.6,
      rim,
      0.6,
    );
  }
}

function forestLake(c: Canvas, t: number): void {
  const water = 0.63;
  const mist = hex('#e6e4dc');
  skyRows(c, [
    [0, hex('#8fb0cf')],
    [0.35, hex('#c4d4e0')],
    [0.6, hex('#f1e6d2')],
  ]);
  drawSun(c, {
    x: -0.12,
    y: 0.4,
    r: 0.024,
    core: hex('#fffaf0'),
    glow: hex('#ffe8c0'),
    spread: 0.35,
    intensity: 0.6,
  });
  drawRange(c, {
    seed: 231,
    base: water - 0.02,
    amp: 0.1,
    freq: 1.8,
    rock: hex('#7c93a8'),
    haze: mist,
    fog: 0.5,
    sun: 0.6,
    sharp: 0.3,
  });
  drawForest(c, {
    seed: 232,
    base: () => water - 0.01,
    height: 0.045,
    spacing: 0.006,
    color: hex('#61788a'),
    gaps: 0.1,
  });
  drawMist(c, water - 0.015, 0.012, mist, 0.6, 233, t);
  drawForest(c, {
    seed: 234,
    base: (x) => water + 0.002 + 0.004 * Math.sin(x * 3),
    height: 0.09,
    spacing: 0.009,
    color: hex('#2f4a42'),
    gaps: 0.15,
  });
  drawMist(c, water, 0.008, mist, 0.45, 235, t);
  c.paint({ x0: c.left, y0: water, x1: c.right, y1: 1 }, (_x, y, out) => {
    mixInto(out, hex('#b8c6cf'), hex('#33484c'), clamp01((y - water) / 0.35));
    return 1;
  });
  c.reflect(water + 0.003, 0.85, hex('#d0d8d8'), rippler(water, 0.04, 236, t));
  drawForest(c, {
    seed: 237,
    base: (x) => 1.0 + 0.03 * Math.sin(x * 5),
    height: 0.4,
    spacing: 0.09,
    color: hex('#14261f'),
    gaps: 0.45,
  });
}

function waterfallValley(c: Canvas, t: number): void {
  const haze = hex('#cfe0e4');
  skyRows(c, [
    [0, hex('#3e7cc4')],
    [0.35, hex('#8fbde0')],
    [0.55, hex('#dbeaf0')],
  ]);
  drawClouds(c, {
    seed: 241,
    top: 0.02,
    horizon: 0.5,
    cover: 0.6,
    light: hex('#ffffff'),
    shade: hex('#a8bccf'),
    opacity: 0.9,
    scale: 1.1,
    drift: t * 0.03,
  });
  drawRange(c, {
    seed: 242,
    base: 0.5,
    amp: 0.14,
    freq: 2,
    rock: hex('#7f96a8'),
    haze,
    fog: 0.45,
    sun: 0.6,
    sharp: 0.7,
    snow: 0.4,
  });
  const fallX = -0.03;
  const lip = 0.3;
  const pool = 0.74;
  for (const side of [-1, 1]) {
    const cliff = (x: number): number => {
      const s = (x - fallX) * side;
      return (
        lip -
        0.06 * smoothstep(0.02, 0.6, s) +
        0.015 * (fbm1(x * 8, 243 + side, 4) - 0.5) +
        (s < 0.012 ? 1 : 0)
      );
    };
    c.ridge(
      cliff,
      (x, y, top, slope, out) => {
        const rock = hex('#5a6258');
        const moss = hex('#4e7a3c');
        mixInto(out, rock, moss, smoothstep(0.5, 0.62, fbm2(x * 70, y * 45, 244, 4)) * 0.8);
        const lit =
          clamp(0.95 - slope * 0.3, 0.6, 1.2) * (0.75 + 0.35 * fbm2(x * 60, y * 15, 245, 3));
        out[0] *= lit;
        out[1] *= lit;
        out[2] *= lit;
        toward(
          out,
          hex('#2d4a2a'),
          smoothstep(top, top + 0.02, y) * smoothstep(top + 0.02, top, y) * 0.8,
        );
      },
      1,
      { spread: 0.1 },
    );
  }
  const white = hex('#f4fbff');
  c.paint({ x0: fallX - 0.05, y0: lip - 0.01, x1: fallX + 0.05, y1: pool }, (x, y, out) => {
    const spread = 0.02 + (y - lip) * 0.05;
    const d = Math.abs(x - fallX) / spread;
    if (d > 1.2) return 0;
    const streak = 0.6 + 0.4 * noise2(x * 260, y * 9 - t * 3, 246);
    mixInto(out, hex('#b8d4e0'), white, streak);
    return clamp01(((1 - d) * spread) / c.px + 0.5) * (0.75 + 0.25 * streak);
  });
  c.paint({ x0: c.left, y0: pool, x1: c.right, y1: 1 }, (x, y, out) => {
    mixInto(out, hex('#5a9aa8'), hex('#1d4a50'), clamp01((y - pool) / 0.25));
    const ring =
      0.08 *
      Math.sin(Math.hypot((x - fallX) * 3, (y - pool) * 10) * 60 - t * 4) *
      Math.exp(-Math.hypot(x - fallX, (y - pool) * 3) * 8);
    out[0] += ring;
    out[1] += ring;
    out[2] += ring;
    return 1;
  });
  c.paint(boxAround(fallX, pool, 0.35, 0.12), (x, y, out) => {
    setRgb(out, white);
    const q = Math.hypot((x - fallX) / 0.2, (y - pool) / 0.05);
    return Math.exp(-q * q) * (0.5 + 0.5 * fbm2(x * 20 + t * 0.3, y * 30, 247, 3));
  });
  drawGrove(c, 0.98, 248, t);
}

/** Round-crowned broadleaf trees framing the foreground. */
function drawGrove(c: Canvas, base: number, seed: number, t: number): void {
  const leaf = hex('#2f6a34');
  const light = hex('#5e9a44');
  for (let k = Math.floor(c.left / 0.09) - 1; k <= Math.ceil(c.right / 0.09) + 1; k++) {
    const x = k * 0.09 + hash(k, 1, seed) * 0.04;
    if (Math.abs(x + 0.03) < 0.12) continue;
    const r = 0.05 + 0.04 * hash(k, 2, seed);
    const cy = base - r * 1.2 - 0.05 * hash(k, 3, seed);
    rect(c, x - r * 0.08, cy, x + r * 0.08, 1.05, hex('#3b2a1e'));
    c.paint(boxAround(x, cy, r * 1.3), (px, py, out) => {
      const d = Math.hypot(px - x, (py - cy) * 1.1) / r;
      const lumps = 0.12 * (noise2(px * 90, py * 90, seed + k) - 0.5) + 0.03 * Math.sin(t * 2 + k);
      const cover = clamp01(((1 + lumps - d) * r) / c.px + 0.5);
      mixInto(out, leaf, light, clamp01(0.5 - ((px - x + py - cy) / r) * 0.6 + lumps));
      return cover;
    });
  }
}

// ───────────────────────────── scene catalogue ─────────────────────────────

type Theme = 'mountains' | 'space' | 'architecture' | 'travel' | 'sport' | 'ocean';

interface Scene {
  theme: Theme;
  draw: (c: Canvas, t: number) => void;
}

/** Order matters: cover-01 … cover-24 follow it, four variants per theme. */
const SCENES: readonly Scene[] = [
  { theme: 'mountains', draw: mountainDawn },
  { theme: 'mountains', draw: mountainNoon },
  { theme: 'mountains', draw: mountainDusk },
  { theme: 'mountains', draw: mountainSnow },
  { theme: 'space', draw: spaceNebula },
  { theme: 'space', draw: spaceRingedPlanet },
  { theme: 'space', draw: spaceMoonEarthrise },
  { theme: 'space', draw: spaceAurora },
  { theme: 'architecture', draw: cityNight },
  { theme: 'architecture', draw: cityGlassTowers },
  { theme: 'architecture', draw: bridgeSunset },
  { theme: 'architecture', draw: oldTownDomes },
  { theme: 'travel', draw: desertDunes },
  { theme: 'travel', draw: tropicalBeach },
  { theme: 'travel', draw: canyon },
  { theme: 'travel', draw: northernFjord },
  { theme: 'sport', draw: (c, t) => runningTrack(c, t) },
  { theme: 'sport', draw: footballPitch },
  { theme: 'sport', draw: skiSlope },
  { theme: 'sport', draw: sailingRegatta },
  { theme: 'ocean', draw: oceanWaves },
  { theme: 'ocean', draw: underwaterRays },
  { theme: 'ocean', draw: forestLake },
  { theme: 'ocean', draw: waterfallValley },
];

function sceneAt(index: number): Scene {
  const scene = SCENES[index];
  if (!scene) throw new Error(`no scene #${index + 1}`);
  return scene;
}

function renderScene(index: number, width: number, height: number, t = 0, camX = 0): Canvas {
  const c = new Canvas(width, height, camX);
  sceneAt(index).draw(c, t);
  return c;
}

// ───────────────────────────── ffmpeg ─────────────────────────────

const FFMPEG_MISSING = 'ffmpeg not found: apt-get install -y ffmpeg';

function requireFfmpeg(): void {
  for (const tool of ['ffmpeg', 'ffprobe']) {
    const probe = spawnSync(tool, ['-version'], { stdio: 'ignore' });
    if (probe.error || probe.status !== 0) {
      console.error(FFMPEG_MISSING);
      process.exit(1);
    }
  }
}

/** One ffmpeg process fed raw frames on stdin; stdout is collected (used for in-memory JPEGs). */
class Ffmpeg {
  private readonly child: ChildProcessByStdio<Writable, Readable, Readable>;
  private readonly chunks: Buffer[] = [];
  private stderr = '';
  private readonly exit: Promise<void>;

  constructor(args: readonly string[], label: string) {
    this.child = spawn('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stdout.on('data', (b: Buffer) => this.chunks.push(b));
    this.child.stderr.on('data', (b: Buffer) => {
      this.stderr += b.toString();
    });
    // A broken pipe only means ffmpeg stopped early; its exit status below says why.
    this.child.stdin.on('error', () => undefined);
    this.exit = new Promise((resolvePromise, reject) => {
      this.child.on('error', reject);
      this.child.on('close', (code) => {
        if (code === 0) resolvePromise();
        else reject(new Error(`ffmpeg failed for ${label} (exit ${code}): ${this.stderr.trim()}`));
      });
    });
    this.exit.catch(() => undefined);
  }

  /** Frames must be fresh buffers: ffmpeg may still be reading one while the next is rendered. */
  async write(frame: Buffer): Promise<void> {
    if (!this.child.stdin.write(frame))
      await Promise.race([once(this.child.stdin, 'drain'), this.exit]);
  }

  async finish(): Promise<Buffer> {
    this.child.stdin.end();
    await this.exit;
    return Buffer.concat(this.chunks);
  }
}

function rawInput(width: number, height: number, fps: number): string[] {
  return [
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${width}x${height}`,
    '-r',
    String(fps),
    '-i',
    'pipe:0',
  ];
}

async function encodeJpeg(
  rgb: Buffer,
  width: number,
  height: number,
  q: number,
  label: string,
): Promise<Buffer> {
  const ff = new Ffmpeg(
    [
      ...rawInput(width, height, 1),
      '-frames:v',
      '1',
      '-c:v',
      'mjpeg',
      '-pix_fmt',
      'yuvj420p',
      '-q:v',
      String(q),
      '-f',
      'mjpeg',
      'pipe:1',
    ],
    label,
  );
  await ff.write(rgb);
  return ff.finish();
}

/**
 * Picks the JPEG quantiser that lands inside a byte budget: procedural pictures vary a lot in
 * detail (a starfield versus a misty lake), so one fixed quality would miss the size targets.
 */
async function writeJpeg(
  path: string,
  rgb: Buffer,
  width: number,
  height: number,
  budget: readonly [number, number],
): Promise<void> {
  let q = 4;
  let jpeg = await encodeJpeg(rgb, width, height, q, path);
  while (jpeg.length > budget[1] && q < 31) {
    q += q < 8 ? 1 : 3;
    jpeg = await encodeJpeg(rgb, width, height, q, path);
  }
  while (jpeg.length < budget[0] && q > 2) {
    const better = await encodeJpeg(rgb, width, height, q - 1, path);
    if (better.length > budget[1]) break;
    q -= 1;
    jpeg = better;
  }
  writeFileSync(path, jpeg);
}

interface H264Options {
  crf: number;
  /** kbit/s cap; with a one-second buffer it bounds the file size (≈ maxrate × duration) */
  maxrate: number;
  preset?: string;
}

/**
 * x264 with a bitrate cap. One encoder thread: x264's frame threads make VBV-limited rate control
 * depend on timing, so two runs would produce different bytes. The renderer keeps the other core
 * busy anyway.
 */
function h264Output(o: H264Options, path: string, gop: number): string[] {
  return [
    ...['-an', '-c:v', 'libx264', '-preset', o.preset ?? 'medium', '-threads', '1'],
    ...['-crf', String(o.crf), '-maxrate', `${o.maxrate}k`, '-bufsize', `${o.maxrate}k`],
    ...['-g', String(gop), '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
    ...['-fflags', '+bitexact', path],
  ];
}

/**
 * VP9 in libvpx's realtime mode: three times faster than "good" at this size, with the same
 * quality at our bitrate (SSIM 0.996 against it). bitexact drops the muxing date from the WebM.
 */
function vp9Output(kbps: number, path: string, gop: number): string[] {
  return [
    ...['-an', '-c:v', 'libvpx-vp9', '-b:v', `${kbps}k`],
    ...['-maxrate', `${Math.round(kbps * 1.2)}k`, '-minrate', `${Math.round(kbps * 0.5)}k`],
    ...['-deadline', 'realtime', '-cpu-used', '5', '-row-mt', '1', '-tile-columns', '2'],
    ...['-g', String(gop), '-pix_fmt', 'yuv420p', '-fflags', '+bitexact', path],
  ];
}

/** Encodes frames produced one at a time, so a whole video never sits in memory. */
async function writeVideo(
  args: {
    path: string;
    width: number;
    height: number;
    fps: number;
    frames: number;
    output: string[];
  },
  frame: (n: number) => Buffer,
): Promise<void> {
  const ff = new Ffmpeg(
    [...rawInput(args.width, args.height, args.fps), ...args.output],
    args.path,
  );
  for (let n = 0; n < args.frames; n++) await ff.write(frame(n));
  await ff.finish();
}

/** Runs JPEG encodes next to the (single-threaded) renderer so both cores stay busy. */
class TaskPool {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly limit: number) {}

  async add(task: () => Promise<void>): Promise<void> {
    while (this.running.size >= this.limit) await Promise.race(this.running);
    const p: Promise<void> = task().finally(() => this.running.delete(p));
    this.running.add(p);
  }

  async drain(): Promise<void> {
    await Promise.all(this.running);
  }
}

// ───────────────────────────── flat outputs: covers, banners, trailer, previews ─────────────────────────────

/** Next to the script, whatever the working directory. */
const OUT_DIR = join(import.meta.dirname, '..', 'demo-media');

type Projection = 'flat' | 'equirect180' | 'equirect360';
type Stereo = 'mono' | 'sbs' | 'tb';

interface Output {
  path: string;
  projection: Projection;
  stereo: Stereo;
}

const outputs: Output[] = [];

/** Registers an output for the manifest and returns its absolute path (creating the folder). */
function outPath(path: string, projection: Projection = 'flat', stereo: Stereo = 'mono'): string {
  outputs.push({ path, projection, stereo });
  const abs = join(OUT_DIR, path);
  mkdirSync(dirname(abs), { recursive: true });
  return abs;
}

/** Stills get a little film grain: it hides 8-bit banding in the skies. Video frames stay clean
 * because grain costs bitrate and x264 would smear it anyway. */
const STILL_GRAIN = 1.2;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

async function writeCoversAndBanners(pool: TaskPool): Promise<void> {
  for (let k = 0; k < SCENES.length; k++) {
    const cover = renderScene(k, 480, 640);
    const coverRgb = toRgb24(cover.data, 480, 640, STILL_GRAIN);
    const coverPath = outPath(`covers/cover-${pad2(k + 1)}.jpg`);
    await pool.add(() => writeJpeg(coverPath, coverRgb, 480, 640, [18_000, 38_000]));
    const wide = renderScene(k, 960, 540);
    const wideRgb = toRgb24(wide.data, 960, 540, STILL_GRAIN);
    const widePath = outPath(`wide/wide-${pad2(k + 1)}.jpg`);
    await pool.add(() => writeJpeg(widePath, wideRgb, 960, 540, [34_000, 66_000]));
  }
}

/** One scene per theme, in theme order: mountains, space, architecture, travel, sport, ocean. */
const THEME_SCENES = [0, 5, 8, 13, 16, 21] as const;

/** Camera drift of each hover preview (scene units); the sport clip follows its runners. */
const PREVIEW_PANS: readonly (readonly [number, number])[] = [
  [-0.06, 0.06],
  [0.05, -0.05],
  [-0.06, 0.06],
  [-0.05, 0.07],
  [0, 0.75],
  [0.05, -0.05],
];

/**
 * The trailer pans each scene by exactly 2 px per frame: whole-pixel steps at a constant speed look
 * perfectly smooth and need no resampling, so each scene is rendered once as a wide strip.
 */
async function writeTrailer(): Promise<void> {
  const width = 1280;
  const height = 720;
  const fps = 30;
  const segment = 58;
  const fade = 15;
  const speed = 2;
  const strips = THEME_SCENES.map((k) =>
    toRgb24(
      renderScene(k, width + segment * speed, height).data,
      width + segment * speed,
      height,
      0,
    ),
  );
  const stripWidth = width + segment * speed;
  const frames = (strips.length - 1) * (segment - fade) + segment;
  const frameAt = (n: number): Buffer => {
    const out = Buffer.alloc(width * height * 3);
    strips.forEach((strip, k) => {
      const local = n - k * (segment - fade);
      if (local < 0 || local >= segment) return;
      const weight = k > 0 && local < fade ? smoothstep(0, fade, local + 0.5) : 1;
      const fadeOut = smoothstep(frames, frames - 12, n);
      blendRows(out, strip, stripWidth, local * speed, width, height, weight, fadeOut);
    });
    return out;
  };
  await writeJpeg(outPath('trailer-poster.jpg'), frameAt(0), width, height, [60_000, 160_000]);
  await writeVideo(
    {
      path: outPath('trailer.mp4'),
      width,
      height,
      fps,
      frames,
      output: h264Output({ crf: 23, maxrate: 1100 }, join(OUT_DIR, 'trailer.mp4'), fps * 2),
    },
    frameAt,
  );
}

/** out = out·(1−w) + window(strip)·w, then scaled by `gain` (for the final fade to black). */
function blendRows(
  out: Buffer,
  strip: Buffer,
  stripWidth: number,
  offset: number,
  width: number,
  height: number,
  w: number,
  gain: number,
): void {
  for (let j = 0; j < height; j++) {
    const src = (j * stripWidth + offset) * 3;
    const dst = j * width * 3;
    for (let k = 0; k < width * 3; k++) {
      const v = (out[dst + k] ?? 0) * (1 - w) + (strip[src + k] ?? 0) * w * gain;
      out[dst + k] = v + 0.5;
    }
  }
}

async function writePreviews(): Promise<void> {
  const width = 480;
  const height = 270;
  const fps = 24;
  const frames = fps * 3;
  for (let k = 0; k < THEME_SCENES.length; k++) {
    const scene = THEME_SCENES[k] ?? 0;
    const path = `previews/clip-${pad2(k + 1)}.mp4`;
    await writeVideo(
      {
        path,
        width,
        height,
        fps,
        frames,
        output: h264Output({ crf: 25, maxrate: 340 }, outPath(path), fps),
      },
      (n) => {
        const pan = PREVIEW_PANS[k] ?? [0, 0];
        const camX = lerp(pan[0], pan[1], n / (frames - 1));
        const c = renderScene(scene, width, height, n / fps, camX);
        return toRgb24(c.data, width, height, 0);
      },
    );
  }
}

// ───────────────────────────── VR: sky and valley at infinity ─────────────────────────────

type Vec3 = [number, number, number];

/**
 * Equirect canvases reuse the 2D Canvas with a 2:1 (360°) or 1:1 (180°) aspect, so x = lon / π and
 * y = 0.5 − lat / π: the ridge and tree helpers then work unchanged in longitude/latitude.
 */
function directionAt(x: number, y: number, out: Vec3): Vec3 {
  const lon = x * Math.PI;
  const lat = (0.5 - y) * Math.PI;
  const cl = Math.cos(lat);
  out[0] = cl * Math.sin(lon);
  out[1] = Math.sin(lat);
  out[2] = -cl * Math.cos(lon);
  return out;
}

function sunDirection(lonDeg: number, elevDeg: number): Vec3 {
  const lon = (lonDeg * Math.PI) / 180;
  const el = (elevDeg * Math.PI) / 180;
  return [Math.cos(el) * Math.sin(lon), Math.sin(el), -Math.cos(el) * Math.cos(lon)];
}

interface SkyLook {
  zenith: Color;
  horizon: Color;
  sunDir: Vec3;
  sunCore: Color;
  sunGlow: Color;
  glow: number;
  cloudLit: Color;
  cloudShade: Color;
  /** noise threshold: higher means fewer clouds */
  cloudCover: number;
  /** cloud drift, texels */
  cloudShift: number;
}

/** A tileable noise texture sampled through a plane projection, so clouds wrap around 360°. */
class CloudTexture {
  static readonly SIZE = 256;
  readonly data = new Float32Array(CloudTexture.SIZE * CloudTexture.SIZE);

  constructor(seed: number) {
    const n = CloudTexture.SIZE;
    for (let j = 0; j < n; j++) {
      for (let i = 0; i < n; i++)
        this.data[j * n + i] = fbm2Periodic((i / n) * 4, (j / n) * 4, seed, 6, 4);
    }
  }

  sample(u: number, v: number): number {
    const n = CloudTexture.SIZE;
    const fu = Math.floor(u);
    const fv = Math.floor(v);
    const a = u - fu;
    const b = v - fv;
    const i0 = fu & (n - 1);
    const j0 = fv & (n - 1);
    const i1 = (i0 + 1) & (n - 1);
    const j1 = (j0 + 1) & (n - 1);
    const d = this.data;
    const top = lerp(d[j0 * n + i0] ?? 0, d[j0 * n + i1] ?? 0, a);
    const bottom = lerp(d[j1 * n + i0] ?? 0, d[j1 * n + i1] ?? 0, a);
    return lerp(top, bottom, b);
  }
}

/** Sky radiance for a view direction: gradient, sun disc and halo, clouds on a plane overhead. */
function skyColor(
  s: SkyLook,
  clouds: CloudTexture,
  dx: number,
  dy: number,
  dz: number,
  pixAngle: number,
  out: Rgb,
): Rgb {
  const k = 1 - Math.max(dy, 0);
  mixInto(out, s.zenith, s.horizon, k * k * k);
  const cosA = dx * s.sunDir[0] + dy * s.sunDir[1] + dz * s.sunDir[2];
  // The tight bloom and the disc only matter within a few degrees of the sun: skip the maths elsewhere.
  const bloom = cosA > 0.97 ? 0.55 * Math.exp((cosA - 1) * 260) : 0;
  const halo = s.glow * (0.45 * Math.exp((cosA - 1) * 12) + bloom);
  out[0] += s.sunGlow[0] * halo;
  out[1] += s.sunGlow[1] * halo;
  out[2] += s.sunGlow[2] * halo;
  if (cosA > 0.999) {
    const theta = Math.sqrt(Math.max(0, 2 * (1 - cosA)));
    const disc = clamp01((0.0105 - theta) / pixAngle + 0.5);
    if (disc > 0) toward(out, s.sunCore, disc);
  }
  if (dy > 0.015) {
    const u = (dx / dy) * 70 + s.cloudShift;
    const v = (dz / dy) * 70;
    const n = clouds.sample(u, v);
    const density = smoothstep(s.cloudCover, s.cloudCover + 0.2, n) * smoothstep(0.015, 0.2, dy);
    if (density > 0) {
      const lit = clamp01(0.3 + 0.7 * (1 - (n - s.cloudCover) * 2.2));
      const r = lerp(s.cloudShade[0], s.cloudLit[0], lit) + s.sunGlow[0] * halo * 0.9;
      const g = lerp(s.cloudShade[1], s.cloudLit[1], lit) + s.sunGlow[1] * halo * 0.9;
      const b = lerp(s.cloudShade[2], s.cloudLit[2], lit) + s.sunGlow[2] * halo * 0.9;
      const a = density * 0.92;
      out[0] += (r - out[0]) * a;
      out[1] += (g - out[1]) * a;
      out[2] += (b - out[2]) * a;
    }
  }
  return out;
}

function paintSky(c: Canvas, s: SkyLook, clouds: CloudTexture): void {
  const dir: Vec3 = [0, 0, 0];
  const pixAngle = Math.PI * c.px;
  c.paint(null, (x, y, out) => {
    directionAt(x, y, dir);
    skyColor(s, clouds, dir[0], dir[1], dir[2], pixAngle, out);
    return 1;
  });
}

interface ValleyLook {
  haze: Color;
  far: Color;
  mid: Color;
  near: Color;
  meadow: Color;
  meadowDry: Color;
  pine: Color;
  river: Color;
}

const VALLEY_DAWN: ValleyLook = {
  haze: hex('#d9a894'),
  far: hex('#8a7a9a'),
  mid: hex('#4f5670'),
  near: hex('#34463e'),
  meadow: hex('#2c4228'),
  meadowDry: hex('#4d4a32'),
  pine: hex('#1c2a24'),
  river: hex('#7a7f9a'),
};

const VALLEY_DAY: ValleyLook = {
  haze: hex('#c6d9ea'),
  far: hex('#8ea0b8'),
  mid: hex('#5d7a6a'),
  near: hex('#4a6e3e'),
  meadow: hex('#5f8f3e'),
  meadowDry: hex('#a3a458'),
  pine: hex('#24412c'),
  river: hex('#5f8fb4'),
};

/** Mountain ranges at infinity, wrapping seamlessly around 360° (`period` features per turn). */
function drawValleyRanges(c: Canvas, look: ValleyLook): void {
  const bottom = 0.5035;
  drawRange(c, {
    seed: 501,
    base: 0.503,
    amp: 0.15,
    freq: 0,
    period: 14,
    rock: look.far,
    haze: look.haze,
    fog: 0.45,
    sun: 0.4,
    sharp: 0.75,
    snow: 0.45,
    mist: 0.7,
    bottom,
  });
  drawRange(c, {
    seed: 502,
    base: 0.5035,
    amp: 0.075,
    freq: 0,
    period: 22,
    rock: look.mid,
    haze: look.haze,
    fog: 0.25,
    sun: 0.4,
    sharp: 0.5,
    mist: 0.7,
    bottom,
  });
  drawRange(c, {
    seed: 503,
    base: 0.5035,
    amp: 0.035,
    freq: 0,
    period: 30,
    rock: look.near,
    haze: look.haze,
    fog: 0.1,
    sun: 0.4,
    sharp: 0.2,
    mist: 0.6,
    bottom,
  });
}

/** Viewer's eye height above the valley floor in the mono panorama (a small knoll). */
const VALLEY_EYE = 3;

/**
 * Meadow seen from above: patches of dry and green grass, then ever finer octaves that fade out
 * once a pixel (fp metres wide on the ground) is too coarse to show them, plus scattered flowers.
 */
function meadowColor(look: ValleyLook, gx: number, gz: number, fp: number, out: Rgb): Rgb {
  mixInto(out, look.meadow, look.meadowDry, smoothstep(0.45, 0.7, fbm2(gx / 60, gz / 60, 504, 3)));
  let k = 0.85 + 0.35 * (fbm2(gx / 9, gz / 9, 508, 2) - 0.5) * clamp01(1 - fp / 6);
  k += 0.25 * (noise2(gx / 1.3, gz / 1.3, 505) - 0.5) * clamp01(1 - fp / 0.8);
  k += 0.35 * (noise2(gx / 0.22, gz / 0.22, 509) - 0.5) * clamp01(1 - fp / 0.12);
  out[0] *= k;
  out[1] *= k;
  out[2] *= k;
  // One possible flower per 0.4 m cell, kept clear of the cell edges so a pixel checks one cell.
  const visible = clamp01(1 - fp / 0.08);
  if (visible > 0) {
    const ci = Math.floor(gx / 0.4);
    const cj = Math.floor(gz / 0.4);
    if (hash(ci, cj, 510) < 0.35) {
      const fx = (ci + 0.2 + 0.6 * hash(ci, cj, 512)) * 0.4;
      const fz = (cj + 0.2 + 0.6 * hash(ci, cj, 513)) * 0.4;
      const r = 0.025 + 0.025 * hash(ci, cj, 514);
      const cover = clamp01((r - Math.hypot(gx - fx, gz - fz)) / Math.max(fp, 0.004) + 0.5);
      const pick = hash(ci, cj, 511);
      toward(
        out,
        pick < 0.4 ? FLOWER_WHITE : pick < 0.75 ? FLOWER_YELLOW : FLOWER_VIOLET,
        cover * visible * 0.9,
      );
    }
  }
  return out;
}

const FLOWER_WHITE = hex('#f4f2ea');
const FLOWER_YELLOW = hex('#f2d64a');
const FLOWER_VIOLET = hex('#a27ad8');

function riverCenter(gz: number): number {
  return 40 * Math.sin(gz * 0.011) + 18 * Math.sin(gz * 0.027 + 1) - 90;
}

/** Meadow and a river below the horizon, by intersecting each view ray with the valley floor. */
function drawValleyFloor(c: Canvas, look: ValleyLook): void {
  const dir: Vec3 = [0, 0, 0];
  const pixAngle = Math.PI * c.px;
  c.paint({ x0: c.left, y0: 0.5, x1: c.right, y1: 1 }, (x, y, out) => {
    directionAt(x, y, dir);
    if (dir[1] >= 0) return 0;
    const t = VALLEY_EYE / -dir[1];
    const gx = dir[0] * t;
    const gz = dir[2] * t;
    const fp = (t * pixAngle) / Math.max(0.05, -dir[1]);
    meadowColor(look, gx, gz, fp, out);
    const d = Math.abs(gx - riverCenter(gz));
    toward(out, look.haze, smoothstep(6 + fp, 3 - fp, d) * 0.35);
    toward(out, look.river, smoothstep(4.5 + fp, 4.5 - fp, d) * 0.85);
    toward(out, look.haze, 1 - Math.exp(-t / 900));
    return 1;
  });
}

/** Pines scattered on the valley floor, drawn far to near; sizes follow from real distances. */
function drawValleyTrees(c: Canvas, look: ValleyLook): void {
  const trees: { lon: number; dist: number; h: number }[] = [];
  for (let k = 0; k < 420; k++) {
    const lon = (hash(k, 1, 506) * 2 - 1) * Math.PI;
    const dist = 30 + 700 * hash(k, 2, 506) ** 2;
    const gx = Math.sin(lon) * dist;
    const gz = -Math.cos(lon) * dist;
    if (Math.abs(gx - riverCenter(gz)) < 14 || fbm2(gx / 90, gz / 90, 507, 3) < 0.45) continue;
    trees.push({ lon, dist, h: 9 + 10 * hash(k, 3, 506) });
  }
  trees.sort((a, b) => b.dist - a.dist);
  for (const tree of trees) {
    const yBase = 0.5 + Math.atan(VALLEY_EYE / tree.dist) / Math.PI;
    const yTop = 0.5 - Math.atan((tree.h - VALLEY_EYE) / tree.dist) / Math.PI;
    const color = mixColor(look.pine, look.haze, 1 - Math.exp(-tree.dist / 900));
    for (const wrap of [-2, 0, 2]) {
      const x = tree.lon / Math.PI + wrap;
      if (x < c.left - 0.05 || x > c.right + 0.05) continue;
      drawPine(c, x, yBase, yBase - yTop, color);
    }
  }
}

/** The valley's terrain as a premultiplied layer with coverage, composited over an animated sky. */
function valleyTerrain(width: number, height: number, look: ValleyLook): Canvas {
  const c = new Canvas(width, height, 0, true);
  drawValleyFloor(c, look);
  drawValleyRanges(c, look);
  drawValleyTrees(c, look);
  return c;
}

const SKY_DAWN = {
  zenith: hex('#2c3a6e'),
  horizon: hex('#f2a47e'),
  glow: hex('#ffa260'),
  cloudLit: hex('#ffc8a8'),
  cloudShade: hex('#6a5a80'),
};
const SKY_DAY = {
  zenith: hex('#3372c4'),
  horizon: hex('#cfe3f3'),
  glow: hex('#fff0d0'),
  cloudLit: hex('#ffffff'),
  cloudShade: hex('#9aaec8'),
};

/** Time-lapse morning: s = 0 is first light, s = 1 mid-morning. */
function valleySky(s: number, shift: number): SkyLook {
  const elev = lerp(-3, 24, s);
  return {
    zenith: mixColor(SKY_DAWN.zenith, SKY_DAY.zenith, s),
    horizon: mixColor(SKY_DAWN.horizon, SKY_DAY.horizon, s),
    sunDir: sunDirection(-38 + 12 * s, elev),
    sunCore: hex('#fffaf0'),
    sunGlow: mixColor(SKY_DAWN.glow, SKY_DAY.glow, s),
    glow: lerp(0.9, 0.6, s),
    cloudLit: mixColor(SKY_DAWN.cloudLit, SKY_DAY.cloudLit, s),
    cloudShade: mixColor(SKY_DAWN.cloudShade, SKY_DAY.cloudShade, s),
    cloudCover: 0.52,
    cloudShift: shift,
  };
}

/**
 * Composites sky + terrain: terrain = lerp(dawn layer, day layer, s), sky only where the terrain
 * leaves it visible (about half the picture), which keeps a 1920×960 frame cheap.
 */
function valleyFrame(
  dawn: Canvas,
  day: Canvas,
  s: number,
  shift: number,
  clouds: CloudTexture,
): Float32Array {
  const { width, height } = dawn;
  const out = new Float32Array(width * height * 3);
  const sky = valleySky(s, shift);
  const alpha = dawn.alpha ?? new Float32Array(width * height).fill(1);
  const col: Rgb = [0, 0, 0];
  const pixAngle = Math.PI / height;
  // Directions factor into per-column and per-row terms (see directionAt): tabulate them once.
  const sinLon = Float64Array.from({ length: width }, (_v, i) => Math.sin(dawn.toX(i) * Math.PI));
  const cosLon = Float64Array.from({ length: width }, (_v, i) => Math.cos(dawn.toX(i) * Math.PI));
  for (let j = 0; j < height; j++) {
    const lat = (0.5 - dawn.toY(j)) * Math.PI;
    const cl = Math.cos(lat);
    const dy = Math.sin(lat);
    for (let i = 0; i < width; i++) {
      const p = j * width + i;
      const k = p * 3;
      const a = alpha[p] ?? 1;
      if (a > 0) {
        for (let ch = 0; ch < 3; ch++) {
          out[k + ch] = lerp(dawn.data[k + ch] ?? 0, day.data[k + ch] ?? 0, s);
        }
      }
      if (a >= 0.999) continue;
      skyColor(sky, clouds, cl * (sinLon[i] ?? 0), dy, -cl * (cosLon[i] ?? 0), pixAngle, col);
      out[k] = (out[k] ?? 0) + col[0] * (1 - a);
      out[k + 1] = (out[k + 1] ?? 0) + col[1] * (1 - a);
      out[k + 2] = (out[k + 2] ?? 0) + col[2] * (1 - a);
    }
  }
  return out;
}

// ───────────────────────────── VR: omni-directional stereo ray tracing ─────────────────────────────

interface SphereSolid {
  kind: 'sphere';
  x: number;
  y: number;
  z: number;
  r: number;
  color: Color;
  /** 0 = matte, 1 = mirror-like */
  gloss: number;
  /** self-illumination */
  glow: number;
}

interface CylinderSolid {
  kind: 'cylinder';
  x: number;
  z: number;
  r: number;
  y0: number;
  y1: number;
  color: Color;
  /** number of flutes around a column shaft, 0 for a plain cylinder */
  flutes: number;
}

type Solid = SphereSolid | CylinderSolid;

interface World {
  solids: Solid[];
  sun: Vec3;
  sunColor: Color;
  skyLight: Color;
  zenith: Color;
  haze: Color;
  groundY: number;
  plaza: number;
  tileA: Color;
  tileB: Color;
  grout: Color;
  /** colours of the meadow beyond the plaza */
  look: ValleyLook;
  /** distance at which fog reaches 63% */
  fog: number;
  /** which solids can shade which part of the ground; rebuilt by prepareWorld after solids move */
  shadows: ShadowGrid | null;
  /** solids standing on the ground, the only ones that darken it by contact */
  grounded: number[];
}

/**
 * Buckets solids by their shadow's footprint on the ground plane. A point is shaded by a solid only
 * if its projection along the sun direction onto the ground falls in that solid's footprint, so
 * each shading point tests a couple of solids instead of all of them.
 */
class ShadowGrid {
  static readonly CELL = 0.5;
  static readonly SIZE = 320;
  private readonly start = new Int32Array(ShadowGrid.SIZE * ShadowGrid.SIZE + 1);
  private readonly items: Int32Array;

  constructor(w: World, indices: readonly number[]) {
    const boxes = indices.map((k) => this.footprint(w, k));
    for (const box of boxes)
      this.visit(box, (cell) => (this.start[cell + 1] = (this.start[cell + 1] ?? 0) + 1));
    for (let c = 0; c < this.start.length - 1; c++)
      this.start[c + 1] = (this.start[c + 1] ?? 0) + (this.start[c] ?? 0);
    this.items = new Int32Array(this.start[this.start.length - 1] ?? 0);
    const fill = this.start.slice();
    boxes.forEach((box, n) => {
      this.visit(box, (cell) => {
        const at = fill[cell] ?? 0;
        this.items[at] = indices[n] ?? -1;
        fill[cell] = at + 1;
      });
    });
  }

  /** Cell of a ground point, or -1 outside the grid. */
  cellAt(x: number, z: number): number {
    const half = ShadowGrid.SIZE / 2;
    const i = Math.floor(x / ShadowGrid.CELL) + half;
    const j = Math.floor(z / ShadowGrid.CELL) + half;
    if (i < 0 || j < 0 || i >= ShadowGrid.SIZE || j >= ShadowGrid.SIZE) return -1;
    return j * ShadowGrid.SIZE + i;
  }

  from(cell: number): number {
    return this.start[cell] ?? 0;
  }

  to(cell: number): number {
    return this.start[cell + 1] ?? 0;
  }

  item(at: number): number {
    return this.items[at] ?? -1;
  }

  /** Ground bounding box (in cells) of a solid's bounding box projected along the sun. */
  private footprint(w: World, k: number): [number, number, number, number] {
    const s = w.solids[k];
    if (!s) return [1, 1, 0, 0];
    const y0 = s.kind === 'sphere' ? s.y - s.r : s.y0;
    const y1 = s.kind === 'sphere' ? s.y + s.r : s.y1;
    const lx = w.sun[0];
    const ly = w.sun[1];
    const lz = w.sun[2];
    const reach = (y1 - w.groundY) / Math.max(ly, 0.05);
    const margin = s.r + 0.1 + 0.012 * reach;
    let x0 = Infinity;
    let x1 = -Infinity;
    let z0 = Infinity;
    let z1 = -Infinity;
    for (const y of [y0, y1]) {
      const lift = (y - w.groundY) / Math.max(ly, 0.05);
      x0 = Math.min(x0, s.x - lx * lift);
      x1 = Math.max(x1, s.x - lx * lift);
      z0 = Math.min(z0, s.z - lz * lift);
      z1 = Math.max(z1, s.z - lz * lift);
    }
    const half = ShadowGrid.SIZE / 2;
    const cell = (v: number): number =>
      clamp(Math.floor(v / ShadowGrid.CELL) + half, 0, ShadowGrid.SIZE - 1);
    return [cell(x0 - margin), cell(z0 - margin), cell(x1 + margin), cell(z1 + margin)];
  }

  private visit(box: readonly [number, number, number, number], fn: (cell: number) => void): void {
    for (let j = box[1]; j <= box[3]; j++) {
      for (let i = box[0]; i <= box[2]; i++) fn(j * ShadowGrid.SIZE + i);
    }
  }
}

/** Rebuilds the lookup structures after solids were added or moved. */
function prepareWorld(w: World): void {
  w.shadows = new ShadowGrid(
    w,
    w.solids.map((_s, k) => k),
  );
  w.grounded = [];
  w.solids.forEach((s, k) => {
    const base = s.kind === 'sphere' ? s.y - s.r : s.y0;
    if (base - w.groundY < 0.05) w.grounded.push(k);
  });
}

/** Half the interpupillary distance, metres. */
const EYE_OFFSET = 0.032;

function intersect(
  s: Solid,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
): number {
  if (s.kind === 'sphere') {
    const lx = ox - s.x;
    const ly = oy - s.y;
    const lz = oz - s.z;
    const b = lx * dx + ly * dy + lz * dz;
    const disc = b * b - (lx * lx + ly * ly + lz * lz - s.r * s.r);
    if (disc < 0) return Infinity;
    const t = -b - Math.sqrt(disc);
    return t > 1e-4 ? t : Infinity;
  }
  const lx = ox - s.x;
  const lz = oz - s.z;
  const a = dx * dx + dz * dz;
  let best = Infinity;
  if (a > 1e-12) {
    const b = lx * dx + lz * dz;
    const disc = b * b - a * (lx * lx + lz * lz - s.r * s.r);
    if (disc >= 0) {
      const t = (-b - Math.sqrt(disc)) / a;
      const y = oy + t * dy;
      if (t > 1e-4 && y >= s.y0 && y <= s.y1) best = t;
    }
  }
  if (Math.abs(dy) > 1e-9) {
    const t = (s.y1 - oy) / dy;
    if (t > 1e-4 && t < best) {
      const px = lx + t * dx;
      const pz = lz + t * dz;
      if (px * px + pz * pz <= s.r * s.r) best = t;
    }
  }
  return best;
}

function normalAt(s: Solid, px: number, py: number, pz: number, out: Vec3): Vec3 {
  if (s.kind === 'sphere') {
    out[0] = (px - s.x) / s.r;
    out[1] = (py - s.y) / s.r;
    out[2] = (pz - s.z) / s.r;
  } else if (py >= s.y1 - 1e-5) {
    out[0] = 0;
    out[1] = 1;
    out[2] = 0;
  } else {
    out[0] = (px - s.x) / s.r;
    out[1] = 0;
    out[2] = (pz - s.z) / s.r;
  }
  return out;
}

/**
 * Soft sun shadow at a point: for each solid, how close the ray towards the sun passes to it,
 * compared with a penumbra that widens with distance (the sun is about 1° wide). Analytic, so
 * shadow edges need no extra samples.
 */
function sunVisibility(w: World, px: number, py: number, pz: number, skip: number): number {
  const grid = w.shadows;
  const lift = (py - w.groundY) / Math.max(w.sun[1], 0.05);
  const cell = grid ? grid.cellAt(px - w.sun[0] * lift, pz - w.sun[2] * lift) : -1;
  let vis = 1;
  if (grid && cell >= 0) {
    for (let at = grid.from(cell); at < grid.to(cell); at++) {
      const k = grid.item(at);
      if (k !== skip) vis *= 1 - blockage(w, k, px, py, pz);
    }
    return vis;
  }
  for (let k = 0; k < w.solids.length; k++) if (k !== skip) vis *= 1 - blockage(w, k, px, py, pz);
  return vis;
}

/** How much of the sun one solid hides from a point (0 = none, 1 = all). */
function blockage(w: World, k: number, px: number, py: number, pz: number): number {
  const s = w.solids[k];
  if (!s) return 0;
  const lx = w.sun[0];
  const ly = w.sun[1];
  const lz = w.sun[2];
  if (s.kind === 'sphere') {
    const cx = s.x - px;
    const cy = s.y - py;
    const cz = s.z - pz;
    const tc = cx * lx + cy * ly + cz * lz;
    if (tc <= 0) return 0;
    const d = Math.sqrt(Math.max(0, cx * cx + cy * cy + cz * cz - tc * tc));
    const pen = 0.012 * tc + 0.004;
    return smoothstep(s.r + pen, s.r - pen, d);
  }
  const hl = Math.hypot(lx, lz);
  if (hl < 1e-6) return 0;
  const ax = s.x - px;
  const az = s.z - pz;
  const along = (ax * lx + az * lz) / hl;
  if (along <= 0) return 0;
  const t = along / hl;
  const y = py + ly * t;
  const pen = 0.012 * t + 0.004;
  const d = Math.abs(ax * lz - az * lx) / hl;
  return (
    smoothstep(s.r + pen, s.r - pen, d) *
    smoothstep(s.y1 + pen, s.y1 - pen, y) *
    smoothstep(s.y0 - pen, s.y0 + pen, y)
  );
}

/** Contact darkening where columns and pedestals meet the ground. */
function groundOcclusion(w: World, px: number, pz: number): number {
  let ao = 1;
  for (const k of w.grounded) {
    const s = w.solids[k];
    if (!s) continue;
    const dx = px - s.x;
    const dz = pz - s.z;
    const reach = s.r + 2;
    if (dx * dx + dz * dz > reach * reach) continue;
    const d = Math.max(0, Math.sqrt(dx * dx + dz * dz) - s.r);
    ao *= 1 - 0.45 * Math.exp(-d / (0.25 + s.r * 0.5));
  }
  return ao;
}

const hitNormal: Vec3 = [0, 0, 0];

function shadeSolid(
  w: World,
  index: number,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  t: number,
  out: Rgb,
): void {
  const s = w.solids[index];
  if (!s) return;
  const px = ox + dx * t;
  const py = oy + dy * t;
  const pz = oz + dz * t;
  const n = normalAt(s, px, py, pz, hitNormal);
  const ndl = Math.max(0, n[0] * w.sun[0] + n[1] * w.sun[1] + n[2] * w.sun[2]);
  const vis = ndl > 0 ? sunVisibility(w, px, py, pz, index) : 0;
  let albedo = 1;
  if (s.kind === 'cylinder' && s.flutes > 0 && n[1] === 0)
    albedo = 0.86 + 0.14 * Math.abs(Math.cos(Math.atan2(n[2], n[0]) * s.flutes * 0.5));
  const up = 0.5 + 0.5 * n[1];
  for (let ch = 0; ch < 3; ch++) {
    const amb = (w.skyLight[ch] ?? 0) * (0.35 + 0.45 * up) + (w.tileA[ch] ?? 0) * 0.18 * (1 - up);
    out[ch] = s.color[ch]! * albedo * (amb + (w.sunColor[ch] ?? 0) * ndl * vis);
  }
  if (s.kind === 'sphere') {
    if (s.gloss > 0) {
      const dn = dx * n[0] + dy * n[1] + dz * n[2];
      const ry = dy - 2 * dn * n[1];
      const fres = s.gloss * (0.25 + 0.75 * (1 + dn) ** 4);
      const env: Color =
        ry > 0 ? mixColor(w.haze, w.zenith, Math.sqrt(ry)) : mixColor(w.tileA, w.haze, 0.3);
      toward(out, env, clamp01(fres));
      const rx = dx - 2 * dn * n[0];
      const rz = dz - 2 * dn * n[2];
      const spec =
        Math.max(0, rx * w.sun[0] + ry * w.sun[1] + rz * w.sun[2]) ** 90 * vis * s.gloss * 3;
      out[0] += w.sunColor[0] * spec;
      out[1] += w.sunColor[1] * spec;
      out[2] += w.sunColor[2] * spec;
    }
    if (s.glow > 0) {
      out[0] += s.color[0] * s.glow;
      out[1] += s.color[1] * s.glow;
      out[2] += s.color[2] * s.glow;
    }
  }
  toward(out, w.haze, 1 - Math.exp(-t / w.fog));
}

/** Stone plaza of concentric tile rings, then grass, then haze; `fp` is the pixel footprint. */
function shadeGround(w: World, px: number, pz: number, t: number, fp: number, out: Rgb): void {
  const r = Math.hypot(px, pz);
  const contrast = clamp01(1 - fp / 0.25);
  if (r < w.plaza) {
    const ringW = 1.1;
    const ring = Math.floor(r / ringW);
    const segments = Math.max(6, Math.round((TAU * (ring + 0.5) * ringW) / 1.25));
    const a = (Math.atan2(pz, px) / TAU + 1) * segments;
    const seg = Math.floor(a);
    const fr = r / ringW - ring;
    const fa = a - seg;
    const edge = Math.min(
      Math.min(fr, 1 - fr) * ringW,
      (Math.min(fa, 1 - fa) * (TAU * r)) / segments,
    );
    mixInto(out, w.tileA, w.tileB, ((ring + seg) & 1) * contrast);
    const vary =
      1 +
      ((hash(ring, mod(seg, segments), 601) - 0.5) * 0.12 +
        (fbm2(px * 2, pz * 2, 603, 3) - 0.5) * 0.12) *
        contrast;
    out[0] *= vary;
    out[1] *= vary;
    out[2] *= vary;
    toward(out, w.grout, lineCover(edge, 0.05, fp) * contrast);
  } else if (r < w.plaza + 0.8) {
    setRgb(out, w.grout, 1.1);
  } else {
    meadowColor(w.look, px, pz, fp, out);
  }
  const vis = r < 60 ? sunVisibility(w, px, w.groundY, pz, -1) : 1;
  const ao = r < 40 ? groundOcclusion(w, px, pz) : 1;
  for (let ch = 0; ch < 3; ch++)
    out[ch] =
      out[ch]! * ((w.skyLight[ch] ?? 0) * 0.55 * ao + (w.sunColor[ch] ?? 0) * w.sun[1] * vis);
  toward(out, w.haze, 1 - Math.exp(-t / w.fog));
}

interface EquirectView {
  width: number;
  height: number;
  lon0: number;
  lonSpan: number;
}

interface PixelRect {
  i0: number;
  i1: number;
  j0: number;
  j1: number;
}

/**
 * Every ray of one image column lies (to within the eye offset) in the vertical half-plane of
 * that longitude, so a solid can only be hit in the columns its longitude range covers.
 */
function columnCandidates(w: World, v: EquirectView): number[][] {
  const lists: number[][] = Array.from({ length: v.width }, () => []);
  const pix = v.lonSpan / v.width;
  w.solids.forEach((s, index) => {
    const dist = Math.hypot(s.x, s.z);
    const reach = s.r + 0.06;
    const half = dist <= reach ? Math.PI : Math.asin(reach / dist) + 2 * pix;
    const center = Math.atan2(s.x, -s.z);
    for (let i = 0; i < v.width; i++) {
      const lon = v.lon0 + ((i + 0.5) / v.width) * v.lonSpan;
      let d = Math.abs(lon - center);
      if (d > Math.PI) d = TAU - d;
      if (d <= half) lists[i]?.push(index);
    }
  });
  return lists;
}

const rayColor: Rgb = [0, 0, 0];
const odsScratch = new Float64Array(6);

/**
 * Origin and direction of the omni-directional-stereo ray through fractional pixel (fi, fj): the
 * eye sits EYE_OFFSET to the side of the centre, perpendicular to this column's viewing direction
 * (left eye: eye = −1). Near the poles the offset fades out so the zenith and nadir do not swirl.
 */
function odsRay(v: EquirectView, eye: number, fi: number, fj: number): Float64Array {
  const lon = v.lon0 + (fi / v.width) * v.lonSpan;
  const lat = Math.PI / 2 - (fj / v.height) * Math.PI;
  const cl = Math.cos(lat);
  const fade = smoothstep(0, 1, (Math.PI / 2 - Math.abs(lat)) / (Math.PI / 6));
  odsScratch[0] = eye * EYE_OFFSET * fade * Math.cos(lon);
  odsScratch[1] = 0;
  odsScratch[2] = eye * EYE_OFFSET * fade * Math.sin(lon);
  odsScratch[3] = cl * Math.sin(lon);
  odsScratch[4] = Math.sin(lat);
  odsScratch[5] = -cl * Math.cos(lon);
  return odsScratch;
}
/** Distance to whatever the last traceOds call hit (Infinity for the backdrop). */
let traceDepth = Infinity;

/** Traces one ODS ray (see odsRay) and shades what it hits; returns the hit id (-1 sky, -2 ground). */
function traceOds(
  w: World,
  v: EquirectView,
  cand: number[][],
  bg: Float32Array,
  eye: number,
  fi: number,
  fj: number,
  out: Rgb,
): number {
  const ray = odsRay(v, eye, fi, fj);
  const ox = ray[0] ?? 0;
  const oy = ray[1] ?? 0;
  const oz = ray[2] ?? 0;
  const dx = ray[3] ?? 0;
  const dy = ray[4] ?? 0;
  const dz = ray[5] ?? 0;
  const column = cand[clamp(Math.floor(fi), 0, v.width - 1)] ?? [];
  let best = Infinity;
  let hit = -1;
  for (const index of column) {
    const s = w.solids[index];
    if (!s) continue;
    const t = intersect(s, ox, oy, oz, dx, dy, dz);
    if (t < best) {
      best = t;
      hit = index;
    }
  }
  const tg = dy < 0 ? (w.groundY - oy) / dy : Infinity;
  traceDepth = Math.min(best, tg);
  if (hit >= 0 && best < tg) {
    shadeSolid(w, hit, ox, oy, oz, dx, dy, dz, best, out);
    return hit;
  }
  if (tg < Infinity) {
    const pixAngle = v.lonSpan / v.width;
    shadeGround(w, ox + dx * tg, oz + dz * tg, tg, (tg * pixAngle) / Math.max(0.12, -dy), out);
    return -2;
  }
  const k =
    (clamp(Math.floor(fj), 0, v.height - 1) * v.width + clamp(Math.floor(fi), 0, v.width - 1)) * 3;
  out[0] = bg[k] ?? 0;
  out[1] = bg[k + 1] ?? 0;
  out[2] = bg[k + 2] ?? 0;
  return -1;
}

const SUBPIXELS = [
  [0.25, 0.25],
  [0.75, 0.25],
  [0.25, 0.75],
  [0.75, 0.75],
] as const;

/**
 * Renders one eye into `out` (w×h×3) and `ids`: one ray per pixel, then 4 rays for pixels whose
 * neighbours hit something else, which anti-aliases silhouettes at a fraction of full supersampling.
 */
interface EyeImage {
  color: Float32Array;
  ids: Int32Array;
  depth: Float32Array;
}

function newEyeImage(v: EquirectView): EyeImage {
  const n = v.width * v.height;
  return { color: new Float32Array(n * 3), ids: new Int32Array(n), depth: new Float32Array(n) };
}

function copyEyeImage(e: EyeImage): EyeImage {
  return { color: e.color.slice(), ids: e.ids.slice(), depth: e.depth.slice() };
}

function traceInto(
  w: World,
  v: EquirectView,
  cand: number[][],
  bg: Float32Array,
  eye: number,
  img: EyeImage,
  i: number,
  j: number,
): void {
  const p = j * v.width + i;
  img.ids[p] = traceOds(w, v, cand, bg, eye, i + 0.5, j + 0.5, rayColor);
  img.depth[p] = traceDepth;
  img.color[p * 3] = rayColor[0];
  img.color[p * 3 + 1] = rayColor[1];
  img.color[p * 3 + 2] = rayColor[2];
}

/** 4 rays for one pixel, used where neighbouring pixels hit different things. */
function supersample(
  w: World,
  v: EquirectView,
  cand: number[][],
  bg: Float32Array,
  eye: number,
  img: EyeImage,
  i: number,
  j: number,
): void {
  const p = j * v.width + i;
  let r = 0;
  let g = 0;
  let b = 0;
  for (const [sx, sy] of SUBPIXELS) {
    traceOds(w, v, cand, bg, eye, i + sx, j + sy, rayColor);
    r += rayColor[0] / 4;
    g += rayColor[1] / 4;
    b += rayColor[2] / 4;
  }
  img.color[p * 3] = r;
  img.color[p * 3 + 1] = g;
  img.color[p * 3 + 2] = b;
}

function isEdge(v: EquirectView, ids: Int32Array, i: number, j: number): boolean {
  const p = j * v.width + i;
  const id = ids[p];
  return (
    (i > 0 && ids[p - 1] !== id) ||
    (i < v.width - 1 && ids[p + 1] !== id) ||
    (j > 0 && ids[p - v.width] !== id) ||
    (j < v.height - 1 && ids[p + v.width] !== id)
  );
}

/**
 * Renders one eye: one ray per pixel, then 4 rays for pixels whose neighbours hit something else,
 * which anti-aliases silhouettes at a fraction of the cost of full supersampling.
 */
function renderEye(
  w: World,
  v: EquirectView,
  cand: number[][],
  bg: Float32Array,
  eye: number,
  img: EyeImage,
): void {
  for (let j = 0; j < v.height; j++)
    for (let i = 0; i < v.width; i++) traceInto(w, v, cand, bg, eye, img, i, j);
  for (let j = 0; j < v.height; j++) {
    for (let i = 0; i < v.width; i++)
      if (isEdge(v, img.ids, i, j)) supersample(w, v, cand, bg, eye, img, i, j);
  }
}

/**
 * Brings a copy of the static image up to date with moving spheres inside `rect`: a pixel is
 * re-traced only if a moving sphere is in front of what the static image shows there, or shades it.
 */
function updateEye(
  w: World,
  v: EquirectView,
  cand: number[][],
  bg: Float32Array,
  eye: number,
  img: EyeImage,
  still: EyeImage,
  moving: readonly number[],
  rect: PixelRect,
): void {
  const touched = new Uint8Array((rect.i1 - rect.i0 + 1) * (rect.j1 - rect.j0 + 1));
  const rw = rect.i1 - rect.i0 + 1;
  for (let j = rect.j0; j <= rect.j1; j++) {
    for (let i = rect.i0; i <= rect.i1; i++) {
      const p = j * v.width + i;
      const ray = odsRay(v, eye, i + 0.5, j + 0.5);
      const ox = ray[0] ?? 0;
      const oy = ray[1] ?? 0;
      const oz = ray[2] ?? 0;
      const dx = ray[3] ?? 0;
      const dy = ray[4] ?? 0;
      const dz = ray[5] ?? 0;
      const depth = still.depth[p] ?? Infinity;
      let hit = false;
      for (const k of moving) {
        const s = w.solids[k];
        if (s && intersect(s, ox, oy, oz, dx, dy, dz) < depth) hit = true;
      }
      if (!hit && depth < Infinity) {
        const px = ox + dx * depth;
        const py = oy + dy * depth;
        const pz = oz + dz * depth;
        for (const k of moving) if (blockage(w, k, px, py, pz) > 0.002) hit = true;
      }
      if (!hit) continue;
      touched[(j - rect.j0) * rw + (i - rect.i0)] = 1;
      traceInto(w, v, cand, bg, eye, img, i, j);
    }
  }
  const rh = rect.j1 - rect.j0 + 1;
  for (let jj = 0; jj < rh; jj++) {
    for (let ii = 0; ii < rw; ii++) {
      const q = jj * rw + ii;
      const nearTouched =
        touched[q] === 1 ||
        (ii > 0 && touched[q - 1] === 1) ||
        (ii < rw - 1 && touched[q + 1] === 1) ||
        (jj > 0 && touched[q - rw] === 1) ||
        (jj < rh - 1 && touched[q + rw] === 1);
      if (nearTouched && isEdge(v, img.ids, ii + rect.i0, jj + rect.j0)) {
        supersample(w, v, cand, bg, eye, img, ii + rect.i0, jj + rect.j0);
      }
    }
  }
}

// ───────────────────────────── VR: worlds ─────────────────────────────

function blendLook(a: ValleyLook, b: ValleyLook, s: number): ValleyLook {
  return {
    haze: mixColor(a.haze, b.haze, s),
    far: mixColor(a.far, b.far, s),
    mid: mixColor(a.mid, b.mid, s),
    near: mixColor(a.near, b.near, s),
    meadow: mixColor(a.meadow, b.meadow, s),
    meadowDry: mixColor(a.meadowDry, b.meadowDry, s),
    pine: mixColor(a.pine, b.pine, s),
    river: mixColor(a.river, b.river, s),
  };
}

/** A classical column: fluted shaft between a wider base and capital. */
function addColumn(
  solids: Solid[],
  x: number,
  z: number,
  r: number,
  y0: number,
  y1: number,
  color: Color,
): void {
  solids.push({ kind: 'cylinder', x, z, r: r * 1.35, y0, y1: y0 + 0.28, color, flutes: 0 });
  solids.push({ kind: 'cylinder', x, z, r, y0, y1, color, flutes: 20 });
  solids.push({ kind: 'cylinder', x, z, r: r * 1.4, y0: y1, y1: y1 + 0.22, color, flutes: 0 });
}

function sphere(
  x: number,
  y: number,
  z: number,
  r: number,
  color: Color,
  gloss = 0,
  glow = 0,
): SphereSolid {
  return { kind: 'sphere', x, y, z, r, color, gloss, glow };
}

/** Position at a bearing (degrees, 0 = straight ahead, clockwise) and horizontal distance. */
function at(bearingDeg: number, dist: number): { x: number; z: number } {
  const a = (bearingDeg * Math.PI) / 180;
  return { x: Math.sin(a) * dist, z: -Math.cos(a) * dist };
}

function baseWorld(sky: SkyLook, look: ValleyLook, sunColor: Color): World {
  return {
    solids: [],
    sun: sky.sunDir,
    sunColor,
    skyLight: mixColor(sky.zenith, sky.horizon, 0.4),
    zenith: sky.zenith,
    haze: look.haze,
    groundY: -1.6,
    plaza: 9,
    tileA: hex('#cdc4b4'),
    tileB: hex('#bdb3a2'),
    grout: hex('#8d8578'),
    look,
    fog: 700,
    shadows: null,
    grounded: [],
  };
}

/** 360° stereo: a ring of columns around the viewer, floating spheres inside, obelisks beyond. */
function templeWorld(sky: SkyLook, look: ValleyLook): World {
  const w = baseWorld(sky, look, hex('#fff1dc'));
  const marble = hex('#eee7da');
  for (let k = 0; k < 12; k++) {
    const p = at(k * 30 + 15, 6.5);
    addColumn(w.solids, p.x, p.z, 0.28, -1.6, 2.4, marble);
  }
  const orbs: [number, number, number, number, string, number][] = [
    [0, 2.6, -0.25, 0.32, '#d4a93a', 0.8],
    [55, 3.6, 0.45, 0.4, '#3d7fd1', 0.6],
    [110, 2.2, -0.7, 0.26, '#d8473a', 0.2],
    [170, 4.2, 0.1, 0.45, '#f2f2f2', 0.9],
    [235, 3, -0.4, 0.3, '#2aa18f', 0.5],
    [295, 2.4, 0.6, 0.28, '#f08a2c', 0.3],
    [330, 4.6, -0.9, 0.5, '#8a5ad0', 0.6],
  ];
  for (const [bearing, dist, y, r, color, gloss] of orbs) {
    const p = at(bearing, dist);
    w.solids.push(sphere(p.x, y, p.z, r, hex(color), gloss));
  }
  for (let k = 0; k < 8; k++) {
    const p = at(k * 45 + 5, 16 + 10 * hash(k, 1, 611));
    w.solids.push({
      kind: 'cylinder',
      x: p.x,
      z: p.z,
      r: 0.35,
      y0: -1.6,
      y1: 4 + 3 * hash(k, 2, 611),
      color: hex('#cfc4b0'),
      flutes: 0,
    });
  }
  return w;
}

/** 180° stereo still: two rows of pedestals with spheres receding into a golden-hour garden. */
function gardenWorld(sky: SkyLook, look: ValleyLook): World {
  const w = baseWorld(sky, look, hex('#ffd6a0'));
  const colors = [
    '#d4a93a',
    '#3d7fd1',
    '#e8e8e8',
    '#d8473a',
    '#2aa18f',
    '#f08a2c',
    '#8a5ad0',
    '#c9c9c9',
    '#5fb0e8',
    '#e0c060',
  ];
  for (let k = 0; k < 10; k++) {
    const side = k % 2 === 0 ? -1 : 1;
    const depth = 2.2 + Math.floor(k / 2) * 2.6;
    const x = side * (1.5 + 0.2 * hash(k, 1, 621));
    const top = -1.6 + 0.95;
    w.solids.push({
      kind: 'cylinder',
      x,
      z: -depth,
      r: 0.3,
      y0: -1.6,
      y1: top,
      color: hex('#e9e2d4'),
      flutes: 0,
    });
    const r = 0.24 + 0.1 * hash(k, 2, 621);
    w.solids.push(
      sphere(x, top + r, -depth, r, hex(colors[k] ?? '#ffffff'), 0.4 + 0.5 * hash(k, 3, 621)),
    );
  }
  w.solids.push(sphere(0.35, 0.05, -1.5, 0.22, hex('#f4f4f4'), 0.95));
  w.solids.push(sphere(-0.6, 0.6, -3.2, 0.35, hex('#f0b040'), 0.3, 0.15));
  for (let k = 0; k < 6; k++) {
    const p = at(-75 + k * 30, 18 + 8 * hash(k, 4, 621));
    addColumn(w.solids, p.x, p.z, 0.35, -1.6, 3.5 + 2 * hash(k, 5, 621), hex('#e3d9c8'));
  }
  return w;
}

const ORBIT_SECONDS = 5;

/** 180° stereo video: three spheres orbit a lit pedestal, swinging from 1.9 m to 5 m away. */
function orbitWorld(
  sky: SkyLook,
  look: ValleyLook,
): { world: World; moving: SphereSolid[]; place: (t: number) => void } {
  const w = baseWorld(sky, look, hex('#ece2d0'));
  w.solids.push({
    kind: 'cylinder',
    x: 0,
    z: -3.5,
    r: 0.35,
    y0: -1.6,
    y1: -0.7,
    color: hex('#e9e2d4'),
    flutes: 0,
  });
  w.solids.push(sphere(0, -0.35, -3.5, 0.35, hex('#ffd27a'), 0.2, 0.6));
  for (const x of [-5, -2.6, 2.6, 5])
    addColumn(w.solids, x, -9 - Math.abs(x) * 0.3, 0.3, -1.6, 2.8, hex('#eee7da'));
  const moving = [
    sphere(0, 0, 0, 0.3, hex('#3d7fd1'), 0.7),
    sphere(0, 0, 0, 0.26, hex('#d8473a'), 0.4),
    sphere(0, 0, 0, 0.22, hex('#f2f2f2'), 0.9),
  ];
  w.solids.push(...moving);
  const place = (t: number): void => {
    moving.forEach((s, k) => {
      const a = (t / ORBIT_SECONDS) * TAU + (k * TAU) / 3;
      const radius = 1.55 + 0.1 * k;
      s.x = Math.sin(a) * radius;
      s.z = -3.5 + Math.cos(a) * radius;
      s.y = -0.35 + 0.35 * Math.sin(a * 2 + k);
    });
  };
  place(0);
  return { world: w, moving, place };
}

/** Screen rectangle (with margin for parallax and penumbra) that a moving sphere can touch. */
function sphereRect(w: World, v: EquirectView, s: SphereSolid): PixelRect {
  let i0 = Infinity;
  let i1 = -Infinity;
  let j0 = Infinity;
  let j1 = -Infinity;
  const addPoint = (x: number, y: number, z: number): void => {
    const lon = Math.atan2(x, -z);
    const lat = Math.atan2(y, Math.hypot(x, z));
    const i = ((lon - v.lon0) / v.lonSpan) * v.width;
    const j = ((Math.PI / 2 - lat) / Math.PI) * v.height;
    i0 = Math.min(i0, i);
    i1 = Math.max(i1, i);
    j0 = Math.min(j0, j);
    j1 = Math.max(j1, j);
  };
  for (let a = 0; a < 12; a++) {
    for (let b = -2; b <= 2; b++) {
      const th = (a / 12) * TAU;
      const ph = (b / 2) * (Math.PI / 2.2);
      const r = s.r * 1.05;
      addPoint(
        s.x + r * Math.cos(ph) * Math.cos(th),
        s.y + r * Math.sin(ph),
        s.z + r * Math.cos(ph) * Math.sin(th),
      );
    }
  }
  const lift = (s.y - w.groundY) / Math.max(0.1, w.sun[1]);
  const sx = s.x - w.sun[0] * lift;
  const sz = s.z - w.sun[2] * lift;
  const spread = s.r / Math.max(0.3, w.sun[1]) + 0.03 * lift + 0.2;
  for (let a = 0; a < 16; a++) {
    const th = (a / 16) * TAU;
    addPoint(sx + spread * Math.cos(th), w.groundY, sz + spread * Math.sin(th));
  }
  const pad =
    8 + (EYE_OFFSET / Math.max(0.5, Math.hypot(s.x, s.z) - s.r)) * (v.width / v.lonSpan) * 2;
  return {
    i0: clamp(Math.floor(i0 - pad), 0, v.width - 1),
    i1: clamp(Math.ceil(i1 + pad), 0, v.width - 1),
    j0: clamp(Math.floor(j0 - pad), 0, v.height - 1),
    j1: clamp(Math.ceil(j1 + pad), 0, v.height - 1),
  };
}

/** Sky and mountains at infinity: identical for both eyes because they carry no parallax. */
function stereoBackdrop(
  width: number,
  height: number,
  sky: SkyLook,
  look: ValleyLook,
  clouds: CloudTexture,
): Canvas {
  const bg = new Canvas(width, height);
  paintSky(bg, sky, clouds);
  drawValleyRanges(bg, look);
  return bg;
}

function afternoonSky(sunLon: number, sunElev: number, s: number): SkyLook {
  return { ...valleySky(s, 40), sunDir: sunDirection(sunLon, sunElev), cloudCover: 0.56 };
}

// ───────────────────────────── VR outputs ─────────────────────────────

async function writePanoramas(clouds: CloudTexture): Promise<void> {
  const look = blendLook(VALLEY_DAWN, VALLEY_DAY, 0.6);
  const terrain = valleyTerrain(2048, 1024, look);
  const pano = valleyFrame(terrain, terrain, 0.6, 0, clouds);
  await writeJpeg(
    outPath('media/pano-360-mono.jpg', 'equirect360', 'mono'),
    toRgb24(pano, 2048, 1024, STILL_GRAIN),
    2048,
    1024,
    [250_000, 560_000],
  );

  const templeSky = afternoonSky(60, 45, 0.85);
  const dayLook = blendLook(VALLEY_DAWN, VALLEY_DAY, 0.85);
  const v360: EquirectView = { width: 2048, height: 1024, lon0: -Math.PI, lonSpan: TAU };
  const temple = renderStereo(
    templeWorld(templeSky, dayLook),
    v360,
    stereoBackdrop(2048, 1024, templeSky, dayLook, clouds),
  );
  await writeJpeg(
    outPath('media/pano-360-stereo-tb.jpg', 'equirect360', 'tb'),
    stackEyes(temple, v360, 'tb', STILL_GRAIN),
    2048,
    2048,
    [450_000, 900_000],
  );

  const gardenSky = afternoonSky(-125, 20, 0.4);
  const goldLook = blendLook(VALLEY_DAWN, VALLEY_DAY, 0.3);
  const v180: EquirectView = { width: 1024, height: 1024, lon0: -Math.PI / 2, lonSpan: Math.PI };
  const garden = renderStereo(
    gardenWorld(gardenSky, goldLook),
    v180,
    stereoBackdrop(1024, 1024, gardenSky, goldLook, clouds),
  );
  await writeJpeg(
    outPath('media/pano-180-stereo-sbs.jpg', 'equirect180', 'sbs'),
    stackEyes(garden, v180, 'sbs', STILL_GRAIN),
    2048,
    1024,
    [250_000, 600_000],
  );
}

interface EyePair {
  left: EyeImage;
  right: EyeImage;
}

function renderStereo(world: World, v: EquirectView, bg: Canvas): EyePair {
  prepareWorld(world);
  const cand = columnCandidates(world, v);
  const pair: EyePair = { left: newEyeImage(v), right: newEyeImage(v) };
  renderEye(world, v, cand, bg.data, -1, pair.left);
  renderEye(world, v, cand, bg.data, 1, pair.right);
  return pair;
}

/** Top-bottom puts the left eye on top; side-by-side puts it on the left. */
function stackEyes(pair: EyePair, v: EquirectView, layout: 'tb' | 'sbs', grain: number): Buffer {
  const left = toRgb24(pair.left.color, v.width, v.height, grain);
  const right = toRgb24(pair.right.color, v.width, v.height, grain);
  if (layout === 'tb') return Buffer.concat([left, right]);
  const out = Buffer.allocUnsafe(left.length * 2);
  const row = v.width * 3;
  for (let j = 0; j < v.height; j++) {
    left.copy(out, j * row * 2, j * row, (j + 1) * row);
    right.copy(out, j * row * 2 + row, j * row, (j + 1) * row);
  }
  return out;
}

/** Time-lapse sunrise over the valley; only the sky is recomputed per frame. */
async function writeVideo360(clouds: CloudTexture): Promise<void> {
  const width = 1920;
  const height = 960;
  const fps = 30;
  const frames = fps * 6;
  const dawn = valleyTerrain(width, height, VALLEY_DAWN);
  const day = valleyTerrain(width, height, VALLEY_DAY);
  const path = 'media/video-360-mono.mp4';
  await writeVideo(
    {
      path,
      width,
      height,
      fps,
      frames,
      output: h264Output(
        { crf: 24, maxrate: 2400, preset: 'fast' },
        outPath(path, 'equirect360', 'mono'),
        fps * 2,
      ),
    },
    (n) => {
      const s = smoothstep(0, 1, n / (frames - 1)) * 0.9 + 0.05;
      return toRgb24(valleyFrame(dawn, day, s, n * 0.35, clouds), width, height, 0);
    },
  );
}

/** Orbiting spheres in 180° stereo: the static world is traced once, moving parts per frame. */
async function writeVideo180(clouds: CloudTexture): Promise<void> {
  const eye = 1024;
  const fps = 30;
  const frames = fps * ORBIT_SECONDS;
  const v: EquirectView = { width: eye, height: eye, lon0: -Math.PI / 2, lonSpan: Math.PI };
  const sky = afternoonSky(35, 40, 0.9);
  const look = blendLook(VALLEY_DAWN, VALLEY_DAY, 0.9);
  const bg = stereoBackdrop(eye, eye, sky, look, clouds);
  const { world, moving, place } = orbitWorld(sky, look);
  const all = world.solids;
  world.solids = all.filter((s) => !moving.some((m) => m === s));
  const still = renderStereo(world, v, bg);
  world.solids = all;
  const movingIndices = moving.map((m) => all.indexOf(m));
  const path = 'media/video-180-stereo-sbs.webm';
  const output = vp9Output(2600, outPath(path, 'equirect180', 'sbs'), fps * 2);
  await writeVideo({ path, width: eye * 2, height: eye, fps, frames, output }, (n) => {
    place(n / fps);
    prepareWorld(world);
    const cand = columnCandidates(world, v);
    const pair: EyePair = { left: copyEyeImage(still.left), right: copyEyeImage(still.right) };
    // Each sphere only needs its own rectangle checked: a pixel it touches is then traced in
    // full, so overlaps between spheres still resolve correctly.
    moving.forEach((s, k) => {
      const rect = sphereRect(world, v, s);
      const mine = [movingIndices[k] ?? -1];
      updateEye(world, v, cand, bg.data, -1, pair.left, still.left, mine, rect);
      updateEye(world, v, cand, bg.data, 1, pair.right, still.right, mine, rect);
    });
    return stackEyes(pair, v, 'sbs', 0);
  });
}

/** Tracking shot along the home straight: the stadium is rendered once as a strip and panned. */
async function writeFlatVideo(): Promise<void> {
  const width = 1280;
  const height = 720;
  const fps = 30;
  const frames = fps * 5;
  const speed = 6;
  const startX = -0.45;
  const stripWidth = width + speed * frames;
  const strip = new Canvas(stripWidth, height, startX + (speed * frames) / 2 / height);
  runningTrack(strip, 0, false);
  const path = 'media/video-flat.mp4';
  await writeVideo(
    {
      path,
      width,
      height,
      fps,
      frames,
      output: h264Output({ crf: 23, maxrate: 1400 }, outPath(path), fps),
    },
    (n) => {
      const frame = strip.crop(n * speed, width);
      drawRunners(frame, 0.3 + n / fps);
      return toRgb24(frame.data, width, height, 0);
    },
  );
}

// ───────────────────────────── manifest and report ─────────────────────────────

interface ManifestEntry {
  path: string;
  kind: 'image' | 'video';
  width: number;
  height: number;
  durationSeconds?: number;
  projection: Projection;
  stereo: Stereo;
  codec: 'h264' | 'vp9' | 'jpeg';
  sizeInBytes: number;
  sha256: string;
}

interface Probe {
  width: number;
  height: number;
  codec: string;
  duration: number;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** Reads dimensions, codec and duration back from the written file rather than trusting our inputs. */
function probe(file: string): Probe {
  const run = spawnSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=width,height,codec_name:format=duration',
      '-of',
      'json',
      file,
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`ffprobe failed for ${file}: ${run.stderr}`);
  const parsed: unknown = JSON.parse(run.stdout);
  const stream =
    isRecord(parsed) && Array.isArray(parsed.streams) ? (parsed.streams[0] as unknown) : null;
  const format = isRecord(parsed) && isRecord(parsed.format) ? parsed.format : null;
  if (
    !isRecord(stream) ||
    typeof stream.width !== 'number' ||
    typeof stream.height !== 'number' ||
    typeof stream.codec_name !== 'string'
  ) {
    throw new Error(`ffprobe found no video stream in ${file}`);
  }
  const duration =
    format && typeof format.duration === 'string' ? Number.parseFloat(format.duration) : 0;
  return { width: stream.width, height: stream.height, codec: stream.codec_name, duration };
}

function codecName(probed: string): ManifestEntry['codec'] {
  if (probed === 'h264' || probed === 'vp9') return probed;
  if (probed === 'mjpeg') return 'jpeg';
  throw new Error(`unexpected codec ${probed}`);
}

function buildManifest(): ManifestEntry[] {
  return outputs.map((o) => {
    const file = join(OUT_DIR, o.path);
    const info = probe(file);
    const codec = codecName(info.codec);
    const bytes = readFileSync(file);
    const kind = codec === 'jpeg' ? 'image' : 'video';
    const entry: ManifestEntry = {
      path: o.path,
      kind,
      width: info.width,
      height: info.height,
      ...(kind === 'video' ? { durationSeconds: Math.round(info.duration * 1000) / 1000 } : {}),
      projection: o.projection,
      stereo: o.stereo,
      codec,
      sizeInBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
    return entry;
  });
}

function printTable(entries: readonly ManifestEntry[], seconds: number): void {
  const width = Math.max(...entries.map((e) => e.path.length), 4);
  console.log(`\n${'file'.padEnd(width)}  ${'size'.padStart(9)}  format`);
  for (const e of entries) {
    const kb = `${(e.sizeInBytes / 1024).toFixed(1)} KB`;
    const what = `${e.width}x${e.height} ${e.codec}${e.durationSeconds ? ` ${e.durationSeconds}s` : ''}${e.projection === 'flat' ? '' : ` ${e.projection} ${e.stereo}`}`;
    console.log(`${e.path.padEnd(width)}  ${kb.padStart(9)}  ${what}`);
  }
  const total =
    entries.reduce((sum, e) => sum + e.sizeInBytes, 0) +
    statSync(join(OUT_DIR, 'manifest.json')).size;
  console.log(
    `\n${entries.length + 1} files (with manifest.json), ${(total / 1024 / 1024).toFixed(2)} MB, rendered in ${seconds.toFixed(1)} s`,
  );
}

// ───────────────────────────── main ─────────────────────────────

const STAGES = [
  'covers',
  'trailer',
  'previews',
  'panoramas',
  'video360',
  'video180',
  'flat',
] as const;
type Stage = (typeof STAGES)[number];

function isStage(name: string): name is Stage {
  return (STAGES as readonly string[]).includes(name);
}

/**
 * With no arguments everything is rebuilt from scratch and manifest.json rewritten. Stage names as
 * arguments (e.g. `covers flat`) re-render only those files, for quick iteration on one scene;
 * the manifest is then left alone because it would list only part of the files.
 */
async function main(): Promise<void> {
  requireFfmpeg();
  const requested = process.argv.slice(2);
  const unknown = requested.filter((name) => !isStage(name));
  if (unknown.length > 0)
    throw new Error(`unknown stage(s) ${unknown.join(', ')}; known: ${STAGES.join(', ')}`);
  const full = requested.length === 0;
  if (full) rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const started = performance.now();
  const clouds = new CloudTexture(777);
  const pool = new TaskPool(2);
  const run: Record<Stage, () => Promise<void>> = {
    covers: () => writeCoversAndBanners(pool),
    trailer: writeTrailer,
    previews: writePreviews,
    panoramas: () => writePanoramas(clouds),
    video360: () => writeVideo360(clouds),
    video180: () => writeVideo180(clouds),
    flat: writeFlatVideo,
  };
  for (const stage of STAGES) {
    if (!full && !requested.includes(stage)) continue;
    const t0 = performance.now();
    await run[stage]();
    console.log(`${stage.padEnd(10)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  await pool.drain();
  if (!full) {
    console.log(`partial run: ${outputs.length} files re-rendered, manifest.json unchanged`);
    return;
  }
  const entries = buildManifest();
  writeFileSync(join(OUT_DIR, 'manifest.json'), `${JSON.stringify(entries, null, 2)}\n`);
  printTable(entries, (performance.now() - started) / 1000);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
