import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** `feature=(allowlist)` entries of a Permissions-Policy header. */
function policyOf(header: unknown): Map<string, string> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(',')
      .map((entry) => entry.trim().split('=') as [string, string]),
  );
}

describe('the Permissions-Policy header', () => {
  it.each([
    ['an API answer', '/api/health'],
    ['a catalog read', '/store/api/v1/content/list/short/categories/optimized'],
    ['an unknown route', '/api/v1/nothing/here'],
    ['a demo image', '/static/demo/nowhere.webp'],
  ])('comes with %s', async (_what, url) => {
    const response = await app.inject(url);
    expect(policyOf(response.headers['permissions-policy']).size).toBeGreaterThan(10);
  });

  it('lets the site itself use what the players need, and nothing else anything', async () => {
    const policy = policyOf((await app.inject('/api/health')).headers['permissions-policy']);
    // The VR player, the 2D viewer (full screen, the phone's motion), autoplaying trailers.
    for (const feature of [
      'xr-spatial-tracking',
      'fullscreen',
      'accelerometer',
      'gyroscope',
      'autoplay',
      'picture-in-picture',
    ]) {
      expect(policy.get(feature), feature).toBe('(self)');
    }
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'serial',
      'hid',
      'display-capture',
      'browsing-topics',
      'interest-cohort',
    ]) {
      expect(policy.get(feature), feature).toBe('()');
    }
    // No feature is granted to other origins.
    for (const [feature, allowlist] of policy) {
      expect(['(self)', '()'], feature).toContain(allowlist);
    }
  });
});
