import type { DominantHand, VrControls } from '@parallax/core/contracts/auth';
import type { ContentPartFormat } from '@parallax/core/contracts/catalog';
import type { PlaybackProblem } from '@parallax/core/rules/session';
import * as THREE from 'three';
import {
  buildGltfObject,
  buildMediaObject,
  EYE_HEIGHT,
  hasWebGl,
  loadImageTexture,
  type ContentObject,
} from './content-scene';
import {
  createVideo,
  loadWithFreshLink,
  MediaFailure,
  releaseVideo,
  safePlay,
  watchVideo,
  type WatchedVideo,
} from './media-element';
import { FrameStats } from './frame-stats';
import { VrPanel, type PanelAction, type VrPanelLabels } from './vr-panel';

/*
 * The immersive player (three.js + WebXR). One session plays the scenes of a pack in order; the
 * user drives it from a small panel (play/pause, ±10 s, seek, next scene, exit) with controllers
 * or hands, with their in-VR settings applied: dominant hand (the pointer), snap or smooth turning,
 * hands drawn or not, automatic scene switching, quick menu (the panel hides itself and comes back
 * on a press of the other hand).
 */

export type PlayableScene = {
  id: string;
  title: string;
  format: ContentPartFormat;
  /** A URL to fetch the file from (a fresh signed URL each call, or a local blob URL). */
  resolveUrl: () => Promise<string>;
};

export type VrSettings = {
  dominantHand: DominantHand;
  vrControls: VrControls;
  isQuickMenuEnabled: boolean;
};

export type PlaybackState = {
  sceneIndex: number;
  isPlaying: boolean;
  currentTime: number;
  duration: number | null;
};

/**
 * Why a state is reported: playback moving on, or a moment the user stopped at — a pause, a seek,
 * the end (of a video or the session), the headset's view hidden — which resume saves at once.
 */
export type PlaybackChange = 'progress' | 'pause' | 'seek' | 'end' | 'hidden';

/** What the VR player and the 2D viewer both take: the scenes, where to start, what to tell. */
export type PlaybackRun = {
  scenes: readonly PlayableScene[];
  startIndex: number;
  startAt: number;
  onLoaded: () => void;
  onState: (state: PlaybackState, change: PlaybackChange) => void;
  onFail: (problem: PlaybackProblem) => void;
};

export type VrPlayerOptions = PlaybackRun & {
  settings: VrSettings;
  panelLabels: VrPanelLabels;
  /** The session ended (Exit pressed, the headset taken off, or the browser ended it). */
  onEnd: (last: PlaybackState) => void;
};

export type VrPlayer = {
  readonly stats: FrameStats;
  /** Where the panel's buttons are in the world (local-floor metres), for pointing at them. */
  panelTargets: () => Record<PanelAction, [number, number, number]>;
  /** Whether the panel shows (the quick menu hides it when idle). */
  isPanelVisible: () => boolean;
  end: () => Promise<void>;
};

const SNAP_ANGLE = Math.PI / 6;
const SMOOTH_TURN_SPEED = Math.PI / 2; // radians per second at full stick
const QUICK_MENU_HIDE_MS = 8000;
const IMAGE_SCENE_SECONDS = 20;

/** Why the browser cannot start an immersive session, or null when it can. */
export async function immersiveProblem(): Promise<PlaybackProblem | null> {
  if (!hasWebGl()) return { kind: 'webgl-unavailable' };
  const xr = navigator.xr;
  if (!xr) return { kind: 'xr-unavailable' };
  try {
    return (await xr.isSessionSupported('immersive-vr')) ? null : { kind: 'immersive-unsupported' };
  } catch {
    return { kind: 'immersive-unsupported' };
  }
}

/** Starts an immersive session; call from a user gesture where the browser needs one. */
export async function startVrPlayer(options: VrPlayerOptions): Promise<VrPlayer> {
  const problem = await immersiveProblem();
  if (problem) throw new VrStartError(problem);
  let session: XRSession;
  try {
    session = await navigator.xr!.requestSession('immersive-vr', {
      optionalFeatures: ['local-floor', 'hand-tracking', 'layers'],
    });
  } catch (error) {
    throw new VrStartError({ kind: 'xr-session-failed' }, error);
  }
  return new VrRuntime(session, options).start();
}

/** A scene load that another one replaced. */
class Superseded extends Error {}

export class VrStartError extends Error {
  constructor(
    readonly problem: PlaybackProblem,
    cause?: unknown,
  ) {
    super(`VR start failed: ${problem.kind}`, { cause });
    this.name = 'VrStartError';
  }
}

class VrRuntime {
  private readonly renderer: THREE.WebGLRenderer;
  private readonly scene = new THREE.Scene();
  private readonly camera = new THREE.PerspectiveCamera(70, 1, 0.05, 200);
  /** Turning moves the content, not the user. */
  private readonly world = new THREE.Group();
  private readonly panel: VrPanel;
  private readonly raycaster = new THREE.Raycaster();
  private readonly pointers: THREE.XRTargetRaySpace[] = [];
  readonly stats = new FrameStats();
  private content: ContentObject | null = null;
  private video: HTMLVideoElement | null = null;
  private stopWatchingVideo: (() => void) | null = null;
  private mediaLayer: XREquirectLayer | null = null;
  private sceneIndex: number;
  private imageStartedAt = 0;
  private isEnded = false;
  private lastInteraction = performance.now();
  private snapReady = true;
  private lastStateAt = 0;
  private loadToken = 0;

  constructor(
    private readonly session: XRSession,
    private readonly options: VrPlayerOptions,
  ) {
    this.sceneIndex = options.startIndex;
    this.panel = new VrPanel(options.panelLabels);
    this.renderer = new THREE.WebGLRenderer({ antialias: false, alpha: true });
    this.renderer.setClearColor(0x000000, 0);
    this.renderer.xr.enabled = true;
    this.renderer.xr.setReferenceSpaceType('local-floor');
    this.renderer.domElement.hidden = true;
    document.body.append(this.renderer.domElement);
    this.scene.add(this.world);
    this.scene.add(this.camera);
    this.scene.add(this.panel.object);
  }

  async start(): Promise<VrPlayer> {
    // The loop is set before the session: set after, three.js would also keep its window loop
    // running and draw every frame twice (once without an XR frame).
    this.renderer.setAnimationLoop((time, frame) => this.frame(time, frame));
    try {
      await this.renderer.xr.setSession(this.session);
    } catch (error) {
      this.renderer.setAnimationLoop(null);
      await this.session.end().catch(() => undefined);
      this.dispose();
      throw new VrStartError({ kind: 'xr-session-failed' }, error);
    }
    this.session.addEventListener('end', () => this.onSessionEnd());
    // The headset taken off or its system menu opened: where the user was is kept.
    this.session.addEventListener('visibilitychange', () => {
      if (this.session.visibilityState === 'hidden') this.emitState('hidden');
    });
    this.setUpInput();
    this.panel.setVisible(true);
    await this.loadScene(this.sceneIndex, this.options.startAt);
    if (!this.isEnded) this.options.onLoaded();
    return {
      stats: this.stats,
      panelTargets: () => this.panel.targets(),
      isPanelVisible: () => this.panel.isVisible(),
      end: () => this.end(),
    };
  }

  private state(): PlaybackState {
    const video = this.video;
    return {
      sceneIndex: this.sceneIndex,
      isPlaying: video ? !video.paused && !video.ended : !this.isEnded,
      currentTime: video
        ? video.currentTime
        : Math.min(IMAGE_SCENE_SECONDS, (performance.now() - this.imageStartedAt) / 1000),
      duration: video ? (Number.isFinite(video.duration) ? video.duration : null) : null,
    };
  }

  private async loadScene(index: number, startAt: number): Promise<void> {
    const token = ++this.loadToken;
    const scene = this.options.scenes[index];
    if (!scene) return;
    this.unloadScene();
    this.sceneIndex = index;
    // Another load (Next pressed again, a scene ending) may start while this one waits: after
    // every wait, a superseded load releases what it made and leaves the shared state alone.
    const isCurrent = () => token === this.loadToken && !this.isEnded;
    let video: HTMLVideoElement | null = null;
    let watched: WatchedVideo | null = null;
    try {
      let content: ContentObject;
      if (scene.format.kind === 'video') {
        video = createVideo(await scene.resolveUrl());
        watched = watchVideo(video, {
          freshUrl: scene.resolveUrl,
          onFatal: (code) => this.fail({ kind: 'media-error', code }),
        });
        await watched.ready;
        if (!isCurrent()) throw new Superseded();
        if (startAt > 0) video.currentTime = startAt;
        // Whatever paused or moved the video (the panel, the browser), not a superseded one.
        const shown = video;
        video.addEventListener('ended', () => {
          if (this.video === shown) this.onSceneEnd();
        });
        video.addEventListener('pause', () => {
          if (this.video === shown && !shown.ended) this.emitState('pause');
        });
        video.addEventListener('seeked', () => {
          if (this.video === shown) this.emitState('seek');
        });
        content = buildMediaObject(scene.format, new THREE.VideoTexture(video), {
          width: video.videoWidth,
          height: video.videoHeight,
        });
      } else if (scene.format.kind === 'image') {
        const image = await loadWithFreshLink(scene.resolveUrl, loadImageTexture);
        content = buildMediaObject(scene.format, image.texture, image);
      } else {
        content = await loadWithFreshLink(scene.resolveUrl, buildGltfObject);
      }
      if (!isCurrent()) {
        content.dispose();
        throw new Superseded();
      }
      this.content = content;
      this.imageStartedAt = performance.now();
      if (video && watched) {
        this.video = video;
        this.stopWatchingVideo = watched.stop;
        this.tryMediaLayer(video, scene.format);
        void safePlay(video);
      }
      this.stats.watch(content.meshes, this.renderer);
      // A media layer draws the video itself; the mesh stays as the fallback, hidden.
      content.group.visible = this.mediaLayer === null;
      this.world.add(content.group);
      this.panel.setScene(index, this.options.scenes.length, scene.title);
      this.emitState('progress', true);
    } catch (error) {
      if (video && this.video !== video) {
        watched?.stop();
        releaseVideo(video);
      }
      if (error instanceof Superseded || !isCurrent()) return;
      if (error instanceof MediaFailure) this.fail({ kind: 'media-error', code: error.code });
      else if (scene.format.kind === 'scene3d') this.fail({ kind: 'scene-load-failed' });
      else this.fail({ kind: 'other' });
    }
  }

  /** The media layer follows the user's turns, as the meshes of the world do. */
  private turnMediaLayer(): void {
    if (this.mediaLayer) this.mediaLayer.transform = this.mediaLayerTransform();
  }

  private mediaLayerTransform(): XRRigidTransform {
    const half = this.world.rotation.y / 2;
    return new XRRigidTransform(
      { x: 0, y: EYE_HEIGHT, z: 0 },
      { x: 0, y: Math.sin(half), z: 0, w: Math.cos(half) },
    );
  }

  /**
   * WebXR media layers, where the browser offers them: the compositor draws the video at full
   * quality, reprojected per eye, instead of our textured mesh.
   */
  private tryMediaLayer(video: HTMLVideoElement, format: ContentPartFormat): void {
    const baseLayer = this.renderer.xr.getBaseLayer();
    const space = this.renderer.xr.getReferenceSpace();
    const hasBinding =
      typeof (globalThis as { XRMediaBinding?: unknown }).XRMediaBinding === 'function';
    if (!hasBinding || !space || !('textureWidth' in baseLayer)) return;
    if (format.projection !== 'equirect360' && format.projection !== 'equirect180') return;
    try {
      const layout =
        format.stereo === 'sbs'
          ? 'stereo-left-right'
          : format.stereo === 'tb'
            ? 'stereo-top-bottom'
            : 'mono';
      this.mediaLayer = new XRMediaBinding(this.session).createEquirectLayer(video, {
        space,
        layout,
        transform: this.mediaLayerTransform(),
        centralHorizontalAngle: format.projection === 'equirect360' ? 2 * Math.PI : Math.PI,
        upperVerticalAngle: Math.PI / 2,
        lowerVerticalAngle: -Math.PI / 2,
      });
      void this.session.updateRenderState({ layers: [this.mediaLayer, baseLayer] });
    } catch {
      this.mediaLayer = null;
    }
  }

  private unloadScene(): void {
    this.stopWatchingVideo?.();
    this.stopWatchingVideo = null;
    if (this.video) {
      releaseVideo(this.video);
      this.video = null;
    }
    if (this.mediaLayer) {
      const baseLayer = this.renderer.xr.getBaseLayer();
      try {
        void this.session.updateRenderState({ layers: [baseLayer] });
      } catch {
        // the session is ending
      }
      this.mediaLayer = null;
    }
    if (this.content) {
      this.world.remove(this.content.group);
      this.content.dispose();
      this.content = null;
    }
  }

  private onSceneEnd(): void {
    const next = this.sceneIndex + 1;
    if (this.options.settings.vrControls.autoSwitchingScenes && next < this.options.scenes.length) {
      void this.loadScene(next, 0);
    } else {
      this.emitState('end');
    }
  }

  /** Progress is told at most every 250 ms; anything else at once. */
  private emitState(change: PlaybackChange = 'progress', force = change !== 'progress'): void {
    const now = performance.now();
    if (!force && now - this.lastStateAt < 250) return;
    this.lastStateAt = now;
    const state = this.state();
    this.panel.setPlayback(state);
    this.options.onState(state, change);
  }

  private act(action: PanelAction, seekFraction: number): void {
    this.lastInteraction = performance.now();
    const video = this.video;
    switch (action) {
      case 'playPause':
        if (video) {
          if (video.paused) void safePlay(video);
          else video.pause();
        }
        break;
      case 'back10':
        if (video) video.currentTime = Math.max(0, video.currentTime - 10);
        break;
      case 'forward10':
        if (video) video.currentTime = Math.min(video.duration || 0, video.currentTime + 10);
        break;
      case 'seek':
        if (video && Number.isFinite(video.duration))
          video.currentTime = seekFraction * video.duration;
        break;
      case 'nextScene':
        void this.loadScene((this.sceneIndex + 1) % this.options.scenes.length, 0);
        break;
      case 'exit':
        void this.end();
        return;
    }
    // the panel redraws from the element's own state once seeking has moved it
    setTimeout(() => this.emitState('progress', true), 50);
  }

  private setUpInput(): void {
    const dominant = this.options.settings.dominantHand === 'RIGHT' ? 'right' : 'left';
    const rayGeometry = new THREE.BufferGeometry().setFromPoints([
      new THREE.Vector3(0, 0, 0),
      new THREE.Vector3(0, 0, -3),
    ]);
    for (const index of [0, 1]) {
      const controller = this.renderer.xr.getController(index);
      const ray = new THREE.Line(rayGeometry, new THREE.LineBasicMaterial({ color: 0xffffff }));
      ray.visible = false;
      controller.add(ray);
      controller.userData['handedness'] = null;
      controller.addEventListener('connected', (event) => {
        const handedness = (event as unknown as { data: XRInputSource }).data.handedness;
        controller.userData['handedness'] = handedness;
        ray.visible = handedness === dominant || handedness === 'none';
      });
      controller.addEventListener('disconnected', () => {
        ray.visible = false;
      });
      controller.addEventListener('select', () => this.onSelect(controller, dominant));
      this.scene.add(controller);
      this.pointers.push(controller);
    }
    if (this.options.settings.vrControls.handsRendering) void this.addHands();
  }

  private async addHands(): Promise<void> {
    const { XRHandModelFactory } = await import('three/addons/webxr/XRHandModelFactory.js');
    if (this.isEnded) return;
    const factory = new XRHandModelFactory();
    for (const index of [0, 1]) {
      const hand = this.renderer.xr.getHand(index);
      hand.add(factory.createHandModel(hand, 'spheres'));
      this.scene.add(hand);
    }
  }

  private onSelect(controller: THREE.XRTargetRaySpace, dominant: 'left' | 'right'): void {
    const handedness = controller.userData['handedness'] as XRHandedness | null;
    const isDominant = handedness === dominant || handedness === 'none';
    if (this.panel.isVisible() && isDominant) {
      this.raycaster.setFromXRController(controller);
      const hit = this.panel.hit(this.raycaster);
      if (hit) {
        this.act(hit.action, hit.seekFraction);
        return;
      }
    }
    // A press that hit nothing (or the other hand) brings the quick menu back.
    this.lastInteraction = performance.now();
    this.panel.setVisible(true);
  }

  private turn(frame: XRFrame, deltaSeconds: number): void {
    for (const source of frame.session.inputSources) {
      const axes = source.gamepad?.axes;
      if (!axes || axes.length < 4) continue;
      const x = axes[2] ?? 0;
      if (this.options.settings.vrControls.snapMovements) {
        if (Math.abs(x) > 0.7 && this.snapReady) {
          this.world.rotation.y -= Math.sign(x) * SNAP_ANGLE;
          this.snapReady = false;
          this.turnMediaLayer();
        } else if (Math.abs(x) < 0.3) {
          this.snapReady = true;
        }
      } else if (Math.abs(x) > 0.15) {
        this.world.rotation.y -= x * SMOOTH_TURN_SPEED * deltaSeconds;
        this.turnMediaLayer();
      }
    }
  }

  private lastTime = 0;

  private frame(time: number, frame: XRFrame | undefined): void {
    if (!frame) return; // only the headset's frames are drawn
    const delta = this.lastTime ? (time - this.lastTime) / 1000 : 0;
    this.lastTime = time;
    this.turn(frame, delta);
    if (
      this.options.settings.isQuickMenuEnabled &&
      this.panel.isVisible() &&
      performance.now() - this.lastInteraction > QUICK_MENU_HIDE_MS
    ) {
      this.panel.setVisible(false);
    }
    if (!this.video && this.content && this.options.settings.vrControls.autoSwitchingScenes) {
      const shown = (performance.now() - this.imageStartedAt) / 1000;
      if (shown >= IMAGE_SCENE_SECONDS && this.sceneIndex + 1 < this.options.scenes.length) {
        void this.loadScene(this.sceneIndex + 1, 0);
      }
    }
    this.emitState();
    const started = performance.now();
    this.renderer.render(this.scene, this.camera);
    this.stats.frame(time, performance.now() - started);
  }

  private fail(problem: PlaybackProblem): void {
    if (this.isEnded) return;
    this.options.onFail(problem);
    void this.end(false);
  }

  private last: PlaybackState | null = null;

  private async end(report = true): Promise<void> {
    if (this.isEnded) return;
    this.last = this.state();
    if (!report) this.reportEnd = false;
    await this.session.end().catch(() => this.onSessionEnd());
  }

  private reportEnd = true;

  private onSessionEnd(): void {
    if (this.isEnded) return;
    const last = this.last ?? this.state();
    this.isEnded = true;
    this.renderer.setAnimationLoop(null);
    this.unloadScene();
    this.dispose();
    if (this.reportEnd) this.options.onEnd(last);
  }

  private dispose(): void {
    this.panel.dispose();
    this.renderer.dispose();
    this.renderer.forceContextLoss();
    this.renderer.domElement.remove();
  }
}
