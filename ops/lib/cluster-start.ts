import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findNginx, prepareNginx } from './nginx.js';
import { objectStoreEnv, s3rverArgs, BUCKET } from './object-store.js';
import { serverCommand } from './server-command.js';
import { databaseUrl, postgresLog, startPostgres } from './postgres.js';
import {
  answers,
  freePort,
  isPortTaken,
  run,
  startChild,
  tailOf,
  waitFor,
  type Child,
} from './processes.js';
import { repoRoot, stateDir, statePaths, writeState, type ClusterProcess } from './state.js';

const server = serverCommand();

export type Options = { fresh: boolean; build: boolean };

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
export type Running = {
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

export function interrupt(reason: string): void {
  interrupted = reason;
}

export const isInterrupted = () => interrupted !== null;

function checkpoint(): void {
  if (interrupted) throw new Interrupted(interrupted);
}

export class Interrupted extends Error {
  override name = 'Interrupted';
}

/** A waitFor failure: the child ended, or the start was interrupted. */
const endedOr =
  (child: Child, log = child.log) =>
  () => {
    if (interrupted) return 'interrupted';
    return child.hasExited() ? `exited:\n${tailOf(log)}` : null;
  };

/** The build the instances run, unless `--no-build`; its output goes to a log. */
function build(options: Options): void {
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
}

async function startObjectStore(running: Running, url: string): Promise<number> {
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
  return s3Port;
}

/** The server instances, each on its own port, healthy; the metrics token they were given. */
async function startInstances(
  running: Running,
  {
    url,
    instanceCount,
    pgPort,
    s3Port,
  }: {
    url: string;
    instanceCount: number;
    pgPort: number;
    s3Port: number;
  },
): Promise<string> {
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
  return token;
}

async function startNginx(running: Running, url: string, listenPort: number): Promise<void> {
  const nginxBin = findNginx() ?? 'nginx';
  const ports = running.instances.map(({ port }) => port);
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
}

/**
 * Starts PostgreSQL, the object store, the instances and nginx, in that order, recording each in
 * `running` as it starts; the summary to print once all answer.
 */
export async function startAll(options: Options, running: Running): Promise<string> {
  const listenPort = await portOf('CLUSTER_PORT', 8080);
  const instanceCount = Number(process.env.CLUSTER_INSTANCES ?? 3);
  if (!Number.isInteger(instanceCount) || instanceCount < 1 || instanceCount > 16) {
    throw new Error(`CLUSTER_INSTANCES=${process.env.CLUSTER_INSTANCES}: 1 to 16`);
  }
  const url = `http://127.0.0.1:${listenPort}`;
  build(options);
  checkpoint();

  const pgPort = await portOf('CLUSTER_PG_PORT');
  console.log(`PostgreSQL on 127.0.0.1:${pgPort}`);
  running.postgres = { name: 'postgres', pid: startPostgres(running.pgBin, pgPort), port: pgPort };
  record(running, url);
  checkpoint();

  const s3Port = await startObjectStore(running, url);
  const token = await startInstances(running, { url, instanceCount, pgPort, s3Port });
  await startNginx(running, url, listenPort);
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
