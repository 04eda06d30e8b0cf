import {
  NotificationList,
  PushPayload,
  PushPublicKey,
} from '@parallax/core/contracts/notifications';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import type { DatabaseHandle } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { signedUpClient } from '../../test/accounts.js';
import type { BrowserClient } from '../../test/browser-client.js';
import {
  createManualJobQueue,
  createTestAppWithPushReceiver,
  makeRetriesDue,
} from '../../test/jobs.js';
import type { BrowserSubscription, PushReceiver } from '../../test/push-receiver.js';
import { testConfig } from '../../test/test-app.js';
import { PushAddressRefused } from '../../providers/push/push.types.js';
import { createWebPushProvider, postPush } from '../../providers/push/web-push.provider.js';
import { buyerIdsAmong } from '../payments/payments.service.js';
import { subscriberIdsAmong } from '../subscriptions/subscription-access.service.js';
import { createNotifications } from './notifications.module.js';
import { pushSubscriptions } from './notifications.schema.js';
import { PUSH_DELIVERY_JOB } from './push-delivery.job.js';
import { PUSH_PAYLOAD_MAX_BYTES } from './push.rules.js';

// Web push end to end (RFC 8030, 8291, 8292): a notification becomes a durable job per consented
// subscription, which posts it to the push service — here a stand-in on loopback that checks the
// VAPID signature and decrypts the message as a browser would.

const PUBLIC_URL = 'http://127.0.0.1:8789';

let app: FastifyInstance;
let jobs: JobQueue;
let database: DatabaseHandle;
let receiver: PushReceiver;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, jobs, database, receiver, close } = await createTestAppWithPushReceiver({
    PUBLIC_URL,
    MAIL_FROM: 'Parallax <hello@parallax.test>',
  }));
});
afterAll(() => close());
beforeEach(() => receiver.answer(() => 201));

/** A signed-up user who said yes to push, with `browsers` subscribed. */
async function consentingUser(browsers = 1) {
  const user = await signedUpClient(app, 'pushed');
  const consent = await user.client.request('PUT', '/api/v1/notifications/push-consent', {
    isConsent: true,
  });
  expect(consent.statusCode, consent.body).toBe(200);
  const subscriptions: BrowserSubscription[] = [];
  for (let index = 0; index < browsers; index += 1) {
    subscriptions.push(await subscribed(user.client));
  }
  return { ...user, subscriptions };
}

async function subscribed(client: BrowserClient) {
  const subscription = receiver.subscribe();
  const response = await client.post('/api/v1/notifications/push/subscriptions', subscription);
  expect(response.statusCode, response.body).toBe(204);
  return subscription;
}

async function notify(client: BrowserClient, body: Record<string, unknown> = {}) {
  const response = await client.post('/api/dev/notifications', {
    title: 'Your purchase is ready',
    description: 'Alpine Dawn is in your library now.',
    link: `${PUBLIC_URL}/library`,
    icon: '/static/demo/icon.png',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(204);
  return NotificationList.parse((await client.get('/api/v1/notifications')).json()).content[0];
}

const receivedAt = (endpoint: string) =>
  receiver.received.filter((push) => push.endpoint === endpoint);

async function subscriptionRow(endpoint: string) {
  const [row] = await database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return row;
}

/** Push jobs queued for a subscription, whatever their state. */
async function pushJobsFor(endpoint: string): Promise<number> {
  const row = await subscriptionRow(endpoint);
  const { rows } = await database.executeSql(
    `select count(*)::int as count from pgboss.job where name = $1 and data->>'subscriptionId' = $2`,
    [PUSH_DELIVERY_JOB, row?.id ?? ''],
  );
  return (rows[0] as { count: number }).count;
}

/** The notifier of a second process on the same database, as the command line is. */
async function secondProcess(devTools = true) {
  const queue = await createManualJobQueue(database);
  const { notifier } = await createNotifications({
    db: database.db,
    config: { ...testConfig({ PUBLIC_URL }), devTools },
    jobs: queue,
    mailer: { kind: 'outbox', send: async () => undefined, close: () => undefined },
    push: createWebPushProvider({ allowsLoopback: devTools }),
    audience: { buyerIdsAmong, subscriberIdsAmong },
    languageOf: async () => 'en',
    now: () => new Date(),
    log: { warn: () => undefined, error: () => undefined },
  });
  await queue.start();
  return { queue, notifier };
}

describe('delivering a notification by web push', () => {
  it('reaches each browser VAPID-signed, and decrypts (RFC 8291) to the notification', async () => {
    const { client, subscriptions } = await consentingUser(2);
    const notification = await notify(client);
    expect(await jobs.runDue(PUSH_DELIVERY_JOB)).toBe(2);
    expect(receiver.rejected).toEqual([]);

    const { publicKey } = PushPublicKey.parse(
      (await app.inject('/api/v1/notifications/push/public-key')).json(),
    );
    for (const { endpoint } of subscriptions) {
      const pushes = receivedAt(endpoint);
      expect(pushes).toHaveLength(1);
      const [push] = pushes;
      expect(push?.vapid.publicKey).toBe(publicKey);
      expect(push?.vapid.claims).toMatchObject({
        aud: receiver.origin,
        sub: 'mailto:hello@parallax.test',
      });
      expect(push?.headers).toMatchObject({ ttl: '86400', urgency: 'normal' });
      expect(PushPayload.parse(JSON.parse(push?.plaintext ?? ''))).toEqual({
        id: notification?.id,
        title: 'Your purchase is ready',
        body: 'Alpine Dawn is in your library now.',
        icon: '/static/demo/icon.png',
        image: null,
        link: `${PUBLIC_URL}/library`,
      });
      expect((await subscriptionRow(endpoint))?.lastSentAt).not.toBeNull();
    }
  });

  it('cuts a long description so the push stays under 3 KB; the center keeps it whole', async () => {
    const { client, subscriptions } = await consentingUser();
    const description = 'ñ'.repeat(2000);
    const notification = await notify(client, { description });
    expect(notification?.description).toBe(description);
    await jobs.runDue(PUSH_DELIVERY_JOB);
    const [push] = receivedAt(subscriptions[0]?.endpoint ?? '');
    expect(Buffer.byteLength(push?.plaintext ?? '')).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
    const payload = PushPayload.parse(JSON.parse(push?.plaintext ?? ''));
    expect(payload.body.endsWith('…')).toBe(true);
    expect(description.startsWith(payload.body.slice(0, -1))).toBe(true);
    expect(payload.title).toBe('Your purchase is ready');
  });

  it('queues nothing without consent: never asked, or said no', async () => {
    const { client } = await signedUpClient(app, 'unasked');
    const browser = await subscribed(client);
    await notify(client);
    expect(await pushJobsFor(browser.endpoint)).toBe(0);

    const { client: refusing, subscriptions } = await consentingUser();
    const no = await refusing.request('PUT', '/api/v1/notifications/push-consent', {
      isConsent: false,
    });
    expect(no.statusCode).toBe(200);
    await notify(refusing);
    expect(await subscriptionRow(subscriptions[0]?.endpoint ?? '')).toBeUndefined();
    await jobs.runDue(PUSH_DELIVERY_JOB);
    expect(receiver.attempts.get(browser.endpoint)).toBeUndefined();
    expect(receiver.attempts.get(subscriptions[0]?.endpoint ?? '')).toBeUndefined();
  });

  it('prunes a subscription its push service answers 410, 404, 401 or 403 (another VAPID key) for', async () => {
    const { client, subscriptions } = await consentingUser(5);
    const answers = new Map(
      subscriptions.map((subscription, index) => [
        subscription.endpoint,
        [410, 404, 401, 403, 201][index] ?? 201,
      ]),
    );
    receiver.answer((endpoint) => answers.get(endpoint) ?? 201);
    await notify(client);
    expect(await jobs.runDue(PUSH_DELIVERY_JOB)).toBe(5);
    const [kept, ...pruned] = [...subscriptions].reverse().map(({ endpoint }) => endpoint);
    for (const endpoint of pruned) {
      expect(await subscriptionRow(endpoint), String(answers.get(endpoint))).toBeUndefined();
    }
    expect(await subscriptionRow(kept ?? '')).toBeDefined();
    // Nothing is queued for them any more.
    await notify(client, { title: 'again' });
    expect(await jobs.runDue(PUSH_DELIVERY_JOB)).toBe(1);
    expect(receivedAt(kept ?? '')).toHaveLength(2);
  });

  it('prunes a subscription after 5 failed attempts in a row; a success clears the count', async () => {
    const { client, subscriptions } = await consentingUser();
    const endpoint = subscriptions[0]?.endpoint ?? '';
    receiver.answer(() => 500);
    await notify(client);
    expect(await jobs.runDue(PUSH_DELIVERY_JOB)).toBe(1);
    for (let failures = 2; failures <= 4; failures += 1) {
      expect(await makeRetriesDue(database, PUSH_DELIVERY_JOB)).toBe(1);
      expect(await jobs.runDue(PUSH_DELIVERY_JOB)).toBe(1);
      expect(await subscriptionRow(endpoint)).toMatchObject({ failures });
    }
    // A success in between starts the count over.
    receiver.answer(() => 201);
    expect(await makeRetriesDue(database, PUSH_DELIVERY_JOB)).toBe(1);
    expect(await jobs.runDue(PUSH_DELIVERY_JOB)).toBe(1);
    expect(await subscriptionRow(endpoint)).toMatchObject({ failures: 0 });

    receiver.answer(() => 503);
    await notify(client, { title: 'second' });
    expect(await jobs.runDue(PUSH_DELIVERY_JOB)).toBe(1);
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      expect(await makeRetriesDue(database, PUSH_DELIVERY_JOB)).toBe(1);
      expect(await jobs.runDue(PUSH_DELIVERY_JOB)).toBe(1);
    }
    expect(await subscriptionRow(endpoint)).toMatchObject({ failures: 4 });
    expect(await makeRetriesDue(database, PUSH_DELIVERY_JOB)).toBe(1);
    expect(await jobs.runDue(PUSH_DELIVERY_JOB)).toBe(1);
    expect(await subscriptionRow(endpoint)).toBeUndefined();
    // Given up: the job is settled, not retried.
    expect(await makeRetriesDue(database, PUSH_DELIVERY_JOB)).toBe(0);
    expect(receiver.attempts.get(endpoint)).toBe(4 + 1 + 5);
  });

  it('skips and deletes a subscription not refreshed for 30 days', async () => {
    const { client, subscriptions } = await consentingUser(2);
    const [stale, fresh] = subscriptions.map(({ endpoint }) => endpoint);
    await database.db
      .update(pushSubscriptions)
      .set({ refreshedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(pushSubscriptions.endpoint, stale ?? ''));
    await notify(client);
    expect(await subscriptionRow(stale ?? '')).toBeUndefined();
    expect(await jobs.runDue(PUSH_DELIVERY_JOB)).toBe(1);
    expect(receivedAt(fresh ?? '')).toHaveLength(1);
    expect(receiver.attempts.get(stale ?? '')).toBeUndefined();
  });

  it('retries with back-off when the push service fails (500), counting the failures', async () => {
    const { client, subscriptions } = await consentingUser();
    const endpoint = subscriptions[0]?.endpoint ?? '';
    receiver.answer(() => 500);
    await notify(client);
    expect(await jobs.runDue(PUSH_DELIVERY_JOB)).toBe(1);
    expect(receiver.attempts.get(endpoint)).toBe(1);
    expect(await subscriptionRow(endpoint)).toMatchObject({ failures: 1, lastSentAt: null });
    // The retry waits out its delay.
    expect(await jobs.runDue(PUSH_DELIVERY_JOB)).toBe(0);

    receiver.answer(() => 201);
    expect(await makeRetriesDue(database, PUSH_DELIVERY_JOB)).toBe(1);
    expect(await jobs.runDue(PUSH_DELIVERY_JOB)).toBe(1);
    expect(receiver.attempts.get(endpoint)).toBe(2);
    expect(receivedAt(endpoint)).toHaveLength(1);
    const row = await subscriptionRow(endpoint);
    expect(row).toMatchObject({ failures: 0 });
    expect(row?.lastSentAt).not.toBeNull();
  });

  it('tells an event once: the same dedupe key again makes no notification and no push', async () => {
    const { client, userId, subscriptions } = await consentingUser();
    const { queue, notifier } = await secondProcess();
    const event = {
      userId,
      kind: 'report_answered',
      dedupeKey: `report_answered:${crypto.randomUUID()}`,
      title: { en: 'Your report was answered', es: 'Tu denuncia tiene respuesta' },
      description: 'Thank you.',
      link: '/library',
    };
    for (let index = 0; index < 2; index += 1) {
      await database.db.transaction((tx) => notifier.notify(tx, event));
    }
    await queue.stop(1_000);
    const list = NotificationList.parse((await client.get('/api/v1/notifications')).json());
    expect(list.content.map((item) => [item.title, item.link])).toEqual([
      ['Your report was answered', `${PUBLIC_URL}/library`],
    ]);
    expect(await jobs.runDue(PUSH_DELIVERY_JOB)).toBe(1);
    expect(receivedAt(subscriptions[0]?.endpoint ?? '')).toHaveLength(1);
  });

  it('does not notify when the event’s transaction rolls back', async () => {
    const { client, userId } = await consentingUser();
    const { queue, notifier } = await secondProcess();
    await expect(
      database.db.transaction(async (tx) => {
        await notifier.notify(tx, {
          userId,
          kind: 'purchase',
          dedupeKey: `purchase:${crypto.randomUUID()}`,
          title: 'never',
          description: 'rolled back',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await queue.stop(1_000);
    expect(
      NotificationList.parse((await client.get('/api/v1/notifications')).json()).content,
    ).toEqual([]);
    expect(await jobs.runDue(PUSH_DELIVERY_JOB)).toBe(0);
  });
});

describe('without the development tools, pushes go to push services only', () => {
  const network = { allowsLoopback: false };
  const options = { ...network, ttlSeconds: 60, timeoutMs: 5_000 };

  it('never connects to a private address, named or literal (the second line of defence)', async () => {
    const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:hello@parallax.test' };
    const payload = {
      id: crypto.randomUUID(),
      title: 't',
      body: 'b',
      icon: null,
      image: null,
      link: null,
    };
    const browser = receiver.subscribe();
    const literal = { endpoint: browser.endpoint, ...browser.keys };
    // `localhost` resolves to this machine: refused as the connection looks the name up.
    const named = { ...literal, endpoint: literal.endpoint.replace('127.0.0.1', 'localhost') };
    for (const subscription of [literal, named]) {
      await expect(postPush(subscription, payload, vapid, options)).rejects.toBeInstanceOf(
        PushAddressRefused,
      );
    }
    expect(receiver.attempts.get(browser.endpoint)).toBeUndefined();
    // With the development tools the same push goes through.
    expect(await postPush(literal, payload, vapid, { ...options, allowsLoopback: true })).toBe(201);
    expect(receivedAt(browser.endpoint)).toHaveLength(1);
  });

  it('prunes, unsent, a subscription filed for an address that is not a push service’s', async () => {
    const { userId, subscriptions } = await consentingUser();
    const endpoint = subscriptions[0]?.endpoint ?? '';
    const { queue, notifier } = await secondProcess(false);
    try {
      await database.db.transaction((tx) =>
        notifier.notify(tx, {
          userId,
          kind: 'purchase',
          dedupeKey: `purchase:${crypto.randomUUID()}`,
          title: 'Your purchase is ready',
          description: 'x',
        }),
      );
      expect(await queue.runDue(PUSH_DELIVERY_JOB)).toBe(1);
    } finally {
      await queue.stop(1_000);
    }
    expect(await subscriptionRow(endpoint)).toBeUndefined();
    expect(receiver.attempts.get(endpoint)).toBeUndefined();
  });
});
