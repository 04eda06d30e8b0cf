import type { PlaybackProblem } from '@parallax/core/rules/session';
import * as THREE from 'three';
import type { ContentObject } from './content-scene';
import { FrameStats } from './frame-stats';
import { releaseVideo, safePlay } from './media-element';
import type { PlayableScene, PlaybackChange, PlaybackState } from './playback';
import { setUpVrInput, StickTurning } from './vr-input';
import { createMediaLayer, mediaLayerTransform, removeMediaLayer } from './vr-media-layer';
import { actOnVideo, VrPanel, type PanelAction } from './vr-panel';
import type { VrPlayer, VrPlayerOptions } from './vr-player-options';
import { loadProblemOf, loadVrScene, Superseded, type LoadedVrScene } from './vr-scene-loader';

/*
 * One immersive session (three.js + WebXR): the pack's scenes in order, driven from the panel,
 * with the user's in-VR settings applied (see vr-player.ts).
 */

const QUICK_MENU_HIDE_MS = 8000;
const IMAGE_SCENE_SECONDS = 20;

export class VrRuntime {
  private readonly renderer: THREE.WebGLRenderer;
  private readonly scene = new THREE.Scene();
  private readonly camera = new THREE.PerspectiveCamera(70, 1, 0.05, 200);
  /** Turning moves the content, not the user. */
  private readonly world = new THREE.Group();
  private readonly panel: VrPanel;
  private readonly turning: StickTurning;
  readonly stats = new FrameStats();
  private content: ContentObject | null = null;
  private video: HTMLVideoElement | null = null;
  private stopWatchingVideo: (() => void) | null = null;
  private mediaLayer: XREquirectLayer | null = null;
  private sceneIndex: number;
  private imageStartedAt = 0;
  private isEnded = false;
  private lastInteraction = performance.now();
  private lastStateAt = 0;
  private loadToken = 0;
  private lastTime = 0;
  private last: PlaybackState | null = null;
  private reportEnd = true;

  constructor(
    private readonly session: XRSession,
    private readonly options: VrPlayerOptions,
  ) {
    this.sceneIndex = options.startIndex;
    this.panel = new VrPanel(options.panelLabels);
    this.turning = new StickTurning(options.settings.vrControls.snapMovements);
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

  /** Hands the session to three.js; when it cannot, releases everything and throws why. */
  async attach(): Promise<void> {
    // The loop is set before the session: set after, three.js would also keep its window loop
    // running and draw every frame twice (once without an XR frame).
    this.renderer.setAnimationLoop((time, frame) => this.frame(time, frame));
    try {
      await this.renderer.xr.setSession(this.session);
    } catch (error) {
      this.renderer.setAnimationLoop(null);
      await this.session.end().catch(() => undefined);
      this.dispose();
      throw error;
    }
  }

  /** Plays from the start scene once attached. */
  async run(): Promise<VrPlayer> {
    this.session.addEventListener('end', () => this.onSessionEnd());
    // The headset taken off or its system menu opened: where the user was is kept.
    this.session.addEventListener('visibilitychange', () => {
      if (this.session.visibilityState === 'hidden') this.emitState('hidden');
    });
    setUpVrInput({
      xr: this.renderer.xr,
      scene: this.scene,
      panel: this.panel,
      dominantHand: this.options.settings.dominantHand === 'RIGHT' ? 'right' : 'left',
      handsRendering: this.options.settings.vrControls.handsRendering,
      onAction: (action, seekFraction) => this.act(action, seekFraction),
      onWake: () => {
        this.lastInteraction = performance.now();
        this.panel.setVisible(true);
      },
      isEnded: () => this.isEnded,
    });
    this.panel.setVisible(true);
    await this.loadScene(this.sceneIndex, this.options.startAt);
    if (!this.isEnded) this.options.onLoaded();
    return {
      stats: this.stats,
      panelTargets: () => this.panel.targets(),
      isPanelVisible: () => this.panel.isVisible(),
      rendition: () => this.panel.rendition,
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
    const isCurrent = () => token === this.loadToken && !this.isEnded;
    try {
      const loaded = await loadVrScene(scene, startAt, {
        isCurrent,
        onFatal: (code) => this.fail({ kind: 'media-error', code }),
        onRendition: (rendition) => {
          if (isCurrent()) this.panel.setRendition(rendition);
        },
      });
      this.show(index, scene, loaded);
    } catch (error) {
      if (error instanceof Superseded || !isCurrent()) return;
      this.fail(loadProblemOf(error, scene));
    }
  }

  private show(index: number, scene: PlayableScene, { content, video }: LoadedVrScene): void {
    this.content = content;
    this.imageStartedAt = performance.now();
    if (video) {
      this.followVideo(video.element);
      this.video = video.element;
      this.stopWatchingVideo = video.watched.stop;
      const turn = this.world.rotation.y;
      const { xr } = this.renderer;
      this.mediaLayer = createMediaLayer(this.session, xr, video.element, scene.format, turn);
      void safePlay(video.element);
    }
    this.stats.watch(content.meshes, this.renderer);
    // A media layer draws the video itself; the mesh stays as the fallback, hidden.
    content.group.visible = this.mediaLayer === null;
    this.world.add(content.group);
    this.panel.setScene(index, this.options.scenes.length, scene.title);
    this.emitState('progress', true);
  }

  /** Whatever paused or moved the video (the panel, the browser), not a superseded one. */
  private followVideo(shown: HTMLVideoElement): void {
    shown.addEventListener('ended', () => {
      if (this.video === shown) this.onSceneEnd();
    });
    shown.addEventListener('pause', () => {
      if (this.video === shown && !shown.ended) this.emitState('pause');
    });
    shown.addEventListener('seeked', () => {
      if (this.video === shown) this.emitState('seek');
    });
  }

  private unloadScene(): void {
    this.panel.setRendition(null);
    this.stopWatchingVideo?.();
    this.stopWatchingVideo = null;
    if (this.video) {
      releaseVideo(this.video);
      this.video = null;
    }
    if (this.mediaLayer) {
      removeMediaLayer(this.session, this.renderer.xr);
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
    if (action === 'exit') {
      void this.end();
      return;
    }
    if (action === 'nextScene') {
      void this.loadScene((this.sceneIndex + 1) % this.options.scenes.length, 0);
    } else if (this.video) {
      actOnVideo(this.video, action, seekFraction);
    }
    // the panel redraws from the element's own state once seeking has moved it
    setTimeout(() => this.emitState('progress', true), 50);
  }

  private frame(time: number, frame: XRFrame | undefined): void {
    if (!frame) return; // only the headset's frames are drawn
    const delta = this.lastTime ? (time - this.lastTime) / 1000 : 0;
    this.lastTime = time;
    this.turning.update(frame, delta, (radians) => {
      this.world.rotation.y += radians;
      // The media layer follows the user's turns, as the meshes of the world do.
      if (this.mediaLayer) this.mediaLayer.transform = mediaLayerTransform(this.world.rotation.y);
    });
    const isIdle = performance.now() - this.lastInteraction > QUICK_MENU_HIDE_MS;
    if (this.options.settings.isQuickMenuEnabled && this.panel.isVisible() && isIdle) {
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

  private async end(report = true): Promise<void> {
    if (this.isEnded) return;
    this.last = this.state();
    if (!report) this.reportEnd = false;
    await this.session.end().catch(() => this.onSessionEnd());
  }

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
