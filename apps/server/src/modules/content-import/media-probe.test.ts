import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePicture, makeSound, makeVideo } from '../../test/media-fixtures.js';
import { runFfmpeg } from './ffmpeg-run.service.js';
import { probeFile, requireMediaTools } from './media-probe.service.js';
import { ContentImportError } from './media-tools.types.js';

// Real ffmpeg runs: seconds each on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 });

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'parallax-probe-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function refusal(path: string): Promise<ContentImportError> {
  const error: unknown = await probeFile(path).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ContentImportError);
  return error as ContentImportError;
}

describe('probing a source file', () => {
  it('reads a video: duration, size, frame rate, codecs, audio and container', async () => {
    const path = await makeVideo(dir, 'canyon_180_LR.mp4', { rate: 25 });
    const probe = await probeFile(path);
    expect(probe).toMatchObject({
      kind: 'video',
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
      width: 128,
      height: 64,
      frameRate: 25,
      videoCodec: 'h264',
      audioCodec: 'aac',
      withAudio: true,
      pixelFormat: 'yuv420p',
      declared: {},
      sizeInBytes: (await stat(path)).size,
    });
    expect(probe.durationSeconds).toBeCloseTo(2, 1);
    expect(probe.bitRate).toBeGreaterThan(0);
  });

  it('reads a phone video turned a quarter by its display matrix as upright', async () => {
    const upright = await makeVideo(dir, 'phone-upright.mp4', { withAudio: false });
    const path = join(dir, 'phone.mp4');
    await runFfmpeg(['-i', upright, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', path], {
      file: 'phone.mp4',
    });
    expect(await probeFile(path)).toMatchObject({ width: 64, height: 128 });
  });

  it('reads the stereo layout a Matroska file declares', async () => {
    const path = await makeVideo(dir, 'aurora.mkv', {
      size: '64x64',
      withAudio: false,
      args: ['-metadata:s:v:0', 'stereo_mode=top_bottom'],
    });
    expect(await probeFile(path)).toMatchObject({
      kind: 'video',
      container: 'matroska,webm',
      withAudio: false,
      audioCodec: null,
      declared: { stereo: 'tb' },
    });
  });

  it('reads pictures', async () => {
    for (const name of ['harbour.jpg', 'harbour.png', 'harbour.webp']) {
      const probe = await probeFile(await makePicture(dir, name));
      expect(probe).toMatchObject({
        kind: 'image',
        width: 128,
        height: 64,
        durationSeconds: null,
        frameRate: null,
        withAudio: false,
      });
    }
  });

  it('reads glTF scenes by their own header', async () => {
    const gltf = join(dir, 'room.gltf');
    await writeFile(gltf, JSON.stringify({ asset: { version: '2.0' } }));
    expect(await probeFile(gltf)).toMatchObject({
      kind: 'scene3d',
      container: 'gltf',
      width: 0,
      height: 0,
    });
    const json = Buffer.from('{"asset":{"version":"2.0"}}  ');
    const glb = Buffer.concat([Buffer.alloc(20), json]);
    glb.writeUInt32LE(0x46546c67, 0);
    glb.writeUInt32LE(2, 4);
    glb.writeUInt32LE(glb.length, 8);
    glb.writeUInt32LE(json.length, 12);
    glb.writeUInt32LE(0x4e4f534a, 16);
    await writeFile(join(dir, 'room.glb'), glb);
    expect(await probeFile(join(dir, 'room.glb'))).toMatchObject({
      kind: 'scene3d',
      container: 'glb',
    });
    await writeFile(join(dir, 'cut.glb'), glb.subarray(0, 24));
    expect((await refusal(join(dir, 'cut.glb'))).reason).toMatch(/truncated/);
    glb.writeUInt32LE(1, 4);
    await writeFile(join(dir, 'old.glb'), glb);
    expect((await refusal(join(dir, 'old.glb'))).reason).toMatch(/glTF 2\.0/);
    await writeFile(join(dir, 'bad.gltf'), '{"asset":');
    expect((await refusal(join(dir, 'bad.gltf'))).reason).toMatch(/not a glTF 2\.0 scene/);
  });

  it('refuses missing, empty, truncated, unknown and sound-only files, naming them', async () => {
    expect(await refusal(join(dir, 'nowhere.mp4'))).toMatchObject({
      file: 'nowhere.mp4',
      reason: 'file not found',
    });
    await writeFile(join(dir, 'empty.mp4'), '');
    expect(await refusal(join(dir, 'empty.mp4'))).toMatchObject({
      file: 'empty.mp4',
      reason: 'the file is empty',
    });
    const whole = await readFile(await makeVideo(dir, 'whole.mp4'));
    await writeFile(join(dir, 'half.mp4'), whole.subarray(0, whole.length / 2));
    const half = await refusal(join(dir, 'half.mp4'));
    expect(half.file).toBe('half.mp4');
    expect(half.reason).toMatch(/truncated or damaged/);
    await writeFile(join(dir, 'noise.mp4'), randomBytes(64 * 1024));
    expect((await refusal(join(dir, 'noise.mp4'))).reason).toMatch(/unknown format/);
    const sound = await refusal(await makeSound(dir, 'song.m4a'));
    expect(sound).toMatchObject({
      file: 'song.m4a',
      reason: 'sound only: there is no picture to import',
    });
    expect(sound.message).toBe('song.m4a: sound only: there is no picture to import');
  });

  it('refuses a video ffmpeg cannot decode', async () => {
    const video = await readFile(await makeVideo(dir, 'strange-source.mp4', { withAudio: false }));
    const entry = video.lastIndexOf('avc1'); // the sample entry, not the brand
    video.write('zzzz', entry, 'latin1');
    await writeFile(join(dir, 'strange.mp4'), video);
    const strange = await refusal(join(dir, 'strange.mp4'));
    expect(strange.file).toBe('strange.mp4');
    expect(strange.reason).toMatch(/^ffmpeg cannot decode this video/);
  });

  it('refuses a picture format we do not serve', async () => {
    const bmp = await refusal(await makePicture(dir, 'card.bmp'));
    expect(bmp.reason).toMatch(/unsupported picture format/);
  });
});

describe('the media tools', () => {
  it('are found, or named with the package to install', async () => {
    await expect(requireMediaTools()).resolves.toBeUndefined();
    vi.stubEnv('FFPROBE_PATH', join(dir, 'no-ffprobe'));
    try {
      await expect(requireMediaTools()).rejects.toThrow(
        "ffmpeg: ffmpeg and ffprobe are needed: install Debian's ffmpeg package (apt-get install ffmpeg)",
      );
      await expect(probeFile(await makeVideo(dir, 'any.mp4'))).rejects.toThrow(
        /install Debian's ffmpeg package/,
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
