import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from './paths.js';
import { BrowserClient } from './test/browser-client.js';
import { startPushReceiver, type PushReceiver } from './test/push-receiver.js';
import { createTestApp, csrfHeaders } from './test/test-app.js';

// The development tools (DEV_TOOLS, config.ts) hand every e-mailed code, moderator rights and
// packs to whoever asks: on by default on a loopback address, never on any other.

/** One request to each kind of development tool, as a stranger would make it. */
const DEV_REQUESTS = [
  { method: 'GET', url: '/api/dev/outbox' },
  { method: 'POST', url: '/api/dev/roles/moderator' },
  { method: 'POST', url: '/api/dev/roles' },
  { method: 'POST', url: '/api/dev/ownership/content/alpine-dawn' },
  { method: 'POST', url: '/api/dev/ownership/categories/vr' },
  { method: 'GET', url: '/api/dev/clock' },
  { method: 'POST', url: '/api/dev/clock/advance' },
  { method: 'POST', url: '/api/dev/test-acquirer/deliver' },
  { method: 'POST', url: '/api/dev/test-acquirer/saved-card' },
  { method: 'GET', url: '/api/dev/push/deliveries' },
  { method: 'POST', url: '/api/dev/notifications' },
  { method: 'GET', url: '/api/dev/media/requests' },
  { method: 'PUT', url: '/api/dev/media/throttle' },
] as const;

let webDist: string;
let receiver: PushReceiver;

beforeAll(async () => {
  // A web build of one page, so the DEV page's address is served (or not) as in a real start.
  webDist = await mkdtemp(join(tmpdir(), 'parallax-web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Parallax</title>');
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await receiver.close();
  await rm(webDist, { recursive: true, force: true });
});

async function withApp(env: Record<string, string>, use: (app: FastifyInstance) => Promise<void>) {
  const app = await createTestApp({}, { WEB_DIST_DIR: webDist, ...env });
  try {
    await use(app);
  } finally {
    await app.close();
  }
}

/** A guest's browser files a push subscription whose push service is on this machine. */
function subscribeOnLoopback(app: FastifyInstance) {
  return new BrowserClient(app).post(
    '/api/v1/notifications/push/subscriptions',
    receiver.subscribe(),
  );
}

describe('the development tools', () => {
  it('are served while the server listens on loopback (the default)', async () => {
    await withApp({}, async (app) => {
      expect((await app.inject('/api/dev/outbox')).statusCode).toBe(200);
      expect((await app.inject('/dev')).statusCode).toBe(200);
      expect((await subscribeOnLoopback(app)).statusCode).toBe(204);
    });
  });

  it('are not served, nor pushes sent to this machine, on an address others reach', async () => {
    await withApp({ HOST: '0.0.0.0' }, async (app) => {
      for (const request of DEV_REQUESTS) {
        const response = await app.inject({ ...request, headers: csrfHeaders, payload: {} });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      }
      expect((await app.inject('/dev')).statusCode).toBe(404);
      // The page of a test card payment is the test acquirer's, which follows the tools.
      expect((await app.inject('/test-acquirer/checkout.css')).statusCode).toBe(404);
      const loopback = await subscribeOnLoopback(app);
      expect(loopback.statusCode).toBe(400);
      expect(loopback.json()).toMatchObject({ errorType: 'ValidationError' });
    });
  });

  it('are off with DEV_TOOLS=off, even on loopback', async () => {
    await withApp({ DEV_TOOLS: 'off' }, async (app) => {
      expect((await app.inject('/api/dev/outbox')).statusCode).toBe(404);
      expect((await app.inject('/dev')).statusCode).toBe(404);
    });
  });
});

describe('starting the server', () => {
  it('refuses DEV_TOOLS=on on an address others reach, saying why and what to set', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', join(paths.serverRoot, 'src', 'main.ts')],
      {
        cwd: paths.serverRoot,
        env: { ...process.env, NODE_ENV: 'development', HOST: '0.0.0.0', DEV_TOOLS: 'on' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('DEV_TOOLS=on, but HOST=0.0.0.0 is not a loopback address');
    expect(output).toContain('Set DEV_TOOLS=off, or HOST=127.0.0.1');
    expect(output).not.toMatch(/\n\s+at /);
  });
});
