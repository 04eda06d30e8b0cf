import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePicture, makeVideo } from '../../test/media-fixtures.js';
import { avcCodecOf, parseMasterPlaylist, parseMediaPlaylist } from './hls-playlist.rules.js';
import { layoutOf } from './layout.rules.js';
import { probeFile } from './media-probe.service.js';
import { DISK_FULL, runFfmpeg } from './ffmpeg-run.service.js';
import { ContentImportError } from './media-tools.types.js';
import { ladderCommand, preparePart } from './prepare-part.service.js';
import { isRemuxable } from './prepare-video.service.js';

// Real ffmpeg runs: seconds each on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 });

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'parallax-prepare-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The top-level boxes of an MP4 file, in order. */
async function topBoxes(path: string): Promise<string[]> {
  const bytes = await readFile(path);
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length;) {
    boxes.push(bytes.toString('latin1', offset + 4, offset + 8));
    const size = bytes.readUInt32BE(offset);
    offset += size === 1 ? Number(bytes.readBigUInt64BE(offset + 8)) : size;
    if (size === 0) break;
  }
  return boxes;
}

async function prepare(
  name: string,
  source: string,
  extra: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
) {
  const probe = await probeFile(source);
  const options = {
    source,
    probe,
    layout: layoutOf(name, probe),
    workDir: join(dir, 'work', name),
    threads: 1,
    ...extra,
  };
  return { options, prepared: await preparePart(options) };
}

describe('preparing a video', () => {
  it('writes the HLS ladder, the progressive file, pictures and the marker; a second call does no work', async () => {
    const source = await makeVideo(dir, 'Take 2: canyon_180_LR.mkv', { args: ['-c:v', 'mpeg4'] });
    const progress: number[] = [];
    const { options, prepared } = await prepare('Take 2: canyon_180_LR.mkv', source, {
      onProgress: (f) => progress.push(f),
    });
    const work = options.workDir;
    expect(prepared).toMatchObject({
      kind: 'video',
      mainFile: 'progressive.mp4',
      compressedFile: null,
      masterPlaylist: 'hls/master.m3u8',
      cover: 'cover.jpg',
      storePreview: 'preview.jpg',
      previewClip: 'preview.mp4',
      thumbnails: ['thumbs/01.jpg', 'thumbs/02.jpg', 'thumbs/03.jpg', 'thumbs/04.jpg'],
    });
    expect(
      prepared.renditions.map((r) => [r.name, r.width, r.height, r.frameRate, r.codecs]),
    ).toEqual([
      ['64p', 128, 64, 30, 'avc1.64001e,mp4a.40.2'],
      ['32p', 64, 32, 30, 'avc1.64001e,mp4a.40.2'],
    ]);
    for (const file of prepared.files) expect(existsSync(join(work, file)), file).toBe(true);
    expect(prepared.files).toContain('hls/64p/init.mp4');
    expect(prepared.files).toContain('hls/32p/seg-00001.m4s');
    expect(await readdir(work)).not.toContain('.partial');
    expect(JSON.parse(await readFile(join(work, 'prepared.json'), 'utf8'))).toEqual(prepared);

    const master = parseMasterPlaylist(await readFile(join(work, 'hls/master.m3u8'), 'utf8'));
    expect(master.map((variant) => variant.uri)).toEqual(['64p/index.m3u8', '32p/index.m3u8']);
    for (const [index, variant] of master.entries()) {
      const rung = prepared.renditions[index]!;
      expect(Object.fromEntries(variant.attributes)).toMatchObject({
        BANDWIDTH: String(rung.bandwidth),
        RESOLUTION: `${rung.width}x${rung.height}`,
        CODECS: rung.codecs,
        'FRAME-RATE': '30.000',
      });
      const media = parseMediaPlaylist(await readFile(join(work, 'hls', variant.uri), 'utf8'));
      expect(media.isEnded).toBe(true);
      expect(media.initUri).toBe('init.mp4');
      const init = await readFile(join(work, 'hls', variant.uri, '..', 'init.mp4'));
      expect(rung.codecs.split(',')[0]).toBe(avcCodecOf(init));
      expect(media.segments.reduce((sum, s) => sum + s.duration, 0)).toBeCloseTo(2, 0);
    }

    const boxes = await topBoxes(join(work, 'progressive.mp4'));
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    const progressive = await probeFile(join(work, 'progressive.mp4'));
    expect(progressive).toMatchObject({
      videoCodec: 'h264',
      audioCodec: 'aac',
      width: 128,
      height: 64,
    });
    expect(await probeFile(join(work, 'preview.mp4'))).toMatchObject({
      videoCodec: 'h264',
      withAudio: false,
      width: 64,
    });
    expect(progress.at(-1)).toBe(1);
    expect(progress.some((f) => f > 0 && f < 1)).toBe(true);

    const started = Date.now();
    expect(await preparePart({ ...options, onProgress: undefined })).toEqual(prepared);
    expect(Date.now() - started).toBeLessThan(200);
  });

  it('copies a silent H.264 MP4 into the progressive file, index first', async () => {
    const source = await makeVideo(dir, 'plain.mp4', {
      size: '64x32',
      seconds: 1,
      withAudio: false,
    });
    const { options, prepared } = await prepare('plain.mp4', source);
    expect(prepared.renditions.map((r) => [r.name, r.codecs])).toEqual([
      ['32p', 'avc1.64001e'],
      ['16p', 'avc1.64001e'],
    ]);
    const boxes = await topBoxes(join(options.workDir, 'progressive.mp4'));
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    // a copy keeps the source's frames: the same stream, to the byte
    const [copy, original] = await Promise.all([
      probeFile(join(options.workDir, 'progressive.mp4')),
      probeFile(source),
    ]);
    expect(copy.bitRate).toBe(original.bitRate);
    expect(copy.durationSeconds).toBe(original.durationSeconds);
  });

  it('copies only what plays everywhere: 8-bit 4:2:0 H.264 and AAC in MP4 or MOV', async () => {
    const probe = await probeFile(await makeVideo(dir, 'remux.mp4', { size: '64x32', seconds: 1 }));
    expect(isRemuxable(probe)).toBe(true);
    expect(isRemuxable({ ...probe, pixelFormat: 'yuv420p10le' })).toBe(false);
    expect(isRemuxable({ ...probe, audioCodec: 'opus' })).toBe(false);
    expect(isRemuxable({ ...probe, container: 'matroska,webm' })).toBe(false);
    expect(isRemuxable({ ...probe, videoCodec: 'hevc' })).toBe(false);
  });

  it('tone-maps an HDR source to SDR for the ladder and the pictures', async () => {
    const hdr = ['-c:v', 'libx265', '-x265-params', 'log-level=error', '-pix_fmt', 'yuv420p10le'];
    const colors = [
      '-color_primaries',
      'bt2020',
      '-color_trc',
      'smpte2084',
      '-colorspace',
      'bt2020nc',
    ];
    const source = await makeVideo(dir, 'sunset-hdr.mp4', {
      size: '64x32',
      seconds: 1,
      withAudio: false,
      args: [...hdr, ...colors],
    });
    const { options, prepared } = await prepare('sunset-hdr.mp4', source);
    expect(options.probe).toMatchObject({
      isHdr: true,
      pixelFormat: 'yuv420p10le',
      videoCodec: 'hevc',
    });
    expect(ladderCommand(options).args.join(' ')).toContain('tonemap=tonemap=hable');
    expect(prepared.renditions[0]!.codecs).toBe('avc1.64001e');
    expect(await probeFile(join(options.workDir, 'progressive.mp4'))).toMatchObject({
      videoCodec: 'h264',
      pixelFormat: 'yuv420p',
      isHdr: false,
    });
  });

  it('kills ffmpeg on abort and leaves no marker', async () => {
    const source = await makeVideo(dir, 'long.mp4', {
      size: '320x160',
      seconds: 8,
      withAudio: false,
    });
    const controller = new AbortController();
    let abortedAt = 0;
    const prepared = prepare('long.mp4', source, {
      signal: controller.signal,
      onProgress: (f) => {
        if (f <= 0 || abortedAt) return;
        abortedAt = Date.now();
        controller.abort(new Error('stopped by the test'));
      },
    });
    await expect(prepared).rejects.toThrow('stopped by the test');
    expect(Date.now() - abortedAt).toBeLessThan(2000);
    const work = join(dir, 'work', 'long.mp4');
    expect(existsSync(join(work, 'prepared.json'))).toBe(false);
  });

  it('names the file and ffmpeg’s last words when ffmpeg fails', async () => {
    const source = await makeVideo(dir, 'soon-gone.mp4', { size: '64x32', seconds: 1 });
    const probe = await probeFile(source);
    await writeFile(source, 'no longer a video');
    const failure: unknown = await preparePart({
      source,
      probe,
      layout: { projection: 'flat', stereo: 'mono' },
      workDir: join(dir, 'work', 'gone'),
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ContentImportError);
    expect((failure as ContentImportError).file).toBe('soon-gone.mp4');
    expect((failure as ContentImportError).reason).toMatch(/^ffmpeg failed: .*Invalid data/);
  });

  it('gives the exact ladder encode for the benchmark', async () => {
    const source = await makeVideo(dir, 'bench_180_LR.mp4', { size: '64x32', seconds: 1 });
    const probe = await probeFile(source);
    const { args } = ladderCommand({
      source,
      probe,
      layout: layoutOf('bench_180_LR.mp4', probe),
      workDir: join(dir, 'bench'),
      threads: 2,
    });
    expect(args).toEqual(
      expect.arrayContaining([
        '-hls_segment_type',
        'fmp4',
        '-hls_playlist_type',
        'vod',
        '-hls_time',
        '4',
        '-master_pl_name',
        'master.m3u8',
      ]),
    );
    expect(args[args.indexOf('-var_stream_map') + 1]).toBe('v:0,a:0,name:32p v:1,a:1,name:16p');
    expect(args[args.indexOf('-filter_complex') + 1]).toBe(
      '[0:V:0]format=yuv420p,split=2[s0][s1];[s0]scale=64:32:flags=bicubic[v0];[s1]scale=32:16:flags=bicubic[v1]',
    );
  });
});

describe('preparing a picture and a scene', () => {
  it('keeps a JPEG as it is, converts a PNG, and scales its pictures', async () => {
    const jpeg = await makePicture(dir, 'harbour_360.jpg', '256x128');
    // an interrupted earlier attempt, cleaned before the work starts again
    await mkdir(join(dir, 'work', 'harbour_360.jpg', '.partial'), { recursive: true });
    await writeFile(join(dir, 'work', 'harbour_360.jpg', '.partial', 'cover.jpg'), 'half');
    await writeFile(join(dir, 'work', 'harbour_360.jpg', 'stale.jpg'), 'old');
    const { options, prepared } = await prepare('harbour_360.jpg', jpeg);
    expect(prepared).toMatchObject({
      kind: 'image',
      mainFile: 'photo.jpg',
      masterPlaylist: null,
      renditions: [],
      previewClip: null,
      thumbnails: ['thumbs/01.jpg'],
    });
    expect(await readFile(join(options.workDir, 'photo.jpg'))).toEqual(await readFile(jpeg));
    expect((await readdir(options.workDir)).sort()).toEqual([
      'cover.jpg',
      'photo.jpg',
      'prepared.json',
      'preview.jpg',
      'thumbs',
    ]);
    expect(await probeFile(join(options.workDir, 'cover.jpg'))).toMatchObject({
      kind: 'image',
      width: 256,
      height: 144,
    });
    const png = await makePicture(dir, 'card.png');
    const converted = await prepare('card.png', png);
    expect(await probeFile(join(converted.options.workDir, 'photo.jpg'))).toMatchObject({
      videoCodec: 'mjpeg',
      width: 128,
      height: 64,
    });
  });

  it('packs a .gltf with a data URI buffer and a file image into one GLB, gzipped beside it', async () => {
    const geometry = Buffer.alloc(4000, 7);
    const gltf = {
      asset: { version: '2.0' },
      buffers: [
        {
          uri: `data:application/octet-stream;base64,${geometry.toString('base64')}`,
          byteLength: geometry.length,
        },
      ],
      bufferViews: [{ buffer: 0, byteOffset: 0, byteLength: geometry.length }],
      images: [{ uri: 'wall.png' }],
    };
    await makePicture(dir, 'wall.png', '16x16');
    await writeFile(join(dir, 'room.gltf'), JSON.stringify(gltf));
    const { options, prepared } = await prepare('room.gltf', join(dir, 'room.gltf'));
    expect(prepared).toMatchObject({
      kind: 'scene3d',
      mainFile: 'scene.glb',
      compressedFile: 'scene.glb.gz',
      cover: 'cover.jpg',
      thumbnails: [],
    });
    const glb = await readFile(join(options.workDir, 'scene.glb'));
    expect(gunzipSync(await readFile(join(options.workDir, 'scene.glb.gz')))).toEqual(glb);
    expect(await probeFile(join(options.workDir, 'scene.glb'))).toMatchObject({
      kind: 'scene3d',
      container: 'glb',
    });
    const json = JSON.parse(glb.toString('utf8', 20, 20 + glb.readUInt32LE(12))) as typeof gltf & {
      images: Array<{ bufferView: number; mimeType: string }>;
    };
    expect(json.images[0]).toEqual({ bufferView: 1, mimeType: 'image/png' });
    expect(await probeFile(join(options.workDir, 'cover.jpg'))).toMatchObject({
      width: 1280,
      height: 720,
    });

    await writeFile(
      join(dir, 'away.gltf'),
      JSON.stringify({ ...gltf, images: [{ uri: '../secret.png' }] }),
    );
    await expect(prepare('away.gltf', join(dir, 'away.gltf'))).rejects.toThrow(
      'away.gltf: its image ../secret.png lies outside the scene',
    );
  });
});

describe('a full disk', () => {
  it.skipIf(!existsSync('/dev/full'))('is told as such, naming the file', async () => {
    const writing = runFfmpeg(['-f', 'lavfi', '-i', 'testsrc=d=1', '-f', 'rawvideo', '/dev/full'], {
      file: 'canyon.mp4',
    });
    await expect(writing).rejects.toMatchObject({ file: 'canyon.mp4', reason: DISK_FULL });
  });
});
