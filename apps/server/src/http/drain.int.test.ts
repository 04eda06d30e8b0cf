import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';

/** A gate a request waits at: `reached` once it is in the handler, answered after `open()`. */
function gate() {
  let arrive = () => {};
  let open = () => {};
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { reached, opened, arrive: () => arrive(), open: () => open() };
}

/** The real app, listening on a free loopback port, with a route that waits at `slow`. */
async function listeningApp(slow: ReturnType<typeof gate>) {
  // 40 % of 1 s: requests in flight get 400 ms once closing starts.
  const app: FastifyInstance = await createTestApp({}, { SHUTDOWN_TIMEOUT_MS: '1000' });
  app.get('/api/test/slow', async () => {
    slow.arrive();
    await slow.opened;
    return { done: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

describe('closing the server', () => {
  it('lets a request in flight finish, and takes no new request meanwhile', async () => {
    const slow = gate();
    const { app, base } = await listeningApp(slow);
    const answer = fetch(`${base}/api/test/slow`);
    await slow.reached;
    const closed = app.close();
    // A new connection is refused; one that got in first is told 503.
    const late = await fetch(`${base}/api/health`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect(['refused', 503]).toContain(late);
    slow.open();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closed;
  });

  it('cuts a request still running when the drain time is over, and closes', async () => {
    const slow = gate();
    const { app, base } = await listeningApp(slow);
    const answer = fetch(`${base}/api/test/slow`).then(
      (response) => response.status,
      () => 'cut',
    );
    await slow.reached;
    // Without the limit this would wait for the request, which never ends on its own.
    await app.close();
    expect(await answer).toBe('cut');
    slow.open();
  });
});
