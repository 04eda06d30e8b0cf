/** The parts of a glTF 2.0 document that packing into one GLB rewrites. */
export type GltfDocument = {
  buffers?: Array<{ uri?: string; byteLength: number }>;
  bufferViews?: Array<{ buffer: number; byteOffset?: number; byteLength: number }>;
  images?: Array<{ uri?: string; bufferView?: number; mimeType?: string }>;
  [key: string]: unknown;
};

export type PackedImage = { bytes: Uint8Array; mimeType: string } | null;

const GLB_MAGIC = 0x46546c67;
const JSON_CHUNK = 0x4e4f534a;
const BIN_CHUNK = 0x004e4942;

/** Bytes up to the next multiple of 4 (glTF 2.0 §4.4.3: chunks and views start 4-aligned). */
function padding(length: number): number {
  return (4 - (length % 4)) % 4;
}

/**
 * One self-contained GLB (glTF 2.0 §4.4) from a .gltf document and the bytes its URIs named: every
 * buffer joined into the one binary chunk (views moved by their buffer's offset) and every image
 * given as a file or data URI moved into a view of it. `images[i]` is null for an image already in
 * a view. Players then fetch a scene in one request, which our signed links expect.
 */
export function packGlb(
  document: GltfDocument,
  buffers: Uint8Array[],
  images: PackedImage[],
): Buffer {
  const gltf = structuredClone(document);
  const parts: Uint8Array[] = [];
  let length = 0;
  const append = (bytes: Uint8Array): number => {
    const offset = length;
    parts.push(bytes, new Uint8Array(padding(bytes.length)));
    length += bytes.length + padding(bytes.length);
    return offset;
  };
  const bufferOffsets = buffers.map(append);
  for (const view of gltf.bufferViews ?? []) {
    view.byteOffset = (view.byteOffset ?? 0) + (bufferOffsets[view.buffer] ?? 0);
    view.buffer = 0;
  }
  for (const [index, image] of (gltf.images ?? []).entries()) {
    const packed = images[index];
    if (!packed) continue;
    const byteOffset = append(packed.bytes);
    gltf.bufferViews = [
      ...(gltf.bufferViews ?? []),
      { buffer: 0, byteOffset, byteLength: packed.bytes.length },
    ];
    image.bufferView = gltf.bufferViews.length - 1;
    image.mimeType = packed.mimeType;
    delete image.uri;
  }
  if (length > 0) gltf.buffers = [{ byteLength: length }];
  else delete gltf.buffers;
  const json = Buffer.from(JSON.stringify(gltf), 'utf8');
  const jsonChunk = Buffer.concat([json, Buffer.alloc(padding(json.length), 0x20)]);
  const binChunk = Buffer.concat(parts);
  const total = 12 + 8 + jsonChunk.length + (length > 0 ? 8 + binChunk.length : 0);
  const header = Buffer.alloc(20);
  header.writeUInt32LE(GLB_MAGIC, 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(total, 8);
  header.writeUInt32LE(jsonChunk.length, 12);
  header.writeUInt32LE(JSON_CHUNK, 16);
  if (length === 0) return Buffer.concat([header, jsonChunk]);
  const binHeader = Buffer.alloc(8);
  binHeader.writeUInt32LE(binChunk.length, 0);
  binHeader.writeUInt32LE(BIN_CHUNK, 4);
  return Buffer.concat([header, jsonChunk, binHeader, binChunk]);
}

const IMAGE_TYPES = new Map([
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['webp', 'image/webp'],
  ['ktx2', 'image/ktx2'],
]);

/** An image's media type from its data URI or its file's extension; null when we cannot tell. */
export function imageMimeType(uri: string): string | null {
  const data = /^data:([^;,]+)/.exec(uri);
  if (data) return data[1]!;
  return IMAGE_TYPES.get(uri.split('.').at(-1)?.toLowerCase() ?? '') ?? null;
}

/** The bytes of a `data:…;base64,` URI; null when the URI is not one. */
export function dataUriBytes(uri: string): Uint8Array | null {
  const match = /^data:[^,]*;base64,(.*)$/s.exec(uri);
  return match ? Buffer.from(match[1]!, 'base64') : null;
}
