/** Stage "video180": orbiting spheres in 180° side-by-side stereo (VP9 WebM). */
import { vp9, writeVideo } from '../encode.js';
import type { StageContext } from '../stages.js';
import type { EquirectView } from '../vr/equirect.js';
import { movingStereoFrames } from '../vr/moving-spheres.js';
import { afternoonSky } from '../vr/sky.js';
import { VALLEY_DAWN, VALLEY_DAY, blendLook, stereoBackdrop } from '../vr/valley.js';
import { ORBIT_SECONDS, orbitWorld } from '../vr/worlds.js';

export async function writeVideo180({ outputs, clouds }: StageContext): Promise<void> {
  const eye = 1024;
  const fps = 30;
  const frames = fps * ORBIT_SECONDS;
  const v: EquirectView = { width: eye, height: eye, lon0: -Math.PI / 2, lonSpan: Math.PI };
  const sky = afternoonSky(35, 40, 0.9);
  const look = blendLook(VALLEY_DAWN, VALLEY_DAY, 0.9);
  const bg = stereoBackdrop(eye, eye, sky, look, clouds);
  const frameAt = movingStereoFrames(orbitWorld(sky, look), v, bg, 'sbs');
  const file = outputs.register('media/video-180-stereo-sbs.webm', 'equirect180', 'sbs');
  const codec = vp9(2600, fps * 2);
  await writeVideo({ file, width: eye * 2, height: eye, fps, frames, codec }, (n) =>
    frameAt(n / fps),
  );
}
