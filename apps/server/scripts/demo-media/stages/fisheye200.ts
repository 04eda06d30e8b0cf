/** Stage "fisheye200": the orbiting spheres through one 200° fisheye lens, mono (H.264). */
import { h264, writeVideo } from '../encode.js';
import { toRgb24 } from '../rgb24.js';
import type { StageContext } from '../stages.js';
import { renderEye } from '../vr/eye-image.js';
import { FisheyeTracer, type FisheyeView } from '../vr/fisheye.js';
import { afternoonSky } from '../vr/sky.js';
import { VALLEY_DAWN, VALLEY_DAY, blendLook, stereoBackdrop } from '../vr/valley.js';
import { ORBIT_SECONDS, orbitWorld } from '../vr/worlds.js';

/** One slow orbit: the loop is seamless, like the 180° video's. */
const SECONDS = 6;

/**
 * Every frame is traced in full: a mono fisheye frame has under half the rays of a stereo 180°
 * frame and the tracer culls solids per tile, so a frame takes about half a second.
 */
export async function writeFisheye200({ outputs, clouds }: StageContext): Promise<void> {
  const view: FisheyeView = { width: 1024, height: 1024, fovDeg: 200 };
  const fps = 30;
  const frames = fps * SECONDS;
  const sky = afternoonSky(-40, 35, 0.75);
  const look = blendLook(VALLEY_DAWN, VALLEY_DAY, 0.75);
  const bg = stereoBackdrop(2048, 1024, sky, look, clouds);
  const { world, place } = orbitWorld(sky, look);
  const file = outputs.register('media/video-fisheye-200-mono.mp4', 'fisheye200', 'mono');
  const codec = h264({ crf: 24, maxrate: 1000 }, fps * 2);
  await writeVideo({ file, width: view.width, height: view.height, fps, frames, codec }, (n) => {
    place((n / frames) * ORBIT_SECONDS);
    const img = renderEye(new FisheyeTracer(world, view, bg), 0);
    return toRgb24(img.color, view.width, view.height, 0);
  });
}
