import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ASSIGNMENT = /^[A-Z_][A-Z0-9_]*=/;
const nameAndValue = (assignment: string) => {
  const at = assignment.indexOf('=');
  return [assignment.slice(0, at), assignment.slice(at + 1)] as const;
};
const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/server');

/**
 * How the built server runs, as `npm start` runs it: the environment, node flags and entry file of
 * the server package's `start` script (`[NAME=value…] node [flags…] dist/main.js`), so that the
 * cluster and the benchmarks run the very process a deployment runs. Throws when the script has
 * another shape.
 */
export function serverCommand(): { env: Record<string, string>; flags: string[]; main: string } {
  const manifest = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = manifest.scripts.start.trim().split(/\s+/);
  // `NAME=value` words before the command set its environment, as the shell npm runs does.
  const command = words.findIndex((word) => !ASSIGNMENT.test(word));
  const env = Object.fromEntries(words.splice(0, Math.max(command, 0)).map(nameAndValue));
  const entry = words.at(-1);
  if (words[0] !== 'node' || !entry?.endsWith('.js')) {
    throw new Error(
      `apps/server's start script is not "[NAME=value] node [flags] <file>.js": ${manifest.scripts.start}`,
    );
  }
  return { env, flags: words.slice(1, -1), main: join(serverDir, entry) };
}
