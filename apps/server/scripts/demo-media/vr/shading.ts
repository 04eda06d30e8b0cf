/** Lighting of the ray-traced worlds: ray hits, soft sun shadows, contact shadows, materials. */
import {
  addScaled,
  mixColor,
  mixInto,
  scaleRgb,
  setRgb,
  toward,
  type Color,
  type Rgb,
} from '../color.js';
import { TAU, clamp01, mod, smoothstep } from '../math.js';
import { fbm2 } from '../noise.js';
import { hash } from '../random.js';
import { lineCover } from '../shapes.js';
import type { Vec3 } from './equirect.js';
import type { Ray } from './ods-tracer.js';
import { meadowColor } from './valley.js';
import type { CylinderSolid, Solid, SphereSolid, World } from './world.js';

/** Distance along the ray to the first hit on a solid, or Infinity. */
export function intersect(s: Solid, ray: Ray): number {
  return s.kind === 'sphere' ? hitSphere(s, ray) : hitCylinder(s, ray);
}

function hitSphere(s: SphereSolid, { ox, oy, oz, dx, dy, dz }: Ray): number {
  const lx = ox - s.x;
  const ly = oy - s.y;
  const lz = oz - s.z;
  const b = lx * dx + ly * dy + lz * dz;
  const disc = b * b - (lx * lx + ly * ly + lz * lz - s.r * s.r);
  if (disc < 0) return Infinity;
  const t = -b - Math.sqrt(disc);
  return t > 1e-4 ? t : Infinity;
}

/** The shaft, then the flat top (the bottom always stands on or below the ground). */
function hitCylinder(s: CylinderSolid, { ox, oy, oz, dx, dy, dz }: Ray): number {
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
export function blockage(w: World, k: number, px: number, py: number, pz: number): number {
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

/** Colour of solid `index` where `ray` meets it at distance `t`: sun, sky light, gloss, fog. */
export function shadeSolid(w: World, index: number, ray: Ray, t: number, out: Rgb): void {
  const s = w.solids[index];
  if (!s) return;
  const px = ray.ox + ray.dx * t;
  const py = ray.oy + ray.dy * t;
  const pz = ray.oz + ray.dz * t;
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
    if (s.gloss > 0) addGloss(w, s, ray, n, vis, out);
    if (s.glow > 0) addScaled(out, s.color, s.glow);
  }
  toward(out, w.haze, 1 - Math.exp(-t / w.fog));
}

/** Fresnel reflection of a two-tone environment (sky above, plaza below) plus a sun highlight. */
function addGloss(w: World, s: SphereSolid, ray: Ray, n: Vec3, vis: number, out: Rgb): void {
  const { dx, dy, dz } = ray;
  const dn = dx * n[0] + dy * n[1] + dz * n[2];
  const ry = dy - 2 * dn * n[1];
  const fres = s.gloss * (0.25 + 0.75 * (1 + dn) ** 4);
  const env: Color =
    ry > 0 ? mixColor(w.haze, w.zenith, Math.sqrt(ry)) : mixColor(w.tileA, w.haze, 0.3);
  toward(out, env, clamp01(fres));
  const rx = dx - 2 * dn * n[0];
  const rz = dz - 2 * dn * n[2];
  const spec = Math.max(0, rx * w.sun[0] + ry * w.sun[1] + rz * w.sun[2]) ** 90 * vis * s.gloss * 3;
  addScaled(out, w.sunColor, spec);
}

/** Stone plaza of concentric tile rings, then grass, then haze; `fp` is the pixel footprint. */
export function shadeGround(
  w: World,
  px: number,
  pz: number,
  t: number,
  fp: number,
  out: Rgb,
): void {
  const r = Math.hypot(px, pz);
  if (r < w.plaza) plazaTile(w, px, pz, r, fp, out);
  else if (r < w.plaza + 0.8) setRgb(out, w.grout, 1.1);
  else meadowColor(w.look, px, pz, fp, out);
  const vis = r < 60 ? sunVisibility(w, px, w.groundY, pz, -1) : 1;
  const ao = r < 40 ? groundOcclusion(w, px, pz) : 1;
  for (let ch = 0; ch < 3; ch++)
    out[ch] =
      out[ch]! * ((w.skyLight[ch] ?? 0) * 0.55 * ao + (w.sunColor[ch] ?? 0) * w.sun[1] * vis);
  toward(out, w.haze, 1 - Math.exp(-t / w.fog));
}

/** Rings of tiles about 1.25 m long; tile contrast fades once a pixel covers several tiles. */
function plazaTile(w: World, px: number, pz: number, r: number, fp: number, out: Rgb): void {
  const contrast = clamp01(1 - fp / 0.25);
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
  scaleRgb(out, vary);
  toward(out, w.grout, lineCover(edge, 0.05, fp) * contrast);
}
