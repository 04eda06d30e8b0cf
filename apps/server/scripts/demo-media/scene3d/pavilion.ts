/**
 * The glTF demo scene: a garden pavilion (a stepped stone platform, twelve columns, an entablature
 * and a pyramid roof with a bronze finial) at the end of a path between two pools, among trees.
 * glTF conventions: Y up, metres; the viewer stands at the origin, eyes at 1.6 m, looking down −Z.
 */
import { hash } from '../random.js';
import type { GltfMaterial, GltfScene } from './glb.js';
import { MeshBuilder } from './mesh-builder.js';

/** sRGB '#rrggbb' → the linear factors glTF's baseColorFactor takes. */
function linear(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number): number => {
    const c = v / 255;
    const lin = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    return Math.round(lin * 10000) / 10000;
  };
  return [channel((n >> 16) & 255), channel((n >> 8) & 255), channel(n & 255)];
}

const material = (name: string, hex: string, roughness: number, metallic = 0): GltfMaterial => ({
  name,
  baseColor: linear(hex),
  metallic,
  roughness,
});

const MATERIALS = [
  material('grass', '#6b8f47', 0.95),
  material('stone', '#cfc6b6', 0.8),
  material('marble', '#eee9df', 0.45),
  material('roof tiles', '#9c4f35', 0.75),
  material('bronze', '#b08d57', 0.35, 1),
  material('water', '#3d6f8c', 0.08),
  material('bark', '#5b4030', 0.9),
  material('foliage', '#2f6b35', 0.85),
  material('young foliage', '#4f8a3a', 0.85),
];
const [GRASS, STONE, MARBLE, ROOF, BRONZE, WATER, BARK, FOLIAGE, YOUNG_FOLIAGE] = MATERIALS.map(
  (_m, k) => k,
) as [number, number, number, number, number, number, number, number, number];

/** Centre of the pavilion, metres ahead of the viewer. */
const CZ = -13;
const PLATFORM_TOP = 0.5;

/** One builder per material of a mesh, turned into that mesh's primitives. */
class MaterialMeshes {
  private readonly builders = new Map<number, MeshBuilder>();

  with(materialIndex: number): MeshBuilder {
    let builder = this.builders.get(materialIndex);
    if (!builder) {
      builder = new MeshBuilder();
      this.builders.set(materialIndex, builder);
    }
    return builder;
  }

  primitives() {
    return [...this.builders].map(([index, builder]) => builder.build(index));
  }
}

function groundMeshes(): MaterialMeshes {
  const m = new MaterialMeshes();
  m.with(GRASS).polygon(
    [
      [-40, 0, -40],
      [40, 0, -40],
      [40, 0, 40],
      [-40, 0, 40],
    ],
    [0, 1, 0],
  );
  m.with(STONE).box([0, 0.01, -3.4], [1.6, 0.02, 8.8]);
  for (const x of [-2.1, 2.1]) {
    m.with(STONE).box([x, 0.02, -4.6], [2, 0.04, 5.6]);
    m.with(WATER).box([x, 0.03, -4.6], [1.6, 0.06, 5.2]);
  }
  return m;
}

function pavilionMeshes(): MaterialMeshes {
  const m = new MaterialMeshes();
  const stone = m.with(STONE);
  stone.box([0, PLATFORM_TOP / 2, CZ], [9, PLATFORM_TOP, 9]);
  stone.box([0, 0.085, CZ + 4.85], [3.2, 0.17, 0.7]);
  stone.box([0, 0.165, CZ + 4.675], [3.2, 0.33, 0.35]);
  const marble = m.with(MARBLE);
  const columns: [number, number][] = [];
  for (const x of [-3.6, -1.2, 1.2, 3.6]) columns.push([x, CZ + 3.6], [x, CZ - 3.6]);
  for (const dz of [-1.2, 1.2]) columns.push([-3.6, CZ + dz], [3.6, CZ + dz]);
  for (const [x, z] of columns) {
    marble.box([x, PLATFORM_TOP + 0.08, z], [0.62, 0.16, 0.62]);
    marble.cylinder(x, z, PLATFORM_TOP + 0.16, 3.5, 0.22, 12, false);
    marble.box([x, 3.58, z], [0.62, 0.16, 0.62]);
  }
  marble.box([0, 3.885, CZ], [8, 0.45, 8]);
  marble.cylinder(0, CZ, PLATFORM_TOP, 1.3, 0.35, 16, true);
  m.with(ROOF).cone(0, CZ, 4.11, 6.1, 4.4 * Math.SQRT2, 4, Math.PI / 4);
  m.with(BRONZE).sphere([0, 6.2, CZ], 0.22, 8, 12);
  m.with(BRONZE).sphere([0, 1.7, CZ], 0.4, 10, 16);
  return m;
}

/** Where the trees stand: around the garden, a few behind the viewer, none on the path. */
const TREES: readonly [number, number][] = [
  [-6, -6],
  [6.5, -7],
  [-8, -14],
  [8.5, -15],
  [-5, -20.5],
  [5.5, -21],
  [-9, 2],
  [8, 3.5],
  [-3.5, 7],
  [4, 8],
  [-12, -4],
  [12, -10],
];

function treeMeshes(): MaterialMeshes {
  const m = new MaterialMeshes();
  TREES.forEach(([x, z], k) => {
    const s = 0.8 + 0.5 * hash(k, 1, 701);
    m.with(BARK).cylinder(x, z, 0, 1.3 * s, 0.14 * s, 6, false);
    const leaves = m.with(k % 3 === 0 ? YOUNG_FOLIAGE : FOLIAGE);
    leaves.cone(x, z, 0.9 * s, 3.8 * s, 1.1 * s, 8, hash(k, 2, 701));
  });
  return m;
}

export function pavilionScene(): GltfScene {
  return {
    name: 'Garden pavilion',
    materials: MATERIALS,
    meshes: [
      { name: 'Ground', primitives: groundMeshes().primitives() },
      { name: 'Pavilion', primitives: pavilionMeshes().primitives() },
      { name: 'Trees', primitives: treeMeshes().primitives() },
    ],
    cameras: [{ name: 'Viewer', yfov: Math.PI / 3, znear: 0.05, zfar: 200 }],
    nodes: [
      { name: 'Ground', mesh: 0 },
      { name: 'Pavilion', mesh: 1 },
      { name: 'Trees', mesh: 2 },
      { name: 'Viewer', camera: 0, translation: [0, 1.6, 0] },
    ],
  };
}
