import { describe, expect, it } from 'vitest';
import { h264Level, planLadder, rfc6381Codecs, sdrFilter } from './ladder.rules.js';
import type { Layout, ProbedMedia } from './media-tools.types.js';

function video(width: number, height: number, extra: Partial<ProbedMedia> = {}): ProbedMedia {
  return {
    kind: 'video',
    container: 'mov,mp4,m4a,3gp,3g2,mj2',
    sizeInBytes: 1,
    durationSeconds: 10,
    width,
    height,
    frameRate: 30,
    videoCodec: 'hevc',
    audioCodec: 'aac',
    withAudio: true,
    declared: {},
    ...extra,
  };
}
const vr180: Layout = { projection: 'equirect180', stereo: 'sbs' };
const flat: Layout = { projection: 'flat', stereo: 'mono' };
const sizes = (plans: ReturnType<typeof planLadder>) =>
  plans.map((plan) => `${plan.width}x${plan.height}`);

describe('the streaming ladder', () => {
  it('makes every rung cheaper than the one above, the top bounded by the source', () => {
    for (const bitRate of [587_000, 4_000_000, 80_000_000]) {
      const plans = planLadder(video(1280, 640, { bitRate }), vr180);
      expect(plans.length).toBeGreaterThan(1);
      expect(plans[0]!.videoBitrate).toBeLessThanOrEqual(bitRate);
      for (let k = 1; k < plans.length; k += 1) {
        expect(plans[k]!.videoBitrate).toBeLessThan(plans[k - 1]!.videoBitrate);
        expect(plans[k]!.bandwidth).toBeLessThan(plans[k - 1]!.bandwidth);
      }
    }
  });

  it('goes from an 8K 180° stereo source down to 1080p per eye and one lower', () => {
    const plans = planLadder(video(7680, 3840, { frameRate: 60 }), vr180);
    expect(sizes(plans)).toEqual(['7680x3840', '5760x2880', '3840x1920', '1920x960']);
    expect(plans.map((plan) => plan.name)).toEqual(['3840p', '2880p', '1920p', '960p']);
    expect(plans[0]!.codecs).toBe('avc1.64003d,mp4a.40.2');
    expect(plans.every((plan) => plan.frameRate === 60)).toBe(true);
  });

  it('goes from 4K flat to 2160p, 1440p, 1080p and 720p', () => {
    const plans = planLadder(video(3840, 2160), flat);
    expect(sizes(plans)).toEqual(['3840x2160', '2560x1440', '1920x1080', '1280x720']);
    expect(plans.map((plan) => plan.name)).toEqual(['2160p', '1440p', '1080p', '720p']);
    expect(plans.map((plan) => plan.codecs.split(',')[0])).toEqual([
      'avc1.640033',
      'avc1.640032',
      'avc1.640028',
      'avc1.64001f',
    ]);
  });

  it('gives a 360° video rungs down to 3840 across the sphere and one lower', () => {
    expect(
      sizes(planLadder(video(5760, 2880), { projection: 'equirect360', stereo: 'mono' })),
    ).toEqual(['5760x2880', '3840x1920', '2880x1440']);
    expect(
      sizes(planLadder(video(5760, 5760), { projection: 'equirect360', stereo: 'tb' })),
    ).toEqual(['5760x5760', '3840x3840', '2880x2880']);
  });

  it('never upscales: a tiny source gets its own size and one half-size rung', () => {
    expect(sizes(planLadder(video(128, 64), flat))).toEqual(['128x64', '64x32']);
    expect(sizes(planLadder(video(64, 32), vr180))).toEqual(['64x32', '32x16']);
    expect(sizes(planLadder(video(40, 20), flat))).toEqual(['40x20']);
  });

  it('keeps sides even, and each eye even in a stereo frame', () => {
    const plans = planLadder(video(3001, 1501), { projection: 'fisheye190', stereo: 'sbs' });
    for (const plan of plans) {
      expect(plan.width % 4).toBe(0);
      expect(plan.height % 2).toBe(0);
    }
  });

  it('grows bitrates with pixels and frame rate, caps frame rate at 60 and bitrate at the source', () => {
    const plans = planLadder(video(3840, 2160), flat);
    const bitrates = plans.map((plan) => plan.videoBitrate);
    expect([...bitrates].sort((a, b) => b - a)).toEqual(bitrates);
    expect(bitrates[2]).toBeGreaterThan(3_000_000);
    expect(bitrates[2]).toBeLessThan(8_000_000);
    const fast = planLadder(video(1920, 1080, { frameRate: 120 }), flat);
    expect(fast[0]!.frameRate).toBe(60);
    expect(fast[0]!.videoBitrate).toBeGreaterThan(
      planLadder(video(1920, 1080), flat)[0]!.videoBitrate,
    );
    const capped = planLadder(video(3840, 2160, { bitRate: 2_000_000 }), flat);
    expect(capped.every((plan) => plan.videoBitrate <= 2_000_000)).toBe(true);
    expect(plans[0]!.bandwidth).toBe(Math.round(plans[0]!.videoBitrate * 1.5 + 128_000));
  });

  it('names codecs as RFC 6381 with the lowest H.264 level that fits', () => {
    expect(h264Level(64, 32, 30)).toBe(30);
    expect(h264Level(1920, 1080, 30)).toBe(40);
    expect(h264Level(1920, 1080, 60)).toBe(42);
    expect(h264Level(7680, 3840, 30)).toBe(60);
    expect(rfc6381Codecs(3840, 2160, 30, false)).toBe('avc1.640033');
    expect(
      planLadder(video(128, 64, { withAudio: false, audioCodec: null }), flat)[0]!.codecs,
    ).toBe('avc1.64001e');
  });

  it('brings frames to 8-bit SDR, tone-mapping HDR sources', () => {
    expect(sdrFilter(video(64, 32))).toBe('format=yuv420p');
    expect(sdrFilter(video(64, 32, { isHdr: true }))).toMatch(
      /^zscale=t=linear.*tonemap=tonemap=hable.*format=yuv420p$/,
    );
  });
});
