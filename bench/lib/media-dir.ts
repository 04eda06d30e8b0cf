import { createHash, randomFillSync } from 'node:crypto';
import { closeSync, cpSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './server.js';

/** Written in blocks of this size: the bench never holds the part whole either. */
const BLOCK_BYTES = 16 * 1024 * 1024;

type ManifestEntry = { path: string; sizeInBytes: number; sha256: string };

/**
 * Copies apps/server/demo-media to `dir` (a server's MEDIA_DIR) and replaces `part` (a path in it,
 * `media/video-flat.mp4`) with `bytes` random bytes, written block by block (real bytes, not a
 * sparse file); its manifest entry gets the new size and hash, so the catalog shows the size.
 * Returns the part's path.
 */
export function makeMediaDir(dir: string, part: string, bytes: number): string {
  cpSync(join(repoRoot, 'apps/server/demo-media'), dir, { recursive: true });
  const file = join(dir, part);
  const hash = createHash('sha256');
  const block = Buffer.allocUnsafe(BLOCK_BYTES);
  const fd = openSync(file, 'w');
  try {
    for (let written = 0; written < bytes;) {
      const length = Math.min(BLOCK_BYTES, bytes - written);
      const piece = block.subarray(0, length);
      randomFillSync(piece);
      hash.update(piece);
      for (let offset = 0; offset < length;) offset += writeSync(fd, piece, offset);
      written += length;
    }
  } finally {
    closeSync(fd);
  }
  const manifestFile = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ManifestEntry[];
  const entry = manifest.find((candidate) => candidate.path === part);
  if (!entry) throw new Error(`${part} is not in the demo media manifest`);
  entry.sizeInBytes = bytes;
  entry.sha256 = hash.digest('hex');
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  return file;
}
