import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT } from './media.js';

/**
 * A server of a journey's own, for journeys that need the command line on its database (the suite's
 * server runs on an in-memory database no command can reach): PGlite on disk in a temporary
 * DATA_DIR, the suite's settings (playwright.config.ts webServer: development tools, the test
 * acquirer), a free loopback port.
 */

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = join(ROOT, 'apps/server/dist/cli.js');

export type OwnServer = { url: string };

/** Runs a command in the repository, refusing with its output when it fails. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

/** `parallax <args>` (apps/server/dist/cli.js) on the server's database. */
export const runCli = (args: string[], env: NodeJS.ProcessEnv) =>
  run(process.execPath, [CLI, ...args], env);

function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolvePromise(address.port)
          : reject(new Error('no port was given')),
      );
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const answer = await fetch(`${url}/api/health`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 500));
  }
  throw new Error('the server did not answer /api/health in 120 s');
}

/**
 * Prepares a data directory with `prepare` (commands on its database, given the server's
 * environment and the directory), starts the server on it, hands it to `use`, then stops it and
 * removes the directory.
 */
export async function withOwnServer(
  name: string,
  prepare: (env: NodeJS.ProcessEnv, dataDir: string) => Promise<void>,
  use: (server: OwnServer) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `parallax-${name}-`));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    MEDIA_DIR: join(ROOT, 'apps/server/demo-media'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    DEV_TOOLS: 'on',
    TEST_ACQUIRER: 'true',
    GOOGLE_CLIENT_ID: 'parallax-e2e',
    GOOGLE_CLIENT_SECRET: 'parallax-e2e-secret',
    // The suite's stand-in Google (playwright.config.ts), which these journeys do not use.
    GOOGLE_ISSUER: `http://127.0.0.1:${E2E_PORT + 1}`,
    AUTH_RATE_LIMIT_PER_MINUTE: '200',
  };
  delete env['DATABASE_URL'];
  delete env['CONTENT_MEDIA_DIR'];
  delete env['MEDIA_STORE'];
  let server: ChildProcess | undefined;
  try {
    await prepare(env, dataDir);
    server = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHealth(url, server);
    await use({ url });
  } finally {
    const running = server;
    if (running && running.exitCode === null) {
      const exited = new Promise((resolvePromise) => running.once('exit', resolvePromise));
      process.kill(running.pid!, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
