/**
 * `npm run cluster`: Parallax as it runs on real machines, on 127.0.0.1 — PostgreSQL, an
 * S3-compatible object store (s3rver), N server instances and nginx balancing them — with
 * everything it writes under `.cluster/` (docs/DEPLOYMENT.md describes the real thing).
 * Ctrl-C or SIGTERM stops what it started, in order: nginx, the instances (they drain), the
 * object store, PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { findNginx, prepareNginx } from './lib/nginx.js';
import { objectStoreEnv, s3rverArgs, s3rverBin, BUCKET } from './lib/object-store.js';
import { serverCommand } from './lib/server-command.js';
import {
  databaseUrl,
  findPostgres,
  postgresLog,
  startPostgres,
  stopPostgres,
} from './lib/postgres.js';
import {
  answers,
  freePort,
  isPortTaken,
  isRoot,
  run,
  startChild,
  stopProcess,
  tailOf,
  waitFor,
  type Child,
} from './lib/processes.js';
import {
  isAlive,
  readState,
  repoRoot,
  stateDir,
  statePaths,
  writeState,
  type ClusterProcess,
} from './lib/state.js';

const USAGE = `npm run cluster [-- --fresh] [-- --no-build]

  --fresh     delete ${relative(repoRoot, stateDir) || stateDir}/ first (database, bucket, logs)
  --no-build  start what apps/*/dist holds (default: npm run build first)

Environment: CLUSTER_PORT (8080), CLUSTER_INSTANCES (3), CLUSTER_PG_PORT and CLUSTER_S3_PORT
(free ports), CLUSTER_STATE_DIR (.cluster), METRICS_TOKEN (generated once, kept); anything else
(LOG_LEVEL, AUTH_RATE_LIMIT_PER_MINUTE, NODE_ENV, DEV_TOOLS …) is passed to the instances. They
listen on 127.0.0.1, so they have the development tools the soak needs unless NODE_ENV=production
or DEV_TOOLS=off.`;

const server = serverCommand();

type Options = { fresh: boolean; build: boolean };

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
async function stopLeftovers(pgBin: string): Promise<void> {
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

function metricsToken(): string {
  if (process.env.METRICS_TOKEN) return process.env.METRICS_TOKEN;
  if (existsSync(statePaths.metricsToken)) {
    return readFileSync(statePaths.metricsToken, 'utf8').trim();
  }
  const token = randomBytes(24).toString('base64url');
  writeFileSync(statePaths.metricsToken, `${token}\n`, { mode: 0o600 });
  return token;
}

/** The port a variable names (checked free), else `fallback`, else one the OS picks. */
async function portOf(variable: string, fallback?: number): Promise<number> {
  const configured = process.env[variable];
  if (!configured && fallback === undefined) return freePort();
  const port = configured ? Number(configured) : (fallback ?? 0);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${variable}=${configured}: not a port`);
  }
  if (await isPortTaken(port)) {
    throw new Error(`Port ${port} is in use: set ${variable} to another one.`);
  }
  return port;
}

/** Everything started so far, stopped in reverse order by `stopAll`. */
type Running = {
  pgBin: string;
  postgres: ClusterProcess | null;
  s3rver: { child: Child; port: number } | null;
  instances: { child: Child; port: number }[];
  nginx: { child: Child; port: number } | null;
};

/** The pids file: what runs now, written after every step so a killed start leaves a record. */
function record(running: Running, url: string): void {
  const started = [running.s3rver, ...running.instances, running.nginx].flatMap((entry) =>
    entry ? [{ name: entry.child.name, pid: entry.child.pid, port: entry.port }] : [],
  );
  writeState({
    pid: process.pid,
    startedAt: new Date().toISOString(),
    url,
    processes: [...(running.postgres ? [running.postgres] : []), ...started],
  });
}

/** Set by Ctrl-C or SIGTERM while starting: the start stops at its next step. */
let interrupted: string | null = null;

function checkpoint(): void {
  if (interrupted) throw new Interrupted(interrupted);
}

class Interrupted extends Error {
  override name = 'Interrupted';
}

/** A waitFor failure: the child ended, or the start was interrupted. */
const endedOr =
  (child: Child, log = child.log) =>
  () => {
    if (interrupted) return 'interrupted';
    return child.hasExited() ? `exited:\n${tailOf(log)}` : null;
  };

async function startAll(options: Options, running: Running): Promise<string> {
  const listenPort = await portOf('CLUSTER_PORT', 8080);
  const instanceCount = Number(process.env.CLUSTER_INSTANCES ?? 3);
  if (!Number.isInteger(instanceCount) || instanceCount < 1 || instanceCount > 16) {
    throw new Error(`CLUSTER_INSTANCES=${process.env.CLUSTER_INSTANCES}: 1 to 16`);
  }
  const url = `http://127.0.0.1:${listenPort}`;

  mkdirSync(statePaths.logs, { recursive: true });
  if (options.build) {
    const log = join(statePaths.logs, 'build.log');
    console.log(`building: npm run build > ${relative(process.cwd(), log)} (--no-build skips it)`);
    const output = openSync(log, 'w');
    try {
      run('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', output, output] });
    } catch {
      throw new Error(`npm run build failed; its log ends:\n${tailOf(log, 30)}`);
    } finally {
      closeSync(output);
    }
  }
  if (!existsSync(server.main)) throw new Error(`${server.main} is missing: npm run build`);
  checkpoint();

  const pgPort = await portOf('CLUSTER_PG_PORT');
  console.log(`PostgreSQL on 127.0.0.1:${pgPort}`);
  running.postgres = { name: 'postgres', pid: startPostgres(running.pgBin, pgPort), port: pgPort };
  record(running, url);
  checkpoint();

  const s3Port = await portOf('CLUSTER_S3_PORT');
  console.log(`object store (s3rver) on 127.0.0.1:${s3Port}, bucket ${BUCKET}`);
  const s3rver = startChild('s3rver', process.execPath, s3rverArgs(s3Port), {
    log: join(statePaths.logs, 's3rver.log'),
  });
  running.s3rver = { child: s3rver, port: s3Port };
  record(running, url);
  await waitFor(
    's3rver',
    () => answers(`http://127.0.0.1:${s3Port}/${BUCKET}`),
    30_000,
    endedOr(s3rver),
  );

  const token = metricsToken();
  const ports = await Promise.all(Array.from({ length: instanceCount }, () => freePort()));
  console.log(`${instanceCount} instances on ${ports.map((port) => `:${port}`).join(' ')}`);
  const env = {
    ...process.env,
    ...server.env,
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATABASE_URL: databaseUrl(pgPort),
    // nginx reaches the instances from loopback: only its requests' X-Forwarded-* are believed.
    TRUST_PROXY: '127.0.0.1',
    SEED_DEMO: 'true',
    METRICS_TOKEN: token,
    // A line per request at info would be most of the cluster's work under load.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...objectStoreEnv(s3Port),
  };
  // Started together on purpose: they take turns migrating and seeding (the start-up lock).
  running.instances = ports.map((port, index) => ({
    port,
    child: startChild(`instance-${index + 1}`, process.execPath, [...server.flags, server.main], {
      cwd: repoRoot,
      env: { ...env, PORT: String(port) },
      log: join(statePaths.logs, `instance-${index + 1}.log`),
    }),
  }));
  record(running, url);
  await Promise.all(
    running.instances.map(({ child, port }) =>
      waitFor(
        child.name,
        () => answers(`http://127.0.0.1:${port}/api/health`),
        180_000,
        endedOr(child),
      ),
    ),
  );

  const nginxBin = findNginx() ?? 'nginx';
  const nginxArgs = prepareNginx(nginxBin, listenPort, ports);
  console.log(`nginx on ${url}`);
  const nginx = startChild('nginx', nginxBin, nginxArgs, {
    log: join(statePaths.logs, 'nginx.log'),
  });
  running.nginx = { child: nginx, port: listenPort };
  record(running, url);
  await waitFor(
    'nginx',
    () => answers(`${url}/api/health`),
    30_000,
    endedOr(nginx, join(statePaths.logs, 'nginx-error.log')),
  );
  return summary(url, running, token);
}

function summary(url: string, running: Running, token: string): string {
  const at = (path: string) => relative(process.cwd(), path) || '.';
  const first = running.instances[0];
  return [
    '',
    `Parallax cluster is up after ${Math.round(process.uptime())} s (state in ${at(stateDir)}/)`,
    `  store          ${url}   (nginx → ${running.instances.length} instances)`,
    ...running.instances.map(
      ({ child, port }) => `  ${child.name.padEnd(14)} http://127.0.0.1:${port}   pid ${child.pid}`,
    ),
    `  PostgreSQL     ${databaseUrl(running.postgres?.port ?? 0)}   (log ${at(postgresLog())})`,
    `  object store   http://127.0.0.1:${running.s3rver?.port}/${BUCKET}   (s3rver; key and secret S3RVER)`,
    `  metrics        curl -H 'Authorization: Bearer ${token}' http://127.0.0.1:${first?.port}/metrics`,
    `  logs           ${at(statePaths.logs)}/   pids ${at(statePaths.pids)}`,
    '',
    'Ctrl-C stops everything.',
  ].join('\n');
}

async function stopAll(running: Running): Promise<void> {
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
    if (isStarting) interrupted = reason;
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
    if (process.ppid !== parent && !stopping && !interrupted) onSignal('the parent process ended');
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
