import { describe, expect, it } from 'vitest';
import {
  chooseVideoSource,
  formatRendition,
  hlsConfigFor,
  measuredThroughput,
  renditionLabel,
} from './adaptive-stream';

const online = {
  url: '/media/part/progressive.mp4?sig=a',
  streamUrl: '/media/part/hls/master.m3u8?sig=b',
};
const everything = { hasMse: true, hasNativeHls: true };
const nothing = { hasMse: false, hasNativeHls: false };

describe('chooseVideoSource', () => {
  it('plays a file on the device as that file, whatever the browser can stream', () => {
    const offline = { url: 'blob:http://127.0.0.1/part', streamUrl: null };
    expect(chooseVideoSource(offline, everything)).toEqual({ kind: 'file', url: offline.url });
  });

  it('streams a ladder with hls.js where Media Source Extensions play it', () => {
    expect(chooseVideoSource(online, everything)).toEqual({ kind: 'hls', url: online.streamUrl });
  });

  it('gives the master playlist to a browser that plays HLS itself but has no MSE', () => {
    expect(chooseVideoSource(online, { hasMse: false, hasNativeHls: true })).toEqual({
      kind: 'native',
      url: online.streamUrl,
    });
  });

  it('plays the progressive file where neither can stream', () => {
    expect(chooseVideoSource(online, nothing)).toEqual({ kind: 'progressive', url: online.url });
  });
});

describe('the rendition label', () => {
  const top = { height: 2160, bitrate: 18_400_000, isAuto: true };

  it('reads the height and the bit rate in the decimal mark of the language', () => {
    expect(formatRendition(top, 'en')).toBe('2160p · 18.4 Mbit/s');
    expect(formatRendition(top, 'es')).toBe('2160p · 18,4 Mbit/s');
    expect(formatRendition({ height: 720, bitrate: 2_000_000, isAuto: false }, 'en')).toBe(
      '720p · 2.0 Mbit/s',
    );
  });

  it('says the height alone when the browser chose and told no bit rate', () => {
    expect(formatRendition({ height: 1080, bitrate: null, isAuto: true }, 'en')).toBe('1080p');
  });

  it('says whether the ladder chose the rendition', () => {
    expect(renditionLabel(top, 'en', { quality: 'Quality', auto: 'Auto' })).toBe(
      'Quality: Auto · 2160p · 18.4 Mbit/s',
    );
    const fixed = { ...top, isAuto: false };
    expect(renditionLabel(fixed, 'es', { quality: 'Calidad', auto: 'Auto' })).toBe(
      'Calidad: 2160p · 18,4 Mbit/s',
    );
  });
});

describe('hls.js settings', () => {
  it('starts on the cheapest rung, its first segment played and timed, not thrown away', () => {
    const config = hlsConfigFor({ isVr: false, throughput: null });
    expect(config).toMatchObject({ startLevel: 0, testBandwidth: false, startFragPrefetch: true });
  });

  it('keeps 12 s ahead and plays through a sliver unfilled between segments', () => {
    const config = hlsConfigFor({ isVr: false, throughput: null });
    expect(config.maxBufferLength).toBeGreaterThanOrEqual(12);
    expect(config.maxBufferHole).toBe(0.5);
  });

  it('climbs from the browser’s throughput estimate when it has one', () => {
    expect(measuredThroughput({ downlink: 7.5 })).toBe(7_500_000);
    expect(measuredThroughput({ downlink: 0 })).toBeNull();
    expect(measuredThroughput(undefined)).toBeNull();
    const config = hlsConfigFor({ isVr: false, throughput: 7_500_000 });
    expect(config.abrEwmaDefaultEstimate).toBe(7_500_000);
    expect(hlsConfigFor({ isVr: false, throughput: null })).not.toHaveProperty(
      'abrEwmaDefaultEstimate',
    );
  });

  it('caps the ladder to the player’s size in 2D only: VR textures want the whole frame', () => {
    expect(hlsConfigFor({ isVr: false, throughput: null }).capLevelToPlayerSize).toBe(true);
    expect(hlsConfigFor({ isVr: true, throughput: null }).capLevelToPlayerSize).toBe(false);
  });

  it('sends the session’s cookie with every playlist and segment request', () => {
    const xhr = { withCredentials: false } as XMLHttpRequest;
    void hlsConfigFor({ isVr: true, throughput: null }).xhrSetup?.(
      xhr,
      '/media/x.m4s',
      {} as never,
    );
    expect(xhr.withCredentials).toBe(true);
  });
});
