import { ErrorBody } from '@parallax/core/contracts/common';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import { BrowserClient } from '../../test/browser-client.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { clientReports } from './analytics.schema.js';

const PACK = demoId('pack', 'alpine-dawn');

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), { database });
});
afterAll(() => app.close());

const report = (overrides: Record<string, unknown> = {}) => ({
  kind: 'download_failed',
  platform: 'web_app',
  contentPackId: PACK,
  errorType: 'network',
  message: 'Failed to fetch',
  ...overrides,
});

const latest = async () =>
  (
    await database.db.select().from(clientReports).orderBy(desc(clientReports.createdAt)).limit(1)
  )[0];

describe('POST /analytics/reports', () => {
  it('files a guest’s report under no one, and a user’s under them', async () => {
    const guest = new BrowserClient(app);
    const answer = await guest.post('/api/v1/analytics/reports', report({ message: '  cut  ' }));
    expect(answer.statusCode, answer.body).toBe(202);
    expect(await latest()).toMatchObject({
      userId: null,
      kind: 'download_failed',
      platform: 'web_app',
      contentPackId: PACK,
      errorType: 'network',
      message: 'cut',
    });

    const { client, userId } = await signedUpClient(app, 'reporter');
    const mine = await client.post(
      '/store/api/v1/analytics/reports',
      report({ kind: 'decompression_failed', errorType: 'decompression', message: undefined }),
    );
    expect(mine.statusCode, mine.body).toBe(202);
    const rows = await database.db
      .select()
      .from(clientReports)
      .where(eq(clientReports.userId, userId));
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'decompression_failed',
        errorType: 'decompression',
        message: null,
      }),
    ]);
  });

  it('refuses an unknown kind, control characters and oversized text with 400, storing nothing', async () => {
    const guest = new BrowserClient(app);
    const before = await database.db.$count(clientReports);
    for (const body of [
      report({ kind: 'crashed' }),
      report({ platform: 'toaster' }),
      report({ contentPackId: 'not-a-uuid' }),
      report({ errorType: 'net work' }),
      report({ errorType: '' }),
      report({ message: 'cut\u0000off' }),
      report({ message: 'x'.repeat(501) }),
    ]) {
      const answer = await guest.post('/api/v1/analytics/reports', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(ErrorBody.parse(answer.json()).errorType).toBe('ValidationError');
    }
    expect(await database.db.$count(clientReports)).toBe(before);
  });

  it('answers 429 once an address has sent 30 reports in a minute', async () => {
    const guest = new BrowserClient(app);
    const statuses: number[] = [];
    for (let sent = 0; sent < 32; sent++) {
      statuses.push((await guest.post('/api/v1/analytics/reports', report())).statusCode);
    }
    // Earlier tests of this file sent some from the same address within the minute.
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(30);
    expect(statuses.slice(statuses.indexOf(429)).every((status) => status === 429)).toBe(true);
  });
});
