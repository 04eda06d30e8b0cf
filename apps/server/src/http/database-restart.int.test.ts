import { CodeChallenge } from '@parallax/core/contracts/auth';
import { ErrorBody } from '@parallax/core/contracts/common';
import { Health } from '@parallax/core/contracts/system';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { BrowserClient } from '../test/browser-client.js';
import { findPostgresBin, startTestPostgres, type TestPostgres } from '../test/postgres-server.js';
import { startTestSmtp } from '../test/smtp.js';
import { csrfHeaders, testConfig } from '../test/test-app.js';

/*
 * Two instances on a PostgreSQL server of their own, which is stopped under load and started
 * again: while it is gone every answer that needs it is 503 with Retry-After and health says
 * degraded; once it is back both instances answer again within 10 s, on their own, with every
 * acknowledged write kept and every queued e-mail delivered exactly once.
 */

const bin = findPostgresBin();
const MISSING =
  'no PostgreSQL server binaries under /usr/lib/postgresql (apt-get install postgresql)';
/** The longest an instance may take to answer again once the database is back. */
const RECOVERY_MS = 10_000;
/** Each message takes this long to be accepted, so a backlog of e-mail spans the outage. */
const SMTP_ACCEPT_DELAY_MS = 150;

type Answer = {
  phase: Phase;
  what: string;
  status: number;
  errorType: string | undefined;
  retryAfter: string | undefined;
};
/** When a request started: `stopping` while the server shuts down, whose answers may go either way. */
type Phase = 'before' | 'stopping' | 'outage' | 'after';

describe.skipIf(bin === null)(`a database restart${bin ? '' : ` (skipped: ${MISSING})`}`, () => {
  let postgres: TestPostgres;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  const instances: FastifyInstance[] = [];
  const viewers: BrowserClient[] = [];
  let phase: Phase = 'before';
  const answers: Answer[] = [];
  /** Addresses whose registration was acknowledged (201): each must get its e-mail once. */
  const acknowledged: string[] = [];
  let serial = 0;

  beforeAll(async () => {
    if (!bin) return;
    [postgres, smtp] = await Promise.all([
      startTestPostgres(bin),
      startTestSmtp({ acceptDelayMs: SMTP_ACCEPT_DELAY_MS }),
    ]);
    const config = testConfig({
      DATABASE_URL: postgres.url,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      AUTH_SECRET: 'database-restart-secret-0123456789abcdef',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      SHUTDOWN_TIMEOUT_MS: '4000',
    });
    // Together, as processes start (they take turns on the start-up lock).
    instances.push(...(await Promise.all([buildApp(config), buildApp(config)])));
    viewers.push(...(await Promise.all(instances.map(signedUp))));
  }, 60_000);

  afterAll(async () => {
    try {
      for (const app of instances.reverse()) await app.close();
      await smtp?.close();
    } finally {
      await postgres?.destroy();
    }
  });

  /** `startedIn` is read before the request is sent: an answer may come back in the next phase. */
  function record(
    what: string,
    startedIn: Phase,
    response: LightMyRequestResponse,
  ): LightMyRequestResponse {
    const retryAfter = response.headers['retry-after'];
    answers.push({
      phase: startedIn,
      what,
      status: response.statusCode,
      errorType:
        response.statusCode >= 400
          ? ErrorBody.safeParse(response.json()).data?.errorType
          : undefined,
      retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
    });
    return response;
  }

  async function register(app: FastifyInstance): Promise<number> {
    serial += 1;
    const email = `restart${serial}@example.com`;
    const response = record(
      'registration',
      phase,
      await app.inject({
        method: 'POST',
        url: '/store/api/v1/registration',
        headers: csrfHeaders,
        payload: { username: `restart_${serial}`, email, password: 'summit2026' },
      }),
    );
    if (response.statusCode === 201) acknowledged.push(email);
    else if (response.statusCode < 500) throw new Error(`registration: ${response.body}`);
    return response.statusCode;
  }

  async function read(index: number): Promise<void> {
    const app = instances[index] as FastifyInstance;
    const viewer = viewers[index] as BrowserClient;
    record('categories', phase, await app.inject('/api/v1/category/list'));
    record('user info', phase, await viewer.get('/api/v1/settings/user/info'));
    record('notifications', phase, await viewer.get('/api/v1/notifications?page=0&size=10'));
  }

  async function health(app: FastifyInstance) {
    const response = await app.inject('/api/health');
    return { status: response.statusCode, body: Health.parse(response.json()) };
  }

  /** Reads and writes on both instances, one after another on each, until `until` resolves. */
  async function load(until: Promise<unknown>): Promise<void> {
    let isDone = false;
    const end = () => {
      isDone = true;
    };
    // Ended either way: a failed expectation in `until` is reported where it is awaited.
    void until.then(end, end);
    await Promise.all(
      instances.map(async (app, index) => {
        while (!isDone) {
          await register(app);
          await read(index);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }),
    );
  }

  async function waitFor(condition: () => Promise<boolean>, ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (await condition()) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }

  /** A signed-in viewer, its code read from the outbox (the e-mail itself is on its way). */
  async function signedUp(app: FastifyInstance): Promise<BrowserClient> {
    serial += 1;
    const email = `reader${serial}@example.com`;
    const client = new BrowserClient(app);
    const challenge = CodeChallenge.parse(
      (
        await client.post('/store/api/v1/registration', {
          username: `reader_${serial}`,
          email,
          password: 'summit2026',
        })
      ).json(),
    );
    const { rows } = await postgres.query<{ text: string }>(
      'select text from mail_outbox where "to" = $1',
      [email],
    );
    const confirmation = /\b(\d{6})\b/.exec(rows[0]?.text ?? '')?.[1];
    const confirmed = await client.post('/store/api/v1/registration/confirm', {
      token: challenge.token,
      confirmation,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    acknowledged.push(email);
    return client;
  }

  async function outboxOf(): Promise<Map<string, string>> {
    const { rows } = await postgres.query<{ to: string; status: string }>(
      'select "to", status from mail_outbox',
    );
    return new Map(rows.map((row) => [row.to, row.status]));
  }

  it('answers 503 with Retry-After while it is gone, and recovers within 10 s of its return', async () => {
    // Under load, then a burst of sign-ups whose e-mails are still queued when the server stops.
    await load(new Promise((resolve) => setTimeout(resolve, 1_500)));
    for (let burst = 0; burst < 10; burst += 1) await Promise.all(instances.map(register));
    const queued = [...(await outboxOf()).values()].filter((status) => status !== 'sent');
    expect(queued.length, 'e-mails queued when the database stops').toBeGreaterThanOrEqual(3);

    const stopping = postgres.stop('fast');
    phase = 'stopping';
    const outage = (async () => {
      await stopping;
      phase = 'outage';
      const degraded = await waitFor(async () => {
        const states = await Promise.all(instances.map(health));
        return states.every(({ status, body }) => status === 503 && body.status === 'degraded');
      }, 8_000);
      expect(degraded, 'both instances report degraded').toBe(true);
      // A few seconds down in all, under load.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    })();
    await load(outage);
    await outage;

    await postgres.start();
    const back = Date.now();
    phase = 'after';
    const recovered = await Promise.all(
      instances.map((app, index) =>
        waitFor(async () => {
          const { status } = await health(app);
          if (status !== 200) return false;
          if ((await register(app)) !== 201) return false;
          await read(index);
          return answers.slice(-3).every((answer) => answer.status === 200);
        }, RECOVERY_MS),
      ),
    );
    const recoveryMs = Date.now() - back;
    expect(recovered, `recovered after ${recoveryMs} ms`).toEqual([true, true]);
    await load(new Promise((resolve) => setTimeout(resolve, 1_000)));

    const during = answers.filter((answer) => answer.phase === 'outage');
    const refused = answers.filter(
      (answer) =>
        (answer.phase === 'stopping' || answer.phase === 'outage') && answer.status >= 500,
    );
    expect(refused.length, 'requests refused while the database was gone').toBeGreaterThan(0);
    for (const { what, status, errorType, retryAfter } of refused) {
      expect({ status, errorType }, `${what} while the database was gone`).toEqual({
        status: 503,
        errorType: 'ServiceUnavailable',
      });
      expect(retryAfter, `${what}: Retry-After`).toMatch(/^\d+$/);
    }
    expect(
      during.filter((answer) => answer.what === 'registration').every((a) => a.status === 503),
    ).toBe(true);
    // A guest browsing the store goes on seeing the catalog as last read.
    expect(
      during.filter((answer) => answer.what === 'categories' && answer.status !== 200),
    ).toEqual([]);
    const afterwards = answers.filter(
      (answer) => answer.phase === 'before' || answer.phase === 'after',
    );
    expect(afterwards.filter((answer) => answer.status >= 500)).toEqual([]);

    // Every acknowledged sign-up is there, and its e-mail goes out exactly once.
    const delivered = await waitFor(async () => {
      const outbox = await outboxOf();
      return acknowledged.every((email) => outbox.get(email) === 'sent');
    }, 30_000);
    const outbox = await outboxOf();
    expect(
      acknowledged.filter((email) => !outbox.has(email)),
      'lost writes',
    ).toEqual([]);
    expect(
      acknowledged.filter((email) => outbox.get(email) !== 'sent'),
      'e-mails not sent',
    ).toEqual([]);
    expect(delivered).toBe(true);
    const copies = new Map<string, number>();
    for (const mail of smtp.received) {
      for (const to of mail.to) copies.set(to, (copies.get(to) ?? 0) + 1);
    }
    expect(
      acknowledged.filter((email) => copies.get(email) !== 1),
      'e-mails not delivered exactly once',
    ).toEqual([]);
  }, 60_000);
});

describe.runIf(bin === null && Boolean(process.env.CI))('a database restart in CI', () => {
  it('has a PostgreSQL server to stop and start', () => {
    throw new Error(`The database restart test cannot run: ${MISSING}`);
  });
});
