import { AgeCheckResult } from '@parallax/core/contracts/age-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';

const now = new Date('2026-05-01T12:00:00.000Z');
const apps: FastifyInstance[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function appWith(env: Record<string, string>) {
  const app = await createTestApp({ now: () => now }, env);
  apps.push(app);
  return app;
}

const check = async (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => {
  const response = await app.inject({ url, headers });
  expect(response.statusCode).toBe(200);
  return { result: AgeCheckResult.parse(response.json()), headers: response.headers };
};

describe('age check by default (every visitor must verify)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({});
  });

  it.each(['/api/v1/age-check', '/store/api/v1/age-check'])('%s asks to verify', async (url) => {
    const { result, headers } = await check(app, url);
    expect(result).toEqual({
      shouldVerify: true,
      countryCode: null,
      region: null,
      timestamp: now.toISOString(),
    });
    expect(headers['cache-control']).toBe('private, no-store');
  });

  it('ignores location headers without a trusted proxy', async () => {
    const { result } = await check(app, '/api/v1/age-check', { 'cf-ipcountry': 'GB' });
    expect(result.countryCode).toBeNull();
  });
});

describe('age check behind a trusted proxy, for some regions', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ TRUST_PROXY: 'true', AGE_CHECK_REGIONS: 'GB,US-TX' });
  });

  it('asks a visitor from a listed country to verify', async () => {
    const { result } = await check(app, '/api/v1/age-check', {
      'cf-ipcountry': 'gb',
      'cf-region-code': 'ENG',
    });
    expect(result).toMatchObject({ shouldVerify: true, countryCode: 'GB', region: 'ENG' });
  });

  it('matches a listed region of a country', async () => {
    const texas = await check(app, '/api/v1/age-check', {
      'cf-ipcountry': 'US',
      'cf-region-code': 'TX',
    });
    expect(texas.result.shouldVerify).toBe(true);
    const california = await check(app, '/api/v1/age-check', {
      'cf-ipcountry': 'US',
      'cf-region-code': 'CA',
    });
    expect(california.result).toMatchObject({ shouldVerify: false, region: 'CA' });
  });

  it('does not ask a visitor from elsewhere', async () => {
    const { result } = await check(app, '/store/api/v1/age-check', { 'cf-ipcountry': 'ES' });
    expect(result).toMatchObject({ shouldVerify: false, countryCode: 'ES', region: null });
  });

  it('asks a visitor of unknown country (no header, XX, Tor or garbage)', async () => {
    for (const country of [undefined, 'XX', 'T1', 'Great Britain']) {
      const headers: Record<string, string> = country ? { 'cf-ipcountry': country } : {};
      const { result } = await check(app, '/api/v1/age-check', headers);
      expect(result).toMatchObject({ shouldVerify: true, countryCode: null, region: null });
    }
  });
});

describe('age check configuration', () => {
  it('reads the country from a configured header', async () => {
    const app = await appWith({
      TRUST_PROXY: 'true',
      AGE_CHECK_REGIONS: 'FR',
      AGE_CHECK_COUNTRY_HEADER: 'X-Country',
    });
    const { result } = await check(app, '/api/v1/age-check', { 'x-country': 'FR' });
    expect(result).toMatchObject({ shouldVerify: true, countryCode: 'FR' });
  });

  it("reads the country only from a listed proxy's requests", async () => {
    const app = await appWith({ TRUST_PROXY: '10.0.0.0/8', AGE_CHECK_REGIONS: 'FR' });
    const from = async (remoteAddress: string) => {
      const response = await app.inject({
        url: '/api/v1/age-check',
        remoteAddress,
        headers: { 'cf-ipcountry': 'FR' },
      });
      return AgeCheckResult.parse(response.json());
    };
    expect(await from('10.0.0.9')).toMatchObject({ shouldVerify: true, countryCode: 'FR' });
    expect(await from('127.0.0.1')).toMatchObject({ shouldVerify: true, countryCode: null });
  });

  it('asks nobody with an empty list', async () => {
    const app = await appWith({ AGE_CHECK_REGIONS: '' });
    const { result } = await check(app, '/api/v1/age-check');
    expect(result.shouldVerify).toBe(false);
  });

  it('refuses a malformed list at start-up', async () => {
    await expect(appWith({ AGE_CHECK_REGIONS: 'Britain' })).rejects.toThrow(/AGE_CHECK_REGIONS/);
  });
});
