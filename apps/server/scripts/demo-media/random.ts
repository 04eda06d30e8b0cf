/**
 * Every random choice in the demo media comes from this hash, never Math.random, so a rerun
 * reproduces the same pictures byte for byte.
 */

/** Integer hash of a lattice point (a, b) and a seed to [0, 1). */
export function hash(a: number, b: number, seed: number): number {
  let h =
    Math.imul(a | 0, 0x27d4eb2d) ^ Math.imul(b | 0, 0x165667b1) ^ Math.imul(seed | 0, 0x9e3779b9);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}
