/**
 * Stage "scene3d": the garden pavilion as a glTF 2.0 binary, for the player's 3D scenes, and its
 * stored form for downloads: gzip, since geometry gains from it (64 KB → 15 KB). Players that
 * stream get the .glb; downloads fetch the .glb.gz and unpack it on the device.
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { StageContext } from '../stages.js';
import { encodeGlb } from '../scene3d/glb.js';
import { pavilionScene } from '../scene3d/pavilion.js';

export function writeScene3d({ outputs }: StageContext): Promise<void> {
  const glb = encodeGlb(pavilionScene(), 'Parallax make-demo-media');
  const path = outputs.register('media/scene-pavilion.glb');
  writeFileSync(path, glb);
  writeFileSync(`${path}.gz`, gzipSync(glb, { level: 9 }));
  return Promise.resolve();
}
