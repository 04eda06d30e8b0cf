import { describe, expect, it } from 'vitest';
import { eyeSize, eyeUvRect, fieldOfView, fisheyeMesh, fisheyeUv, guessFormat } from './projection';

describe('stereo layouts', () => {
  it('gives the left eye the left half (sbs) and the top half (tb)', () => {
    expect(eyeUvRect('sbs', 'left')).toEqual({ offsetX: 0, offsetY: 0, repeatX: 0.5, repeatY: 1 });
    expect(eyeUvRect('sbs', 'right').offsetX).toBe(0.5);
    expect(eyeUvRect('tb', 'left')).toEqual({ offsetX: 0, offsetY: 0.5, repeatX: 1, repeatY: 0.5 });
    expect(eyeUvRect('tb', 'right').offsetY).toBe(0);
    expect(eyeUvRect('mono', 'right')).toEqual(eyeUvRect('mono', 'left'));
  });

  it('halves the frame for one eye', () => {
    expect(eyeSize('sbs', 4096, 2048)).toEqual({ width: 2048, height: 2048 });
    expect(eyeSize('tb', 4096, 4096)).toEqual({ width: 4096, height: 2048 });
    expect(eyeSize('mono', 100, 50)).toEqual({ width: 100, height: 50 });
  });
});

describe('fisheye', () => {
  const fov = fieldOfView('fisheye190');

  it('maps the lens axis to the image centre and the rim to the circle', () => {
    expect(fisheyeUv([0, 0, -1], fov)).toEqual([0.5, 0.5]);
    const rim = fisheyeUv([Math.sin(fov / 2), 0, -Math.cos(fov / 2)], fov);
    expect(rim?.[0]).toBeCloseTo(1);
    expect(rim?.[1]).toBeCloseTo(0.5);
    // up is up in the image (v grows upwards), right is right
    expect(fisheyeUv([0, 1, -1], fov)?.[1]).toBeGreaterThan(0.5);
    expect(fisheyeUv([1, 0, -1], fov)?.[0]).toBeGreaterThan(0.5);
    // straight behind is outside a 190° lens
    expect(fisheyeUv([0, 0, 1], fov)).toBeNull();
  });

  it('builds a mesh whose texture coordinates agree with the projection', () => {
    const mesh = fisheyeMesh(fov, 10, 8, 16);
    expect(mesh.positions.length / 3).toBe(mesh.uvs.length / 2);
    for (let i = 0; i < mesh.positions.length / 3; i += 7) {
      const p: [number, number, number] = [
        mesh.positions[i * 3]!,
        mesh.positions[i * 3 + 1]!,
        mesh.positions[i * 3 + 2]!,
      ];
      expect(Math.hypot(...p)).toBeCloseTo(10);
      if (Math.hypot(p[0], p[1]) < 1e-6) continue; // the pole has every azimuth
      const uv = fisheyeUv(p, fov);
      expect(uv?.[0]).toBeCloseTo(mesh.uvs[i * 2]!);
      expect(uv?.[1]).toBeCloseTo(mesh.uvs[i * 2 + 1]!);
    }
    expect(Math.max(...mesh.indices)).toBe(mesh.positions.length / 3 - 1);
  });

  it('reaches past the side for 200°', () => {
    expect(fieldOfView('fisheye200')).toBeGreaterThan(Math.PI);
  });
});

describe('format of a local file', () => {
  it.each([
    ['trip_360_TB.mp4', 'video/mp4', { kind: 'video', projection: 'equirect360', stereo: 'tb' }],
    [
      'beach-180-sbs.webm',
      'video/webm',
      { kind: 'video', projection: 'equirect180', stereo: 'sbs' },
    ],
    ['alps_LR_180.mp4', 'video/mp4', { kind: 'video', projection: 'equirect180', stereo: 'sbs' }],
    [
      'dive_fisheye190.mp4',
      'video/mp4',
      { kind: 'video', projection: 'fisheye190', stereo: 'mono' },
    ],
    ['pano.jpg', 'image/jpeg', { kind: 'image', projection: 'flat', stereo: 'mono' }],
    ['house.glb', '', { kind: 'scene3d', projection: 'flat', stereo: 'mono' }],
  ] as const)('%s', (name, mime, format) => {
    expect(guessFormat(name, mime)).toEqual(format);
  });
});
