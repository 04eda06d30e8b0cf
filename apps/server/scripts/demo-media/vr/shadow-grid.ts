import { clamp } from '../math.js';
import type { World } from './world.js';

/**
 * Buckets solids by their shadow's footprint on the ground plane. A point is shaded by a solid only
 * if its projection along the sun direction onto the ground falls in that solid's footprint, so
 * each shading point tests a couple of solids instead of all of them.
 */
export class ShadowGrid {
  static readonly CELL = 0.5;
  static readonly SIZE = 320;
  private readonly start = new Int32Array(ShadowGrid.SIZE * ShadowGrid.SIZE + 1);
  private readonly items: Int32Array;

  constructor(w: World, indices: readonly number[]) {
    const boxes = indices.map((k) => this.footprint(w, k));
    for (const box of boxes)
      this.visit(box, (cell) => (this.start[cell + 1] = (this.start[cell + 1] ?? 0) + 1));
    for (let c = 0; c < this.start.length - 1; c++)
      this.start[c + 1] = (this.start[c + 1] ?? 0) + (this.start[c] ?? 0);
    this.items = new Int32Array(this.start[this.start.length - 1] ?? 0);
    const fill = this.start.slice();
    boxes.forEach((box, n) => {
      this.visit(box, (cell) => {
        const at = fill[cell] ?? 0;
        this.items[at] = indices[n] ?? -1;
        fill[cell] = at + 1;
      });
    });
  }

  /** Cell of a ground point, or -1 outside the grid. */
  cellAt(x: number, z: number): number {
    const half = ShadowGrid.SIZE / 2;
    const i = Math.floor(x / ShadowGrid.CELL) + half;
    const j = Math.floor(z / ShadowGrid.CELL) + half;
    if (i < 0 || j < 0 || i >= ShadowGrid.SIZE || j >= ShadowGrid.SIZE) return -1;
    return j * ShadowGrid.SIZE + i;
  }

  from(cell: number): number {
    return this.start[cell] ?? 0;
  }

  to(cell: number): number {
    return this.start[cell + 1] ?? 0;
  }

  item(at: number): number {
    return this.items[at] ?? -1;
  }

  /** Ground bounding box (in cells) of a solid's bounding box projected along the sun. */
  private footprint(w: World, k: number): [number, number, number, number] {
    const s = w.solids[k];
    if (!s) return [1, 1, 0, 0];
    const y0 = s.kind === 'sphere' ? s.y - s.r : s.y0;
    const y1 = s.kind === 'sphere' ? s.y + s.r : s.y1;
    const lx = w.sun[0];
    const ly = w.sun[1];
    const lz = w.sun[2];
    const reach = (y1 - w.groundY) / Math.max(ly, 0.05);
    const margin = s.r + 0.1 + 0.012 * reach;
    let x0 = Infinity;
    let x1 = -Infinity;
    let z0 = Infinity;
    let z1 = -Infinity;
    for (const y of [y0, y1]) {
      const lift = (y - w.groundY) / Math.max(ly, 0.05);
      x0 = Math.min(x0, s.x - lx * lift);
      x1 = Math.max(x1, s.x - lx * lift);
      z0 = Math.min(z0, s.z - lz * lift);
      z1 = Math.max(z1, s.z - lz * lift);
    }
    const half = ShadowGrid.SIZE / 2;
    const cell = (v: number): number =>
      clamp(Math.floor(v / ShadowGrid.CELL) + half, 0, ShadowGrid.SIZE - 1);
    return [cell(x0 - margin), cell(z0 - margin), cell(x1 + margin), cell(z1 + margin)];
  }

  private visit(box: readonly [number, number, number, number], fn: (cell: number) => void): void {
    for (let j = box[1]; j <= box[3]; j++) {
      for (let i = box[0]; i <= box[2]; i++) fn(j * ShadowGrid.SIZE + i);
    }
  }
}
