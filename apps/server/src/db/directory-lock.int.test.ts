import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, DirectoryLockedError } from './directory-lock.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'parallax-lock-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the embedded database directory lock', () => {
  it('refuses a second holder in the same process', async () => {
    const dir = join(root, 'pglite');
    const lock = await acquireDirectoryLock(dir);
    await expect(acquireDirectoryLock(dir)).rejects.toBeInstanceOf(DirectoryLockedError);
    await lock.release();
    const again = await acquireDirectoryLock(dir);
    await again.release();
  });

  it('refuses while another live process holds it, naming the pid', async () => {
    const dir = join(root, 'pglite');
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(join(root, 'pglite.lock'), String(sleeper.pid));
      await expect(acquireDirectoryLock(dir)).rejects.toThrow(`pid ${sleeper.pid}`);
    } finally {
      sleeper.kill();
    }
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = join(root, 'pglite');
    await writeFile(join(root, 'pglite.lock'), '999999999');
    const lock = await acquireDirectoryLock(dir);
    expect(await readFile(join(root, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    await lock.release();
  });
});
