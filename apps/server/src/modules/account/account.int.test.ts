import { CodeChallenge, LoginResult, UserInfo } from '@parallax/core/contracts/auth';
import { AgeCheckStart } from '@parallax/core/contracts/user-settings';
import { ErrorBody } from '@parallax/core/contracts/common';
import { en } from '@parallax/core/i18n/en';
import { es } from '@parallax/core/i18n/es';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { users } from '../auth/auth.schema.js';
import { tariffs } from '../catalog/catalog.schema.js';
import { subscriptions } from '../subscriptions/subscriptions.schema.js';
import { BrowserClient } from '../../test/browser-client.js';
import { sharedDatabaseDeps } from '../../test/jobs.js';
import { codeIn, lastMailTo } from '../../test/mail.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ SEED_DEMO: 'true' }), { database });
});
afterAll(() => app.close());

const INFO = '/api/v1/settings/user/info';
const PROFILE = '/api/v1/settings/user/profile';
let serial = 0;

async function signedInUser(): Promise<{ client: BrowserClient; email: string; info: UserInfo }> {
  serial += 1;
  const client = new BrowserClient(app);
  const email = `diver${serial}@example.com`;
  const challenge = CodeChallenge.parse(
    (
      await client.post('/store/api/v1/registration', {
        username: `diver_${serial}`,
        email,
        password: 'coral2026',
      })
    ).json(),
  );
  const result = LoginResult.parse(
    (
      await client.post('/store/api/v1/registration/confirm', {
        token: challenge.token,
        confirmation: codeIn(await lastMailTo(app, email)),
      })
    ).json(),
  );
  if (result.status !== 'ACTIVE') throw new Error('not signed in');
  return { client, email, info: result.user };
}

/** The stand-in provider's form, submitted as the browser would. */
const decide = (url: string, decision: 'approve' | 'decline'): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });

const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  ...ErrorBody.parse(response.json()),
});

describe('user info', () => {
  it('answers 401 Unauthorized for a guest and is never cached', async () => {
    const response = await new BrowserClient(app).get(INFO);
    expect(errorOf(response)).toMatchObject({ status: 401, errorType: 'Unauthorized' });
    const { client } = await signedInUser();
    expect((await client.get(INFO)).headers['cache-control']).toBe('no-store');
  });
});

describe('profile settings', () => {
  it('updates a partial vrControls without touching the other controls', async () => {
    const { client, info } = await signedInUser();
    expect(info.vrControls).toEqual({
      autoSwitchingScenes: true,
      snapMovements: true,
      handsRendering: true,
    });
    const response = await client.request('PATCH', PROFILE, {
      vrControls: { snapMovements: false },
      dominantHand: 'RIGHT',
      isQuickMenuEnabled: false,
      emailConsent: false,
      source: 'newsletter',
    });
    expect(UserInfo.parse(response.json())).toMatchObject({
      vrControls: { autoSwitchingScenes: true, snapMovements: false, handsRendering: true },
      dominantHand: 'RIGHT',
      isQuickMenuEnabled: false,
      emailConsent: false,
    });
    const stored = await database.db.select().from(users).where(eq(users.id, info.id));
    expect(stored[0]?.source).toBe('newsletter');
    const later = await client.request('PATCH', PROFILE, { source: 'other' });
    expect(later.statusCode).toBe(200);
    const kept = await database.db.select().from(users).where(eq(users.id, info.id));
    expect(kept[0]?.source).toBe('newsletter');

    const invalid = await client.request('PATCH', PROFILE, { dominantHand: 'BOTH' });
    expect(errorOf(invalid)).toMatchObject({ status: 400, errorType: 'ValidationError' });
  });

  it('sets a first password for an account without one, once', async () => {
    const client = new BrowserClient(app);
    await client.post('/store/api/v1/registration/quick', {
      email: 'no.password@example.com',
      clientType: 'web_app',
      clientIdentifier: crypto.randomUUID(),
    });
    const set = await client.post('/api/v1/settings/user/password', { newPassword: 'first2026' });
    expect(UserInfo.parse(set.json())).toMatchObject({ hasPassword: true, status: 'Active' });
    const again = await client.post('/api/v1/settings/user/password', {
      newPassword: 'second2026',
    });
    expect(errorOf(again)).toMatchObject({ status: 409, errorType: 'PasswordAlreadySet' });
  });
});

describe('unsubscribe', () => {
  it('turns e-mail consent off with the token from the e-mail, without signing in', async () => {
    const { client, info } = await signedInUser();
    const guest = new BrowserClient(app);
    const response = await guest.post('/api/v1/settings/user/email-consent', {
      isConsent: false,
      token: info.emailToken,
    });
    expect(response.statusCode).toBe(200);
    expect(UserInfo.parse((await client.get(INFO)).json()).emailConsent).toBe(false);
    const unknown = await guest.post('/api/v1/settings/user/email-consent', {
      isConsent: false,
      token: 'nope',
    });
    expect(errorOf(unknown)).toMatchObject({ status: 400, errorType: 'InvalidTokenId' });
  });
});

describe('account deletion', () => {
  it('is refused while a subscription is active and deletes everything otherwise', async () => {
    const { client, info, email } = await signedInUser();
    const [tariff] = await database.db.select().from(tariffs).limit(1);
    if (!tariff) throw new Error('no demo tariff');
    const [subscription] = await database.db
      .insert(subscriptions)
      .values({ userId: info.id, tariffId: tariff.id, status: 'ACTIVE', startDate: new Date() })
      .returning();
    const refused = await client.request('DELETE', '/api/v1/settings/user');
    expect(errorOf(refused)).toMatchObject({ status: 409, errorType: 'ActiveSubscription' });
    expect((await client.get(INFO)).statusCode).toBe(200);

    await database.db
      .update(subscriptions)
      .set({ status: 'CANCELLED', endDate: new Date(Date.now() + 86_400_000) })
      .where(eq(subscriptions.id, subscription?.id ?? ''));
    expect(errorOf(await client.request('DELETE', '/api/v1/settings/user')).errorType).toBe(
      'ActiveSubscription',
    );

    await database.db
      .update(subscriptions)
      .set({ status: 'EXPIRED', endDate: new Date(Date.now() - 86_400_000) })
      .where(eq(subscriptions.id, subscription?.id ?? ''));
    expect((await client.request('DELETE', '/api/v1/settings/user')).statusCode).toBe(204);
    expect(client.cookies.has('parallax_at')).toBe(false);
    expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('a lifetime holder deletes once they confirm the plan ends with the account', async () => {
    const spanish = new BrowserClient(app, 'es');
    const { client, info, email } = await signedInUser();
    for (const [name, value] of client.cookies) spanish.cookies.set(name, value);
    const [lifetime] = await database.db
      .select()
      .from(tariffs)
      .where(eq(tariffs.isLifetime, true))
      .limit(1);
    if (!lifetime) throw new Error('no demo lifetime tariff');
    await database.db.insert(subscriptions).values({
      userId: info.id,
      tariffId: lifetime.id,
      isLifetime: true,
      status: 'ACTIVE',
      startDate: new Date(),
    });
    // Not without being told: the plan cannot be cancelled, and nothing brings it back.
    const unconfirmed = await client.request('DELETE', '/api/v1/settings/user');
    expect(errorOf(unconfirmed)).toMatchObject({
      status: 409,
      errorType: 'LifetimeEndsWithAccount',
      message: en.errors.lifetime_ends_with_account,
    });
    expect(
      errorOf(await spanish.request('DELETE', '/api/v1/settings/user?endLifetimePlan=false')),
    ).toMatchObject({
      errorType: 'LifetimeEndsWithAccount',
      message: es.errors.lifetime_ends_with_account,
    });
    expect((await client.get(INFO)).statusCode).toBe(200);

    const deleted = await client.request('DELETE', '/api/v1/settings/user?endLifetimePlan=true');
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(
      await database.db.select().from(subscriptions).where(eq(subscriptions.userId, info.id)),
    ).toEqual([]);
  });

  it('the lifetime confirmation does not open deletion to a plan that renews', async () => {
    const { client, info } = await signedInUser();
    const [monthly] = await database.db
      .select()
      .from(tariffs)
      .where(eq(tariffs.isLifetime, false))
      .limit(1);
    if (!monthly) throw new Error('no demo tariff');
    await database.db
      .insert(subscriptions)
      .values({ userId: info.id, tariffId: monthly.id, status: 'ACTIVE', startDate: new Date() });
    const refused = await client.request('DELETE', '/api/v1/settings/user?endLifetimePlan=true');
    expect(errorOf(refused)).toMatchObject({ status: 409, errorType: 'ActiveSubscription' });
  });
});

describe('age verification with the built-in provider page', () => {
  it('returns the user with successVerification and stores ageVerified', async () => {
    const { client } = await signedInUser();
    const start = AgeCheckStart.parse(
      (
        await client.post('/api/v1/settings/user/age-verification', {
          returnPath: '/content/alpine-dawn',
        })
      ).json(),
    );
    const page = await app.inject(start.redirectUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('name="decision" value="approve"');

    const approve = await decide(start.redirectUrl, 'approve');
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe('/content/alpine-dawn?successVerification=true');
    expect(UserInfo.parse((await client.get(INFO)).json()).ageVerified).toBe(true);

    const replay = await decide(start.redirectUrl, 'decline');
    expect(replay.headers.location).toBe('/content/alpine-dawn?successVerification=true');
  });

  it('reports a declined check and never redirects off the site', async () => {
    const { client } = await signedInUser();
    const start = AgeCheckStart.parse(
      (
        await client.post('/api/v1/settings/user/age-verification', {
          returnPath: '//evil.example',
        })
      ).json(),
    );
    const decline = await decide(start.redirectUrl, 'decline');
    expect(decline.headers.location).toBe('/?successVerification=false');
    // A tab is dropped by browsers' URL parsing ('/\t/evil' → '//evil'): refused at the edge.
    const tabbed = await client.post('/api/v1/settings/user/age-verification', {
      returnPath: '/\t/evil.example/x',
    });
    expect(tabbed.statusCode).toBe(400);
    for (const returnPath of ['/\\evil.example', 'https://evil.example']) {
      const again = AgeCheckStart.parse(
        (await client.post('/api/v1/settings/user/age-verification', { returnPath })).json(),
      );
      const back = await decide(again.redirectUrl, 'decline');
      expect(back.headers.location).toBe('/?successVerification=false');
    }
    expect(UserInfo.parse((await client.get(INFO)).json()).ageVerified).toBe(false);
    expect((await app.inject('/age-verification/provider/unknown')).statusCode).toBe(404);
  });

  it('is unavailable in production unless the stand-in is enabled', async () => {
    const production = await buildApp(
      testConfig({ NODE_ENV: 'production' }),
      await sharedDatabaseDeps(database),
    );
    try {
      const client = new BrowserClient(production);
      await client.post('/store/api/v1/registration/quick', {
        email: 'prod.user@example.com',
        clientType: 'web_app',
        clientIdentifier: crypto.randomUUID(),
      });
      const start = await client.post('/api/v1/settings/user/age-verification', {});
      expect(errorOf(start)).toMatchObject({ status: 503, errorType: 'ServiceUnavailable' });
      expect((await production.inject('/age-verification/provider.css')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('needs a signed-in user', async () => {
    const response = await new BrowserClient(app).post(
      '/api/v1/settings/user/age-verification',
      {},
    );
    expect(errorOf(response).status).toBe(401);
  });
});

describe('rate limits and the development outbox', () => {
  it('limits sign-in attempts per address', async () => {
    const limited = await buildApp(
      testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '3' }),
      await sharedDatabaseDeps(database),
    );
    try {
      const client = new BrowserClient(limited);
      const attempt = () =>
        client.post('/api/v1/auth/signin', {
          identifier: 'someone',
          password: 'whatever1',
          clientIdentifier: crypto.randomUUID(),
          clientType: 'web_app',
        });
      for (let index = 0; index < 3; index += 1) expect((await attempt()).statusCode).toBe(401);
      expect(errorOf(await attempt())).toMatchObject({ status: 429, errorType: 'TooManyRequests' });
      // The other prefix shares the same allowance.
      const viaStore = await client.post('/store/api/v1/auth/signin', {
        identifier: 'someone',
        password: 'whatever1',
        clientIdentifier: crypto.randomUUID(),
        clientType: 'web_app',
      });
      expect(viaStore.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('lists the outbox newest first in development and hides it in production', async () => {
    const first = await lastMailTo(app, 'diver1@example.com');
    const all = (await app.inject('/api/dev/outbox')).json<{ createdAt: string }[]>();
    const times = all.map((message) => Date.parse(message.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.subject).toBe('Your Parallax sign-up code');

    const production = await buildApp(
      testConfig({ NODE_ENV: 'production' }),
      await sharedDatabaseDeps(database),
    );
    try {
      expect((await production.inject('/api/dev/outbox')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
