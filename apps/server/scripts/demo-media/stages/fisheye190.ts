/** Stage "fisheye190": a colonnade through two 190° fisheye lenses, side by side (JPEG). */
import { writeJpeg } from '../encode.js';
import { STILL_GRAIN } from '../rgb24.js';
import type { StageContext } from '../stages.js';
import { renderEye, stackEyes } from '../vr/eye-image.js';
import { FisheyeTracer, type FisheyeView } from '../vr/fisheye.js';
import { afternoonSky } from '../vr/sky.js';
import { VALLEY_DAWN, VALLEY_DAY, blendLook, stereoBackdrop } from '../vr/valley.js';
import { colonnadeWorld } from '../vr/worlds.js';

export async function writeFisheye190({ outputs, clouds }: StageContext): Promise<void> {
  const view: FisheyeView = { width: 1024, height: 1024, fovDeg: 190 };
  const sky = afternoonSky(-40, 35, 0.7);
  const look = blendLook(VALLEY_DAWN, VALLEY_DAY, 0.7);
  // The lenses see 5° behind their sides, so the backdrop covers the full 360°.
  const bg = stereoBackdrop(2048, 1024, sky, look, clouds);
  const tracer = new FisheyeTracer(colonnadeWorld(sky, look), view, bg);
  const pair = { left: renderEye(tracer, -1), right: renderEye(tracer, 1) };
  const file = outputs.register('media/fisheye-190-stereo-sbs.jpg', 'fisheye190', 'sbs');
  const rgb = stackEyes(pair, view, 'sbs', STILL_GRAIN);
  await writeJpeg(file, rgb, view.width * 2, view.height, [250_000, 500_000]);
}
