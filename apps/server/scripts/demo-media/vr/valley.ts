/**
 * The mountain valley around every VR scene: ranges at infinity, a meadow with a river and pines,
 * painted on equirect canvases. The 360° panorama and video show it in front of the sky; the
 * ray-traced scenes keep its ranges as their backdrop and its meadow beyond their plaza.
 */
import { Canvas } from '../canvas.js';
import { hex, mixColor, mixInto, scaleRgb, toward, type Color, type Rgb } from '../color.js';
import { clamp01, lerp, smoothstep } from '../math.js';
import { fbm2, noise2 } from '../noise.js';
import { hash } from '../random.js';
import { drawPine } from '../scenery/forest.js';
import { drawRange } from '../scenery/ranges.js';
import { directionAt, type Vec3 } from './equirect.js';
import { paintSky, skyColor, valleySky, type CloudTexture, type SkyLook } from './sky.js';

export interface ValleyLook {
  haze: Color;
  far: Color;
  mid: Color;
  near: Color;
  meadow: Color;
  meadowDry: Color;
  pine: Color;
  river: Color;
}

export const VALLEY_DAWN: ValleyLook = {
  haze: hex('#d9a894'),
  far: hex('#8a7a9a'),
  mid: hex('#4f5670'),
  near: hex('#34463e'),
  meadow: hex('#2c4228'),
  meadowDry: hex('#4d4a32'),
  pine: hex('#1c2a24'),
  river: hex('#7a7f9a'),
};

export const VALLEY_DAY: ValleyLook = {
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
export function meadowColor(look: ValleyLook, gx: number, gz: number, fp: number, out: Rgb): Rgb {
  mixInto(out, look.meadow, look.meadowDry, smoothstep(0.45, 0.7, fbm2(gx / 60, gz / 60, 504, 3)));
  let k = 0.85 + 0.35 * (fbm2(gx / 9, gz / 9, 508, 2) - 0.5) * clamp01(1 - fp / 6);
  k += 0.25 * (noise2(gx / 1.3, gz / 1.3, 505) - 0.5) * clamp01(1 - fp / 0.8);
  k += 0.35 * (noise2(gx / 0.22, gz / 0.22, 509) - 0.5) * clamp01(1 - fp / 0.12);
  scaleRgb(out, k);
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
  c.paint(c.band(0.5, 1), (x, y, out) => {
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
export function valleyTerrain(width: number, height: number, look: ValleyLook): Canvas {
  const c = new Canvas(width, height, 0, true);
  drawValleyFloor(c, look);
  drawValleyRanges(c, look);
  drawValleyTrees(c, look);
  return c;
}

export function blendLook(a: ValleyLook, b: ValleyLook, s: number): ValleyLook {
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

/**
 * Composites sky + terrain: terrain = lerp(dawn layer, day layer, s), sky only where the terrain
 * leaves it visible (about half the picture), which keeps a 1920×960 frame cheap.
 */
export function valleyFrame(
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

/** Sky and mountains at infinity: identical for both eyes because they carry no parallax. */
export function stereoBackdrop(
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
