/** Conversion of float images (linear-ish 0..1 channels) to the rgb24 frames ffmpeg is fed. */
import { hash } from './random.js';

/** Stills get a little film grain: it hides 8-bit banding in the skies. Video frames stay clean
 * because grain costs bitrate and x264 would smear it anyway. */
export const STILL_GRAIN = 1.2;

/** Soft shoulder instead of a hard clip, so additive glows roll off like film rather than banding. */
function tone(v: number): number {
  return v <= 0.82 ? v : 0.82 + 0.18 * (1 - Math.exp(-(v - 0.82) / 0.18));
}

/** tone() × 255, sampled finely enough (1/4096) that the lookup never shows as a step. */
const TONE_STEPS = 4096;
const TONE_LUT = Float32Array.from(
  { length: TONE_STEPS * 4 + 1 },
  (_v, i) => tone(i / TONE_STEPS) * 255,
);

/** Float image → rgb24. `grain` (in 8-bit steps) is triangular dither that hides gradient banding. */
export function toRgb24(data: Float32Array, width: number, height: number, grain: number): Buffer {
  const out = Buffer.allocUnsafe(width * height * 3);
  const top = TONE_LUT.length - 1;
  for (let j = 0, k = 0; j < height; j++) {
    for (let i = 0; i < width; i++, k += 3) {
      const n = grain > 0 ? (hash(i, j, 917) + hash(i, j, 311) - 1) * grain : 0;
      for (let ch = 0; ch < 3; ch++) {
        const x = (data[k + ch] ?? 0) * TONE_STEPS;
        const v = (TONE_LUT[x <= 0 ? 0 : x >= top ? top : x | 0] ?? 0) + 0.5 + n;
        out[k + ch] = v < 0 ? 0 : v > 255 ? 255 : v | 0;
      }
    }
  }
  return out;
}
