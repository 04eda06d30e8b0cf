import { MediaProjection, MediaStereo } from '@parallax/core/contracts/content';
import { DeoVrVideo, HereSphereVideo } from '@parallax/core/contracts/feeds';
import { describe, expect, it } from 'vitest';
import { deovrFormatOf, heresphereFormatOf } from './feeds.presenter.js';

describe('the store’s formats as the VR players name them', () => {
  it('DeoVR: screenType, stereoMode and is3d', () => {
    expect(deovrFormatOf({ projection: 'flat', stereo: 'mono' })).toEqual({
      is3d: false,
      screenType: 'flat',
      stereoMode: 'off',
    });
    expect(deovrFormatOf({ projection: 'equirect180', stereo: 'sbs' })).toEqual({
      is3d: true,
      screenType: 'dome',
      stereoMode: 'sbs',
    });
    expect(deovrFormatOf({ projection: 'equirect360', stereo: 'tb' })).toEqual({
      is3d: true,
      screenType: 'sphere',
      stereoMode: 'tb',
    });
    expect(deovrFormatOf({ projection: 'fisheye190', stereo: 'sbs' }).screenType).toBe('rf52');
    expect(deovrFormatOf({ projection: 'fisheye200', stereo: 'mono' }).screenType).toBe('mkx200');
  });

  it('HereSphere: projection, stereo, fov and lens', () => {
    expect(heresphereFormatOf({ projection: 'flat', stereo: 'sbs' })).toEqual({
      projection: 'perspective',
      stereo: 'sbs',
      lens: 'Linear',
    });
    expect(heresphereFormatOf({ projection: 'equirect180', stereo: 'sbs' })).toEqual({
      projection: 'equirectangular',
      stereo: 'sbs',
      fov: 180,
      lens: 'Linear',
    });
    expect(heresphereFormatOf({ projection: 'equirect360', stereo: 'mono' })).toMatchObject({
      projection: 'equirectangular360',
      fov: 360,
    });
    expect(heresphereFormatOf({ projection: 'fisheye190', stereo: 'sbs' })).toEqual({
      projection: 'fisheye',
      stereo: 'sbs',
      fov: 190,
      lens: 'Linear',
    });
    expect(heresphereFormatOf({ projection: 'fisheye200', stereo: 'sbs' })).toEqual({
      projection: 'fisheye',
      stereo: 'sbs',
      fov: 200,
      lens: 'MKX200',
    });
  });

  it('has an answer in each player’s terms for every format the store has', () => {
    for (const projection of MediaProjection.options) {
      for (const stereo of MediaStereo.options) {
        const deovr = deovrFormatOf({ projection, stereo });
        expect(DeoVrVideo.shape.screenType.options).toContain(deovr.screenType);
        expect(DeoVrVideo.shape.stereoMode.options).toContain(deovr.stereoMode);
        const heresphere = heresphereFormatOf({ projection, stereo });
        expect(HereSphereVideo.shape.projection.options).toContain(heresphere.projection);
        expect(HereSphereVideo.shape.lens.options).toContain(heresphere.lens);
      }
    }
  });
});
