import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the cluster keeps everything it makes: `.cluster/` at the root, or CLUSTER_STATE_DIR. */
export const stateDir = resolve(repoRoot, process.env.CLUSTER_STATE_DIR ?? '.cluster');

export const statePaths = {
  logs: join(stateDir, 'logs'),
  postgres: join(stateDir, 'postgres'),
  objectStore: join(stateDir, 's3'),
  nginx: join(stateDir, 'nginx'),
  /** What runs now: read by `npm run bench:soak` (RSS per process) and by the next start. */
  pids: join(stateDir, 'pids.json'),
  /** Kept across starts, so a scraper configured once keeps working. */
  metricsToken: join(stateDir, 'metrics-token'),
};

export type ClusterProcess = {
  /** `postgres`, `s3rver`, `instance-1` … `instance-N`, `nginx`. */
  name: string;
  pid: number;
  /** Where it listens on 127.0.0.1. */
  port: number;
};

export type ClusterState = {
  /** The `npm run cluster` process that started (and will stop) the others. */
  pid: number;
  startedAt: string;
  /** The load balancer's address. */
  url: string;
  processes: ClusterProcess[];
};

/** Written whole and renamed into place, so a reader never sees half a file. */
export function writeState(state: ClusterState): void {
  const temporary = `${statePaths.pids}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(temporary, statePaths.pids);
}

export function readState(): ClusterState | null {
  if (!existsSync(statePaths.pids)) return null;
  try {
    return JSON.parse(readFileSync(statePaths.pids, 'utf8')) as ClusterState;
  } catch {
    return null;
  }
}

/** Whether a process with this id exists (signal 0 checks without sending anything). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (PostgreSQL's, when we are not root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
