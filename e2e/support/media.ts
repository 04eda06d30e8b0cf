import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The port of the e2e server. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

/** The server's media directory: a copy of the demo media made at start (copy-media.mjs). */
export const MEDIA_DIR = join(tmpdir(), `parallax-e2e-media-${E2E_PORT}`);
