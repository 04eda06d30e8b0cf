import { readFileSync, rmSync } from 'node:fs';
import { stopPostgres } from './postgres.js';
import { stopProcess } from './processes.js';
import { isAlive, readState, stateDir, statePaths } from './state.js';
import type { Running } from './cluster-start.js';

/** What a process named in an earlier run's pids file must look like to be stopped as ours. */
const COMMAND_OF: Record<string, RegExp> = {
  nginx: /nginx/,
  s3rver: /s3rver/,
  instance: /apps\/server\/dist\/main\.js/,
};

function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * An earlier run that was killed (SIGKILL, a closed terminal) leaves its processes running: they
 * are stopped before anything starts. A cluster still running from this directory is an error.
 */
export async function stopLeftovers(pgBin: string): Promise<void> {
  const earlier = readState();
  if (earlier && earlier.pid !== process.pid && isAlive(earlier.pid)) {
    const command = commandLineOf(earlier.pid);
    if (/cluster/.test(command)) {
      throw new Error(
        `A cluster from ${stateDir} is running already (pid ${earlier.pid}, ${earlier.url}): stop it first.`,
      );
    }
  }
  // Last started, first stopped: nginx, the instances, the object store (PostgreSQL below).
  for (const { name, pid } of [...(earlier?.processes ?? [])].reverse()) {
    const pattern = COMMAND_OF[name.replace(/-\d+$/, '')];
    if (!pattern || !isAlive(pid) || !pattern.test(commandLineOf(pid))) continue;
    console.log(`  stopping ${name} (pid ${pid}) left by an earlier run`);
    await stopProcess(pid, name === 'nginx' ? 'SIGQUIT' : 'SIGTERM', 15_000);
  }
  try {
    stopPostgres(pgBin);
  } catch {
    // A stale postmaster.pid of a server that is gone: pg_ctl start copes with it.
  }
}

/** Stops what `running` holds, last started first, and removes this run's pids file. */
export async function stopAll(running: Running): Promise<void> {
  const step = async (name: string, work: () => Promise<string>) => {
    const started = Date.now();
    const outcome = await work();
    console.log(`  ${name}: ${outcome} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  // First no new requests (nginx finishes what it is passing on), then the instances drain.
  const nginx = running.nginx?.child;
  const s3rver = running.s3rver?.child;
  if (nginx) await step('nginx', () => stopProcess(nginx.pid, 'SIGQUIT', 10_000, nginx.exited));
  const grace = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000) + 5_000;
  await Promise.all(
    running.instances.map(({ child }) =>
      step(child.name, () => stopProcess(child.pid, 'SIGTERM', grace, child.exited)),
    ),
  );
  if (s3rver) await step('s3rver', () => stopProcess(s3rver.pid, 'SIGTERM', 5_000, s3rver.exited));
  if (running.postgres) {
    await step('postgres', async () => {
      stopPostgres(running.pgBin);
      return 'stopped';
    });
  }
  // Only this run's record: a start refused because another cluster runs leaves that one's.
  if (readState()?.pid === process.pid) rmSync(statePaths.pids, { force: true });
}
