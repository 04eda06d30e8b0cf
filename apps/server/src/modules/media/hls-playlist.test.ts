import { describe, expect, it } from 'vitest';
import {
  keyOfPlaylistUri,
  keysOfPlaylist,
  PlaylistUriRefused,
  rewritePlaylist,
} from './hls-playlist.rules.js';

const MASTER = 'content/pack/parts/dome-0123abcd/hls/master.m3u8';
const VARIANT = 'content/pack/parts/dome-0123abcd/hls/720p/index.m3u8';

describe('HLS playlists rewritten for a holder', () => {
  it('resolves URIs against the playlist’s own folder', () => {
    expect(keyOfPlaylistUri('720p/index.m3u8', MASTER)).toBe(
      'content/pack/parts/dome-0123abcd/hls/720p/index.m3u8',
    );
    expect(keyOfPlaylistUri('./seg-00001.m4s', VARIANT)).toBe(
      'content/pack/parts/dome-0123abcd/hls/720p/seg-00001.m4s',
    );
    expect(keyOfPlaylistUri('a/../init.mp4', VARIANT)).toBe(
      'content/pack/parts/dome-0123abcd/hls/720p/init.mp4',
    );
  });

  it('refuses absolute URIs and anything outside the playlist’s folder', () => {
    for (const uri of [
      '../1080p/seg-00001.m4s',
      '../../progressive.mp4',
      '/media/demo/media/a.mp4',
      '//evil.example/a.m4s',
      'https://evil.example/a.m4s',
      'data:video/mp4;base64,AAAA',
      'seg.m4s?x=1',
      '%2e%2e/x.m4s',
      '.hidden.m4s',
      '%00.m4s',
      '',
    ]) {
      expect(() => keyOfPlaylistUri(uri, VARIANT), uri).toThrow(PlaylistUriRefused);
    }
  });

  it('rewrites URI lines and URI attributes, leaving tags and comments', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-MAP:URI="init.mp4"',
      '# a comment naming nothing.m4s',
      '#EXTINF:1.000000,',
      'seg-00001.m4s',
      '',
      '#EXT-X-ENDLIST',
      '',
    ].join('\r\n');
    const signed = rewritePlaylist(text, VARIANT, (key) => `/media/${key}?sig=x`);
    expect(signed.split('\r\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      `#EXT-X-MAP:URI="/media/content/pack/parts/dome-0123abcd/hls/720p/init.mp4?sig=x"`,
      '# a comment naming nothing.m4s',
      '#EXTINF:1.000000,',
      '/media/content/pack/parts/dome-0123abcd/hls/720p/seg-00001.m4s?sig=x',
      '',
      '#EXT-X-ENDLIST',
      '',
    ]);
  });

  it('lists every key a master playlist names, media and i-frame playlists included', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="en",URI="audio/index.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=220000,RESOLUTION=128x64,CODECS="avc1.42c00d",AUDIO="a"',
      '720p/index.m3u8',
      '#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=1000,URI="720p/iframes.m3u8"',
      '720p/index.m3u8',
    ].join('\n');
    expect(keysOfPlaylist(text, MASTER).map((key) => key.split('/hls/')[1])).toEqual([
      'audio/index.m3u8',
      '720p/index.m3u8',
      '720p/iframes.m3u8',
    ]);
    expect(() => keysOfPlaylist('#EXT-X-MAP:URI="../../secret.mp4"\n', VARIANT)).toThrow(
      PlaylistUriRefused,
    );
  });
});
