import { UserInfo } from '@parallax/core/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { signedUpClient } from '../test/accounts.js';
import { BrowserClient } from '../test/browser-client.js';
import { createTwoInstances } from '../test/jobs.js';

// Two instances behind one load balancer: what one keeps, the other must know.
let handles: [DatabaseHandle, DatabaseHandle];
let instanceA: FastifyInstance;
let instanceB: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  const two = await createTwoInstances();
  ({ databases: handles, close } = two);
  [instanceA, instanceB] = two.instances;
});
afterAll(() => close());

describe('two instances on one database', () => {
  it('a session made on instance A is honoured on instance B, and signing out there ends it', async () => {
    const { client, email } = await signedUpClient(instanceA, 'roamer');
    client.app = instanceB;
    const info = await client.get('/api/v1/settings/user/info');
    expect(info.statusCode).toBe(200);
    expect(UserInfo.parse(info.json()).email).toBe(email);
    const cookies = new Map(client.cookies);
    expect((await client.post('/api/v1/auth/logout')).statusCode).toBeLessThan(300);
    // The old cookies, replayed on instance A: the session is gone everywhere.
    const replay = new BrowserClient(instanceA);
    for (const [name, value] of cookies) replay.cookies.set(name, value);
    const refreshed = await replay.post('/api/v1/auth/refresh');
    expect(refreshed.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('a client’s calls count against one allowance, whichever instance answers', async () => {
    if (handles[0].kind !== 'postgres') return; // one process holds PGlite: there is no other.
    const client = new BrowserClient(instanceA);
    const statuses: number[] = [];
    for (let sent = 0; sent < 32; sent += 1) {
      client.app = sent % 2 === 0 ? instanceA : instanceB;
      const response = await client.post('/api/v1/analytics/reports', {
        kind: 'download_failed',
        platform: 'web_app',
        errorType: 'network',
        message: 'Failed to fetch',
      });
      statuses.push(response.statusCode);
    }
    // 30 a minute in all: the 31st is refused, not the 61st.
    expect(statuses.indexOf(429)).toBe(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
