/** Stage "covers": a 3:4 cover and a 16:9 banner for each of the 24 scenes. */
import { writeJpeg } from '../encode.js';
import { pad2 } from '../outputs.js';
import { STILL_GRAIN, toRgb24 } from '../rgb24.js';
import { SCENES, renderScene } from '../scenes/catalogue.js';
import type { StageContext } from '../stages.js';

export async function writeCoversAndBanners({ outputs, pool }: StageContext): Promise<void> {
  for (let k = 0; k < SCENES.length; k++) {
    const cover = renderScene(k, 480, 640);
    const coverRgb = toRgb24(cover.data, 480, 640, STILL_GRAIN);
    const coverPath = outputs.register(`covers/cover-${pad2(k + 1)}.jpg`);
    await pool.add(() => writeJpeg(coverPath, coverRgb, 480, 640, [18_000, 38_000]));
    const wide = renderScene(k, 960, 540);
    const wideRgb = toRgb24(wide.data, 960, 540, STILL_GRAIN);
    const widePath = outputs.register(`wide/wide-${pad2(k + 1)}.jpg`);
    await pool.add(() => writeJpeg(widePath, wideRgb, 960, 540, [34_000, 66_000]));
  }
}
