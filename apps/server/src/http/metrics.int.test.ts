import { ErrorBody } from '@parallax/core/contracts/common';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JobQueue } from '../jobs/job-queue.js';
import { TEST_CARDS } from '../providers/payments/test-acquirer/test-cards.rules.js';
import { BILLING_JOB } from '../modules/subscriptions/billing.job.js';
import { signedUpClient } from '../test/accounts.js';
import { naturePacksForSale } from '../test/demo-packs.js';
import { createTestAppWithJobs } from '../test/jobs.js';
import { buyWithTestCard } from '../test/payments.js';
import { createTestApp } from '../test/test-app.js';
import { injectedWebhooks } from '../test/webhooks.js';

const TOKEN = 'metrics-test-token-0123456789';

let app: FastifyInstance;
let jobs: JobQueue;
let packIds: string[];
beforeAll(async () => {
  const built = await createTestAppWithJobs(
    {
      ...injectedWebhooks(() => app),
    },
    { METRICS_TOKEN: TOKEN },
  );
  app = built.app;
  jobs = built.jobs;
  packIds = (await naturePacksForSale(built.database.db)).map((pack) => pack.id);
});
afterAll(() => app.close());

/** One scrape, as Prometheus makes it. */
async function scrape(): Promise<string> {
  const response = await app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** The value of one series of the exposition text (0 when it is absent). */
function valueOf(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  const line = text.split('\n').find((candidate) => {
    const match = /^([a-z_:]+)\{([^}]*)\} (\S+)$/.exec(candidate);
    if (!match || match[1] !== name) return false;
    const present = (match[2] ?? '').split(',');
    return wanted.every((pair) => present.includes(pair));
  });
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('GET /metrics', () => {
  it('answers only the Bearer token: 401 without it or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN, 'Basic x']) {
      const response = await app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(ErrorBody.parse(response.json()).errorType).toBe('Unauthorized');
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('does not exist when no token is configured', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(ErrorBody.parse(response.json()).errorType).toBe('NotFound');
    } finally {
      await plain.close();
    }
  });

  it("gives Prometheus's text, never cached, with Node's own figures under parallax_", async () => {
    const response = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    for (const name of [
      'parallax_process_resident_memory_bytes',
      'parallax_nodejs_heap_size_used_bytes',
      'parallax_nodejs_eventloop_lag_p99_seconds',
      'parallax_nodejs_gc_duration_seconds',
      'parallax_http_request_duration_seconds',
      'parallax_job_queue_depth',
    ]) {
      expect(response.body).toContain(`# TYPE ${name} `);
    }
  });
});

describe('the live heap', () => {
  it('is the old generation in use right after a full collection', async () => {
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    collectGarbage();
    // The collection is reported to observers after it, not during.
    await new Promise((done) => setTimeout(done, 50));
    const text = await scrape();
    const figure = (name: string) =>
      Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
    const live = figure('parallax_nodejs_heap_live_after_gc_bytes');
    expect(live).toBeGreaterThan(1_000_000);
    // What was live then is still there, plus what was allocated since.
    expect(live).toBeLessThanOrEqual(figure('parallax_nodejs_heap_size_used_bytes'));
  });
});

describe('request metrics', () => {
  it('count each request under its route pattern, never its URL', async () => {
    const route = '/store/api/v1/content/:identifier/optimized';
    const labels = { method: 'GET', route, status_class: '2xx' };
    const before = valueOf(await scrape(), 'parallax_http_request_duration_seconds_count', labels);
    for (const id of packIds.slice(0, 2)) {
      const response = await app.inject(`/store/api/v1/content/${id}/optimized`);
      expect(response.statusCode, response.body).toBe(200);
    }
    const text = await scrape();
    expect(valueOf(text, 'parallax_http_request_duration_seconds_count', labels)).toBe(before + 2);
    expect(
      valueOf(text, 'parallax_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' }),
    ).toBe(before + 2);
    for (const id of packIds.slice(0, 2)) expect(text).not.toContain(id);
  });

  it('count errors by status and errorType, and unknown addresses under one label', async () => {
    const labels = {
      method: 'GET',
      route: '(unmatched)',
      status: '404',
      error_type: 'NotFound',
    };
    const before = valueOf(await scrape(), 'parallax_http_errors_total', labels);
    await app.inject('/api/v1/nothing/here/1');
    await app.inject('/api/v1/nothing/here/2');
    const text = await scrape();
    expect(valueOf(text, 'parallax_http_errors_total', labels)).toBe(before + 2);
    expect(text).not.toContain('/nothing/here');
  });

  it('leave the scrapes themselves out', async () => {
    await scrape();
    expect(await scrape()).not.toContain('route="/metrics"');
  });
});

describe('job and payment metrics', () => {
  it('show the jobs waiting in each queue, read at the scrape', async () => {
    const labels = { queue: BILLING_JOB, state: 'created' };
    expect(valueOf(await scrape(), 'parallax_job_queue_depth', labels)).toBe(0);
    // The queue has no worker here: the job waits until the test runs it.
    await jobs.send(BILLING_JOB, {});
    expect(valueOf(await scrape(), 'parallax_job_queue_depth', labels)).toBe(1);
    expect(await jobs.runDue(BILLING_JOB)).toBe(1);
    expect(valueOf(await scrape(), 'parallax_job_queue_depth', labels)).toBe(0);
  });

  it('count settled orders and the webhooks that settled them', async () => {
    const fulfilled = { outcome: 'fulfilled' };
    const failed = { outcome: 'failed' };
    const before = await scrape();
    for (const [index, card] of [TEST_CARDS.approves, TEST_CARDS.declines].entries()) {
      const { client } = await signedUpClient(app, 'metrics');
      await buyWithTestCard(app, client, [{ type: 'content', id: packIds[index] }], card);
    }
    const delivered = await app.inject({ method: 'POST', url: '/api/dev/test-acquirer/deliver' });
    expect(z.object({ delivered: z.number() }).parse(delivered.json()).delivered).toBe(2);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/test',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'parallax-test-acquirer-signature': 'x' },
    });
    expect(forged.statusCode).toBe(400);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(moved('parallax_payments_total', fulfilled)).toBe(1);
    expect(moved('parallax_payments_total', failed)).toBe(1);
    const webhooks = 'parallax_payment_webhooks_total';
    expect(moved(webhooks, { provider: 'test', ...fulfilled })).toBe(1);
    expect(moved(webhooks, { provider: 'test', ...failed })).toBe(1);
    expect(moved(webhooks, { provider: 'test', outcome: 'refused' })).toBe(1);
  });
});
