/** Stage "panoramas": the three VR stills (360° mono, 360° stereo top-bottom, 180° stereo). */
import { writeJpeg } from '../encode.js';
import { TAU } from '../math.js';
import type { Projection } from '../outputs.js';
import { STILL_GRAIN, toRgb24 } from '../rgb24.js';
import type { StageContext } from '../stages.js';
import type { EquirectView } from '../vr/equirect.js';
import { renderStereo, stackEyes } from '../vr/eye-image.js';
import { afternoonSky, type SkyLook } from '../vr/sky.js';
import {
  VALLEY_DAWN,
  VALLEY_DAY,
  blendLook,
  stereoBackdrop,
  valleyFrame,
  valleyTerrain,
  type ValleyLook,
} from '../vr/valley.js';
import type { World } from '../vr/world.js';
import { gardenWorld, templeWorld } from '../vr/worlds.js';

export async function writePanoramas(ctx: StageContext): Promise<void> {
  await writeValleyPanorama(ctx);
  await writeStereoStill(ctx, {
    path: 'media/pano-360-stereo-tb.jpg',
    projection: 'equirect360',
    layout: 'tb',
    view: { width: 2048, height: 1024, lon0: -Math.PI, lonSpan: TAU },
    sky: afternoonSky(60, 45, 0.85),
    look: blendLook(VALLEY_DAWN, VALLEY_DAY, 0.85),
    world: templeWorld,
    budget: [450_000, 900_000],
  });
  await writeStereoStill(ctx, {
    path: 'media/pano-180-stereo-sbs.jpg',
    projection: 'equirect180',
    layout: 'sbs',
    view: { width: 1024, height: 1024, lon0: -Math.PI / 2, lonSpan: Math.PI },
    sky: afternoonSky(-125, 20, 0.4),
    look: blendLook(VALLEY_DAWN, VALLEY_DAY, 0.3),
    world: gardenWorld,
    budget: [250_000, 600_000],
  });
}

/** The valley in mid-morning light, 360° mono: no parallax, so no ray tracing either. */
async function writeValleyPanorama({ outputs, clouds }: StageContext): Promise<void> {
  const look = blendLook(VALLEY_DAWN, VALLEY_DAY, 0.6);
  const terrain = valleyTerrain(2048, 1024, look);
  const pano = valleyFrame(terrain, terrain, 0.6, 0, clouds);
  await writeJpeg(
    outputs.register('media/pano-360-mono.jpg', 'equirect360', 'mono'),
    toRgb24(pano, 2048, 1024, STILL_GRAIN),
    2048,
    1024,
    [250_000, 560_000],
  );
}

interface StereoStill {
  path: string;
  projection: Projection;
  /** top-bottom or side-by-side eyes */
  layout: 'tb' | 'sbs';
  /** one eye's view */
  view: EquirectView;
  sky: SkyLook;
  look: ValleyLook;
  world: (sky: SkyLook, look: ValleyLook) => World;
  /** JPEG size range, bytes */
  budget: readonly [number, number];
}

async function writeStereoStill({ outputs, clouds }: StageContext, s: StereoStill): Promise<void> {
  const { width, height } = s.view;
  const backdrop = stereoBackdrop(width, height, s.sky, s.look, clouds);
  const pair = renderStereo(s.world(s.sky, s.look), s.view, backdrop);
  const file = outputs.register(s.path, s.projection, s.layout);
  const rgb = stackEyes(pair, s.view, s.layout, STILL_GRAIN);
  const tb = s.layout === 'tb';
  await writeJpeg(file, rgb, tb ? width : width * 2, tb ? height * 2 : height, s.budget);
}
