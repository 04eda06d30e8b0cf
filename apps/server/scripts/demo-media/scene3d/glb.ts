/**
 * A minimal glTF 2.0 binary (GLB) writer: triangle meshes with positions, normals and 16-bit
 * indices, PBR metallic-roughness materials without textures, nodes and one camera. Layout rules
 * of the spec (§3.6.2, §4.4) that validators check: every bufferView starts on a 4-byte boundary,
 * vertex attributes declare byteStride and the ARRAY_BUFFER target, indices ELEMENT_ARRAY_BUFFER,
 * POSITION accessors carry exact float32 min/max, and both chunks are padded to 4 bytes (JSON with
 * spaces, BIN with zeros).
 */

export interface GltfMaterial {
  name: string;
  /** linear RGB, 0..1 */
  baseColor: readonly [number, number, number];
  metallic: number;
  roughness: number;
}

export interface GltfPrimitive {
  /** xyz per vertex */
  positions: Float32Array;
  /** unit xyz per vertex */
  normals: Float32Array;
  /** counter-clockwise triangles */
  indices: Uint16Array;
  material: number;
}

export interface GltfMesh {
  name: string;
  primitives: GltfPrimitive[];
}

export type GltfNode =
  | { name: string; mesh: number }
  | { name: string; camera: number; translation: readonly [number, number, number] };

export interface GltfCamera {
  name: string;
  /** vertical field of view, radians */
  yfov: number;
  znear: number;
  zfar: number;
}

export interface GltfScene {
  name: string;
  materials: GltfMaterial[];
  meshes: GltfMesh[];
  cameras: GltfCamera[];
  nodes: GltfNode[];
}

const GLB_MAGIC = 0x46546c67;
const CHUNK_JSON = 0x4e4f534a;
const CHUNK_BIN = 0x004e4942;
const ARRAY_BUFFER = 34962;
const ELEMENT_ARRAY_BUFFER = 34963;
const FLOAT = 5126;
const UNSIGNED_SHORT = 5123;

const align4 = (n: number): number => (n + 3) & ~3;
const bytesOf = (a: Float32Array | Uint16Array): Uint8Array =>
  new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

/** Collects bufferViews into one binary buffer, each starting on a 4-byte boundary. */
class BinaryBuffer {
  readonly views: Record<string, number>[] = [];
  private readonly parts: Buffer[] = [];
  private length = 0;

  add(bytes: Uint8Array, target: number, byteStride?: number): number {
    const byteOffset = this.length;
    this.parts.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const padded = align4(bytes.byteLength);
    if (padded > bytes.byteLength) this.parts.push(Buffer.alloc(padded - bytes.byteLength));
    this.length += padded;
    this.views.push({
      buffer: 0,
      byteOffset,
      byteLength: bytes.byteLength,
      ...(byteStride ? { byteStride } : {}),
      target,
    });
    return this.views.length - 1;
  }

  bytes(): Buffer {
    return Buffer.concat(this.parts, this.length);
  }
}

function bounds(positions: Float32Array): { min: number[]; max: number[] } {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let k = 0; k < positions.length; k++) {
    const v = positions[k] ?? 0;
    const axis = k % 3;
    if (v < (min[axis] ?? 0)) min[axis] = v;
    if (v > (max[axis] ?? 0)) max[axis] = v;
  }
  return { min, max };
}

function chunk(type: number, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32LE(data.length, 0);
  header.writeUInt32LE(type, 4);
  return Buffer.concat([header, data]);
}

/** Encodes a scene as GLB: a 12-byte header, the JSON chunk, the BIN chunk. */
export function encodeGlb(scene: GltfScene, generator: string): Buffer {
  const bin = new BinaryBuffer();
  const accessors: Record<string, unknown>[] = [];
  const accessor = (entry: Record<string, unknown>): number => accessors.push(entry) - 1;
  const meshes = scene.meshes.map((mesh) => ({
    name: mesh.name,
    primitives: mesh.primitives.map((p) => {
      const count = p.positions.length / 3;
      if (p.normals.length !== p.positions.length || count > 65535)
        throw new Error(`mesh ${mesh.name}: bad vertex arrays`);
      const position = accessor({
        bufferView: bin.add(bytesOf(p.positions), ARRAY_BUFFER, 12),
        componentType: FLOAT,
        count,
        type: 'VEC3',
        ...bounds(p.positions),
      });
      const normal = accessor({
        bufferView: bin.add(bytesOf(p.normals), ARRAY_BUFFER, 12),
        componentType: FLOAT,
        count,
        type: 'VEC3',
      });
      const indices = accessor({
        bufferView: bin.add(bytesOf(p.indices), ELEMENT_ARRAY_BUFFER),
        componentType: UNSIGNED_SHORT,
        count: p.indices.length,
        type: 'SCALAR',
      });
      return { attributes: { POSITION: position, NORMAL: normal }, indices, material: p.material };
    }),
  }));
  const body = bin.bytes();
  const json = {
    asset: { version: '2.0', generator },
    scene: 0,
    scenes: [{ name: scene.name, nodes: scene.nodes.map((_n, k) => k) }],
    nodes: scene.nodes,
    // glTF forbids empty arrays, so a scene without cameras leaves the property out.
    ...(scene.cameras.length > 0
      ? {
          cameras: scene.cameras.map((c) => ({
            name: c.name,
            type: 'perspective',
            perspective: { yfov: c.yfov, znear: c.znear, zfar: c.zfar },
          })),
        }
      : {}),
    meshes,
    materials: scene.materials.map((m) => ({
      name: m.name,
      pbrMetallicRoughness: {
        baseColorFactor: [...m.baseColor, 1],
        metallicFactor: m.metallic,
        roughnessFactor: m.roughness,
      },
    })),
    accessors,
    bufferViews: bin.views,
    buffers: [{ byteLength: body.length }],
  };
  const text = Buffer.from(JSON.stringify(json), 'utf8');
  const jsonChunk = Buffer.concat([text, Buffer.alloc(align4(text.length) - text.length, 0x20)]);
  const chunks = Buffer.concat([chunk(CHUNK_JSON, jsonChunk), chunk(CHUNK_BIN, body)]);
  const header = Buffer.alloc(12);
  header.writeUInt32LE(GLB_MAGIC, 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + chunks.length, 8);
  return Buffer.concat([header, chunks]);
}

/** Checks the GLB header and returns the JSON chunk, for the manifest and the checks. */
export function readGlbJson(glb: Buffer): unknown {
  if (glb.length < 20 || glb.readUInt32LE(0) !== GLB_MAGIC || glb.readUInt32LE(4) !== 2)
    throw new Error('not a glTF 2.0 binary');
  if (glb.readUInt32LE(8) !== glb.length) throw new Error('GLB length does not match the file');
  const jsonLength = glb.readUInt32LE(12);
  if (glb.readUInt32LE(16) !== CHUNK_JSON) throw new Error('GLB does not start with its JSON');
  return JSON.parse(glb.subarray(20, 20 + jsonLength).toString('utf8'));
}
