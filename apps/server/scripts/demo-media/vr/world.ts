/** What the ray tracer renders: spheres and cylinders on a plaza, lit by one sun. */
import type { Color } from '../color.js';
import type { Vec3 } from './equirect.js';
import { ShadowGrid } from './shadow-grid.js';
import type { ValleyLook } from './valley.js';

export interface SphereSolid {
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

export interface CylinderSolid {
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

export type Solid = SphereSolid | CylinderSolid;

export interface World {
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

/** Rebuilds the lookup structures after solids were added or moved. */
export function prepareWorld(w: World): void {
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
