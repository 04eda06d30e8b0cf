import * as THREE from 'three';
import type { VrPanel, PanelAction } from './vr-panel';

/*
 * The VR player's input: controllers (or hands) pointing at the panel with the dominant hand, the
 * hands drawn where the user wants them, and turning with the stick (snap or smooth).
 */

const SNAP_ANGLE = Math.PI / 6;
const SMOOTH_TURN_SPEED = Math.PI / 2; // radians per second at full stick

type VrInputOptions = {
  xr: THREE.WebXRManager;
  scene: THREE.Scene;
  panel: VrPanel;
  dominantHand: 'left' | 'right';
  handsRendering: boolean;
  /** A press on one of the panel's buttons or its seek bar. */
  onAction: (action: PanelAction, seekFraction: number) => void;
  /** A press that hit nothing (or the other hand's): it brings the quick menu back. */
  onWake: () => void;
  isEnded: () => boolean;
};

/** Adds both controllers with their pointing rays (the dominant hand's shown), and the hands. */
export function setUpVrInput(options: VrInputOptions): void {
  const { xr, scene, dominantHand: dominant } = options;
  const raycaster = new THREE.Raycaster();
  const rayGeometry = new THREE.BufferGeometry().setFromPoints([
    new THREE.Vector3(0, 0, 0),
    new THREE.Vector3(0, 0, -3),
  ]);
  for (const index of [0, 1]) {
    const controller = xr.getController(index);
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
    controller.addEventListener('select', () => onSelect(controller, raycaster, options));
    scene.add(controller);
  }
  if (options.handsRendering) void addHands(options);
}

async function addHands({ xr, scene, isEnded }: VrInputOptions): Promise<void> {
  const { XRHandModelFactory } = await import('three/addons/webxr/XRHandModelFactory.js');
  if (isEnded()) return;
  const factory = new XRHandModelFactory();
  for (const index of [0, 1]) {
    const hand = xr.getHand(index);
    hand.add(factory.createHandModel(hand, 'spheres'));
    scene.add(hand);
  }
}

function onSelect(
  controller: THREE.XRTargetRaySpace,
  raycaster: THREE.Raycaster,
  { panel, dominantHand, onAction, onWake }: VrInputOptions,
): void {
  const handedness = controller.userData['handedness'] as XRHandedness | null;
  const isDominant = handedness === dominantHand || handedness === 'none';
  if (panel.isVisible() && isDominant) {
    raycaster.setFromXRController(controller);
    const hit = panel.hit(raycaster);
    if (hit) {
      onAction(hit.action, hit.seekFraction);
      return;
    }
  }
  onWake();
}

/** Turning with the stick: a snap per push past the threshold, or smooth at the stick's speed. */
export class StickTurning {
  private snapReady = true;

  constructor(private readonly isSnap: boolean) {}

  /** Turns by what this frame's sticks ask, in radians, through `rotate`. */
  update(frame: XRFrame, deltaSeconds: number, rotate: (radians: number) => void): void {
    for (const source of frame.session.inputSources) {
      const axes = source.gamepad?.axes;
      if (!axes || axes.length < 4) continue;
      const x = axes[2] ?? 0;
      if (this.isSnap) {
        if (Math.abs(x) > 0.7 && this.snapReady) {
          rotate(-Math.sign(x) * SNAP_ANGLE);
          this.snapReady = false;
        } else if (Math.abs(x) < 0.3) {
          this.snapReady = true;
        }
      } else if (Math.abs(x) > 0.15) {
        rotate(-x * SMOOTH_TURN_SPEED * deltaSeconds);
      }
    }
  }
}
