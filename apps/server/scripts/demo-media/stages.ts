/**
 * The stages of a run, in the order they render. Each writes its own files and registers them for
 * the manifest; stage names double as CLI arguments for re-rendering only part of the media. New
 * stages go last, so a partial run that adds their files to the manifest keeps a full run's order.
 */
import type { Outputs } from './outputs.js';
import { writeCoversAndBanners } from './stages/covers.js';
import { writeFisheye190 } from './stages/fisheye190.js';
import { writeFisheye200 } from './stages/fisheye200.js';
import { writeFlatVideo } from './stages/flat-video.js';
import { writePanoramas } from './stages/panoramas.js';
import { writePhoto } from './stages/photo.js';
import { writePortraits } from './stages/portraits.js';
import { writePreviews } from './stages/previews.js';
import { writeScene3d } from './stages/scene3d.js';
import { writeTrailer } from './stages/trailer.js';
import { writeVideo180 } from './stages/video180.js';
import { writeVideo360 } from './stages/video360.js';
import { writeVideo360Tb } from './stages/video360tb.js';
import type { TaskPool } from './task-pool.js';
import type { CloudTexture } from './vr/sky.js';

export const STAGES = [
  'covers',
  'trailer',
  'previews',
  'panoramas',
  'video360',
  'video180',
  'flat',
  'fisheye190',
  'fisheye200',
  'photo',
  'video360tb',
  'scene3d',
  'portraits',
] as const;
type Stage = (typeof STAGES)[number];

export function isStage(name: string): name is Stage {
  return (STAGES as readonly string[]).includes(name);
}

export interface StageContext {
  outputs: Outputs;
  /** JPEG encodes of the covers stage run here, next to the renderer */
  pool: TaskPool;
  /** shared by every VR stage: the same cloud texture keeps their skies alike */
  clouds: CloudTexture;
}

export const RENDER_STAGE: Record<Stage, (ctx: StageContext) => Promise<void>> = {
  covers: writeCoversAndBanners,
  trailer: writeTrailer,
  previews: writePreviews,
  panoramas: writePanoramas,
  video360: writeVideo360,
  video180: writeVideo180,
  flat: writeFlatVideo,
  fisheye190: writeFisheye190,
  fisheye200: writeFisheye200,
  photo: writePhoto,
  video360tb: writeVideo360Tb,
  scene3d: writeScene3d,
  portraits: writePortraits,
};
