import type { ContentPartFormat } from '@parallax/core/contracts/content';
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

type PanoPart = { format: ContentPartFormat; url: string; video: HTMLVideoElement | null };

/** Where the camera looks, in degrees, unless the phone's motion drives it. */
type Look = { yaw: number; pitch: number; motion: THREE.Quaternion | null };

export async function createPanoView(container: HTMLElement, part: PanoPart): Promise<PanoView> {
  const content = await buildPanoContent(part);
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

  const look: Look = { yaw: 0, pitch: 0, motion: null };
  const clampYaw = yawClamp(part.format);
  const observer = followSize(container, renderer, camera);
  followPointer(canvas, camera, look, clampYaw);

  const onOrientation = (event: DeviceOrientationEvent) => {
    if (event.alpha === null || event.beta === null || event.gamma === null) return;
    look.motion = orientationQuaternion(event.alpha, event.beta, event.gamma, screenAngle());
  };

  const euler = new THREE.Euler(0, 0, 0, 'YXZ');
  renderer.setAnimationLoop(() => {
    if (look.motion) {
      camera.quaternion.copy(look.motion);
    } else {
      euler.set(THREE.MathUtils.degToRad(look.pitch), THREE.MathUtils.degToRad(look.yaw), 0);
      camera.quaternion.setFromEuler(euler);
    }
    renderer.render(scene, camera);
  });

  return {
    turn(yawDegrees, pitchDegrees) {
      look.yaw = clampYaw(look.yaw + yawDegrees);
      look.pitch = clampPitch(look.pitch + pitchDegrees);
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

async function buildPanoContent(part: PanoPart): Promise<ContentObject> {
  if (part.format.kind === 'scene3d') return buildGltfObject(part.url);
  if (part.video) {
    return buildMediaObject(part.format, new THREE.VideoTexture(part.video), {
      width: part.video.videoWidth,
      height: part.video.videoHeight,
    });
  }
  const image = await loadImageTexture(part.url);
  return buildMediaObject(part.format, image.texture, image);
}

/** A 180° or fisheye part turns only as far as it has picture; a 360° part or a scene all round. */
function yawClamp(format: ContentPartFormat): (yaw: number) => number {
  const halfRange = format.projection === 'equirect180' ? 90 : 180;
  return (value) =>
    format.projection === 'equirect360' || format.kind === 'scene3d'
      ? value
      : Math.max(-halfRange + 30, Math.min(halfRange - 30, value));
}

const clampPitch = (pitch: number) => Math.max(-85, Math.min(85, pitch));

/** Keeps the drawing at the container's size. */
function followSize(
  container: HTMLElement,
  renderer: THREE.WebGLRenderer,
  camera: THREE.PerspectiveCamera,
): ResizeObserver {
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
  return observer;
}

/** Drag to turn, the wheel (or a pinch) to zoom. */
function followPointer(
  canvas: HTMLCanvasElement,
  camera: THREE.PerspectiveCamera,
  look: Look,
  clampYaw: (yaw: number) => number,
): void {
  let drag: { x: number; y: number; yaw: number; pitch: number } | null = null;
  const onDown = (event: PointerEvent) => {
    drag = { x: event.clientX, y: event.clientY, yaw: look.yaw, pitch: look.pitch };
    canvas.setPointerCapture(event.pointerId);
  };
  const onMove = (event: PointerEvent) => {
    if (!drag) return;
    const degreesPerPixel = camera.fov / Math.max(1, canvas.clientHeight);
    look.yaw = clampYaw(drag.yaw + (event.clientX - drag.x) * degreesPerPixel);
    look.pitch = clampPitch(drag.pitch + (event.clientY - drag.y) * degreesPerPixel);
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
