import type { ContentPartFormat } from '@parallax/core/contracts/content';
import * as THREE from 'three';
import { eyeSize, eyeUvRect, fieldOfView, fisheyeMesh, type Eye } from './projection';

/*
 * Turns a part into three.js objects by its declared format (the VR player and the 2D viewer
 * share this). Stereo parts get one mesh per eye, on three.js layer 1 (left) or 2 (right), which
 * the WebXR cameras render to their own eye; mono parts use layer 0, seen by both.
 */

/** Distance of panoramas; far enough that the head moving inside it does not show. */
const SPHERE_RADIUS = 30;
/** Eye height in local-floor space, where the content is centred. */
export const EYE_HEIGHT = 1.6;
/** A flat part is a screen this wide, this far ahead. */
const SCREEN_WIDTH = 3.2;
const SCREEN_DISTANCE = 3;

export type ContentObject = {
  group: THREE.Group;
  /** The meshes drawn for each eye (mono parts: the same mesh for both). */
  meshes: Record<Eye, THREE.Mesh>;
  dispose: () => void;
};

function baseGeometry(format: ContentPartFormat, aspect: number): THREE.BufferGeometry {
  switch (format.projection) {
    case 'equirect360': {
      // u = 0.5 (the image centre) faces −Z; u grows to the right.
      const sphere = new THREE.SphereGeometry(SPHERE_RADIUS, 96, 48, Math.PI / 2, 2 * Math.PI);
      sphere.scale(-1, 1, 1);
      return sphere;
    }
    case 'equirect180': {
      const half = new THREE.SphereGeometry(SPHERE_RADIUS, 64, 48, Math.PI, Math.PI);
      half.scale(-1, 1, 1);
      return half;
    }
    case 'fisheye190':
    case 'fisheye200': {
      const data = fisheyeMesh(fieldOfView(format.projection), SPHERE_RADIUS);
      const geometry = new THREE.BufferGeometry();
      geometry.setAttribute('position', new THREE.BufferAttribute(data.positions, 3));
      geometry.setAttribute('uv', new THREE.BufferAttribute(data.uvs, 2));
      geometry.setIndex(new THREE.BufferAttribute(data.indices, 1));
      return geometry;
    }
    case 'flat': {
      const plane = new THREE.PlaneGeometry(SCREEN_WIDTH, SCREEN_WIDTH / aspect);
      plane.translate(0, 0, -SCREEN_DISTANCE);
      return plane;
    }
  }
}

/** The geometry with its texture coordinates moved into one eye's rectangle. */
function eyeGeometry(base: THREE.BufferGeometry, format: ContentPartFormat, eye: Eye) {
  const geometry = base.clone();
  const rect = eyeUvRect(format.stereo, eye);
  const uv = geometry.getAttribute('uv') as THREE.BufferAttribute;
  for (let i = 0; i < uv.count; i++) {
    uv.setXY(i, rect.offsetX + uv.getX(i) * rect.repeatX, rect.offsetY + uv.getY(i) * rect.repeatY);
  }
  uv.needsUpdate = true;
  return geometry;
}

/** A picture or video frame shown by its format: a sphere, a half sphere, a fisheye cap or a screen. */
export function buildMediaObject(
  format: ContentPartFormat,
  texture: THREE.Texture,
  frame: { width: number; height: number },
): ContentObject {
  texture.colorSpace = THREE.SRGBColorSpace;
  texture.minFilter = THREE.LinearFilter;
  texture.generateMipmaps = false;
  const eye = eyeSize(format.stereo, frame.width || 16, frame.height || 9);
  const base = baseGeometry(format, eye.width / eye.height);
  const material = new THREE.MeshBasicMaterial({ map: texture, side: THREE.DoubleSide });
  const group = new THREE.Group();
  group.position.y = EYE_HEIGHT;
  const geometries: THREE.BufferGeometry[] = [base];
  let meshes: Record<Eye, THREE.Mesh>;
  if (format.stereo === 'mono') {
    const mesh = new THREE.Mesh(base, material);
    group.add(mesh);
    meshes = { left: mesh, right: mesh };
  } else {
    const left = new THREE.Mesh(eyeGeometry(base, format, 'left'), material);
    const right = new THREE.Mesh(eyeGeometry(base, format, 'right'), material);
    left.layers.set(1);
    right.layers.set(2);
    geometries.push(left.geometry, right.geometry);
    group.add(left, right);
    meshes = { left, right };
  }
  return {
    group,
    meshes,
    dispose: () => {
      for (const geometry of geometries) geometry.dispose();
      material.dispose();
      texture.dispose();
    },
  };
}

/** A glTF scene with daylight, the viewer standing at its origin. */
export async function buildGltfObject(url: string): Promise<ContentObject> {
  const { GLTFLoader } = await import('three/addons/loaders/GLTFLoader.js');
  const gltf = await new GLTFLoader().loadAsync(url);
  const group = new THREE.Group();
  group.add(gltf.scene);
  group.add(new THREE.HemisphereLight(0xdfe8ff, 0x4a4032, 1.6));
  const sun = new THREE.DirectionalLight(0xfff2dd, 2.2);
  sun.position.set(6, 10, 4);
  group.add(sun);
  let first: THREE.Mesh | null = null;
  gltf.scene.traverse((node) => {
    if (!first && node instanceof THREE.Mesh) first = node;
  });
  const probe = first ?? new THREE.Mesh();
  return {
    group,
    meshes: { left: probe, right: probe },
    dispose: () => {
      gltf.scene.traverse((node) => {
        if (node instanceof THREE.Mesh) {
          const mesh = node as THREE.Mesh<THREE.BufferGeometry, THREE.Material | THREE.Material[]>;
          mesh.geometry.dispose();
          const materials = Array.isArray(mesh.material) ? mesh.material : [mesh.material];
          for (const material of materials) {
            for (const value of Object.values(material)) {
              if (value instanceof THREE.Texture) value.dispose();
            }
            material.dispose();
          }
        }
      });
    },
  };
}

/** Loads an image into a texture; rejects on a file the browser cannot decode. */
export async function loadImageTexture(
  url: string,
): Promise<{ texture: THREE.Texture; width: number; height: number }> {
  const image = new Image();
  image.crossOrigin = 'use-credentials';
  image.decoding = 'async';
  image.src = url;
  await image.decode();
  const texture = new THREE.Texture(image);
  texture.needsUpdate = true;
  return { texture, width: image.naturalWidth, height: image.naturalHeight };
}

/** Whether this browser can draw WebGL at all (no → failure code no gpu 3). */
export function hasWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return gl !== null;
  } catch {
    return false;
  }
}
