import { allEndpoints } from '@parallax/core/endpoints/all';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';

const API_PREFIXES = ['/api/v1', '/store/api/v1'];

/**
 * Operations under the API prefixes that are not in the endpoint table: provider callbacks no
 * client of ours calls (payment webhooks, the Twitter sign-in redirects).
 */
const OUTSIDE_THE_TABLE = [
  /^POST \/payments\/webhook\/:provider$/,
  /^GET \/authorization\/twitter(\/callback)?$/,
];

type OpenApi = { paths: Record<string, Record<string, unknown>> };

/** `METHOD /path` of each OpenAPI operation under an API prefix, in Fastify's `:name` form. */
function servedOperations(document: OpenApi): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) => {
    const prefix = API_PREFIXES.find((candidate) => path.startsWith(`${candidate}/`));
    if (!prefix) return [];
    const relative = path.slice(prefix.length).replace(/\{(\w+)\}/g, ':$1');
    return Object.keys(operations).map((method) => `${method.toUpperCase()} ${relative}`);
  });
}

describe('the endpoint table (packages/core/src/endpoints)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
    await app.ready();
  });
  afterAll(() => app.close());

  const declared = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);

  it('declares each operation once', () => {
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('is served under both API prefixes', () => {
    const missing = allEndpoints.flatMap((endpoint) =>
      API_PREFIXES.filter(
        (prefix) => !app.hasRoute({ method: endpoint.method, url: `${prefix}${endpoint.path}` }),
      ).map((prefix) => `${endpoint.method} ${prefix}${endpoint.path}`),
    );
    expect(missing).toEqual([]);
  });

  it('holds every operation served under the API prefixes', () => {
    const undeclared = servedOperations(app.swagger() as OpenApi).filter(
      (operation) =>
        !declared.includes(operation) &&
        !OUTSIDE_THE_TABLE.some((pattern) => pattern.test(operation)),
    );
    expect(undeclared).toEqual([]);
  });
});
