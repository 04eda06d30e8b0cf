/**
 * The ray-traced scenes: a temple (360° still), a garden (180° still), an orbit (180° video), a
 * colonnade (fisheye still) and a carousel (360° stereo video).
 */
import { hex, mixColor, type Color } from '../color.js';
import { TAU } from '../math.js';
import { hash } from '../random.js';
import type { MovingWorld } from './moving-spheres.js';
import type { SkyLook } from './sky.js';
import type { ValleyLook } from './valley.js';
import type { Solid, SphereSolid, World } from './world.js';

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
export function templeWorld(sky: SkyLook, look: ValleyLook): World {
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
export function gardenWorld(sky: SkyLook, look: ValleyLook): World {
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

export const ORBIT_SECONDS = 5;

/** 180° stereo video: three spheres orbit a lit pedestal, swinging from 1.9 m to 5 m away. */
export function orbitWorld(sky: SkyLook, look: ValleyLook): MovingWorld {
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

/** Fisheye still: an avenue of columns leading away, orbs on low pedestals, a lamp at its end. */
export function colonnadeWorld(sky: SkyLook, look: ValleyLook): World {
  const w = baseWorld(sky, look, hex('#ffe7c4'));
  w.plaza = 30;
  const marble = hex('#eee7da');
  const colors = ['#3d7fd1', '#d8473a', '#2aa18f', '#f08a2c', '#8a5ad0', '#d4a93a'];
  for (let k = 0; k < 7; k++) {
    const z = -1.2 - k * 2.8;
    for (const side of [-1, 1]) addColumn(w.solids, side * 2.4, z, 0.26, -1.6, 2.2, marble);
    if (k === 0 || k === 6) continue;
    const side = k % 2 === 0 ? -1 : 1;
    const x = side * 1.2;
    w.solids.push({
      kind: 'cylinder',
      x,
      z: z - 1.4,
      r: 0.22,
      y0: -1.6,
      y1: -1,
      color: hex('#e9e2d4'),
      flutes: 0,
    });
    const r = 0.2 + 0.06 * hash(k, 1, 631);
    w.solids.push(sphere(x, -1 + r, z - 1.4, r, hex(colors[k - 1] ?? '#ffffff'), 0.7));
  }
  w.solids.push({
    kind: 'cylinder',
    x: 0,
    z: -21,
    r: 0.45,
    y0: -1.6,
    y1: 0.2,
    color: hex('#e9e2d4'),
    flutes: 0,
  });
  w.solids.push(sphere(0, 0.75, -21, 0.55, hex('#ffd27a'), 0.2, 0.6));
  w.solids.push(sphere(0.9, 0.9, -3.6, 0.3, hex('#f2f2f2'), 0.95));
  return w;
}

export const CAROUSEL_SECONDS = 6;

/** 360° stereo video: the temple, with three spheres circling the viewer above the orbs. */
export function carouselWorld(sky: SkyLook, look: ValleyLook): MovingWorld {
  const w = templeWorld(sky, look);
  const moving = [
    sphere(0, 0, 0, 0.3, hex('#3d7fd1'), 0.7),
    sphere(0, 0, 0, 0.26, hex('#f08a2c'), 0.4),
    sphere(0, 0, 0, 0.24, hex('#f2f2f2'), 0.9),
  ];
  w.solids.push(...moving);
  const place = (t: number): void => {
    moving.forEach((s, k) => {
      const a = (t / CAROUSEL_SECONDS) * TAU * (k === 1 ? -1 : 1) + (k * TAU) / 3;
      const radius = 2.6 + 0.5 * k;
      s.x = Math.sin(a) * radius;
      s.z = -Math.cos(a) * radius;
      s.y = 1.4 + 0.25 * Math.sin(a * 2 + k);
    });
  };
  place(0);
  return { world: w, moving, place };
}
