import type { DemoScene } from './demo-catalog.js';

/** The demo media's scenes, shared by the packs that show them. */
export const pano360: DemoScene = { title: 'Valley panorama', media: 'media/pano-360-mono.jpg' };
export const pano360Stereo: DemoScene = {
  title: 'Stone circle in 3D',
  media: 'media/pano-360-stereo-tb.jpg',
};
export const pano180Stereo: DemoScene = {
  title: 'Up close in 3D',
  media: 'media/pano-180-stereo-sbs.jpg',
};
export const video360: DemoScene = { title: 'Sky time-lapse', media: 'media/video-360-mono.mp4' };
export const video180Stereo: DemoScene = {
  title: 'Orbit in 3D',
  media: 'media/video-180-stereo-sbs.webm',
};
export const videoFlat: DemoScene = { title: 'The cut', media: 'media/video-flat.mp4' };
export const fisheye190Stereo: DemoScene = {
  title: 'Colonnade in 3D',
  media: 'media/fisheye-190-stereo-sbs.jpg',
};
export const videoFisheye200: DemoScene = {
  title: 'Fisheye orbit',
  media: 'media/video-fisheye-200-mono.mp4',
};
export const photoFlat: DemoScene = { title: 'Canyon at noon', media: 'media/photo-flat.jpg' };
export const video360Stereo: DemoScene = {
  title: 'Carousel in 3D',
  media: 'media/video-360-stereo-tb.mp4',
};
export const pavilion3d: DemoScene = {
  title: 'Garden pavilion',
  media: 'media/scene-pavilion.glb',
};
export const trial = (scene: DemoScene): DemoScene => ({ ...scene, isTrial: true });
