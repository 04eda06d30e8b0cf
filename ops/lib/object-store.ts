import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { repoRoot, statePaths } from './state.js';

export const BUCKET = 'parallax-media';
/** s3rver's built-in account: it accepts exactly this key pair. */
const ACCESS_KEY = 'S3RVER';

/** s3rver's command line, from the server's development dependencies. */
export function s3rverBin(): string {
  const require = createRequire(join(repoRoot, 'apps/server/package.json'));
  return join(dirname(require.resolve('s3rver/package.json')), 'bin/s3rver.js');
}

/**
 * The arguments of s3rver: data under the state directory, the bucket made (or kept) at start.
 * The instances give it its CORS rule for the store's origin and upload the demo media into it
 * when they start (modules/media/media-sync.ts).
 */
export function s3rverArgs(port: number): string[] {
  const dataDir = join(statePaths.objectStore, 'data');
  mkdirSync(dataDir, { recursive: true });
  return [
    s3rverBin(),
    '--directory',
    dataDir,
    '--address',
    '127.0.0.1',
    '--port',
    String(port),
    // One line per request otherwise.
    '--silent',
    '--configure-bucket',
    BUCKET,
  ];
}

/** What the server needs to use the bucket (the agreed MEDIA_STORE=s3 settings). */
export const objectStoreEnv = (port: number): Record<string, string> => ({
  MEDIA_STORE: 's3',
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_BUCKET: BUCKET,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: ACCESS_KEY,
  S3_SECRET_ACCESS_KEY: ACCESS_KEY,
  S3_FORCE_PATH_STYLE: 'true',
});
