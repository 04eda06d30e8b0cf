import { describe, expect, it } from 'vitest';
import {
  avcCodecOf,
  masterPlaylist,
  parseMasterPlaylist,
  parseMediaPlaylist,
  withInitUri,
} from './hls-playlist.rules.js';

describe('HLS playlists', () => {
  it('writes a master playlist whose every rung says bandwidth, size, codecs and frame rate', () => {
    const text = masterPlaylist([
      {
        name: '2160p',
        width: 3840,
        height: 2160,
        bandwidth: 20_000_000,
        averageBandwidth: 15_000_000,
        frameRate: 29.97,
        codecs: 'avc1.640033,mp4a.40.2',
        uri: '2160p/index.m3u8',
      },
      {
        name: '720p',
        width: 1280,
        height: 720,
        bandwidth: 3_000_000,
        frameRate: 60,
        codecs: 'avc1.640020',
        uri: '720p/index.m3u8',
      },
    ]);
    expect(text.split('\n').slice(0, 3)).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-INDEPENDENT-SEGMENTS',
    ]);
    const variants = parseMasterPlaylist(text);
    expect(
      variants.map((variant) => [variant.uri, Object.fromEntries(variant.attributes)]),
    ).toEqual([
      [
        '2160p/index.m3u8',
        {
          BANDWIDTH: '20000000',
          'AVERAGE-BANDWIDTH': '15000000',
          RESOLUTION: '3840x2160',
          CODECS: 'avc1.640033,mp4a.40.2',
          'FRAME-RATE': '29.970',
        },
      ],
      [
        '720p/index.m3u8',
        {
          BANDWIDTH: '3000000',
          RESOLUTION: '1280x720',
          CODECS: 'avc1.640020',
          'FRAME-RATE': '60.000',
        },
      ],
    ]);
  });

  it('reads a media playlist and renames its init section', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-TARGETDURATION:4',
      '#EXT-X-MAP:URI="init_1.mp4"',
      '#EXTINF:4.000000,',
      'seg-00001.m4s',
      '#EXTINF:1.5,',
      'seg-00002.m4s',
      '#EXT-X-ENDLIST',
      '',
    ].join('\n');
    expect(parseMediaPlaylist(text)).toEqual({
      initUri: 'init_1.mp4',
      segments: [
        { uri: 'seg-00001.m4s', duration: 4 },
        { uri: 'seg-00002.m4s', duration: 1.5 },
      ],
      isEnded: true,
    });
    expect(parseMediaPlaylist(withInitUri(text, 'init.mp4')).initUri).toBe('init.mp4');
    expect(parseMediaPlaylist(text.replace('#EXT-X-ENDLIST', '')).isEnded).toBe(false);
  });

  it('names the H.264 stream of an init section from its avcC box', () => {
    const init = Buffer.concat([
      Buffer.from('....ftypisom....moov....avcC', 'latin1'),
      Buffer.from([1, 0x64, 0, 0x33, 0xff]),
    ]);
    expect(avcCodecOf(init)).toBe('avc1.640033');
    expect(avcCodecOf(Buffer.from('....ftypisom'))).toBeNull();
  });
});
