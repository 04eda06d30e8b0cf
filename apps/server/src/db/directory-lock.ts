import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

export class DirectoryLockedError extends Error {
  override name = 'DirectoryLockedError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A pid file beside the embedded database. A lock left by a process that no longer runs (a crash,
 * kill -9) is taken over; a live one refuses with a message that says which process holds it.
 */
export async function acquireDirectoryLock(dir: string): Promise<{ release: () => Promise<void> }> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, '..', `${dir.split(/[\\/]/).pop() ?? 'db'}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      let released = false;
      return {
        release: async () => {
          if (released) return;
          released = true;
          await rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && (pid === process.pid || isRunning(pid))) {
        throw new DirectoryLockedError(
          `The database in ${dir} is in use by another process (pid ${pid}). Stop it, or set DATA_DIR to another directory.`,
        );
      }
      await rm(file, { force: true });
    }
  }
  throw new DirectoryLockedError(`Could not lock ${dir}`);
}
