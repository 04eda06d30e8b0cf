// The e2e server serves a copy of the demo media, so a test may change a file on the server (a
// new version of a scene) without touching the committed one.
import { cpSync, rmSync } from 'node:fs';

const target = process.env.MEDIA_DIR;
if (!target) {
  console.error('MEDIA_DIR is not set');
  process.exit(1);
}
rmSync(target, { recursive: true, force: true });
cpSync(new URL('../apps/server/demo-media', import.meta.url), target, { recursive: true });
