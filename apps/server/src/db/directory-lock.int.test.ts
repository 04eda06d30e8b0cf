import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, DirectoryLockedError } from './directory-lock.js';

let root: string;
let dir: string;
let lockFile: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'parallax-lock-'));
  dir = join(root, 'pglite');
  lockFile = join(root, 'pglite.lock');
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** The record this process would write, as a base for the records of other holders. */
function ownFields() {
  return {
    pid: process.pid,
    startTime: readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ')[19],
    bootId: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
  };
}

async function expectTakenOver(): Promise<void> {
  const lock = await acquireDirectoryLock(dir);
  expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
  await lock.release();
}

/** A node process that holds the lock until killed, as a second server would. */
async function lockHolder(): Promise<ChildProcess> {
  const module = fileURLToPath(new URL('./directory-lock.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { acquireDirectoryLock } = await import(${JSON.stringify(module)});
       await acquireDirectoryLock(${JSON.stringify(dir)});
       console.log('held');
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  expect(chunk.toString()).toContain('held');
  return child;
}

describe('the embedded database directory lock', () => {
  it('refuses a second holder in the same process', async () => {
    const lock = await acquireDirectoryLock(dir);
    await expect(acquireDirectoryLock(dir)).rejects.toThrow('in use by this process');
    await lock.release();
    const again = await acquireDirectoryLock(dir);
    await again.release();
  });

  it('refuses while another live server holds it, naming its pid, and takes over after kill -9', async () => {
    const holder = await lockHolder();
    try {
      const refusal = acquireDirectoryLock(dir);
      await expect(refusal).rejects.toBeInstanceOf(DirectoryLockedError);
      await expect(refusal).rejects.toThrow(`pid ${holder.pid}`);
    } finally {
      holder.kill('SIGKILL');
      await once(holder, 'exit');
    }
    await expectTakenOver();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    await writeFile(lockFile, '999999999');
    await expectTakenOver();
  });

  it('takes over a lock left by an earlier process with its own pid (a restarted container’s pid 1)', async () => {
    // An old bare-pid lock and a full record, both written by "us" before a hard kill.
    await writeFile(lockFile, String(process.pid));
    await expectTakenOver();
    await writeFile(lockFile, JSON.stringify({ ...ownFields(), token: 'the-dead-process' }));
    await expectTakenOver();
  });

  it('takes over a lock whose pid now belongs to a program started at another time', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const record = { ...ownFields(), pid: other.pid, startTime: '1', token: 'reused' };
      await writeFile(lockFile, JSON.stringify(record));
      await expectTakenOver();
    } finally {
      other.kill();
    }
  });

  it('takes over a lock from before a reboot', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const record = { pid: other.pid, bootId: 'an-earlier-boot', token: 'before-reboot' };
      await writeFile(lockFile, JSON.stringify(record));
      await expectTakenOver();
    } finally {
      other.kill();
    }
  });

  describe('a holder in another pid namespace (another container sharing the directory)', () => {
    const elsewhere = {
      ...ownFields(),
      pid: 1,
      pidNamespace: 'pid:[1]',
      token: 'other-container',
    };
    const options = { heartbeatMs: 50, staleAfterMs: 400 };

    it('is refused while its heartbeat goes on', async () => {
      await writeFile(lockFile, JSON.stringify(elsewhere));
      const beat = setInterval(() => {
        const now = new Date();
        void utimes(lockFile, now, now);
      }, 50);
      try {
        await expect(acquireDirectoryLock(dir, options)).rejects.toThrow('pid 1');
      } finally {
        clearInterval(beat);
      }
    });

    it('is taken over once its heartbeat has stopped', async () => {
      await writeFile(lockFile, JSON.stringify(elsewhere));
      const lock = await acquireDirectoryLock(dir, options);
      expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
      await lock.release();
    });
  });

  it('beats while held and leaves a lock it no longer holds alone', async () => {
    const lock = await acquireDirectoryLock(dir, { heartbeatMs: 30 });
    const before = statSync(lockFile).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(statSync(lockFile).mtimeMs).toBeGreaterThan(before);
    await writeFile(lockFile, JSON.stringify({ pid: 4242, token: 'someone-else' }));
    await lock.release();
    expect(await readFile(lockFile, 'utf8')).toContain('someone-else');
  });
});
