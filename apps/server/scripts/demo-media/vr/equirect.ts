/**
 * Directions on the viewing sphere. VR media use three.js conventions: y up, longitude 0 looks
 * down −z, longitude grows to the right.
 */

export type Vec3 = [number, number, number];

/** Which part of the sphere an image covers: all 360° (lon0 = −π) or the front 180° (−π/2). */
export interface EquirectView {
  width: number;
  height: number;
  lon0: number;
  lonSpan: number;
}

/**
 * Equirect canvases reuse the 2D Canvas with a 2:1 (360°) or 1:1 (180°) aspect, so x = lon / π and
 * y = 0.5 − lat / π: the ridge and tree helpers then work unchanged in longitude/latitude.
 */
export function directionAt(x: number, y: number, out: Vec3): Vec3 {
  const lon = x * Math.PI;
  const lat = (0.5 - y) * Math.PI;
  const cl = Math.cos(lat);
  out[0] = cl * Math.sin(lon);
  out[1] = Math.sin(lat);
  out[2] = -cl * Math.cos(lon);
  return out;
}

export function sunDirection(lonDeg: number, elevDeg: number): Vec3 {
  const lon = (lonDeg * Math.PI) / 180;
  const el = (elevDeg * Math.PI) / 180;
  return [Math.cos(el) * Math.sin(lon), Math.sin(el), -Math.cos(el) * Math.cos(lon)];
}
