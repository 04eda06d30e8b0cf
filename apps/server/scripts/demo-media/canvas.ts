/**
 * The float pixel buffer every 2D scene paints into, with its painting passes (shaders, ridges,
 * reflections, perspective ground).
 *
 * Conventions shared by all 2D scenes: y runs from 0 (top) to 1 (bottom) of the picture and x is
 * measured in picture heights from the centre, so one scene description renders at any aspect ratio
 * (3:4 covers, 16:9 banners, wide strips the trailer pans across) without being stretched.
 */
import { addScaled, type Color, type Rgb } from './color.js';
import { clamp, clamp01, lerp } from './math.js';
import { noise1 } from './noise.js';

/** Returns the coverage (0..1) of the pixel at scene point (x, y) and writes its colour to `out`. */
type Shader = (x: number, y: number, out: Rgb) => number;
/** Shades one pixel of a ridge: `top` is the ridge line above it, `slope` its steepness (dy/dx). */
type ColumnShader = (x: number, y: number, top: number, slope: number, out: Rgb) => void;
type Blend = 'over' | 'add' | 'screen';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Perspective {
  /** screen y of the horizon */
  yh: number;
  /** camera height above the ground plane, metres */
  camH: number;
  /** focal length in picture heights */
  focal: number;
}

/** Ground-plane shader: gx/gz are metres on the ground, fp the ground width of one pixel. */
type GroundShader = (gx: number, gz: number, fp: number, out: Rgb) => number;

export class Canvas {
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
    camX = 0,
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

  /** The full-width box between two heights, e.g. a sky band or the water below a shore. */
  band(y0: number, y1: number): Box {
    return { x0: this.left, y0, x1: this.right, y1 };
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
  private put(p: number, c: Rgb, a: number, blend: Blend): void {
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

  /** Bilinear read of `src` (this canvas or a snapshot of it) at a scene point, clamped to the edges. */
  sample(x: number, y: number, out: Rgb, src: Float32Array): Rgb {
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
  ground(p: Perspective, shader: GroundShader, samples = 2): void {
    const c = this.scratch;
    const acc: Rgb = [0, 0, 0];
    const n = samples * samples;
    const j0 = Math.max(0, Math.floor(this.rowOf(p.yh)));
    const j1 = Math.min(this.height - 1, Math.ceil(this.rowOf(1)));
    for (let j = j0; j <= j1; j++) {
      for (let i = 0; i < this.width; i++) {
        acc[0] = acc[1] = acc[2] = 0;
        let cover = 0;
        for (let s = 0; s < n; s++) {
          const x = this.toX(i) + ((s % samples) + 0.5 - samples / 2) * (this.px / samples);
          const y =
            this.toY(j) + (Math.floor(s / samples) + 0.5 - samples / 2) * (this.px / samples);
          if (y <= p.yh || y > 1) continue;
          const gz = (p.camH * p.focal) / (y - p.yh);
          const a = shader((x * gz) / p.focal, gz, gz / (p.focal * this.height), c);
          addScaled(acc, c, a);
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
export function project(
  p: Perspective,
  gx: number,
  gz: number,
): { x: number; y: number; scale: number } {
  return { x: (gx * p.focal) / gz, y: p.yh + (p.camH * p.focal) / gz, scale: p.focal / gz };
}
