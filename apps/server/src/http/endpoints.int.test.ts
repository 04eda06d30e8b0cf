import { ErrorBody } from '@parallax/core/contracts/common';
import { allEndpoints } from '@parallax/core/endpoints/all';
import type { Endpoint } from '@parallax/core/endpoints/endpoint';
import { API_TAGS } from '@parallax/core/endpoints/tags';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badRequestsOf, type OpenApi as FuzzedOpenApi } from '../test/bad-input.js';
import { BrowserClient } from '../test/browser-client.js';
import { createTestApp } from '../test/test-app.js';

const API_PREFIXES = ['/api/v1', '/store/api/v1'];

/**
 * Operations in the OpenAPI document that are not in the endpoint table: what no client of ours
 * calls (payment webhooks, sent by the providers) and the media files, which are not JSON.
 */
const OUTSIDE_THE_TABLE = [
  /^POST \/api\/v1\/payments\/webhook\/:provider$/,
  /^(GET|HEAD) \/media\//,
  // Public imagery of imported packs: files of the media store by key, like /media.
  /^(GET|HEAD) \/static\/content\//,
];

type Operation = {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

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

describe('the OpenAPI document’s security', () => {
  let app: FastifyInstance;
  let document: OpenApi;
  beforeAll(async () => {
    app = await createTestApp({}, { AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    document = (await app.inject('/api/docs/json')).json<OpenApi>();
  });
  afterAll(() => app.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );

  it('gives each operation its own id, declared tags and a security statement', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => id === undefined)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const undeclared = operations().flatMap(({ operation }) =>
      (operation.tags ?? []).filter((tag) => !Object.hasOwn(API_TAGS, tag)),
    );
    expect(undeclared).toEqual([]);
    const silent = operations().filter(({ operation }) => operation.security === undefined);
    expect(silent.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  // A guest's request that is otherwise valid (the fuzz test's first case of each operation):
  // 401 Unauthorized exactly where the document asks for a session, and nowhere else.
  it('asks for a session exactly where a guest is refused with 401 Unauthorized', async () => {
    const needsSession = new Map(
      operations().map(({ path, method, operation }) => {
        const security = operation.security ?? [];
        const isSessionOnly =
          security.length > 0 &&
          security.every(
            (requirement) => 'sessionCookie' in requirement || 'bearerToken' in requirement,
          );
        return [`${method.toUpperCase()} ${path}`, isSessionOnly];
      }),
    );
    const wrong: string[] = [];
    const guest = new BrowserClient(app);
    for (const { method, route, cases } of badRequestsOf(document as FuzzedOpenApi)) {
      const [valid] = cases;
      if (!valid) continue;
      const url = valid.query ? `${valid.path}?${valid.query}` : valid.path;
      const headers: Record<string, string> =
        valid.body === undefined ? {} : { 'content-type': 'application/json' };
      const response = await guest.request(method as 'GET', url, valid.body, headers);
      const isRefused =
        response.statusCode === 401 &&
        ErrorBody.safeParse(JSON.parse(response.body || '{}')).data?.errorType === 'Unauthorized';
      if (isRefused !== needsSession.get(`${method} ${route}`)) {
        wrong.push(`${method} ${route}: ${response.statusCode} ${response.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
