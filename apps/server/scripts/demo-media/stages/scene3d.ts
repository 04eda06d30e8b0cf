/** Stage "scene3d": the garden pavilion as a glTF 2.0 binary, for the player's 3D scenes. */
import { writeFileSync } from 'node:fs';
import type { StageContext } from '../stages.js';
import { encodeGlb } from '../scene3d/glb.js';
import { pavilionScene } from '../scene3d/pavilion.js';

export function writeScene3d({ outputs }: StageContext): Promise<void> {
  const glb = encodeGlb(pavilionScene(), 'Parallax make-demo-media');
  writeFileSync(outputs.register('media/scene-pavilion.glb'), glb);
  return Promise.resolve();
}
