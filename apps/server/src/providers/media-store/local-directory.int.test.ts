import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from './local-directory.provider.js';

let root: string;
let source: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'parallax-store-'));
  source = join(root, 'source.txt');
  await writeFile(source, 'first');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the local media store’s writes', () => {
  it('puts a file under its root (folders made), replaces it whole, and removes it', async () => {
    const store = createLocalMediaStore({ content: join(root, 'content-media') });
    const key = 'content/pack/parts/dome-0123abcd/hls/720p/seg-00001.m4s';
    await store.put(key, source, 'video/iso.segment');
    expect(await text(store.open(key))).toBe('first');
    await writeFile(source, 'second, longer');
    await store.put(key, source, 'video/iso.segment');
    expect((await store.stat(key))?.size).toBe('second, longer'.length);
    // No temporary file is left beside it.
    const folder = join(root, 'content-media/pack/parts/dome-0123abcd/hls/720p');
    expect(await readdir(folder)).toEqual(['seg-00001.m4s']);

    await store.remove([key, 'content/pack/never-there.jpg', '../etc/passwd']);
    expect(await store.stat(key)).toBeNull();
    expect(await readFile(source, 'utf8')).toBe('second, longer');
  });

  it('refuses keys outside its roots', async () => {
    const store = createLocalMediaStore({ content: join(root, 'content-media') });
    await expect(store.put('demo/media/a.jpg', source, 'image/jpeg')).rejects.toThrow(/media key/);
    await expect(store.put('content/../x.jpg', source, 'image/jpeg')).rejects.toThrow(/media key/);
  });
});
