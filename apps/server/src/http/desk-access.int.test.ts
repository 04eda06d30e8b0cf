import { randomUUID } from 'node:crypto';
import { LoginResult } from '@parallax/core/contracts/auth';
import { ErrorBody } from '@parallax/core/contracts/common';
import { allEndpoints } from '@parallax/core/endpoints/all';
import type { Endpoint } from '@parallax/core/endpoints/endpoint';
import { opensDeskArea, STAFF_ROLES } from '@parallax/core/rules/staff';
import { MODERATOR_ROLE } from '@parallax/core/rules/support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { roleCommand } from '../role-command.js';
import { signedUpClient } from '../test/accounts.js';
import { badRequestsOf, type Case, type OpenApi } from '../test/bad-input.js';
import { BrowserClient } from '../test/browser-client.js';
import { createTestAppWithJobs } from '../test/jobs.js';
import { staffAccount } from '../test/staff.js';

/**
 * The operator's desk's door, over every desk endpoint of the table (`desk` set,
 * packages/core/endpoints) under both API prefixes: a guest gets 401, a customer 403, each staff
 * role (and the moderator) 403 where its roles do not open the endpoint's area and never 401/403
 * where they do; a 403 says nothing of what the endpoint takes. A desk endpoint added without the
 * guard fails here. Then, as each role that opens the area, bad input from the endpoint's own
 * schemas (test/bad-input.ts) never answers 5xx. Roles are read on every call: one taken away stops
 * working at once, for cookie and Bearer clients alike.
 */

const PREFIXES = ['/api/v1', '/store/api/v1'] as const;
const PASSWORD = 'summit2026';
const ROLES = [...STAFF_ROLES, MODERATOR_ROLE] as const;

type Method = Parameters<BrowserClient['request']>[0];
type Caller = { name: string; roles: readonly string[]; client: BrowserClient; email: string };
type Answer = { statusCode: number; body: string };
type DeskEndpoint = Endpoint & { desk: NonNullable<Endpoint['desk']> };

const deskEndpoints = allEndpoints.filter((endpoint): endpoint is DeskEndpoint => !!endpoint.desk);
const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
/** The OpenAPI route of an endpoint under a prefix (`/api/v1/desk/packs/{id}`). */
const routeOf = (endpoint: Endpoint, prefix: string) =>
  `${prefix}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;

let app: FastifyInstance;
let database: DatabaseHandle;
let spec: OpenApi;
let guest: BrowserClient;
let customer: Caller;
let staff: Caller[];

beforeAll(async () => {
  ({ app, database } = await createTestAppWithJobs({}, { AUTH_RATE_LIMIT_PER_MINUTE: '10000' }));
  spec = (await app.inject('/api/docs/json')).json<OpenApi>();
  guest = new BrowserClient(app);
  const signedUp = await signedUpClient(app, 'desk_customer');
  customer = { name: 'customer', roles: [], ...signedUp };
  staff = [];
  for (const role of ROLES) {
    const account = await staffAccount(
      app,
      database.db,
      role,
      `desk_${role.slice(5).toLowerCase()}`,
    );
    staff.push({ name: role, roles: [role], ...account });
  }
}, 120_000);
afterAll(async () => {
  await app.close();
});

/** The operation the server documents for an endpoint under a prefix, or undefined. */
function servedOperation(endpoint: Endpoint, prefix: string) {
  const route = routeOf(endpoint, prefix);
  const operation = spec.paths[route]?.[endpoint.method.toLowerCase()];
  return operation === undefined ? undefined : { route, operation };
}

/** The request of the endpoint's own schemas with nothing wrong (a uuid for `:id`, and so on). */
function validCase(endpoint: Endpoint, prefix: string): Case {
  const served = servedOperation(endpoint, prefix);
  if (!served) throw new Error(`${prefix} ${nameOf(endpoint)} is not served`);
  const paths = { [served.route]: { [endpoint.method.toLowerCase()]: served.operation } };
  const [operation] = badRequestsOf({ ...spec, paths });
  const valid = operation?.cases.find((one) => one.label === 'valid');
  if (!valid) throw new Error(`${nameOf(endpoint)}: no valid request`);
  return valid;
}

function send(client: BrowserClient, method: string, one: Pick<Case, 'path' | 'query' | 'body'>) {
  const headers: Record<string, string> =
    one.body === undefined ? {} : { 'content-type': 'application/json' };
  const url = one.query ? `${one.path}?${one.query}` : one.path;
  return client.request(method as Method, url, one.body, headers);
}

/** A refusal at the door: the status, the error's type, and nothing of the endpoint's input. */
function doorAnswer(answer: Answer) {
  if (answer.statusCode !== 401 && answer.statusCode !== 403) return { status: answer.statusCode };
  const body = ErrorBody.parse(JSON.parse(answer.body));
  return { status: answer.statusCode, errorType: body.errorType, hasIssues: 'issues' in body };
}

const closedTo = (status: 401 | 403) => ({
  status,
  errorType: status === 401 ? 'Unauthorized' : 'Forbidden',
  hasIssues: false,
});

describe('the desk endpoints of the table', () => {
  it('are there, each served under both API prefixes', () => {
    expect(deskEndpoints.length).toBeGreaterThan(0);
    const missing = deskEndpoints.flatMap((endpoint) =>
      PREFIXES.filter((prefix) => !servedOperation(endpoint, prefix)).map(
        (prefix) => `${prefix} ${nameOf(endpoint)}`,
      ),
    );
    expect(missing).toEqual([]);
    for (const endpoint of deskEndpoints) {
      expect(endpoint.auth, nameOf(endpoint)).toBe('user');
      expect(endpoint.path.startsWith('/desk/'), nameOf(endpoint)).toBe(true);
    }
  });
});

describe('who the desk door lets through', () => {
  it('answers a guest 401 and a customer 403, whatever they send', async () => {
    const problems: string[] = [];
    for (const endpoint of deskEndpoints) {
      for (const prefix of PREFIXES) {
        const valid = validCase(endpoint, prefix);
        // A body of the wrong shape: refused at the door too, before it is validated. (A body that
        // is no JSON at all is refused by the JSON parser, before any route's hook, the same for
        // every route.)
        const broken = { ...valid, body: endpoint.method === 'GET' ? undefined : '[12345]' };
        for (const request of [valid, broken]) {
          const asGuest = doorAnswer(await send(guest, endpoint.method, request));
          const asCustomer = doorAnswer(await send(customer.client, endpoint.method, request));
          const name = `${prefix} ${nameOf(endpoint)}${request === broken ? ' (broken)' : ''}`;
          if (JSON.stringify(asGuest) !== JSON.stringify(closedTo(401)))
            problems.push(`guest ${name} → ${JSON.stringify(asGuest)}`);
          if (JSON.stringify(asCustomer) !== JSON.stringify(closedTo(403)))
            problems.push(`customer ${name} → ${JSON.stringify(asCustomer)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('answers each staff role 403 outside its areas and lets it in inside them', async () => {
    const problems: string[] = [];
    // The admin last: its calls change things (a valid request of every endpoint).
    const callers = [...staff].sort(
      (a, b) => Number(a.name === 'ROLE_ADMIN') - Number(b.name === 'ROLE_ADMIN'),
    );
    for (const caller of callers) {
      for (const endpoint of deskEndpoints) {
        const opens = opensDeskArea(caller.roles, endpoint.desk);
        for (const prefix of PREFIXES) {
          const answer = doorAnswer(
            await send(caller.client, endpoint.method, validCase(endpoint, prefix)),
          );
          const name = `${caller.name} ${prefix} ${nameOf(endpoint)} (${endpoint.desk})`;
          if (opens && (answer.status === 401 || answer.status === 403)) {
            problems.push(`${name} is shut: ${JSON.stringify(answer)}`);
          } else if (!opens && JSON.stringify(answer) !== JSON.stringify(closedTo(403))) {
            problems.push(`${name} is open: ${JSON.stringify(answer)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it('lets every desk area in for the admin, and none for the moderator', () => {
    const areas = [...new Set(deskEndpoints.map((endpoint) => endpoint.desk))];
    expect(areas.every((area) => opensDeskArea(['ROLE_ADMIN'], area))).toBe(true);
    expect(areas.some((area) => opensDeskArea([MODERATOR_ROLE], area))).toBe(false);
  });
});

/** Signs an account in as a headset does: its tokens in the body, for Authorization: Bearer. */
async function bearerOf(email: string): Promise<Record<string, string>> {
  const headset = new BrowserClient(app);
  const result = LoginResult.parse(
    (
      await headset.post('/api/v1/auth/signin', {
        identifier: email,
        password: PASSWORD,
        clientIdentifier: randomUUID(),
        clientType: 'quest3',
      })
    ).json(),
  );
  if (result.status !== 'ACTIVE' || !result.accessToken) throw new Error('no token in the body');
  return { authorization: `Bearer ${result.accessToken}` };
}

/** A call with a Bearer token only: no cookie, no CSRF pair. */
async function sendBearer(bearer: Record<string, string>, endpoint: Endpoint, one: Case) {
  const url = one.query ? `${one.path}?${one.query}` : one.path;
  return app.inject({
    method: endpoint.method,
    url,
    headers: {
      ...bearer,
      ...(one.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(one.body === undefined ? {} : { payload: one.body }),
  });
}

/** A desk endpoint that reads (GET) where there is one, and a role other than the admin's that opens it. */
function readingEndpoint(): { endpoint: DeskEndpoint; role: string } {
  const ordered = [...deskEndpoints].sort(
    (a, b) => Number(b.method === 'GET') - Number(a.method === 'GET'),
  );
  for (const endpoint of ordered) {
    const role = ROLES.find((one) => one !== 'ROLE_ADMIN' && opensDeskArea([one], endpoint.desk));
    if (role) return { endpoint, role };
  }
  throw new Error('no desk endpoint opens to a role other than the admin');
}

describe('roles read on every call', () => {
  it('shuts the door on the next call once the role is taken away, and opens it again', async () => {
    const { endpoint, role } = readingEndpoint();
    const { client, email } = await signedUpClient(app, 'desk_revoked');
    const request = validCase(endpoint, '/api/v1');
    const status = async () => (await send(client, endpoint.method, request)).statusCode;
    expect(await status()).toBe(403);
    expect((await roleCommand(database.db, ['grant', email, role])).exitCode).toBe(0);
    expect([401, 403]).not.toContain(await status());
    expect((await roleCommand(database.db, ['revoke', email, role])).exitCode).toBe(0);
    expect(doorAnswer(await send(client, endpoint.method, request))).toEqual(closedTo(403));
    expect((await roleCommand(database.db, ['grant', email, role])).exitCode).toBe(0);
    expect([401, 403]).not.toContain(await status());
  });

  it('treats a Bearer client as a cookie client, role taken away included', async () => {
    const { endpoint, role } = readingEndpoint();
    const { email } = await signedUpClient(app, 'desk_bearer');
    const bearer = await bearerOf(email);
    const customerBearer = await bearerOf(customer.email);
    expect((await roleCommand(database.db, ['grant', email, role])).exitCode).toBe(0);
    const problems: string[] = [];
    for (const one of deskEndpoints) {
      for (const prefix of PREFIXES) {
        const request = validCase(one, prefix);
        const name = `${prefix} ${nameOf(one)}`;
        const asCustomer = doorAnswer(await sendBearer(customerBearer, one, request));
        if (JSON.stringify(asCustomer) !== JSON.stringify(closedTo(403)))
          problems.push(`customer ${name} → ${JSON.stringify(asCustomer)}`);
        const asStaff = doorAnswer(await sendBearer(bearer, one, request));
        const opens = opensDeskArea([role], one.desk);
        const shut = asStaff.status === 401 || asStaff.status === 403;
        if (opens === shut) problems.push(`${role} ${name} → ${JSON.stringify(asStaff)}`);
      }
    }
    expect(problems).toEqual([]);
    expect((await roleCommand(database.db, ['revoke', email, role])).exitCode).toBe(0);
    const request = validCase(endpoint, '/store/api/v1');
    expect(doorAnswer(await sendBearer(bearer, endpoint, request))).toEqual(closedTo(403));
    const noToken = await sendBearer({ authorization: 'Bearer not.a.jwt' }, endpoint, request);
    expect(doorAnswer(noToken)).toEqual(closedTo(401));
  }, 120_000);
});

/**
 * The statuses bad input may meet inside the desk: refused, not found, or in conflict; and the
 * router's 414 to a path parameter over 100 characters (http/openapi-tidy.ts), before any route.
 */
const REFUSALS = new Set([400, 404, 409, 414]);

/**
 * Valid values the desk's schemas cannot say in JSON (patterns no sample fits, refinements), so
 * the request each bad case departs from passes (a pack of the demo catalog for a personal
 * discount's promo pack).
 */
const DESK_SAMPLES = {
  textColor: '#336699',
  backgroundColor: '#f4f1ea',
  releaseMonth: '2026-05',
  value: 5,
  amount: 1,
  // A lifetime tariff (isLifetime: true, the sample of every boolean) has no period and no renewal.
  durationDays: null,
  differentRecurringPrice: false,
  slug: 'alpine-dawn',
};

describe('bad input from the staff who may call each desk endpoint', () => {
  // The fuzz test (fuzz.int.test.ts) meets the door as a guest and a customer; here every case of
  // the endpoint's own schemas goes in once, sent in turn by the roles that open the area (the
  // area's own and the admin), so each of them meets every endpoint (under /api/v1: both prefixes
  // register the same route).
  it('never answers 5xx, refuses control characters with 400 ValidationError, and explains itself', async () => {
    const paths = Object.fromEntries(
      deskEndpoints.flatMap((endpoint) => {
        const served = servedOperation(endpoint, '/api/v1');
        return served
          ? [[served.route, { [endpoint.method.toLowerCase()]: served.operation }]]
          : [];
      }),
    );
    const operations = badRequestsOf({ ...spec, paths }, new Set(), DESK_SAMPLES);
    const desks = new Map(
      deskEndpoints.map((endpoint) => [
        `${endpoint.method} ${routeOf(endpoint, '/api/v1')}`,
        endpoint.desk,
      ]),
    );
    const problems: string[] = [];
    for (const { method, route, cases } of operations) {
      const area = desks.get(`${method} ${route}`);
      if (!area) throw new Error(`${method} ${route} is no desk endpoint`);
      const callers = staff.filter((one) => opensDeskArea(one.roles, area));
      for (const [index, one] of cases.entries()) {
        const caller = callers[index % callers.length];
        if (!caller) throw new Error(`no staff opens the ${area} area`);
        const answer = await send(caller.client, method, one);
        const request = `${caller.name} ${method} ${route} ${one.label}`;
        const status = answer.statusCode;
        const body =
          status >= 400 ? ErrorBody.safeParse(JSON.parse(answer.body || 'null')) : undefined;
        if (status >= 500) problems.push(`${request} → ${status}`);
        else if (one.refused && (status !== 400 || body?.data?.errorType !== 'ValidationError'))
          problems.push(`${request} → ${status}, not a ValidationError`);
        else if (status >= 400 && (!REFUSALS.has(status) || !body?.success))
          problems.push(`${request} → ${status} ${answer.body.slice(0, 200)}`);
        // A refusal of the schema's (with issues) would make every case above prove nothing; a
        // refusal of the store's own rules (an id that names nothing) comes after the schema.
        else if (one.label === 'valid' && body?.data?.issues)
          problems.push(`${request} is refused too: ${answer.body.slice(0, 200)}`);
      }
      for (const caller of callers) await keepStaff(caller);
    }
    expect({
      count: problems.length,
      first: [...new Set(problems)].slice(0, 40),
    }).toEqual({
      count: 0,
      first: [],
    });
  }, 300_000);
});

/** A staff member signed out or stripped of its role by a call of the fuzz gets a new account. */
async function keepStaff(caller: Caller): Promise<void> {
  const info = await caller.client.get('/api/v1/settings/user/info');
  const roles = info.statusCode === 200 ? (info.json<{ roles?: string[] }>().roles ?? []) : [];
  if (caller.roles.every((role) => roles.includes(role))) return;
  const account = await signedUpClient(app, `desk_${caller.name.slice(5).toLowerCase()}`);
  for (const role of caller.roles) await roleCommand(database.db, ['grant', account.email, role]);
  Object.assign(caller, account);
}
