import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, sleep } from '../../ops/lib/processes.js';
import { serverCommand } from '../../ops/lib/server-command.js';

export { freePort };

export const benchDir = dirname(dirname(fileURLToPath(import.meta.url)));
export const repoRoot = resolve(benchDir, '..');
export const resultsDir = join(benchDir, 'results');

const server = serverCommand();
const demoManifest = join(repoRoot, 'apps/server/demo-media/manifest.json');

export type Target = {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234. */
  url: string;
  /** The server process we spawned; undefined when BENCH_URL points at an existing server. */
  child?: ChildProcess;
  /** Stops the spawned server (SIGTERM, then SIGKILL after a grace period); no-op otherwise. */
  stop: () => Promise<void>;
};

export class ServerStartError extends Error {
  override name = 'ServerStartError';
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

export type TargetOptions = {
  bootTimeoutMs?: number;
  /**
   * More environment for the spawned server (e.g. MEDIA_DIR, DEV_TOOLS=on), over this
   * process's and the defaults below (`undefined` removes a variable); ignored with BENCH_URL.
   */
  env?: Record<string, string | undefined>;
};

/**
 * Uses BENCH_URL when set (an already running server, left running), otherwise spawns the built
 * server (apps/server/dist/main.js) on a free loopback port with an in-memory database and waits
 * until GET /api/health answers 200.
 */
export async function startTarget(options: TargetOptions = {}): Promise<Target> {
  const external = process.env.BENCH_URL?.replace(/\/+$/, '');
  if (external) {
    if (!(await isHealthy(external))) {
      throw new ServerStartError(`BENCH_URL=${external}: GET /api/health did not answer 200`);
    }
    return { url: external, stop: async () => {} };
  }
  if (!existsSync(server.main)) {
    throw new ServerStartError(`${server.main} is missing: run npm run build at the root first`);
  }
  if (!existsSync(demoManifest)) {
    console.warn(`warning: ${demoManifest} is missing; the demo catalog cannot be seeded`);
  }

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...server.flags, server.main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...server.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep the tail of the server's output for the error message if it does not come up.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const stop = async () => {
    if (hasExited || child.pid === undefined) return;
    child.kill('SIGTERM');
    const timedOut = await Promise.race([exited.then(() => false), sleep(15_000).then(() => true)]);
    if (timedOut) {
      console.warn(`server pid ${child.pid} did not exit within 15 s of SIGTERM: sending SIGKILL`);
      child.kill('SIGKILL');
      await exited;
    }
  };

  const started = Date.now();
  const deadline = started + (options.bootTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (hasExited) {
      const code = await exited;
      throw new ServerStartError(`server exited with code ${code} while starting:\n${output}`);
    }
    if (await isHealthy(url)) {
      console.log(
        `server pid ${child.pid} ready on ${url} after ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      return { url, child, stop };
    }
    await sleep(250);
  }
  await stop();
  throw new ServerStartError(`server not healthy on ${url} after timeout:\n${output}`);
}

/** Resident and peak resident memory of a process in MiB, from /proc (Linux only). */
export function memoryOf(pid: number | undefined): { rssMiB: number; peakMiB: number } | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/**
 * CPU time (user + system, all threads) a process has used so far, in ms, from /proc/<pid>/stat;
 * null when unknown. Differences of it do not depend on how busy the rest of the machine is.
 */
export function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / clockTicks : null;
  } catch {
    return null;
  }
}

/**
 * Runs `body` against a started target and always stops the server afterwards, also on Ctrl-C
 * (SIGINT/SIGTERM to this process).
 */
export async function withTarget(
  body: (target: Target) => Promise<number>,
  options: TargetOptions = {},
): Promise<number> {
  let target: Target;
  try {
    target = await startTarget(options);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the server`);
    void target.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await body(target);
  } catch (error) {
    console.error(error);
    return 1;
  } finally {
    await target.stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
