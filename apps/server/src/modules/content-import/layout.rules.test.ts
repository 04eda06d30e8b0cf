import { describe, expect, it } from 'vitest';
import { declaredLayout, layoutFromName, layoutOf } from './layout.rules.js';
import type { ProbedMedia } from './media-tools.types.js';

describe('the layout a file name tells (DeoVR and HereSphere conventions)', () => {
  it.each([
    ['canyon-flight_180_LR.mp4', { projection: 'equirect180', stereo: 'sbs' }],
    ['canyon_180_sbs.mp4', { projection: 'equirect180', stereo: 'sbs' }],
    ['Canyon_180x180_3dh.MP4', { projection: 'equirect180', stereo: 'sbs' }],
    ['aurora_360_TB.mkv', { projection: 'equirect360', stereo: 'tb' }],
    ['aurora 360 OU.mp4', { projection: 'equirect360', stereo: 'tb' }],
    ['aurora.360.3dv.mp4', { projection: 'equirect360', stereo: 'tb' }],
    ['harbour_360.jpg', { projection: 'equirect360' }],
    ['lake_MONO_360.mp4', { projection: 'equirect360', stereo: 'mono' }],
    ['studio_fisheye190_LR.mp4', { projection: 'fisheye190', stereo: 'sbs' }],
    ['studio_FISHEYE_lr.mp4', { projection: 'fisheye190', stereo: 'sbs' }],
    ['studio_rf52_LR.mp4', { projection: 'fisheye190', stereo: 'sbs' }],
    ['studio_mkx200_LR.mp4', { projection: 'fisheye200', stereo: 'sbs' }],
    ['studio-vrca220-sbs.mp4', { projection: 'fisheye200', stereo: 'sbs' }],
    ['studio_mkx220_LR.mp4', { projection: 'fisheye200', stereo: 'sbs' }],
    ['movie_3dh.mkv', { stereo: 'sbs' }],
    ['movie_RL_180.mp4', { projection: 'equirect180', stereo: 'sbs' }],
    ['movie_BT_180.mp4', { projection: 'equirect180', stereo: 'tb' }],
    ['trailer_flat.mp4', { projection: 'flat' }],
    ['/imports/pack/video_180_LR/clip.mp4', {}],
    ['holiday.mp4', {}],
    ['tablet.mp4', {}],
    ['ep1800.mp4', {}],
    ['trb_lrx.mp4', {}],
  ])('%s', (name, layout) => {
    expect(layoutFromName(name)).toEqual(layout);
  });
});

describe('the layout a file declares', () => {
  it('reads Matroska stereo modes and stereo 3D side data', () => {
    expect(declaredLayout({ tags: { stereo_mode: 'top_bottom' } })).toEqual({ stereo: 'tb' });
    expect(declaredLayout({ tags: { stereo_mode: 'left_right' } })).toEqual({ stereo: 'sbs' });
    expect(
      declaredLayout({
        side_data_list: [{ side_data_type: 'Stereo 3D', type: 'side by side', inverted: 0 }],
      }),
    ).toEqual({ stereo: 'sbs' });
    expect(
      declaredLayout({
        side_data_list: [{ side_data_type: 'Stereo 3D', type: 'frame alternate' }],
      }),
    ).toEqual({});
  });

  it('reads spherical video metadata: a whole sphere, a half sphere by its bounds, and no cube map', () => {
    const spherical = (data: Record<string, unknown>, width = 4096) =>
      declaredLayout({ width, side_data_list: [{ side_data_type: 'Spherical Mapping', ...data }] });
    expect(spherical({ projection: 'equirectangular', yaw: 0, pitch: 0, roll: 0 })).toEqual({
      projection: 'equirect360',
    });
    expect(
      spherical({
        projection: 'tiled equirectangular',
        bound_left: 2048,
        bound_top: 0,
        bound_right: 2048,
        bound_bottom: 0,
      }),
    ).toEqual({ projection: 'equirect180' });
    expect(
      spherical({
        projection: 'tiled equirectangular',
        bound_left: 10,
        bound_top: 0,
        bound_right: 10,
        bound_bottom: 0,
      }),
    ).toEqual({ projection: 'equirect360' });
    expect(spherical({ projection: 'cubemap', padding: 0 })).toEqual({});
  });
});

describe('the layout a part plays with', () => {
  const probe = (declared: ProbedMedia['declared'], kind: ProbedMedia['kind'] = 'video') =>
    ({ kind, declared }) as ProbedMedia;

  it('takes the override, then the file metadata, then the name, then flat and mono', () => {
    expect(layoutOf('clip_360_LR.mp4', probe({}))).toEqual({
      projection: 'equirect360',
      stereo: 'sbs',
    });
    expect(layoutOf('clip_360_LR.mp4', probe({ stereo: 'tb' }))).toEqual({
      projection: 'equirect360',
      stereo: 'tb',
    });
    expect(
      layoutOf('clip_360_LR.mp4', probe({ stereo: 'tb' }), {
        stereo: 'mono',
        projection: 'equirect180',
      }),
    ).toEqual({ projection: 'equirect180', stereo: 'mono' });
    expect(layoutOf('clip.mp4', probe({}))).toEqual({ projection: 'flat', stereo: 'mono' });
    expect(layoutOf('room_360_LR.glb', probe({}, 'scene3d'))).toEqual({
      projection: 'flat',
      stereo: 'mono',
    });
  });
});
