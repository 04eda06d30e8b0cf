/** Triangle meshes of simple solids (boxes, cylinders, cones, spheres) for the glTF scene. */
import { TAU } from '../math.js';
import type { GltfPrimitive } from './glb.js';

export type V3 = readonly [number, number, number];

function sub(a: V3, b: V3): V3 {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
}

function cross(a: V3, b: V3): V3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

function dot(a: V3, b: V3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

function normalize(a: V3): V3 {
  const l = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / l, a[1] / l, a[2] / l];
}

/**
 * The triangles of one material. Every triangle is wound counter-clockwise seen from the side its
 * normals point to (glTF's front face), whatever order a solid lists its corners in.
 */
export class MeshBuilder {
  private readonly positions: number[] = [];
  private readonly normals: number[] = [];
  private readonly indices: number[] = [];

  private vertex(p: V3, n: V3): number {
    this.positions.push(...p);
    this.normals.push(...n);
    return this.positions.length / 3 - 1;
  }

  private at(array: number[], index: number): V3 {
    return [array[index * 3] ?? 0, array[index * 3 + 1] ?? 0, array[index * 3 + 2] ?? 0];
  }

  /** Adds a triangle facing the way its vertex normals do; degenerate ones are left out. */
  private triangle(a: number, b: number, c: number): void {
    const pa = this.at(this.positions, a);
    const face = cross(sub(this.at(this.positions, b), pa), sub(this.at(this.positions, c), pa));
    if (Math.hypot(...face) < 1e-9) return;
    const [na, nb, nc] = [a, b, c].map((k) => this.at(this.normals, k)) as [V3, V3, V3];
    const normal: V3 = [na[0] + nb[0] + nc[0], na[1] + nb[1] + nc[1], na[2] + nb[2] + nc[2]];
    if (dot(face, normal) >= 0) this.indices.push(a, b, c);
    else this.indices.push(a, c, b);
  }

  /** A flat convex polygon, corners in order around it, facing along `normal`. */
  polygon(corners: readonly V3[], normal: V3): void {
    const ids = corners.map((p) => this.vertex(p, normal));
    for (let k = 1; k + 1 < ids.length; k++)
      this.triangle(ids[0] ?? 0, ids[k] ?? 0, ids[k + 1] ?? 0);
  }

  /** An axis-aligned box from its centre and full size. */
  box(center: V3, size: V3): void {
    const [cx, cy, cz] = center;
    const [hx, hy, hz] = [size[0] / 2, size[1] / 2, size[2] / 2];
    for (const axis of [0, 1, 2] as const) {
      for (const sign of [-1, 1]) {
        const n: [number, number, number] = [0, 0, 0];
        n[axis] = sign;
        const u = (axis + 1) % 3;
        const v = (axis + 2) % 3;
        const corners = [
          [-1, -1],
          [1, -1],
          [1, 1],
          [-1, 1],
        ].map(([su = 0, sv = 0]) => {
          const p: [number, number, number] = [0, 0, 0];
          p[axis] = sign;
          p[u] = su;
          p[v] = sv;
          return [cx + p[0] * hx, cy + p[1] * hy, cz + p[2] * hz] as const;
        });
        this.polygon(corners, n);
      }
    }
  }

  /** A vertical cylinder with smooth sides; `cap` closes its top (the bottom stands on something). */
  cylinder(
    x: number,
    z: number,
    y0: number,
    y1: number,
    r: number,
    segments: number,
    cap: boolean,
  ): void {
    const ring = (y: number): number[] =>
      Array.from({ length: segments }, (_v, k) => {
        const a = (k / segments) * TAU;
        return this.vertex(
          [x + r * Math.sin(a), y, z - r * Math.cos(a)],
          [Math.sin(a), 0, -Math.cos(a)],
        );
      });
    const bottom = ring(y0);
    const top = ring(y1);
    for (let k = 0; k < segments; k++) {
      const next = (k + 1) % segments;
      this.triangle(bottom[k] ?? 0, bottom[next] ?? 0, top[next] ?? 0);
      this.triangle(bottom[k] ?? 0, top[next] ?? 0, top[k] ?? 0);
    }
    if (cap) this.polygon(this.circle(x, y1, z, r, segments, 0), [0, 1, 0]);
  }

  /** A vertical cone or pyramid with flat faces and a closed base; `turn` rotates it (radians). */
  cone(x: number, z: number, y0: number, y1: number, r: number, segments: number, turn = 0): void {
    const base = this.circle(x, y0, z, r, segments, turn);
    const apex: V3 = [x, y1, z];
    base.forEach((p, k) => {
      const q = base[(k + 1) % segments] ?? p;
      let n = normalize(cross(sub(q, p), sub(apex, p)));
      const outward: V3 = [(p[0] + q[0]) / 2 - x, 0, (p[2] + q[2]) / 2 - z];
      if (dot(n, outward) < 0) n = [-n[0], -n[1], -n[2]];
      this.polygon([p, q, apex], n);
    });
    this.polygon(base, [0, -1, 0]);
  }

  /** A sphere with smooth normals, `rings` bands from pole to pole. */
  sphere(center: V3, r: number, rings: number, segments: number): void {
    const grid: number[][] = [];
    for (let j = 0; j <= rings; j++) {
      const lat = Math.PI / 2 - (j / rings) * Math.PI;
      grid.push(
        Array.from({ length: segments }, (_v, k) => {
          const a = (k / segments) * TAU;
          const n: V3 = [Math.cos(lat) * Math.sin(a), Math.sin(lat), -Math.cos(lat) * Math.cos(a)];
          return this.vertex([center[0] + r * n[0], center[1] + r * n[1], center[2] + r * n[2]], n);
        }),
      );
    }
    for (let j = 0; j < rings; j++) {
      const upper = grid[j] ?? [];
      const lower = grid[j + 1] ?? [];
      for (let k = 0; k < segments; k++) {
        const next = (k + 1) % segments;
        this.triangle(upper[k] ?? 0, lower[k] ?? 0, lower[next] ?? 0);
        this.triangle(upper[k] ?? 0, lower[next] ?? 0, upper[next] ?? 0);
      }
    }
  }

  private circle(x: number, y: number, z: number, r: number, segments: number, turn: number): V3[] {
    return Array.from({ length: segments }, (_v, k) => {
      const a = (k / segments) * TAU + turn;
      return [x + r * Math.sin(a), y, z - r * Math.cos(a)] as const;
    });
  }

  build(material: number): GltfPrimitive {
    return {
      positions: Float32Array.from(this.positions),
      normals: Float32Array.from(this.normals),
      indices: Uint16Array.from(this.indices),
      material,
    };
  }
}
