import { ErrorBody } from '@parallax/core/contracts/common';
import {
  NotificationList,
  NotificationsBulkResult,
  PushConsent,
  PushPublicKey,
} from '@parallax/core/contracts/notifications';
import { MAX_PUSH_SUBSCRIPTIONS } from '@parallax/core/rules/account-limits';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { signedUpClient } from '../../test/accounts.js';
import { BrowserClient } from '../../test/browser-client.js';
import { sharedDatabaseDeps } from '../../test/jobs.js';
import { startPushReceiver, type PushReceiver } from '../../test/push-receiver.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { marketingNotifications, pushSubscriptions } from './notifications.schema.js';

// The notification center's calls, push consent and subscriptions, the VAPID key and the
// marketing attribution (spec 2 §7; spec 1 §3, §7, §9), through HTTP.

let database: DatabaseHandle;
let app: FastifyInstance;
let receiver: PushReceiver;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), { database });
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});

function errorOf(response: { statusCode: number; json: () => unknown }) {
  return { status: response.statusCode, ...ErrorBody.parse(response.json()) };
}

async function notify(client: BrowserClient, title: string) {
  const response = await client.post('/api/dev/notifications', { title, description: 'x' });
  expect(response.statusCode, response.body).toBe(204);
}

async function listOf(client: BrowserClient, query = '') {
  const response = await client.get(`/api/v1/notifications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return NotificationList.parse(response.json());
}

const setStatus = (client: BrowserClient, notificationIds: string[], status: string) =>
  client.request('PUT', '/api/v1/notifications/status', { notificationIds, status });

const subscribe = (client: BrowserClient, body: unknown) =>
  client.post('/api/v1/notifications/push/subscriptions', body);

async function subscriptionOf(endpoint: string) {
  const [row] = await database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return row;
}

describe('the notification list and bulk update', () => {
  it('lists newest first with the unread count, a page at a time', async () => {
    const { client } = await signedUpClient(app, 'reader');
    for (const title of ['first', 'second', 'third']) await notify(client, title);
    const all = await listOf(client);
    expect(all.content.map((item) => item.title)).toEqual(['third', 'second', 'first']);
    expect(all).toMatchObject({ totalElements: 3, unread: 3, page: 0, size: 1000 });
    expect((await listOf(client, '?page=0&size=2')).content.map((item) => item.title)).toEqual([
      'third',
      'second',
    ]);
    expect((await listOf(client, '?page=1&size=2')).content.map((item) => item.title)).toEqual([
      'first',
    ]);
  });

  it('changes only the caller’s notifications: another user’s ids are left alone', async () => {
    const owner = await signedUpClient(app, 'owner');
    const other = await signedUpClient(app, 'other');
    await notify(owner.client, 'mine');
    await notify(owner.client, 'mine too');
    await notify(other.client, 'theirs');
    const mine = (await listOf(owner.client)).content.map((item) => item.id);
    const theirs = (await listOf(other.client)).content.map((item) => item.id);

    const foreign = await setStatus(other.client, mine, 'shown');
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(NotificationsBulkResult.parse(foreign.json())).toEqual({ updated: 0 });
    expect((await listOf(owner.client)).unread).toBe(2);

    const mixed = await setStatus(owner.client, [mine[0] ?? '', ...theirs], 'shown');
    expect(NotificationsBulkResult.parse(mixed.json())).toEqual({ updated: 1 });
    const after = await listOf(owner.client);
    expect(after.unread).toBe(1);
    expect(after.content.find((item) => item.id === mine[0])?.status).toBe('shown');
    expect((await listOf(other.client)).content.map((item) => item.status)).toEqual(['sent']);

    // Again: nothing more changes; back to sent is allowed.
    expect((await setStatus(owner.client, [mine[0] ?? ''], 'shown')).json()).toEqual({
      updated: 0,
    });
    expect((await setStatus(owner.client, [mine[0] ?? ''], 'sent')).json()).toEqual({
      updated: 1,
    });
  });

  it('refuses a guest, an empty list, a bad id and an unknown status', async () => {
    const guest = new BrowserClient(app);
    expect(errorOf(await guest.get('/api/v1/notifications')).status).toBe(401);
    expect(errorOf(await setStatus(guest, [crypto.randomUUID()], 'shown')).status).toBe(401);
    const { client } = await signedUpClient(app, 'careless');
    for (const [ids, status] of [
      [[], 'shown'],
      [['not-a-uuid'], 'shown'],
      [[crypto.randomUUID()], 'read'],
    ] as const) {
      expect(errorOf(await setStatus(client, [...ids], status))).toMatchObject({
        status: 400,
        errorType: 'ValidationError',
      });
    }
  });
});

describe('push consent', () => {
  it('is null until answered, then per platform; a no forgets that platform’s subscriptions', async () => {
    const { client } = await signedUpClient(app, 'consent');
    const consentOf = async (query = '') =>
      PushConsent.parse((await client.get(`/api/v1/notifications/push-consent${query}`)).json());
    expect(await consentOf()).toEqual({ isConsent: null });

    const web = receiver.subscribe();
    const desktop = receiver.subscribe();
    expect((await subscribe(client, web)).statusCode).toBe(204);
    expect((await subscribe(client, { ...desktop, userPlatform: 'desktop_app' })).statusCode).toBe(
      204,
    );
    const yes = await client.request('PUT', '/api/v1/notifications/push-consent', {
      isConsent: true,
      userPlatform: 'desktop_app',
    });
    expect(yes.json()).toEqual({ isConsent: true });
    expect(await consentOf('?userPlatform=desktop_app')).toEqual({ isConsent: true });
    expect(await consentOf()).toEqual({ isConsent: null });

    const no = await client.request('PUT', '/api/v1/notifications/push-consent', {
      isConsent: false,
    });
    expect(no.json()).toEqual({ isConsent: false });
    expect(await consentOf('?userPlatform=web_app')).toEqual({ isConsent: false });
    expect(await subscriptionOf(web.endpoint)).toBeUndefined();
    expect(await subscriptionOf(desktop.endpoint)).toMatchObject({ platform: 'desktop_app' });
  });

  it('is a signed-in call: guests keep their answer in local storage', async () => {
    const guest = new BrowserClient(app);
    expect(errorOf(await guest.get('/api/v1/notifications/push-consent')).status).toBe(401);
    const put = await guest.request('PUT', '/api/v1/notifications/push-consent', {
      isConsent: true,
    });
    expect(errorOf(put).status).toBe(401);
  });
});

describe('push subscriptions', () => {
  it('the VAPID public key is an uncompressed P-256 point, kept in the database', async () => {
    const response = await app.inject('/api/v1/notifications/push/public-key');
    expect(response.statusCode).toBe(200);
    const { publicKey } = PushPublicKey.parse(response.json());
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(0x04);
    // Another process on the same database signs with the same key.
    const second = await buildApp(testConfig(), await sharedDatabaseDeps(database));
    try {
      const again = await second.inject('/api/v1/notifications/push/public-key');
      expect(PushPublicKey.parse(again.json()).publicKey).toBe(publicKey);
    } finally {
      await second.close();
    }
  });

  it(`a user keeps ${MAX_PUSH_SUBSCRIPTIONS} subscriptions: one more drops the one refreshed longest ago`, async () => {
    const { client, userId } = await signedUpClient(app, 'subscriber');
    // The user at an address of their own, so the other tests keep their allowance.
    const user = new BrowserClient(app, 'en', '10.30.0.1');
    for (const [name, value] of client.cookies) user.cookies.set(name, value);
    const browsers = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS }, () => receiver.subscribe());
    for (const browser of browsers) {
      expect((await subscribe(user, browser)).statusCode).toBe(204);
    }
    const [oldest, second, third] = browsers;
    if (!oldest || !second || !third) throw new Error('no browsers');
    // The oldest browser comes back (spec 1 §9: re-subscribed after 7 days): it is the newest now.
    expect((await subscribe(user, oldest)).statusCode).toBe(204);
    const [newer, newest] = [receiver.subscribe(), receiver.subscribe()];
    expect((await subscribe(user, newer)).statusCode).toBe(204);
    expect((await subscribe(user, newest)).statusCode).toBe(204);

    const kept = await database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    const endpoints = new Set(kept.map((row) => row.endpoint));
    expect(endpoints.size).toBe(MAX_PUSH_SUBSCRIPTIONS);
    expect(endpoints.has(second.endpoint)).toBe(false);
    expect(endpoints.has(third.endpoint)).toBe(false);
    for (const browser of [oldest, newer, newest])
      expect(endpoints.has(browser.endpoint)).toBe(true);
  });

  it('a guest subscribes; the same endpoint again refreshes it and takes its new owner, or none after a sign-out', async () => {
    const browser = receiver.subscribe();
    const guest = new BrowserClient(app);
    expect((await subscribe(guest, { ...browser, deviceId: 'device-1' })).statusCode).toBe(204);
    const filed = await subscriptionOf(browser.endpoint);
    expect(filed).toMatchObject({ userId: null, deviceId: 'device-1', platform: 'web_app' });

    const { client, userId } = await signedUpClient(app, 'subscriber');
    expect((await subscribe(client, browser)).statusCode).toBe(204);
    const refreshed = await subscriptionOf(browser.endpoint);
    expect(refreshed).toMatchObject({ id: filed?.id, userId, deviceId: null });
    expect(refreshed?.refreshedAt.getTime()).toBeGreaterThanOrEqual(
      filed?.refreshedAt.getTime() ?? 0,
    );

    // Signed out, the browser files it again as a guest's: the account gets no more pushes there.
    expect((await client.post('/api/v1/auth/logout')).statusCode).toBe(204);
    expect((await client.get('/api/v1/settings/user/info')).statusCode).toBe(401);
    expect((await subscribe(client, browser)).statusCode).toBe(204);
    expect(await subscriptionOf(browser.endpoint)).toMatchObject({ id: filed?.id, userId: null });

    const removed = await guest.request('DELETE', '/api/v1/notifications/push/subscriptions', {
      endpoint: browser.endpoint,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await subscriptionOf(browser.endpoint)).toBeUndefined();
  });

  it('refuses bad endpoints and keys with 400 ValidationError, storing nothing', async () => {
    const guest = new BrowserClient(app);
    const good = receiver.subscribe();
    const point = Buffer.from(good.keys.p256dh, 'base64url');
    const offCurve = Buffer.from(point);
    offCurve[64] = (offCurve[64] ?? 0) ^ 1;
    const compressedLength = Buffer.concat([
      Buffer.from([0x02]),
      point.subarray(1),
      Buffer.alloc(1),
    ]);
    const cases: [string, unknown][] = [
      ['plain http elsewhere', { ...good, endpoint: 'http://push.example.com/send/1' }],
      ['not a push service', { ...good, endpoint: 'https://push.example.com/send/1' }],
      ['another port', { ...good, endpoint: 'https://fcm.googleapis.com:8443/fcm/send/1' }],
      ['cloud metadata', { ...good, endpoint: 'http://169.254.169.254/latest/meta-data' }],
      ['an IP address', { ...good, endpoint: 'https://10.0.0.7/send/1' }],
      ['not a URL', { ...good, endpoint: 'push service' }],
      ['another scheme', { ...good, endpoint: 'ftp://push.example.com/1' }],
      ['a control character', { ...good, endpoint: 'https://push.example.com/\u0000' }],
      [
        'a short p256dh',
        { ...good, keys: { ...good.keys, p256dh: point.subarray(0, 60).toString('base64url') } },
      ],
      [
        'a p256dh not 0x04',
        {
          ...good,
          keys: { ...good.keys, p256dh: compressedLength.subarray(0, 65).toString('base64url') },
        },
      ],
      [
        'a p256dh off the curve',
        { ...good, keys: { ...good.keys, p256dh: offCurve.toString('base64url') } },
      ],
      [
        'a short auth',
        { ...good, keys: { ...good.keys, auth: Buffer.alloc(15).toString('base64url') } },
      ],
      [
        'a long auth',
        { ...good, keys: { ...good.keys, auth: Buffer.alloc(20).toString('base64url') } },
      ],
      ['no keys', { endpoint: good.endpoint }],
    ];
    for (const [label, body] of cases) {
      expect(errorOf(await subscribe(guest, body)), label).toMatchObject({
        status: 400,
        errorType: 'ValidationError',
      });
    }
    expect(await subscriptionOf(good.endpoint)).toBeUndefined();
  });
});

describe('the marketing notification', () => {
  it('records the attribution, with the signed-in user when there is one', async () => {
    const { client, userId } = await signedUpClient(app, 'attributed');
    const clientId = `client-${crypto.randomUUID()}`;
    const signedIn = await client.post('/api/v1/marketing/notification', {
      clientId,
      affiliateProgram: 'EXOCLICK',
      source: 'newsletter',
    });
    expect(signedIn.statusCode, signedIn.body).toBe(202);
    const guest = await new BrowserClient(app).post('/store/api/v1/marketing/notification', {
      clientId,
      affiliateProgram: 'EXOCLICK',
      clickId: ' ck-8841 ',
    });
    expect(guest.statusCode, guest.body).toBe(202);
    const rows = await database.db
      .select()
      .from(marketingNotifications)
      .where(eq(marketingNotifications.clientId, clientId));
    expect(rows.map((row) => [row.userId, row.affiliateProgram, row.source, row.clickId])).toEqual(
      expect.arrayContaining([
        [userId, 'EXOCLICK', 'newsletter', null],
        // spec 1 §9 `_clickid`: the click id the visitor arrived with, as sent.
        [null, 'EXOCLICK', null, 'ck-8841'],
      ]),
    );
    const bad = await client.post('/api/v1/marketing/notification', {
      clientId: 'x',
      affiliateProgram: 'nobody',
    });
    expect(errorOf(bad)).toMatchObject({ status: 400, errorType: 'ValidationError' });
  });

  it('is rate limited per address', async () => {
    const guest = new BrowserClient(app);
    const statuses: number[] = [];
    // AUTH_RATE_LIMIT_PER_MINUTE is 30 by default; the calls above count too.
    for (let index = 0; index < 31; index += 1) {
      const response = await guest.post('/api/v1/marketing/notification', {
        clientId: `burst-${index}`,
        affiliateProgram: 'EXOCLICK',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(
      errorOf(
        await guest.post('/api/v1/marketing/notification', {
          clientId: 'one more',
          affiliateProgram: 'EXOCLICK',
        }),
      ),
    ).toMatchObject({ status: 429, errorType: 'TooManyRequests' });
  });
});
