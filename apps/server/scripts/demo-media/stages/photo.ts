/** Stage "photo": a flat still at photo size, the canyon scene of the covers. */
import { writeJpeg } from '../encode.js';
import { STILL_GRAIN, toRgb24 } from '../rgb24.js';
import { renderScene } from '../scenes/catalogue.js';
import type { StageContext } from '../stages.js';

const CANYON = 14;

export async function writePhoto({ outputs }: StageContext): Promise<void> {
  const width = 1600;
  const height = 900;
  const rgb = toRgb24(renderScene(CANYON, width, height).data, width, height, STILL_GRAIN);
  await writeJpeg(outputs.register('media/photo-flat.jpg'), rgb, width, height, [110_000, 240_000]);
}
