/** Scalar helpers shared by the 2D painters and the VR renderer. */

export const TAU = Math.PI * 2;

export function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

export function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

export function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

export function smoothstep(e0: number, e1: number, v: number): number {
  const t = clamp01((v - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
}

export function fract(v: number): number {
  return v - Math.floor(v);
}

/** Remainder with the sign of `m`, so negative lattice coordinates wrap like positive ones. */
export function mod(v: number, m: number): number {
  return ((v % m) + m) % m;
}
