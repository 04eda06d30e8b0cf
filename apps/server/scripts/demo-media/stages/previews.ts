/** Stage "previews": a 3-second hover clip for each theme. */
import { h264, writeVideo } from '../encode.js';
import { lerp } from '../math.js';
import { pad2 } from '../outputs.js';
import { toRgb24 } from '../rgb24.js';
import { THEME_SCENES, renderScene } from '../scenes/catalogue.js';
import type { StageContext } from '../stages.js';

/** Camera drift of each hover preview (scene units); the sport clip follows its runners. */
const PREVIEW_PANS: readonly (readonly [number, number])[] = [
  [-0.06, 0.06],
  [0.05, -0.05],
  [-0.06, 0.06],
  [-0.05, 0.07],
  [0, 0.75],
  [0.05, -0.05],
];

export async function writePreviews({ outputs }: StageContext): Promise<void> {
  const width = 480;
  const height = 270;
  const fps = 24;
  const frames = fps * 3;
  for (let k = 0; k < THEME_SCENES.length; k++) {
    const scene = THEME_SCENES[k] ?? 0;
    const pan = PREVIEW_PANS[k] ?? [0, 0];
    const file = outputs.register(`previews/clip-${pad2(k + 1)}.mp4`);
    const codec = h264({ crf: 25, maxrate: 340 }, fps);
    await writeVideo({ file, width, height, fps, frames, codec }, (n) => {
      const camX = lerp(pan[0], pan[1], n / (frames - 1));
      const c = renderScene(scene, width, height, n / fps, camX);
      return toRgb24(c.data, width, height, 0);
    });
  }
}
