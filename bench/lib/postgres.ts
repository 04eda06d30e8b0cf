import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server.js';

/**
 * A throw-away PostgreSQL cluster from Debian's binaries (`/usr/lib/postgresql/<major>/bin`, the
 * newest), as .ci/run starts one: initdb in a temporary directory, trust authentication, on a
 * free port of 127.0.0.1; as root it runs as the postgres user. Null when the binaries are missing
 * or it does not start. `stop` stops it and removes the directory.
 */
export async function temporaryPostgres(): Promise<{ url: string; stop: () => void } | null> {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root)
    .sort((a, b) => Number(a) - Number(b))
    .pop();
  const bin = version ? join(root, version, 'bin') : null;
  if (!bin || !existsSync(join(bin, 'initdb'))) return null;
  const dir = mkdtempSync(join(tmpdir(), 'parallax-bench-pg-'));
  const isRoot = process.getuid?.() === 0;
  if (isRoot) spawnSync('chown', ['postgres', dir]);
  const asPostgres = (command: string, args: string[]) =>
    isRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
      : spawnSync(command, args, { stdio: 'pipe' });
  const port = await freePort();
  const init = asPostgres(join(bin, 'initdb'), [
    '-D',
    join(dir, 'data'),
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
  ]);
  if (init.status !== 0) return null;
  const start = asPostgres(join(bin, 'pg_ctl'), [
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`,
    'start',
  ]);
  if (start.status !== 0) return null;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      asPostgres(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
