import { formatPlaybackTime } from '@parallax/core/rules/session';
import * as THREE from 'three';
import type { RenditionInfo } from './adaptive-stream';
import { safePlay } from './media-element';
import type { PlaybackState } from './playback';

/*
 * The in-VR panel: a canvas drawn as a texture on a plane in front of the user (1 canvas pixel is
 * 1 mm). Buttons: back 10 s, play/pause, forward 10 s, next scene, exit; a seek bar below.
 */

export type PanelAction = 'back10' | 'playPause' | 'forward10' | 'nextScene' | 'exit' | 'seek';

const WIDTH = 900;
const HEIGHT = 300;
const METRES_PER_PIXEL = 0.001;
/** In local-floor space: a little below the eyes, arm's length ahead. */
const POSITION = new THREE.Vector3(0, 1.15, -1.1);

type Box = { x: number; y: number; w: number; h: number };
const BUTTONS: Record<Exclude<PanelAction, 'seek'>, Box> = {
  back10: { x: 18, y: 70, w: 160, h: 110 },
  playPause: { x: 194, y: 70, w: 160, h: 110 },
  forward10: { x: 370, y: 70, w: 160, h: 110 },
  nextScene: { x: 546, y: 70, w: 160, h: 110 },
  exit: { x: 722, y: 70, w: 160, h: 110 },
};
const SEEK: Box = { x: 18, y: 210, w: 864, h: 60 };

/**
 * The buttons' words, in the viewer's language (the player's catalogue, `player.vrPanel`), and
 * how the rendition streaming now reads (`player.quality`).
 */
export type VrPanelLabels = {
  play: string;
  pause: string;
  next: string;
  exit: string;
  rendition: (rendition: RenditionInfo) => string;
};

function labelOf(
  action: Exclude<PanelAction, 'seek'>,
  state: PlaybackState,
  labels: VrPanelLabels,
) {
  switch (action) {
    case 'back10':
      return '−10 s';
    case 'forward10':
      return '+10 s';
    case 'playPause':
      return state.isPlaying ? labels.pause : labels.play;
    case 'nextScene':
      return labels.next;
    case 'exit':
      return labels.exit;
  }
}

const BUTTON_FONT_PX = 34;
const BUTTON_PADDING = 12;

const inside = (box: Box, x: number, y: number) =>
  x >= box.x && x <= box.x + box.w && y >= box.y && y <= box.y + box.h;

export class VrPanel {
  readonly object: THREE.Mesh;
  private readonly canvas = document.createElement('canvas');
  private readonly context: CanvasRenderingContext2D;
  private readonly texture: THREE.CanvasTexture;
  private playback: PlaybackState = {
    sceneIndex: 0,
    isPlaying: false,
    currentTime: 0,
    duration: null,
  };
  private title = '';
  private sceneCount = 1;
  private drawn = '';
  /** The rendition streaming now, shown under the buttons (null: none to show). */
  rendition: RenditionInfo | null = null;

  constructor(private readonly labels: VrPanelLabels) {
    this.canvas.width = WIDTH;
    this.canvas.height = HEIGHT;
    this.context = this.canvas.getContext('2d')!;
    this.texture = new THREE.CanvasTexture(this.canvas);
    this.texture.colorSpace = THREE.SRGBColorSpace;
    this.object = new THREE.Mesh(
      new THREE.PlaneGeometry(WIDTH * METRES_PER_PIXEL, HEIGHT * METRES_PER_PIXEL),
      new THREE.MeshBasicMaterial({ map: this.texture, transparent: true }),
    );
    this.object.position.copy(POSITION);
    this.object.renderOrder = 10;
    this.draw();
  }

  setVisible(isVisible: boolean): void {
    this.object.visible = isVisible;
  }

  isVisible(): boolean {
    return this.object.visible;
  }

  setScene(index: number, count: number, title: string): void {
    this.sceneCount = count;
    this.title = title;
    this.playback = { ...this.playback, sceneIndex: index };
    this.draw();
  }

  setPlayback(state: PlaybackState): void {
    this.playback = state;
    this.draw();
  }

  setRendition(rendition: RenditionInfo | null): void {
    this.rendition = rendition;
    this.draw();
  }

  /** The action under a ray, with where on the seek bar it points. */
  hit(raycaster: THREE.Raycaster): { action: PanelAction; seekFraction: number } | null {
    const [intersection] = raycaster.intersectObject(this.object, false);
    if (!intersection?.uv) return null;
    const x = intersection.uv.x * WIDTH;
    const y = (1 - intersection.uv.y) * HEIGHT;
    for (const [action, box] of Object.entries(BUTTONS)) {
      if (inside(box, x, y)) return { action: action as PanelAction, seekFraction: 0 };
    }
    if (inside(SEEK, x, y)) {
      return { action: 'seek', seekFraction: Math.min(1, Math.max(0, (x - SEEK.x) / SEEK.w)) };
    }
    return null;
  }

  /** World positions of each control's centre (the seek bar's middle). */
  targets(): Record<PanelAction, [number, number, number]> {
    this.object.updateMatrixWorld(true);
    const at = (box: Box): [number, number, number] => {
      const local = new THREE.Vector3(
        (box.x + box.w / 2 - WIDTH / 2) * METRES_PER_PIXEL,
        (HEIGHT / 2 - (box.y + box.h / 2)) * METRES_PER_PIXEL,
        0,
      );
      const world = this.object.localToWorld(local);
      return [world.x, world.y, world.z];
    };
    return {
      back10: at(BUTTONS.back10),
      playPause: at(BUTTONS.playPause),
      forward10: at(BUTTONS.forward10),
      nextScene: at(BUTTONS.nextScene),
      exit: at(BUTTONS.exit),
      seek: at(SEEK),
    };
  }

  private draw(): void {
    const state = this.playback;
    const time =
      state.duration === null
        ? ''
        : `${formatPlaybackTime(state.currentTime)} / ${formatPlaybackTime(state.duration)}`;
    const quality = this.rendition ? this.labels.rendition(this.rendition) : '';
    const key = [this.title, this.sceneCount, state.sceneIndex, state.isPlaying, time, quality];
    if (key.join('|') === this.drawn) return;
    this.drawn = key.join('|');
    const c = this.context;
    c.clearRect(0, 0, WIDTH, HEIGHT);
    c.fillStyle = 'rgba(12, 14, 20, 0.86)';
    roundRect(c, { x: 0, y: 0, w: WIDTH, h: HEIGHT }, 28);
    c.fill();
    c.fillStyle = '#ffffff';
    c.font = '600 30px system-ui, sans-serif';
    c.textBaseline = 'middle';
    c.fillText(`${state.sceneIndex + 1}/${this.sceneCount} · ${this.title}`.slice(0, 46), 24, 36);
    c.textAlign = 'right';
    c.fillText(time, WIDTH - 24, 36);
    c.font = '500 20px system-ui, sans-serif';
    c.fillStyle = '#b8c0d0';
    c.fillText(quality, WIDTH - 24, 195);
    c.fillStyle = '#ffffff';
    c.textAlign = 'center';
    for (const [action, box] of Object.entries(BUTTONS)) {
      c.fillStyle = action === 'exit' ? '#7a2230' : '#2a3142';
      roundRect(c, box, 18);
      c.fill();
      c.fillStyle = '#ffffff';
      const label = labelOf(action as keyof typeof BUTTONS, state, this.labels);
      // A longer word (Spanish "Reproducir") is drawn smaller so that it fits its button.
      c.font = `600 ${BUTTON_FONT_PX}px system-ui, sans-serif`;
      const fit = Math.min(1, (box.w - 2 * BUTTON_PADDING) / c.measureText(label).width);
      c.font = `600 ${Math.floor(BUTTON_FONT_PX * fit)}px system-ui, sans-serif`;
      c.fillText(label, box.x + box.w / 2, box.y + box.h / 2);
    }
    c.fillStyle = '#2a3142';
    roundRect(c, SEEK, 30);
    c.fill();
    const fraction = state.duration ? Math.min(1, state.currentTime / state.duration) : 0;
    c.fillStyle = '#5aa2ff';
    roundRect(c, { ...SEEK, w: Math.max(SEEK.h, SEEK.w * fraction) }, 30);
    c.fill();
    c.textAlign = 'left';
    this.texture.needsUpdate = true;
  }

  dispose(): void {
    this.object.geometry.dispose();
    (this.object.material as THREE.Material).dispose();
    this.texture.dispose();
  }
}

function roundRect(c: CanvasRenderingContext2D, box: Box, radius: number) {
  c.beginPath();
  c.roundRect(box.x, box.y, box.w, box.h, radius);
}

/** What the panel's video buttons and seek bar do to the video. */
export function actOnVideo(
  video: HTMLVideoElement,
  action: Exclude<PanelAction, 'nextScene' | 'exit'>,
  seekFraction: number,
): void {
  switch (action) {
    case 'playPause':
      if (video.paused) void safePlay(video);
      else video.pause();
      break;
    case 'back10':
      video.currentTime = Math.max(0, video.currentTime - 10);
      break;
    case 'forward10':
      video.currentTime = Math.min(video.duration || 0, video.currentTime + 10);
      break;
    case 'seek':
      if (Number.isFinite(video.duration)) video.currentTime = seekFraction * video.duration;
      break;
  }
}
