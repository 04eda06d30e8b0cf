import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `script` (ESM, TypeScript through tsx) in a new Node process and returns what it printed. */
function runNode(script: string): string {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    {
      cwd: serverDir,
      encoding: 'utf8',
    },
  );
  expect(result.stderr).toBe('');
  return result.stdout.trim();
}

const report = `console.log(JSON.stringify({
  fetchLoaded: process.moduleLoadList.some((name) => name.includes('undici')),
  response: typeof Response,
}));`;

describe('node-postgres, as the server loads it', () => {
  it("does not load Node's fetch, and leaves Response as it was", () => {
    const loaded = JSON.parse(
      runNode(`await import('./src/db/pg-driver.ts'); await import('pg'); ${report}`),
    ) as unknown;
    expect(loaded).toEqual({ fetchLoaded: false, response: 'function' });
  });

  it.runIf(!('navigator' in globalThis))(
    "would load Node's fetch when imported directly (Node 20, which has no navigator)",
    () => {
      const loaded = JSON.parse(runNode(`await import('pg'); ${report}`)) as unknown;
      expect(loaded).toEqual({ fetchLoaded: true, response: 'function' });
    },
  );
});
