import { ErrorBody } from '@parallax/core/contracts/common';
import { BootstrapCheck, Health } from '@parallax/core/contracts/system';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { createManualJobQueue } from '../../test/jobs.js';
import { createTestApp, openTestDatabase, testConfig } from '../../test/test-app.js';

const NOW = new Date('2026-11-22T12:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ now: () => NOW });
});
afterAll(() => app.close());

describe('health', () => {
  it('reports the database as ok', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(Health.parse(response.json())).toMatchObject({
      status: 'ok',
      database: { status: 'ok', checkedAt: NOW.toISOString() },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers from the background check, and 503 once a check finds the database down', async () => {
    const database = await openTestDatabase();
    const jobs = await createManualJobQueue(database);
    const checked = await buildApp(testConfig({ HEALTH_CHECK_INTERVAL_MS: '1000' }), {
      // The test closes the database itself, while the app runs.
      database: { ...database, close: async () => undefined },
      jobs,
    });
    try {
      expect((await checked.inject('/api/health')).statusCode).toBe(200);
      await database.close();
      // No query per call: the last check still stands until the next one.
      expect((await checked.inject('/api/health')).statusCode).toBe(200);
      await vi.waitFor(
        async () => {
          const response = await checked.inject('/api/health');
          expect(response.statusCode).toBe(503);
          expect(Health.parse(response.json())).toMatchObject({
            status: 'degraded',
            database: { status: 'down' },
          });
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await checked.close();
    }
  });
});

describe('bootstrap check', () => {
  it('tells a current client it is up to date, with the server time', async () => {
    const body = BootstrapCheck.parse(
      (await app.inject('/api/bootstrap/check?clientVersion=9.0.0')).json(),
    );
    expect(body).toMatchObject({ status: 'ok', isOutdated: false, serverTime: NOW.toISOString() });
  });

  it('tells an old client it is outdated', async () => {
    const body = BootstrapCheck.parse(
      (await app.inject('/api/bootstrap/check?clientVersion=0.0.9')).json(),
    );
    expect(body.isOutdated).toBe(true);
  });

  it('rejects a malformed version', async () => {
    const response = await app.inject('/api/bootstrap/check?clientVersion=latest');
    expect(response.statusCode).toBe(400);
    expect(ErrorBody.parse(response.json()).errorType).toBe('ValidationError');
  });
});

describe('every response', () => {
  it('carries a request id, security headers and a strict content security policy', async () => {
    expect((await app.inject('/api/health')).headers['x-request-id']).toMatch(/^[\w-]+$/);
    const response = await app.inject('/robots.txt');
    expect(response.headers['x-request-id']).toMatch(/^[\w-]+$/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('ignores a client request id unless a trusted proxy sets it', async () => {
    const direct = await app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(direct.headers['x-request-id']).not.toBe('trace-42');
    const proxied = await createTestApp({}, { TRUST_PROXY: 'true' });
    try {
      const response = await proxied.inject({
        url: '/api/health',
        headers: { 'x-request-id': 'trace-42' },
      });
      expect(response.headers['x-request-id']).toBe('trace-42');
    } finally {
      await proxied.close();
    }
  });

  it('believes a proxy by its address when TRUST_PROXY lists them', async () => {
    const proxied = await createTestApp({}, { TRUST_PROXY: '10.0.0.0/8' });
    try {
      const from = (remoteAddress: string) =>
        proxied.inject({
          url: '/api/health',
          remoteAddress,
          headers: { 'x-request-id': 'trace-43' },
        });
      expect((await from('10.1.2.3')).headers['x-request-id']).toBe('trace-43');
      expect((await from('127.0.0.1')).headers['x-request-id']).not.toBe('trace-43');
      expect((await from('192.0.2.7')).headers['x-request-id']).not.toBe('trace-43');
    } finally {
      await proxied.close();
    }
  });

  it('compresses large JSON when asked', async () => {
    const response = await app.inject({
      url: '/api/v1/content/list',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers an unknown API route with 404 NotFound', async () => {
    const response = await app.inject('/api/v1/nothing/here');
    expect(response.statusCode).toBe(404);
    expect(ErrorBody.parse(response.json())).toEqual({
      errorType: 'NotFound',
      message: 'Route GET /api/v1/nothing/here not found',
      requestId: response.headers['x-request-id'],
    });
  });

  it('publishes the OpenAPI document generated from the contracts', async () => {
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toContain('/api/v1/content/{identifier}/optimized');
    expect(Object.keys(document.paths)).toContain('/store/api/v1/tags/{slug}');
  });
});
