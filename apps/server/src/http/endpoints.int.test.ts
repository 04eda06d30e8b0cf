import { allEndpoints } from '@parallax/core/endpoints/all';
import type { Endpoint } from '@parallax/core/endpoints/endpoint';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';

const API_PREFIXES = ['/api/v1', '/store/api/v1'];

/**
 * Operations in the OpenAPI document that are not in the endpoint table: what no client of ours
 * calls (payment webhooks, sent by the providers) and the media files, which are not JSON.
 */
const OUTSIDE_THE_TABLE = [
  /^POST \/api\/v1\/payments\/webhook\/:provider$/,
  /^(GET|HEAD) \/media\//,
];

type OpenApi = { paths: Record<string, Record<string, unknown>> };

/** `METHOD /address` of each operation of an endpoint: at its base, or under each API prefix. */
function addressesOf(endpoint: Endpoint): string[] {
  const bases = endpoint.base === undefined ? API_PREFIXES : [endpoint.base];
  return bases.map((base) => `${endpoint.method} ${base}${endpoint.path}`);
}

/** `METHOD /address` of each OpenAPI operation, in Fastify's `:name` form. */
function servedOperations(document: OpenApi): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) => {
    const address = path.replace(/\{(\w+)\}/g, ':$1');
    return Object.keys(operations).map((method) => `${method.toUpperCase()} ${address}`);
  });
}

describe('the endpoint table (packages/core/src/endpoints)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
    await app.ready();
  });
  afterAll(() => app.close());

  const declared = allEndpoints.flatMap(addressesOf);

  it('declares each operation once', () => {
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('is served at each of its addresses', () => {
    const missing = declared.filter((operation) => {
      const [method = '', url = ''] = operation.split(' ');
      return !app.hasRoute({ method, url });
    });
    expect(missing).toEqual([]);
  });

  it('holds every operation the server documents', () => {
    const undeclared = servedOperations(app.swagger() as OpenApi).filter(
      (operation) =>
        !declared.includes(operation) &&
        !OUTSIDE_THE_TABLE.some((pattern) => pattern.test(operation)),
    );
    expect(undeclared).toEqual([]);
  });
});
