import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MEDIA_CHUNK_SIZE_BYTES } from '@parallax/core/contracts/player';
import { afterAll, describe, expect, it } from 'vitest';
import { createMediaHashes } from './media-hashes.service.js';
import { createLocalMediaStore } from '../../providers/media-store/local-directory.provider.js';

const dir = mkdtempSync(join(tmpdir(), 'parallax-media-hashes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const store = createLocalMediaStore({ demo: dir });
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const chunksOf = (data: Buffer) => {
  const hashes: string[] = [];
  for (let start = 0; start < data.length; start += MEDIA_CHUNK_SIZE_BYTES) {
    hashes.push(sha256(data.subarray(start, start + MEDIA_CHUNK_SIZE_BYTES)));
  }
  return hashes;
};

/** Geometry-like bytes: repetitive enough for gzip, longer than one chunk. */
function sceneBytes(seed: number): Buffer {
  const data = Buffer.alloc(MEDIA_CHUNK_SIZE_BYTES + 4321);
  for (let index = 0; index < data.length; index++) data[index] = (index * seed) % 61;
  return data;
}

describe('the stored form of a file', () => {
  it('describes a file with a good gzip form as packed, with the unpacked file’s hashes', async () => {
    const plain = sceneBytes(7);
    const packed = gzipSync(plain);
    writeFileSync(join(dir, 'good.glb'), plain);
    writeFileSync(join(dir, 'good.glb.gz'), packed);
    const hashes = createMediaHashes(store, { maxEntries: 8 });

    const metadata = await hashes.metadataOf('demo/good.glb');
    expect(metadata).toMatchObject({
      sizeInBytes: packed.length,
      sha256: sha256(packed),
      chunkSha256: chunksOf(packed),
      mimeType: 'model/gltf-binary',
      compression: {
        type: 'gzip',
        uncompressedSizeInBytes: plain.length,
        uncompressedSha256: sha256(plain),
        uncompressedChunkSha256: chunksOf(plain),
      },
    });
    const { compression } = metadata!;
    expect(compression.type === 'gzip' && compression.uncompressedChunkSha256).toHaveLength(2);
    expect(await hashes.storedKeyOf('demo/good.glb')).toBe('demo/good.glb.gz');
  });

  it('hands out the file itself when its gzip form is stale or broken, or there is none', async () => {
    const plain = sceneBytes(11);
    writeFileSync(join(dir, 'stale.glb'), plain);
    writeFileSync(join(dir, 'stale.glb.gz'), gzipSync(sceneBytes(13)));
    writeFileSync(join(dir, 'broken.glb'), plain);
    writeFileSync(join(dir, 'broken.glb.gz'), Buffer.from('not gzip at all'));
    writeFileSync(join(dir, 'plain.glb'), plain);
    const hashes = createMediaHashes(store, { maxEntries: 8 });

    for (const key of ['demo/stale.glb', 'demo/broken.glb', 'demo/plain.glb']) {
      expect(await hashes.metadataOf(key), key).toMatchObject({
        sizeInBytes: plain.length,
        sha256: sha256(plain),
        chunkSha256: chunksOf(plain),
        compression: { type: 'none', uncompressedSizeInBytes: plain.length },
      });
      expect(await hashes.storedKeyOf(key)).toBe(key);
    }
  });

  it('notices a gzip form written after the file was first hashed', async () => {
    const plain = sceneBytes(17);
    writeFileSync(join(dir, 'later.glb'), plain);
    const hashes = createMediaHashes(store, { maxEntries: 8 });
    expect((await hashes.metadataOf('demo/later.glb'))?.compression.type).toBe('none');
    writeFileSync(join(dir, 'later.glb.gz'), gzipSync(plain));
    expect((await hashes.metadataOf('demo/later.glb'))?.compression.type).toBe('gzip');
  });
});
