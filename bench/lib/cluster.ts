import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { repoRoot } from './server.js';

/** One entry of the pids file `npm run cluster` writes (ops/lib/state.ts). */
type ClusterProcess = { name: string; pid: number; port: number };

/** `.cluster/pids.json` (or under CLUSTER_STATE_DIR): the cluster's processes, or null. */
export function clusterProcesses(): { file: string; processes: ClusterProcess[] } | null {
  const file = join(resolve(repoRoot, process.env.CLUSTER_STATE_DIR ?? '.cluster'), 'pids.json');
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as { processes?: ClusterProcess[] };
    return Array.isArray(state.processes) ? { file, processes: state.processes } : null;
  } catch {
    return null;
  }
}

/**
 * The token of the cluster's /metrics: METRICS_TOKEN, or the one `npm run cluster` generated and
 * kept beside its pids file; null when neither is there.
 */
export function clusterMetricsToken(pidsFile: string): string | null {
  if (process.env.METRICS_TOKEN) return process.env.METRICS_TOKEN;
  try {
    return readFileSync(join(dirname(pidsFile), 'metrics-token'), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** The direct children of a process (nginx's workers, PostgreSQL's backends), from /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The parent's pid is the second field after the parenthesised command name.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // It ended while we looked.
    }
  }
  return children;
}

function kibOf(path: string, field: string): number | null {
  try {
    const text = readFileSync(path, 'utf8');
    const value = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1];
    return value === undefined ? null : Number(value);
  } catch {
    return null;
  }
}

export type Memory = {
  mib: number;
  processes: number;
  measure: 'RSS' | 'PSS';
  /**
   * PSS: the part outside shared memory (PostgreSQL's buffer cache, whose fill follows the data
   * read and stops at shared_buffers): the processes' own memory. Absent for RSS.
   */
  ownMib?: number;
};

/**
 * The memory of one cluster process. A server instance or s3rver is one process: its RSS.
 * nginx and PostgreSQL are a parent with children that share memory (PostgreSQL's shared
 * buffers above all): summed RSS would count shared pages once per process, so they get the sum
 * of PSS (each shared page divided among its sharers), which needs root for another user's
 * processes; otherwise RSS. Null when the process is gone.
 */
export function memoryOfProcess(pid: number, withChildren: boolean): Memory | null {
  if (!withChildren) {
    const rss = kibOf(`/proc/${pid}/status`, 'VmRSS');
    return rss === null ? null : { mib: rss / 1024, processes: 1, measure: 'RSS' };
  }
  const pids = [pid, ...childrenOf(pid)];
  const pss = pids.map((each) => kibOf(`/proc/${each}/smaps_rollup`, 'Pss'));
  if (pss[0] === null) {
    const rss = pids.map((each) => kibOf(`/proc/${each}/status`, 'VmRSS') ?? 0);
    if (rss[0] === 0) return null;
    return { mib: rss.reduce((a, b) => a + b, 0) / 1024, processes: pids.length, measure: 'RSS' };
  }
  const total = pss.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const shared = pids.reduce(
    (sum, each) => sum + (kibOf(`/proc/${each}/smaps_rollup`, 'Pss_Shmem') ?? 0),
    0,
  );
  return {
    mib: total / 1024,
    processes: pids.length,
    measure: 'PSS',
    ownMib: (total - shared) / 1024,
  };
}
