import { describe, expect, it } from 'vitest';
import { dataUriBytes, imageMimeType, packGlb } from './gltf-pack.rules.js';

function chunks(glb: Buffer) {
  const jsonLength = glb.readUInt32LE(12);
  const json = JSON.parse(glb.toString('utf8', 20, 20 + jsonLength)) as Record<string, unknown>;
  const binStart = 20 + jsonLength;
  const bin =
    glb.length > binStart
      ? glb.subarray(binStart + 8, binStart + 8 + glb.readUInt32LE(binStart))
      : null;
  return { json, bin };
}

describe('packing a .gltf into one GLB', () => {
  it('joins buffers 4-aligned, moves views by their buffer offset and images into views', () => {
    const glb = packGlb(
      {
        asset: { version: '2.0' },
        buffers: [
          { uri: 'a.bin', byteLength: 3 },
          { uri: 'b.bin', byteLength: 4 },
        ],
        bufferViews: [
          { buffer: 0, byteLength: 3 },
          { buffer: 1, byteOffset: 2, byteLength: 2 },
        ],
        images: [{ uri: 'wall.png' }, { bufferView: 0, mimeType: 'image/png' }],
      },
      [Uint8Array.of(1, 2, 3), Uint8Array.of(4, 5, 6, 7)],
      [{ bytes: Uint8Array.of(9, 9), mimeType: 'image/png' }, null],
    );
    expect(glb.readUInt32LE(0)).toBe(0x46546c67);
    expect(glb.readUInt32LE(4)).toBe(2);
    expect(glb.readUInt32LE(8)).toBe(glb.length);
    expect(glb.length % 4).toBe(0);
    const { json, bin } = chunks(glb);
    expect(json.buffers).toEqual([{ byteLength: 12 }]);
    expect(json.bufferViews).toEqual([
      { buffer: 0, byteOffset: 0, byteLength: 3 },
      { buffer: 0, byteOffset: 6, byteLength: 2 },
      { buffer: 0, byteOffset: 8, byteLength: 2 },
    ]);
    expect(json.images).toEqual([
      { bufferView: 2, mimeType: 'image/png' },
      { bufferView: 0, mimeType: 'image/png' },
    ]);
    expect([...bin!]).toEqual([1, 2, 3, 0, 4, 5, 6, 7, 9, 9, 0, 0]);
  });

  it('writes a scene without buffers as a JSON chunk alone', () => {
    const glb = packGlb({ asset: { version: '2.0' } }, [], []);
    expect(glb.length).toBe(glb.readUInt32LE(8));
    expect(chunks(glb)).toEqual({ json: { asset: { version: '2.0' } }, bin: null });
  });

  it('reads data URIs and image types', () => {
    expect([...dataUriBytes('data:application/octet-stream;base64,AQID')!]).toEqual([1, 2, 3]);
    expect(dataUriBytes('textures/wall.png')).toBeNull();
    expect(imageMimeType('data:image/jpeg;base64,AAAA')).toBe('image/jpeg');
    expect(imageMimeType('textures/Wall.PNG')).toBe('image/png');
    expect(imageMimeType('textures/wall.tga')).toBeNull();
  });
});
