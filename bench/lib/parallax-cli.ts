/**
 * The built command line (`node apps/server/dist/cli.js …`) on an embedded database in a data
 * directory of the bench's own, as an operator runs it on a fresh install.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from './long-video.js';
import { repoRoot } from './server.js';

export const cliMain = join(repoRoot, 'apps/server/dist/cli.js');

/** The environment of a server or command on the embedded database in `dataDir`. */
export function dataDirEnv(dataDir: string): Record<string, string | undefined> {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    CONTENT_MEDIA_DIR: undefined,
    MEDIA_STORE: undefined,
    LOG_LEVEL: 'warn',
  };
}

/** Runs `parallax <args>`; throws with its output when it fails, else returns it. */
export async function parallax(dataDir: string, args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(dataDirEnv(dataDir))) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const { code, output } = await runCommand(process.execPath, [cliMain, ...args], env);
  if (code !== 0) throw new Error(`parallax ${args.join(' ')} failed (exit ${code}):\n${output}`);
  return output;
}

/**
 * CPU time (user + system) of this process's children that have ended and been waited for, in
 * ms (fields cutime and cstime of /proc/self/stat): a command's whole tree once it has exited,
 * its ffmpeg children included.
 */
export function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
}
