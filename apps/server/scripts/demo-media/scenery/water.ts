/** Water for the 2D scenes: still lakes that mirror the scene above them, and open sea. */
import type { Canvas, Perspective } from '../canvas.js';
import { addScaled, mixInto, toward, type Color, type Rgb } from '../color.js';
import { TAU, clamp01, smoothstep } from '../math.js';
import { noise2 } from '../noise.js';

/** Ripples for reflections: the offset grows towards the viewer and the pattern compresses far away. */
export function rippler(
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

interface LakeOptions {
  /** y of the water line */
  surface: number;
  /** water colour at the surface and `depth` below it, under the mirror image */
  shallow: Color;
  deep: Color;
  depth: number;
  /** where the mirror image starts, when a shore or quay on the water line hides the join */
  mirror?: number;
  /** where the water starts, when it must cover the foot of a range standing on the water line */
  from?: number;
  /** opacity of the mirror image */
  strength: number;
  tint: Color;
  /** ripple amplitude, see rippler */
  ripple: number;
  seed: number;
  t: number;
}

/** Still water from the water line down: a colour gradient with the scene above mirrored into it. */
export function drawLake(c: Canvas, o: LakeOptions): void {
  c.paint(c.band(o.from ?? o.surface, 1), (_x, y, out) => {
    mixInto(out, o.shallow, o.deep, clamp01((y - o.surface) / o.depth));
    return 1;
  });
  c.reflect(o.mirror ?? o.surface, o.strength, o.tint, rippler(o.surface, o.ripple, o.seed, o.t));
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

const slope = { sx: 0, sz: 0 };

/** Slope of the sea surface at a ground point, summed over the swell spectrum. */
function seaSlope(o: SeaOptions, gx: number, gz: number, fp: number): typeof slope {
  let sx = 0;
  let sz = 0;
  for (const w of WAVES) {
    const fade = clamp01(1 - (fp * 3) / w.length);
    if (fade <= 0) continue;
    const k = Math.cos(gx * w.kx + gz * w.kz - w.omega * o.t + w.phase + o.seed) * w.slope * fade;
    const inv = 1 / Math.hypot(w.kx, w.kz);
    sx += k * w.kx * inv;
    sz += k * w.kz * inv;
  }
  slope.sx = sx * o.rough;
  slope.sz = sz * o.rough;
  return slope;
}

/**
 * Open water: each pixel mirrors the already painted sky along a direction bent by the wave slope
 * there (so the sun's reflection breaks into a glitter path on its own), mixed with the water's
 * own colour by Fresnel. Short waves fade out where a pixel covers more than a fraction of their
 * length, so the far sea does not alias into noise.
 */
export function drawSea(c: Canvas, o: SeaOptions): void {
  const sky = c.data.slice();
  const refl: Rgb = [0, 0, 0];
  const { yh, focal } = o.p;
  c.ground(
    o.p,
    (gx, gz, fp, out) => {
      const { sx, sz } = seaSlope(o, gx, gz, fp);
      const y = yh + (o.p.camH * focal) / gz;
      const x = (gx * focal) / gz;
      const yRef = 2 * yh - y - sz * focal * 0.7;
      const xRef = x + sx * focal * 0.35;
      // Facets tilted so far that they mirror the sea itself see a darker, horizon-coloured blur.
      c.sample(xRef, Math.min(yRef, yh - c.px), refl, sky);
      const own = smoothstep(yh - 0.02, yh + 0.12, yRef);
      toward(refl, o.deep, own * 0.6);
      const sinE = (y - yh) / Math.hypot(y - yh, focal);
      const fresnel = 0.03 + 0.97 * (1 - sinE) ** 5;
      mixInto(out, o.deep, refl, clamp01(fresnel * 1.3));
      const d2 = ((xRef - o.sunX) ** 2 + (yRef - o.sunY) ** 2) / (o.glitter * o.glitter);
      const glint = Math.exp(-d2) * 2.5 * clamp01(fresnel * 2 + 0.2);
      addScaled(out, o.sunColor, glint);
      return 1;
    },
    1,
  );
}
