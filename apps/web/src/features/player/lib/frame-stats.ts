import type * as THREE from 'three';
import type { Eye } from './projection';

/*
 * What the session measures about itself: frames, the time between them and the CPU time of each
 * render, and how often the content was drawn for each eye. The closing benchmark reads it from
 * the page (bench/player.ts), and so do the browser tests.
 */

const KEPT = 1200;

export type FrameSummary = {
  frames: number;
  drawsLeft: number;
  drawsRight: number;
  /** Draws of one eye's picture for the other eye: 0 when stereo is right. */
  wrongEyeDraws: number;
  intervalP50Ms: number;
  intervalP95Ms: number;
  renderP50Ms: number;
  renderP95Ms: number;
};

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export class FrameStats {
  private frames = 0;
  private drawsLeft = 0;
  private drawsRight = 0;
  private wrongEyeDraws = 0;
  private lastTime = 0;
  private readonly intervals: number[] = [];
  private readonly renders: number[] = [];

  frame(time: number, renderMs: number): void {
    this.frames++;
    if (this.lastTime) push(this.intervals, time - this.lastTime);
    this.lastTime = time;
    push(this.renders, renderMs);
  }

  /**
   * Counts draws of the content per eye, telling the eyes apart by the XR camera drawing. A stereo
   * part has a mesh per eye: one drawn by the other eye's camera is a wrong-eye draw.
   */
  watch(meshes: Record<Eye, THREE.Mesh>, renderer: THREE.WebGLRenderer): void {
    const isStereo = meshes.right !== meshes.left;
    const count = (camera: THREE.Camera, meshEye: Eye) => {
      const [left, right] = renderer.xr.getCamera().cameras;
      const cameraEye = camera === left ? 'left' : camera === right ? 'right' : null;
      if (cameraEye === null) return;
      if (cameraEye === 'left') this.drawsLeft++;
      else this.drawsRight++;
      if (isStereo && cameraEye !== meshEye) this.wrongEyeDraws++;
    };
    meshes.left.onBeforeRender = (_r, _s, camera) => count(camera, 'left');
    if (isStereo) meshes.right.onBeforeRender = (_r, _s, camera) => count(camera, 'right');
  }

  summary(): FrameSummary {
    return {
      frames: this.frames,
      drawsLeft: this.drawsLeft,
      drawsRight: this.drawsRight,
      wrongEyeDraws: this.wrongEyeDraws,
      intervalP50Ms: round(percentile(this.intervals, 50)),
      intervalP95Ms: round(percentile(this.intervals, 95)),
      renderP50Ms: round(percentile(this.renders, 50)),
      renderP95Ms: round(percentile(this.renders, 95)),
    };
  }
}

function push(values: number[], value: number) {
  values.push(value);
  if (values.length > KEPT) values.shift();
}

const round = (value: number) => Math.round(value * 100) / 100;
