import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Rendition } from '@parallax/core/contracts/player';

const run = promisify(execFile);

/** The two rungs of the test ladder, best first, as the catalog records them. */
export const TEST_RENDITIONS: Rendition[] = [
  { name: '64p', width: 128, height: 64, bandwidth: 220_000, frameRate: 10, codecs: 'avc1.42c00d' },
  { name: '32p', width: 64, height: 32, bandwidth: 110_000, frameRate: 10, codecs: 'avc1.42c00c' },
];

/**
 * A tiny HLS ladder made by ffmpeg (2 s of test pattern, 128x64 and 64x32, fMP4 segments of one
 * second) in `dir`: `master.m3u8`, `<rung>/index.m3u8`, `<rung>/init_<n>.mp4`,
 * `<rung>/seg-0000<n>.m4s`.
 */
export async function makeTestLadder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await run(
    'ffmpeg',
    [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=128x64:rate=10:duration=2'],
      ...['-filter_complex', '[0:v]split=2[a][b];[b]scale=64:32[c]', '-map', '[a]', '-map', '[c]'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '10'],
      ...['-b:v:0', '200k', '-b:v:1', '100k'],
      ...['-f', 'hls', '-hls_time', '1', '-hls_playlist_type', 'vod'],
      ...['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4'],
      ...['-hls_segment_filename', '%v/seg-%05d.m4s', '-master_pl_name', 'master.m3u8'],
      ...['-var_stream_map', 'v:0,name:64p v:1,name:32p', '%v/index.m3u8'],
    ],
    { cwd: dir },
  );
}
