import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRoot, run } from './processes.js';
import { statePaths } from './state.js';

export const DATABASE_NAME = 'parallax';

/** The newest PostgreSQL of Debian's packages (`/usr/lib/postgresql/<major>/bin`), or null. */
export function findPostgres(): { bin: string; major: number } | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const majors = readdirSync(root)
    .map(Number)
    .filter(
      (major) => Number.isInteger(major) && existsSync(join(root, String(major), 'bin/initdb')),
    )
    .sort((a, b) => b - a);
  const major = majors[0];
  return major === undefined ? null : { bin: join(root, String(major), 'bin'), major };
}

const dataDir = join(statePaths.postgres, 'data');
/** The server's Unix socket lives here (not in /var/run/postgresql, which may not exist). */
const socketDir = join(statePaths.postgres, 'run');

/** PostgreSQL refuses to run as root: as root (CI, containers) it runs as the postgres user. */
function asPostgres(command: string, args: string[]): string {
  return isRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
}

/**
 * Makes the data directory on the first start (initdb, trust authentication on 127.0.0.1 only),
 * starts the server on `port` and makes the application database. Returns the postmaster's pid.
 */
export function startPostgres(bin: string, port: number): number {
  mkdirSync(socketDir, { recursive: true });
  if (isRoot) {
    const uid = Number(run('id', ['-u', 'postgres']));
    const gid = Number(run('id', ['-g', 'postgres']));
    for (const dir of [statePaths.postgres, socketDir]) chownSync(dir, uid, gid);
    // The postgres user must reach the state directory: a repository under /root it cannot.
    try {
      run('runuser', ['-u', 'postgres', '--', 'test', '-w', statePaths.postgres]);
    } catch {
      throw new Error(
        `PostgreSQL runs as the postgres user, which cannot write to ${statePaths.postgres}.\n` +
          'Set CLUSTER_STATE_DIR to a directory it can reach, e.g. CLUSTER_STATE_DIR=/var/tmp/parallax-cluster',
      );
    }
  }
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    console.log(`  initdb ${dataDir}`);
    asPostgres(join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
    ]);
  }
  asPostgres(join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    postgresLog(),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${socketDir}`,
    'start',
  ]);
  const exists = asPostgres(join(bin, 'psql'), [
    ...connection(port),
    '-tAc',
    `select 1 from pg_database where datname = '${DATABASE_NAME}'`,
  ]);
  if (exists.trim() !== '1')
    asPostgres(join(bin, 'createdb'), [...connection(port), DATABASE_NAME]);
  return postmasterPid();
}

const connection = (port: number) => ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'];

/** The first line of postmaster.pid is the server's pid. */
function postmasterPid(): number {
  const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) throw new Error('postmaster.pid names no process');
  return pid;
}

export const databaseUrl = (port: number) =>
  `postgres://postgres@127.0.0.1:${port}/${DATABASE_NAME}`;

/** A fast shutdown: open sessions are ended, the data is written, nothing is lost. */
export function stopPostgres(bin: string): void {
  if (!existsSync(join(dataDir, 'postmaster.pid'))) return;
  asPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
}

/** The server's log: beside its data, where the postgres user may write when we are root. */
export const postgresLog = () => join(statePaths.postgres, 'server.log');
