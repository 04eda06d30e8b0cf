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
    ['robots.txt', '/robots.txt'],
    ['the sitemap', '/sitemap.xml'],
  ])('comes with a document: %s', async (_what, url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(policyOf(response.headers['permissions-policy']).size).toBeGreaterThan(10);
  });

  it('lets the site itself use what the players need, and nothing else anything', async () => {
    const policy = policyOf((await app.inject('/robots.txt')).headers['permissions-policy']);
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

describe('the security headers of a JSON answer', () => {
  it.each([
    ['an API answer', '/api/health'],
    ['a catalog read', '/store/api/v1/content/list/short/categories/optimized'],
    ['an unknown route', '/api/v1/nothing/here'],
    ['a missing demo image', '/static/demo/nowhere.webp'],
  ])('are the short set that lets nothing load or frame it: %s', async (_what, url) => {
    const response = await app.inject(url);
    expect(response.headers['content-type']).toMatch(/json/);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // The page's policies govern documents, which JSON is not.
    expect(response.headers['permissions-policy']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it("keep what the route set itself: the API docs' own policy", async () => {
    const page = await app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain('validator.swagger.io');
  });
});

describe('the security headers of a script or a stylesheet', () => {
  it.each([
    ['a script', '/api/docs/static/swagger-ui-bundle.js'],
    ['a stylesheet', '/api/docs/static/swagger-ui.css'],
  ])(
    'keep the source policy, no sniffing and no embedding, and drop the rest: %s',
    async (_what, url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript|css/);
      expect(response.headers['content-security-policy']).toEqual(expect.any(String));
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      // Document policies: a script or a stylesheet is not a document.
      expect(response.headers['permissions-policy']).toBeUndefined();
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    },
  );

  it('leave the whole set on a page', async () => {
    const page = await app.inject('/api/docs');
    expect(page.headers['content-type']).toMatch(/html/);
    expect(policyOf(page.headers['permissions-policy']).get('camera')).toBe('()');
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});
