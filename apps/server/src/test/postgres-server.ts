import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

const POSTGRES_ROOT = '/usr/lib/postgresql';

/** Debian's newest PostgreSQL (`/usr/lib/postgresql/<major>/bin`), or null when none is there. */
export function findPostgresBin(): string | null {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const majors = readdirSync(POSTGRES_ROOT)
    .map(Number)
    .filter((major) => Number.isInteger(major))
    .sort((a, b) => b - a);
  for (const major of majors) {
    const bin = join(POSTGRES_ROOT, String(major), 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

export type TestPostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** `pg_ctl stop`: fast ends every session (as a restart does), immediate as a crash does. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts the stopped server again, on the same port and data. */
  start(): Promise<void>;
  /** One query on a connection of its own (none is left open). */
  query<Row>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
  /** Stops the server and removes its files. */
  destroy(): Promise<void>;
};

/**
 * A throw-away PostgreSQL server that a test can stop and start: initdb in a temporary directory
 * (trust authentication, 127.0.0.1 only, a free port), as .ci/run makes one. PostgreSQL refuses to
 * run as root, so as root its commands run as the postgres user. Commands run asynchronously: the
 * apps under test go on answering while the server stops and starts.
 */
export async function startTestPostgres(bin: string): Promise<TestPostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'parallax-pg-'));
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    await chown(dir, Number(stdout.trim()), 0);
  }
  const commandOf = (command: string, args: string[]): [string, string[]] =>
    isRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
  const asPostgres = (command: string, args: string[]) => run(...commandOf(command, args));
  const data = join(dir, 'data');
  const port = await freePort();
  // A test process that ends without `destroy` (a hook that timed out) leaves no server behind.
  const stopOnExit = () => {
    try {
      execFileSync(...commandOf('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']), {
        stdio: 'ignore',
      });
    } catch {
      // Not running.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopOnExit);
  // Throw-away data: nothing is flushed to disk (initdb's own sync is most of its time).
  await asPostgres('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const start = async () => {
    await asPostgres('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
      'start',
    ]);
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await asPostgres('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  };
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    stop,
    start,
    query: async <Row>(text: string, values?: unknown[]) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query(text, values);
        return { rows: rows as Row[] };
      } finally {
        await client.end();
      }
    },
    destroy: async () => {
      process.off('exit', stopOnExit);
      await stop('immediate').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
