/**
 * Stage "trailer": the store's 9-second trailer and its poster frame, as JPEG (the Open Graph
 * picture) and WebP (the poster the store page paints first).
 */
import { h264, writeJpeg, writeVideo, writeWebp } from '../encode.js';
import { smoothstep } from '../math.js';
import { toRgb24 } from '../rgb24.js';
import { THEME_SCENES, renderScene } from '../scenes/catalogue.js';
import type { StageContext } from '../stages.js';

/**
 * The trailer pans each scene by exactly 2 px per frame: whole-pixel steps at a constant speed look
 * perfectly smooth and need no resampling, so each scene is rendered once as a wide strip.
 */
export async function writeTrailer({ outputs }: StageContext): Promise<void> {
  const width = 1280;
  const height = 720;
  const fps = 30;
  const segment = 58;
  const fade = 15;
  const speed = 2;
  const stripWidth = width + segment * speed;
  const strips = THEME_SCENES.map((k) =>
    toRgb24(renderScene(k, stripWidth, height).data, stripWidth, height, 0),
  );
  const frames = (strips.length - 1) * (segment - fade) + segment;
  const frameAt = (n: number): Buffer => {
    const out = Buffer.alloc(width * height * 3);
    strips.forEach((strip, k) => {
      const local = n - k * (segment - fade);
      if (local < 0 || local >= segment) return;
      const weight = k > 0 && local < fade ? smoothstep(0, fade, local + 0.5) : 1;
      const fadeOut = smoothstep(frames, frames - 12, n);
      blendRows(out, strip, stripWidth, local * speed, width, height, weight, fadeOut);
    });
    return out;
  };
  const poster = outputs.register('trailer-poster.jpg');
  await writeJpeg(poster, frameAt(0), width, height, [60_000, 160_000]);
  await writeWebp(outputs.register('trailer-poster.webp'), frameAt(0), width, height, 80);
  const file = outputs.register('trailer.mp4');
  const codec = h264({ crf: 23, maxrate: 1100 }, fps * 2);
  await writeVideo({ file, width, height, fps, frames, codec }, frameAt);
}

/** out = out·(1−w) + window(strip)·w, then scaled by `gain` (for the final fade to black). */
function blendRows(
  out: Buffer,
  strip: Buffer,
  stripWidth: number,
  offset: number,
  width: number,
  height: number,
  w: number,
  gain: number,
): void {
  for (let j = 0; j < height; j++) {
    const src = (j * stripWidth + offset) * 3;
    const dst = j * width * 3;
    for (let k = 0; k < width * 3; k++) {
      const v = (out[dst + k] ?? 0) * (1 - w) + (strip[src + k] ?? 0) * w * gain;
      out[dst + k] = v + 0.5;
    }
  }
}
