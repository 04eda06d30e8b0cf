/** The VR sky: gradient, sun and clouds on a plane overhead, as a colour per view direction. */
import type { Canvas } from '../canvas.js';
import { addScaled, hex, mixColor, mixInto, toward, type Color, type Rgb } from '../color.js';
import { clamp01, lerp, smoothstep } from '../math.js';
import { fbm2Periodic } from '../noise.js';
import { directionAt, sunDirection, type Vec3 } from './equirect.js';

export interface SkyLook {
  zenith: Color;
  horizon: Color;
  sunDir: Vec3;
  sunCore: Color;
  sunGlow: Color;
  glow: number;
  cloudLit: Color;
  cloudShade: Color;
  /** noise threshold: higher means fewer clouds */
  cloudCover: number;
  /** cloud drift, texels */
  cloudShift: number;
}

/** A tileable noise texture sampled through a plane projection, so clouds wrap around 360°. */
export class CloudTexture {
  static readonly SIZE = 256;
  readonly data = new Float32Array(CloudTexture.SIZE * CloudTexture.SIZE);

  constructor(seed: number) {
    const n = CloudTexture.SIZE;
    for (let j = 0; j < n; j++) {
      for (let i = 0; i < n; i++)
        this.data[j * n + i] = fbm2Periodic((i / n) * 4, (j / n) * 4, seed, 6, 4);
    }
  }

  sample(u: number, v: number): number {
    const n = CloudTexture.SIZE;
    const fu = Math.floor(u);
    const fv = Math.floor(v);
    const a = u - fu;
    const b = v - fv;
    const i0 = fu & (n - 1);
    const j0 = fv & (n - 1);
    const i1 = (i0 + 1) & (n - 1);
    const j1 = (j0 + 1) & (n - 1);
    const d = this.data;
    const top = lerp(d[j0 * n + i0] ?? 0, d[j0 * n + i1] ?? 0, a);
    const bottom = lerp(d[j1 * n + i0] ?? 0, d[j1 * n + i1] ?? 0, a);
    return lerp(top, bottom, b);
  }
}

/** Sky radiance for a view direction: gradient, sun disc and halo, clouds on a plane overhead. */
export function skyColor(
  s: SkyLook,
  clouds: CloudTexture,
  dx: number,
  dy: number,
  dz: number,
  pixAngle: number,
  out: Rgb,
): Rgb {
  const k = 1 - Math.max(dy, 0);
  mixInto(out, s.zenith, s.horizon, k * k * k);
  const cosA = dx * s.sunDir[0] + dy * s.sunDir[1] + dz * s.sunDir[2];
  // The tight bloom and the disc only matter within a few degrees of the sun: skip the maths elsewhere.
  const bloom = cosA > 0.97 ? 0.55 * Math.exp((cosA - 1) * 260) : 0;
  const halo = s.glow * (0.45 * Math.exp((cosA - 1) * 12) + bloom);
  addScaled(out, s.sunGlow, halo);
  if (cosA > 0.999) {
    const theta = Math.sqrt(Math.max(0, 2 * (1 - cosA)));
    const disc = clamp01((0.0105 - theta) / pixAngle + 0.5);
    if (disc > 0) toward(out, s.sunCore, disc);
  }
  if (dy > 0.015) {
    const u = (dx / dy) * 70 + s.cloudShift;
    const v = (dz / dy) * 70;
    const n = clouds.sample(u, v);
    const density = smoothstep(s.cloudCover, s.cloudCover + 0.2, n) * smoothstep(0.015, 0.2, dy);
    if (density > 0) {
      const lit = clamp01(0.3 + 0.7 * (1 - (n - s.cloudCover) * 2.2));
      const r = lerp(s.cloudShade[0], s.cloudLit[0], lit) + s.sunGlow[0] * halo * 0.9;
      const g = lerp(s.cloudShade[1], s.cloudLit[1], lit) + s.sunGlow[1] * halo * 0.9;
      const b = lerp(s.cloudShade[2], s.cloudLit[2], lit) + s.sunGlow[2] * halo * 0.9;
      const a = density * 0.92;
      out[0] += (r - out[0]) * a;
      out[1] += (g - out[1]) * a;
      out[2] += (b - out[2]) * a;
    }
  }
  return out;
}

export function paintSky(c: Canvas, s: SkyLook, clouds: CloudTexture): void {
  const dir: Vec3 = [0, 0, 0];
  const pixAngle = Math.PI * c.px;
  c.paint(null, (x, y, out) => {
    directionAt(x, y, dir);
    skyColor(s, clouds, dir[0], dir[1], dir[2], pixAngle, out);
    return 1;
  });
}

const SKY_DAWN = {
  zenith: hex('#2c3a6e'),
  horizon: hex('#f2a47e'),
  glow: hex('#ffa260'),
  cloudLit: hex('#ffc8a8'),
  cloudShade: hex('#6a5a80'),
};
const SKY_DAY = {
  zenith: hex('#3372c4'),
  horizon: hex('#cfe3f3'),
  glow: hex('#fff0d0'),
  cloudLit: hex('#ffffff'),
  cloudShade: hex('#9aaec8'),
};

/** Time-lapse morning: s = 0 is first light, s = 1 mid-morning. */
export function valleySky(s: number, shift: number): SkyLook {
  const elev = lerp(-3, 24, s);
  return {
    zenith: mixColor(SKY_DAWN.zenith, SKY_DAY.zenith, s),
    horizon: mixColor(SKY_DAWN.horizon, SKY_DAY.horizon, s),
    sunDir: sunDirection(-38 + 12 * s, elev),
    sunCore: hex('#fffaf0'),
    sunGlow: mixColor(SKY_DAWN.glow, SKY_DAY.glow, s),
    glow: lerp(0.9, 0.6, s),
    cloudLit: mixColor(SKY_DAWN.cloudLit, SKY_DAY.cloudLit, s),
    cloudShade: mixColor(SKY_DAWN.cloudShade, SKY_DAY.cloudShade, s),
    cloudCover: 0.52,
    cloudShift: shift,
  };
}

/** Afternoon light for the stereo scenes, the sun placed where each scene wants its shadows. */
export function afternoonSky(sunLon: number, sunElev: number, s: number): SkyLook {
  return { ...valleySky(s, 40), sunDir: sunDirection(sunLon, sunElev), cloudCover: 0.56 };
}
