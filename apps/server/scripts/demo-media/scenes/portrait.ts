/**
 * A model's profile picture: a figure in silhouette (head, hair, neck and shoulders, lit from
 * one side) in front of a softly blurred scene of their speciality. No face and no photograph:
 * every pixel is computed here, like the covers.
 */
import type { Canvas } from '../canvas.js';
import { hex, setRgb, type Color, type Rgb } from '../color.js';
import { clamp01, smoothstep } from '../math.js';
import { hash } from '../random.js';
import { renderScene } from './catalogue.js';

export type HairStyle = 'short' | 'long' | 'bun';

export interface PortraitSpec {
  /** One of the 24 cover scenes (scenes/catalogue.ts), blurred behind the figure. */
  scene: number;
  hair: HairStyle;
  hairColor: Color;
  /** The rim light's colour, taken from the scene's mood. */
  light: Color;
  /** -1: lit from the left, 1: from the right. */
  side: -1 | 1;
  /** Small differences in build, so no two figures are alike. */
  seed: number;
}

const SHADOW: Color = hex('#0b0d14');
/** The face is a shade lighter than the body, so the hair around it reads as hair. */
const FACE: Color = hex('#1a1e2b');

/** Signed distance to an axis-aligned ellipse (an approximation, exact enough for a silhouette). */
function sdEllipse(x: number, y: number, cx: number, cy: number, rx: number, ry: number): number {
  const k = Math.hypot((x - cx) / rx, (y - cy) / ry);
  return (k - 1) * Math.min(rx, ry);
}

function smoothMin(a: number, b: number, k: number): number {
  const h = clamp01(0.5 + (0.5 * (b - a)) / k);
  return b + (a - b) * h - k * h * (1 - h);
}

/**
 * The figure's parts as signed distances (negative inside). Drawn front to back: the hair on the
 * crown, the face, long hair falling behind it, then neck and shoulders.
 */
function figure(spec: PortraitSpec) {
  const wobble = (n: number) => (hash(spec.seed, n, 71) - 0.5) * 0.02;
  const head = { cx: wobble(1), cy: 0.43 + wobble(2), rx: 0.118 + wobble(3), ry: 0.148 };
  const shoulders = { cy: 0.97, rx: 0.4 + wobble(4), ry: 0.3 };
  const face = (x: number, y: number) => sdEllipse(x, y, head.cx, head.cy, head.rx, head.ry);
  const body = (x: number, y: number) => {
    const neck = Math.max(Math.abs(x - head.cx * 0.5) - 0.058, head.cy + 0.08 - y);
    const torso = sdEllipse(x, y, 0, shoulders.cy, shoulders.rx, shoulders.ry);
    return smoothMin(neck, torso, 0.09);
  };
  const crown = (x: number, y: number) => {
    const volume = sdEllipse(x, y, head.cx, head.cy - 0.02, head.rx * 1.1, head.ry * 0.98);
    // The hairline: high over the forehead, lower over the temples.
    const u = (x - head.cx) / head.rx;
    const hairline = head.cy - 0.06 + 0.14 * u * u;
    const cap = Math.max(volume, y - hairline);
    return spec.hair === 'bun'
      ? Math.min(cap, sdEllipse(x, y, head.cx, head.cy - head.ry - 0.035, 0.062, 0.05))
      : cap;
  };
  const fall = (x: number, y: number) =>
    spec.hair === 'long'
      ? Math.max(
          sdEllipse(x, y, head.cx, head.cy + 0.09, head.rx * 1.32, head.ry * 1.4),
          head.cy - 0.02 - y,
        )
      : Infinity;
  return { face, body, crown, fall };
}

/** A separable box blur, three passes: close to a gaussian, the background's depth of field. */
function blur(c: Canvas, radius: number): void {
  const { width, height, data } = c;
  const line = new Float32Array(Math.max(width, height) * 3);
  const pass = (count: number, length: number, at: (n: number, i: number) => number) => {
    for (let n = 0; n < count; n++) {
      for (let i = 0; i < length; i++) {
        const k = at(n, i);
        line[i * 3] = data[k] ?? 0;
        line[i * 3 + 1] = data[k + 1] ?? 0;
        line[i * 3 + 2] = data[k + 2] ?? 0;
      }
      for (let i = 0; i < length; i++) {
        let r = 0;
        let g = 0;
        let b = 0;
        for (let d = -radius; d <= radius; d++) {
          const j = Math.min(length - 1, Math.max(0, i + d));
          r += line[j * 3] ?? 0;
          g += line[j * 3 + 1] ?? 0;
          b += line[j * 3 + 2] ?? 0;
        }
        const k = at(n, i);
        const taken = 2 * radius + 1;
        data[k] = r / taken;
        data[k + 1] = g / taken;
        data[k + 2] = b / taken;
      }
    }
  };
  for (let round = 0; round < 3; round++) {
    pass(height, width, (j, i) => (j * width + i) * 3);
    pass(width, height, (i, j) => (j * width + i) * 3);
  }
}

export function renderPortrait(spec: PortraitSpec, width: number, height: number): Canvas {
  const c = renderScene(spec.scene, width, height);
  blur(c, Math.round(width / 90));
  // A darker, quieter backdrop with a vignette, so the figure reads at thumbnail size.
  c.paint(null, (x, y, out) => {
    const r = Math.hypot(x / 0.6, (y - 0.5) / 0.75);
    setRgb(out, SHADOW);
    return 0.35 + 0.45 * smoothstep(0.55, 1.2, r);
  });

  const { face, body, crown, fall } = figure(spec);
  const e = c.px;
  const distance = (x: number, y: number) =>
    Math.min(face(x, y), body(x, y), crown(x, y), fall(x, y));
  const hairShade: Color = [
    spec.hairColor[0] * 0.5,
    spec.hairColor[1] * 0.5,
    spec.hairColor[2] * 0.5,
  ];
  const rim: Rgb = [0, 0, 0];
  c.paint(null, (x, y, out) => {
    const d = distance(x, y);
    const coverage = clamp01(0.5 - d / e);
    if (coverage <= 0) return 0;
    const isHair = crown(x, y) < 0 || (face(x, y) > 0 && fall(x, y) < body(x, y));
    setRgb(out, isHair ? hairShade : face(x, y) < 0 ? FACE : SHADOW);
    // Rim light: a thin line just inside the edge that faces the light.
    const nx = distance(x + e, y) - distance(x - e, y);
    const ny = distance(x, y + e) - distance(x, y - e);
    const facing = clamp01((nx * spec.side - ny * 0.15) / (Math.hypot(nx, ny) || 1));
    const glow = Math.exp(Math.min(0, d) / 0.006) * facing * (isHair ? 0.6 : 0.9);
    setRgb(rim, spec.light, glow);
    out[0] += rim[0];
    out[1] += rim[1];
    out[2] += rim[2];
    return coverage;
  });
  return c;
}
