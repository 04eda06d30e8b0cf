import { describe, expect, it, vi } from 'vitest';
import type { PlayableScene, SceneSource } from './playback';
import { openVideo } from './video-source';

const VIDEO = { kind: 'video', projection: 'equirect180', stereo: 'sbs' } as const;

function sceneFrom(source: SceneSource): PlayableScene {
  return {
    id: 'part',
    title: 'Canyon Flight',
    format: VIDEO,
    resolveUrl: () => Promise.resolve(source.url),
    resolveSource: () => Promise.resolve(source),
  };
}

const events = { isVr: false, onFatal: vi.fn(), onRendition: vi.fn() };

describe('openVideo', () => {
  it('plays a file on the device from the device', async () => {
    const opened = await openVideo(sceneFrom({ url: 'blob:local-part', streamUrl: null }), events);
    expect(opened.element.getAttribute('src')).toBe('blob:local-part');
    opened.watched.stop();
  });

  it('plays the progressive file where the browser streams neither with MSE nor natively', async () => {
    // This DOM has no MediaSource and plays no HLS itself.
    expect('MediaSource' in globalThis).toBe(false);
    const opened = await openVideo(
      sceneFrom({ url: '/media/part/progressive.mp4', streamUrl: '/media/part/hls/master.m3u8' }),
      events,
    );
    expect(opened.element.getAttribute('src')).toBe('/media/part/progressive.mp4');
    opened.watched.stop();
  });

  it('gives the master playlist to a browser that plays HLS itself', async () => {
    const canPlay = vi
      .spyOn(HTMLMediaElement.prototype, 'canPlayType')
      .mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    try {
      const opened = await openVideo(
        sceneFrom({ url: '/media/part/progressive.mp4', streamUrl: '/media/part/hls/master.m3u8' }),
        events,
      );
      expect(opened.element.getAttribute('src')).toBe('/media/part/hls/master.m3u8');
      opened.watched.stop();
    } finally {
      canPlay.mockRestore();
    }
  });
});
