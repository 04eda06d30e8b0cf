import type { ContentPartFormat } from '@parallax/core/contracts/catalog';
import * as THREE from 'three';
import {
  buildGltfObject,
  buildMediaObject,
  EYE_HEIGHT,
  loadImageTexture,
  type ContentObject,
} from './content-scene';

/*
 * The 2D viewer's look-around view of 180°, 360° and fisheye parts and of glTF scenes: drag (or
 * the arrow keys, or the phone's motion) to turn, the wheel or a pinch to zoom. A stereo part is
 * shown for the left eye (three.js layer 1).
 */

export type PanoView = {
  /** Turns the view by a number of degrees (keyboard). */
  turn: (yawDegrees: number, pitchDegrees: number) => void;
  /** Follows the device's orientation (asks for permission where the browser wants it). */
  enableMotion: () => Promise<boolean>;
  dispose: () => void;
};

const MIN_FOV = 30;
const MAX_FOV = 100;

export async function createPanoView(
  container: HTMLElement,
  part: { format: ContentPartFormat; url: string; video: HTMLVideoElement | null },
): Promise<PanoView> {
  let content: ContentObject;
  if (part.format.kind === 'scene3d') {
    content = await buildGltfObject(part.url);
  } else if (part.video) {
    content = buildMediaObject(part.format, new THREE.VideoTexture(part.video), {
      width: part.video.videoWidth,
      height: part.video.videoHeight,
    });
  } else {
    const image = await loadImageTexture(part.url);
    content = buildMediaObject(part.format, image.texture, image);
  }
  const renderer = new THREE.WebGLRenderer({ antialias: true });
  renderer.setPixelRatio(Math.min(2, window.devicePixelRatio));
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  const canvas = renderer.domElement;
  canvas.className = 'pano-view__canvas';
  canvas.tabIndex = -1;
  const scene = new THREE.Scene();
  scene.background = new THREE.Color(0x05060a);
  const camera = new THREE.PerspectiveCamera(75, 1, 0.05, 200);
  camera.position.set(0, EYE_HEIGHT, 0);
  camera.layers.enable(1);

  scene.add(content.group);
  container.append(canvas);

  let yaw = 0;
  let pitch = 0;
  let motion: THREE.Quaternion | null = null;
  const euler = new THREE.Euler(0, 0, 0, 'YXZ');
  const halfRange = part.format.projection === 'equirect180' ? 90 : 180;

  const clampYaw = (value: number) =>
    part.format.projection === 'equirect360' || part.format.kind === 'scene3d'
      ? value
      : Math.max(-halfRange + 30, Math.min(halfRange - 30, value));

  const resize = () => {
    const { clientWidth, clientHeight } = container;
    if (clientWidth === 0 || clientHeight === 0) return;
    renderer.setSize(clientWidth, clientHeight, false);
    camera.aspect = clientWidth / clientHeight;
    camera.updateProjectionMatrix();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(container);
  resize();

  let drag: { x: number; y: number; yaw: number; pitch: number } | null = null;
  const onDown = (event: PointerEvent) => {
    drag = { x: event.clientX, y: event.clientY, yaw, pitch };
    canvas.setPointerCapture(event.pointerId);
  };
  const onMove = (event: PointerEvent) => {
    if (!drag) return;
    const degreesPerPixel = camera.fov / Math.max(1, canvas.clientHeight);
    yaw = clampYaw(drag.yaw + (event.clientX - drag.x) * degreesPerPixel);
    pitch = Math.max(-85, Math.min(85, drag.pitch + (event.clientY - drag.y) * degreesPerPixel));
  };
  const onUp = () => {
    drag = null;
  };
  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    camera.fov = Math.max(MIN_FOV, Math.min(MAX_FOV, camera.fov + event.deltaY * 0.05));
    camera.updateProjectionMatrix();
  };
  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointercancel', onUp);
  canvas.addEventListener('wheel', onWheel, { passive: false });

  const onOrientation = (event: DeviceOrientationEvent) => {
    if (event.alpha === null || event.beta === null || event.gamma === null) return;
    motion = orientationQuaternion(event.alpha, event.beta, event.gamma, screenAngle());
  };

  renderer.setAnimationLoop(() => {
    if (motion) {
      camera.quaternion.copy(motion);
    } else {
      euler.set(THREE.MathUtils.degToRad(pitch), THREE.MathUtils.degToRad(yaw), 0);
      camera.quaternion.setFromEuler(euler);
    }
    renderer.render(scene, camera);
  });

  return {
    turn(yawDegrees, pitchDegrees) {
      yaw = clampYaw(yaw + yawDegrees);
      pitch = Math.max(-85, Math.min(85, pitch + pitchDegrees));
    },
    async enableMotion() {
      const permission = (
        DeviceOrientationEvent as unknown as { requestPermission?: () => Promise<string> }
      ).requestPermission;
      if (permission && (await permission().catch(() => 'denied')) !== 'granted') return false;
      window.addEventListener('deviceorientation', onOrientation);
      return true;
    },
    dispose() {
      renderer.setAnimationLoop(null);
      observer.disconnect();
      window.removeEventListener('deviceorientation', onOrientation);
      scene.remove(content.group);
      content.dispose();
      renderer.dispose();
      renderer.forceContextLoss();
      canvas.remove();
    },
  };
}

function screenAngle(): number {
  return screen.orientation?.angle ?? 0;
}

const zee = new THREE.Vector3(0, 0, 1);
const q1 = new THREE.Quaternion(-Math.sqrt(0.5), 0, 0, Math.sqrt(0.5)); // −90° around X

/** The camera orientation of a device held up in front of the user (W3C device orientation). */
export function orientationQuaternion(
  alpha: number,
  beta: number,
  gamma: number,
  orientation: number,
): THREE.Quaternion {
  const euler = new THREE.Euler(
    THREE.MathUtils.degToRad(beta),
    THREE.MathUtils.degToRad(alpha),
    THREE.MathUtils.degToRad(-gamma),
    'YXZ',
  );
  const quaternion = new THREE.Quaternion().setFromEuler(euler);
  quaternion.multiply(q1);
  quaternion.multiply(
    new THREE.Quaternion().setFromAxisAngle(zee, -THREE.MathUtils.degToRad(orientation)),
  );
  return quaternion;
}
