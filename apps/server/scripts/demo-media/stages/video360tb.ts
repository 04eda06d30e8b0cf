/** Stage "video360tb": spheres circling the viewer in the temple, 360° stereo top-bottom (H.264). */
import { h264, writeVideo } from '../encode.js';
import { TAU } from '../math.js';
import type { StageContext } from '../stages.js';
import type { EquirectView } from '../vr/equirect.js';
import { movingStereoFrames } from '../vr/moving-spheres.js';
import { afternoonSky } from '../vr/sky.js';
import { VALLEY_DAWN, VALLEY_DAY, blendLook, stereoBackdrop } from '../vr/valley.js';
import { CAROUSEL_SECONDS, carouselWorld } from '../vr/worlds.js';

export async function writeVideo360Tb({ outputs, clouds }: StageContext): Promise<void> {
  const v: EquirectView = { width: 1280, height: 640, lon0: -Math.PI, lonSpan: TAU };
  const fps = 30;
  const frames = fps * CAROUSEL_SECONDS;
  const sky = afternoonSky(120, 30, 0.8);
  const look = blendLook(VALLEY_DAWN, VALLEY_DAY, 0.8);
  const bg = stereoBackdrop(v.width, v.height, sky, look, clouds);
  const frameAt = movingStereoFrames(carouselWorld(sky, look), v, bg, 'tb');
  const file = outputs.register('media/video-360-stereo-tb.mp4', 'equirect360', 'tb');
  const codec = h264({ crf: 24, maxrate: 1300, preset: 'fast' }, fps * 2);
  await writeVideo({ file, width: v.width, height: v.height * 2, fps, frames, codec }, (n) =>
    frameAt(n / fps),
  );
}
