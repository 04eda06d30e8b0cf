/**
 * Value noise and its fractal sums. A period > 0 wraps the lattice, so textures and ridge lines that
 * go all the way round a 360° panorama meet themselves without a seam.
 */
import { mod } from './math.js';
import { hash } from './random.js';

function lattice1(i: number, seed: number, period: number): number {
  return hash(period > 0 ? mod(i, period) : i, 0x51ed, seed);
}

/**
 * 1D value noise with Catmull-Rom interpolation: smoothstep interpolation has zero slope at every
 * lattice point, which shows up as little terraces along mountain ridges.
 * A period > 0 wraps the lattice so a 360° ridge line meets itself without a seam.
 */
export function noise1(x: number, seed: number, period = 0): number {
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

export function fbm1(x: number, seed: number, octaves: number, period = 0): number {
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

export function noise2(x: number, y: number, seed: number, periodX = 0, periodY = 0): number {
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
export function fbm2(x: number, y: number, seed: number, octaves: number): number {
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

/**
 * Tileable fractal noise (no rotation, lattice wrapped) for textures that must repeat seamlessly;
 * a `periodY` of 0 wraps only along x.
 */
export function fbm2Periodic(
  x: number,
  y: number,
  seed: number,
  octaves: number,
  period: number,
  periodY = period,
): number {
  let sum = 0;
  let amp = 0.5;
  let norm = 0;
  let freq = 1;
  for (let k = 0; k < octaves; k++) {
    sum += amp * noise2(x * freq, y * freq, seed + k * 131, period * freq, periodY * freq);
    norm += amp;
    amp *= 0.5;
    freq *= 2;
  }
  return sum / norm;
}
