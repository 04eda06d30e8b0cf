/** Stage "video180": orbiting spheres in 180° side-by-side stereo (VP9 WebM). */
import { vp9, writeVideo } from '../encode.js';
import type { StageContext } from '../stages.js';
import type { EquirectView } from '../vr/equirect.js';
import { copyEyeImage, renderStereo, stackEyes, type EyePair } from '../vr/eye-image.js';
import { sphereRect, updateEye } from '../vr/moving-spheres.js';
import { OdsTracer } from '../vr/ods-tracer.js';
import { afternoonSky } from '../vr/sky.js';
import { VALLEY_DAWN, VALLEY_DAY, blendLook, stereoBackdrop } from '../vr/valley.js';
import { ORBIT_SECONDS, orbitWorld } from '../vr/worlds.js';

/** The static world is traced once; each frame re-traces only around the moving spheres. */
export async function writeVideo180({ outputs, clouds }: StageContext): Promise<void> {
  const eye = 1024;
  const fps = 30;
  const frames = fps * ORBIT_SECONDS;
  const v: EquirectView = { width: eye, height: eye, lon0: -Math.PI / 2, lonSpan: Math.PI };
  const sky = afternoonSky(35, 40, 0.9);
  const look = blendLook(VALLEY_DAWN, VALLEY_DAY, 0.9);
  const bg = stereoBackdrop(eye, eye, sky, look, clouds);
  const { world, moving, place } = orbitWorld(sky, look);
  const all = world.solids;
  world.solids = all.filter((s) => !moving.some((m) => m === s));
  const still = renderStereo(world, v, bg);
  world.solids = all;
  const movingIndices = moving.map((m) => all.indexOf(m));
  const file = outputs.register('media/video-180-stereo-sbs.webm', 'equirect180', 'sbs');
  const codec = vp9(2600, fps * 2);
  await writeVideo({ file, width: eye * 2, height: eye, fps, frames, codec }, (n) => {
    place(n / fps);
    const tr = new OdsTracer(world, v, bg.data);
    const pair: EyePair = { left: copyEyeImage(still.left), right: copyEyeImage(still.right) };
    // Each sphere only needs its own rectangle checked: a pixel it touches is then traced in
    // full, so overlaps between spheres still resolve correctly.
    moving.forEach((s, k) => {
      const rect = sphereRect(world, v, s);
      const mine = [movingIndices[k] ?? -1];
      updateEye(tr, -1, pair.left, still.left, mine, rect);
      updateEye(tr, 1, pair.right, still.right, mine, rect);
    });
    return stackEyes(pair, v, 'sbs', 0);
  });
}
