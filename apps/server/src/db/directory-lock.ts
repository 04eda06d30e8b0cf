import { randomBytes } from 'node:crypto';
import {
  link,
  mkdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export class DirectoryLockedError extends Error {
  override name = 'DirectoryLockedError';
}

/**
 * Who holds the lock: enough to tell, after a crash, whether that process still runs. A pid alone
 * is not: a restarted container's server is pid 1 again, and a pid is reused by another program.
 */
type LockRecord = {
  pid: number;
  /** Random per acquisition: this process tells its own live lock from a dead namesake's. */
  token?: string;
  /** The process's start in clock ticks since boot (/proc/<pid>/stat field 22). */
  startTime?: string;
  /** Changes at every boot (/proc/sys/kernel/random/boot_id): no holder survives a reboot. */
  bootId?: string;
  /** Pids mean something only within one pid namespace (a container has its own). */
  pidNamespace?: string;
  host?: string;
};

export type DirectoryLockOptions = {
  /** How often the holder touches the lock file. */
  heartbeatMs?: number;
  /** A holder this process cannot see (another container or host) is gone after this silence. */
  staleAfterMs?: number;
};

/** Tokens of the locks this process holds. */
const heldTokens = new Set<string>();

async function readTrimmed(path: string): Promise<string | undefined> {
  return (await readFile(path, 'utf8').catch(() => undefined))?.trim() || undefined;
}

/** Field 22 of /proc/<pid>/stat; the name in field 2 may hold spaces and parentheses. */
async function startTimeOf(pid: number | 'self'): Promise<string | undefined> {
  const line = await readTrimmed(`/proc/${pid}/stat`);
  return line?.slice(line.lastIndexOf(')') + 2).split(' ')[19];
}

async function ownRecord(token: string): Promise<LockRecord> {
  return {
    pid: process.pid,
    token,
    startTime: await startTimeOf('self'),
    bootId: await readTrimmed('/proc/sys/kernel/random/boot_id'),
    pidNamespace: await readlink('/proc/self/ns/pid').catch(() => undefined),
    host: hostname(),
  };
}

/** The record in a lock file; an older lock file holds a bare pid. */
function parseRecord(text: string): LockRecord | null {
  try {
    const record = JSON.parse(text) as Partial<LockRecord> | number;
    const pid = typeof record === 'number' ? record : record.pid;
    if (!Number.isInteger(pid) || (pid ?? 0) <= 0) return null;
    return typeof record === 'number' ? { pid: record } : (record as LockRecord);
  } catch {
    return null;
  }
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
 * `live` and `stale` are certain; `elsewhere` is a holder in another pid namespace or on another
 * host, whose pid means nothing here: only its heartbeat tells.
 */
async function verdictOn(
  record: LockRecord,
  self: LockRecord,
): Promise<'live' | 'stale' | 'elsewhere'> {
  const differ = (a: string | undefined, b: string | undefined) => !!a && !!b && a !== b;
  if (differ(record.host, self.host)) return 'elsewhere';
  if (differ(record.bootId, self.bootId)) return 'stale';
  if (differ(record.pidNamespace, self.pidNamespace)) return 'elsewhere';
  // Our own pid: either a lock this process holds, or one left by an earlier process that had
  // the same pid (a restarted container's pid 1) — which is dead, since we are that pid now.
  if (record.pid === process.pid) {
    return record.token && heldTokens.has(record.token) ? 'live' : 'stale';
  }
  if (!isRunning(record.pid)) return 'stale';
  // The pid runs, but if it started at another time it is another program that reused the pid.
  const startTime = record.startTime && (await startTimeOf(record.pid));
  return startTime && startTime !== record.startTime ? 'stale' : 'live';
}

/** Waits for the holder's next heartbeat (live) or for its silence to outlast `staleAfterMs`. */
async function heartbeatVerdict(file: string, staleAfterMs: number): Promise<'live' | 'stale'> {
  const first = await stat(file).catch(() => null);
  if (!first) return 'stale';
  for (;;) {
    const now = await stat(file).catch(() => null);
    if (!now) return 'stale';
    if (now.mtimeMs !== first.mtimeMs) return 'live';
    if (Date.now() - now.mtimeMs > staleAfterMs) return 'stale';
    await sleep(Math.min(250, staleAfterMs / 4));
  }
}

/**
 * Removes the lock file only if it still holds `judged`: two processes that both found the same
 * stale lock must not remove the fresh lock one of them has just taken.
 */
async function removeStale(file: string, judged: string, token: string): Promise<void> {
  const aside = `${file}.${token}.stale`;
  try {
    await rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if ((await readFile(aside, 'utf8').catch(() => '')) !== judged) {
    // Someone took the lock between our reading and our renaming: put theirs back.
    await link(aside, file).catch(() => undefined);
  }
  await rm(aside, { force: true });
}

function lockedMessage(dir: string, record: LockRecord, self: LockRecord): string {
  const holder =
    record.token && record.token !== self.token && heldTokens.has(record.token)
      ? 'this process'
      : `another process (pid ${record.pid}${record.host && record.host !== self.host ? ` on ${record.host}` : ''})`;
  return `The database in ${dir} is in use by ${holder}. Stop it, or set DATA_DIR to another directory.`;
}

/**
 * A lock file beside the embedded database (`data/pglite.lock` for `data/pglite`). It records the
 * holder's pid, start time, boot, pid namespace, host and a random token, so a lock left by a
 * process that is gone (a crash, kill -9, a reboot, a restarted container whose new server has the
 * same pid) is taken over at once, and a live holder is refused with a message naming it. A holder
 * this process cannot inspect (another container or host sharing the directory) touches the file
 * every `heartbeatMs`; its lock is taken over after `staleAfterMs` without a beat.
 *
 * Node has no flock(2), and a listening Unix socket (which the kernel closes when its process
 * dies) fails on long paths and on some mounted file systems, hence a file and these checks.
 */
export async function acquireDirectoryLock(
  dir: string,
  options: DirectoryLockOptions = {},
): Promise<{ release: () => Promise<void> }> {
  const { heartbeatMs = 2_000, staleAfterMs = 10_000 } = options;
  await mkdir(dir, { recursive: true });
  const file = join(dir, '..', `${dir.split(/[\\/]/).pop() ?? 'db'}.lock`);
  const token = randomBytes(16).toString('hex');
  const self = await ownRecord(token);
  const text = JSON.stringify(self);
  // Written whole beside the lock, then linked into place: a reader never sees half a record, and
  // link(2) fails if the lock exists, so of two processes only one gets it.
  const draft = `${file}.${token}.tmp`;
  await writeFile(draft, text);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await link(draft, file);
        return hold(file, token, text, heartbeatMs);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const found = await readFile(file, 'utf8').catch(() => null);
      if (found === null) continue;
      const record = parseRecord(found);
      let verdict = record ? await verdictOn(record, self) : 'stale';
      if (verdict === 'elsewhere') verdict = await heartbeatVerdict(file, staleAfterMs);
      if (verdict === 'live' && record)
        throw new DirectoryLockedError(lockedMessage(dir, record, self));
      await removeStale(file, found, token);
    }
    throw new DirectoryLockedError(`Could not lock ${dir}`);
  } finally {
    await rm(draft, { force: true });
  }
}

function hold(file: string, token: string, text: string, heartbeatMs: number) {
  heldTokens.add(token);
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(file, now, now).catch(() => undefined);
  }, heartbeatMs);
  // The heartbeat alone must not keep the process running.
  heartbeat.unref();
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      heldTokens.delete(token);
      // Only our own lock: never one another process has since taken over.
      if ((await readFile(file, 'utf8').catch(() => null)) === text)
        await rm(file, { force: true });
    },
  };
}
