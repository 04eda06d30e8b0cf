/** Stage "video360": a time-lapse sunrise over the valley, 360° mono. */
import { h264, writeVideo } from '../encode.js';
import { smoothstep } from '../math.js';
import { toRgb24 } from '../rgb24.js';
import type { StageContext } from '../stages.js';
import { VALLEY_DAWN, VALLEY_DAY, valleyFrame, valleyTerrain } from '../vr/valley.js';

/** Both terrain layers are rendered once; only the sky is recomputed per frame. */
export async function writeVideo360({ outputs, clouds }: StageContext): Promise<void> {
  const width = 1920;
  const height = 960;
  const fps = 30;
  const frames = fps * 6;
  const dawn = valleyTerrain(width, height, VALLEY_DAWN);
  const day = valleyTerrain(width, height, VALLEY_DAY);
  const file = outputs.register('media/video-360-mono.mp4', 'equirect360', 'mono');
  const codec = h264({ crf: 24, maxrate: 2400, preset: 'fast' }, fps * 2);
  await writeVideo({ file, width, height, fps, frames, codec }, (n) => {
    const s = smoothstep(0, 1, n / (frames - 1)) * 0.9 + 0.05;
    return toRgb24(valleyFrame(dawn, day, s, n * 0.35, clouds), width, height, 0);
  });
}
