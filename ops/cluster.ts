/**
 * `npm run cluster`: Parallax as it runs on real machines, on 127.0.0.1 — PostgreSQL, an
 * S3-compatible object store (s3rver), N server instances and nginx balancing them — with
 * everything it writes under `.cluster/` (docs/DEPLOYMENT.md describes the real thing).
 * Ctrl-C or SIGTERM stops what it started, in order: nginx, the instances (they drain), the
 * object store, PostgreSQL.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { findNginx } from './lib/nginx.js';
import { s3rverBin } from './lib/object-store.js';
import { findPostgres } from './lib/postgres.js';
import { isRoot, tailOf, type Child } from './lib/processes.js';
import { isAlive, repoRoot, stateDir } from './lib/state.js';
import {
  interrupt,
  Interrupted,
  isInterrupted,
  startAll,
  type Options,
  type Running,
} from './lib/cluster-start.js';
import { stopAll, stopLeftovers } from './lib/cluster-stop.js';

const USAGE = `npm run cluster [-- --fresh] [-- --no-build]

  --fresh     delete ${relative(repoRoot, stateDir) || stateDir}/ first (database, bucket, logs)
  --no-build  start what apps/*/dist holds (default: npm run build first)

Environment: CLUSTER_PORT (8080), CLUSTER_INSTANCES (3), CLUSTER_PG_PORT and CLUSTER_S3_PORT
(free ports), CLUSTER_STATE_DIR (.cluster), METRICS_TOKEN (generated once, kept); anything else
(LOG_LEVEL, AUTH_RATE_LIMIT_PER_MINUTE, NODE_ENV, DEV_TOOLS …) is passed to the instances. They
listen on 127.0.0.1, so they have the development tools the soak needs unless NODE_ENV=production
or DEV_TOOLS=off.`;

function optionsOf(args: string[]): Options | null {
  const known = new Set(['--fresh', '--no-build']);
  const unknown = args.filter((arg) => !known.has(arg));
  if (unknown.length > 0 || args.includes('--help')) return null;
  return { fresh: args.includes('--fresh'), build: !args.includes('--no-build') };
}

/** What this machine lacks, as one message naming the packages to install; null if nothing. */
function missingPrerequisites(): string | null {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    return `Node.js 20.19 or newer is needed (this is ${process.versions.node}).`;
  }
  const packages = [...(findPostgres() ? [] : ['postgresql']), ...(findNginx() ? [] : ['nginx'])];
  if (packages.length > 0) {
    const sudo = isRoot ? '' : 'sudo ';
    return `The cluster needs ${packages.join(' and ')}: ${sudo}apt-get install -y ${packages.join(' ')}`;
  }
  try {
    s3rverBin();
  } catch {
    return 'The object store (s3rver, a development dependency of apps/server) is missing: npm install';
  }
  return null;
}

/** A process that ends on its own: a lost instance is told; the rest cannot go on without. */
function watch(running: Running, shutDown: (reason: string) => void): void {
  const tell = (child: Child, essential: boolean) =>
    void child.exited.then((code) => {
      if (stopping) return;
      console.error(
        `\n${child.name} (pid ${child.pid}) exited (${code}); its log ends:\n${tailOf(child.log)}`,
      );
      const left = running.instances.filter(({ child: other }) => !other.hasExited()).length;
      if (essential || left === 0) shutDown(`${child.name} is gone`);
    });
  if (running.nginx) tell(running.nginx.child, true);
  if (running.s3rver) tell(running.s3rver.child, true);
  for (const { child } of running.instances) tell(child, false);
  const postgres = running.postgres;
  const timer = setInterval(() => {
    if (!stopping && postgres && !isAlive(postgres.pid)) shutDown('PostgreSQL is gone');
  }, 5_000);
  timer.unref();
}

let stopping = false;

async function main(): Promise<number> {
  const options = optionsOf(process.argv.slice(2));
  if (!options) {
    console.log(USAGE);
    return process.argv.includes('--help') ? 0 : 2;
  }
  const missing = missingPrerequisites();
  if (missing) {
    console.error(missing);
    return 1;
  }
  const pg = findPostgres();
  const running: Running = {
    pgBin: pg?.bin ?? '',
    postgres: null,
    s3rver: null,
    instances: [],
    nginx: null,
  };
  let finished: (code: number) => void = () => {};
  const done = new Promise<number>((resolve) => (finished = resolve));
  const shutDown = (reason: string, code = 1) => {
    if (stopping) {
      console.log('already stopping…');
      return;
    }
    stopping = true;
    console.log(`\n${reason}: stopping the cluster`);
    void stopAll(running)
      .catch((error: unknown) => console.error(error))
      .finally(() => finished(code));
  };
  let isStarting = true;
  const onSignal = (reason: string) => {
    if (isStarting) interrupt(reason);
    else shutDown(reason, 0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // The terminal closed.
  process.on('SIGHUP', onSignal);
  // `npm run` starts this through `sh -c`, which does not pass on a SIGTERM sent to npm: npm and
  // the shell end, and this process is left to init. Losing the parent stops the cluster too.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent && !stopping && !isInterrupted())
      onSignal('the parent process ended');
  }, 1_000).unref();

  try {
    mkdirSync(stateDir, { recursive: true });
    await stopLeftovers(running.pgBin);
    if (options.fresh) {
      console.log(`--fresh: deleting ${stateDir}`);
      rmSync(stateDir, { recursive: true, force: true });
      mkdirSync(stateDir, { recursive: true });
    }
    console.log(`PostgreSQL ${pg?.major} from ${running.pgBin}`);
    console.log(await startAll(options, running));
  } catch (error) {
    if (error instanceof Interrupted) shutDown(error.message, 0);
    else {
      console.error(`\n${error instanceof Error ? error.message : String(error)}`);
      shutDown('could not start');
    }
    return done;
  } finally {
    isStarting = false;
  }
  watch(running, shutDown);
  return done;
}

process.exitCode = await main();
// A health probe's pending timer must not keep a stopped cluster's script alive.
process.exit();
