import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { createServer } from 'node:net';
import { isAlive } from './state.js';

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export const isRoot = process.getuid?.() === 0;

/** A port that was free a moment ago on 127.0.0.1 (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? done(port) : fail(new Error('no free port'))));
    });
  });
}

/** Whether something accepts connections on 127.0.0.1:port. */
export function isPortTaken(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', () => done(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(false)));
  });
}

/** The last lines of a log, for a message about a process that did not come up. */
export function tailOf(path: string, lines = 20): string {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Runs a command to its end; throws with its output when it fails. */
export function run(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const output = `${String(result.stdout ?? '')}${String(result.stderr ?? '')}`.trim();
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}:\n${output}`);
  }
  return String(result.stdout ?? '');
}

export type Child = {
  name: string;
  pid: number;
  log: string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  hasExited: () => boolean;
};

/**
 * Starts a long-running process with its output appended to `log`. It gets a process group of
 * its own (`detached`), so Ctrl-C in the terminal reaches only the cluster script, which then
 * stops everything in order.
 */
export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; log: string },
): Child {
  const output = openSync(options.log, 'a');
  // Logs are kept across starts: each start is marked.
  writeSync(output, `\n--- ${new Date().toISOString()} ${name} started\n`);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', output, output],
    detached: true,
  });
  closeSync(output);
  if (child.pid === undefined) throw new Error(`${name}: ${command} did not start`);
  let hasExited = false;
  const exited = new Promise<number | string>((done) => {
    child.once('exit', (code, signal) => {
      hasExited = true;
      done(code ?? signal ?? 'unknown');
    });
    child.once('error', (error) => {
      hasExited = true;
      done(error.message);
    });
  });
  return { name, pid: child.pid, log: options.log, exited, hasExited: () => hasExited };
}

/**
 * Sends `signal`, waits up to `graceMs` for the process to end, then SIGKILL. Works on a child
 * of this process (its `exited` promise) and on any other pid (polled).
 */
export async function stopProcess(
  pid: number,
  signal: NodeJS.Signals,
  graceMs: number,
  exited?: Promise<unknown>,
): Promise<'stopped' | 'killed' | 'gone'> {
  if (!isAlive(pid)) return 'gone';
  try {
    process.kill(pid, signal);
  } catch {
    return 'gone';
  }
  const ended = exited ?? waitUntilGone(pid, graceMs);
  const inTime = await Promise.race([ended.then(() => true), sleep(graceMs).then(() => false)]);
  if (inTime && !isAlive(pid)) return 'stopped';
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    return 'stopped';
  }
  await (exited ?? waitUntilGone(pid, 5_000));
  return 'killed';
}

async function waitUntilGone(pid: number, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (isAlive(pid) && Date.now() < deadline) await sleep(100);
}

/** Polls `check` every 200 ms until it is true; throws `failure()` after `limitMs`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  limitMs: number,
  failure?: () => string | null,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const reason = failure?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`${what}: not ready after ${Math.round(limitMs / 1000)} s`);
}

/** Whether GET url answers `status` within 2 s. */
export async function answers(url: string, status = 200): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === status;
  } catch {
    return false;
  }
}
