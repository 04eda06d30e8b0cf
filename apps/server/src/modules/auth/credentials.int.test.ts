import { randomUUID } from 'node:crypto';
import { CodeChallenge, LoginResult } from '@parallax/core/contracts/auth';
import { OtpCode } from '@parallax/core/contracts/devices';
import { ErrorBody } from '@parallax/core/contracts/common';
import { CredentialEnding, CredentialEndingList } from '@parallax/core/contracts/credentials';
import { CreatedFeedLink, HereSphereVideo } from '@parallax/core/contracts/feeds';
import { CheckoutEmailConfirmation } from '@parallax/core/contracts/payments';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { signedUpClient } from '../../test/accounts.js';
import { BrowserClient } from '../../test/browser-client.js';
import { naturePacksForSale } from '../../test/demo-packs.js';
import { createTestAppWithPushReceiver } from '../../test/jobs.js';
import { codeIn, lastMailTo } from '../../test/mail.js';
import type { PushReceiver } from '../../test/push-receiver.js';
import { csrfHeaders } from '../../test/test-app.js';
import { PUSH_DELIVERY_JOB } from '../notifications/push-delivery.job.js';

// Whatever somebody set up in an account — a session, a headset, a VR player's feed link, a
// browser's push subscription, a pairing not yet collected — ends when the owner of the address
// claims it, resets or changes the password, or signs out everywhere: the feed answers as an
// unknown feed, its media links stop, and the owner's notifications no longer reach that browser.

const PUBLIC_URL = 'http://127.0.0.1:8789';
const PASSWORD = 'summit2026';
/** A demo pack (everyone's): its first video part is in every feed. */
const DEMO_PART = demoId('part', 'alpine-dawn:1');
/** For sale: what the owner buys once the account is theirs. */
const DUSK = 'dusk-on-the-ridge';

let app: FastifyInstance;
let jobs: JobQueue;
let database: DatabaseHandle;
let receiver: PushReceiver;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, jobs, database, receiver, close } = await createTestAppWithPushReceiver({
    PUBLIC_URL,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  }));
});
afterAll(() => close());

const errorOf = (response: { json: () => unknown }) => ErrorBody.parse(response.json()).errorType;
const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;
/** A request as a VR player makes it: no cookies, no Authorization. */
const player = (url: string, options: Omit<InjectOptions, 'url'> = {}) =>
  app.inject({ ...options, url: pathOf(url) });
const range = { headers: { range: 'bytes=0-9' } };
const pushesTo = (endpoint: string) =>
  receiver.received.filter((push) => push.endpoint === endpoint).length;
const isSignedIn = async (client: BrowserClient) =>
  (await client.get('/api/v1/settings/user/info')).statusCode === 200;

/** A notification for the client's account, pushed at once to its consented browsers. */
async function notify(client: BrowserClient, title: string) {
  const response = await client.post('/api/dev/notifications', {
    title,
    description: 'Dusk on the Ridge is in your library now.',
    link: `${PUBLIC_URL}/library`,
  });
  expect(response.statusCode, response.body).toBe(204);
  await jobs.runDue(PUSH_DELIVERY_JOB);
}

/** This browser says yes to push and subscribes, as the device `deviceId`. */
async function subscribePush(client: BrowserClient, deviceId: string = randomUUID()) {
  const consent = await client.request('PUT', '/api/v1/notifications/push-consent', {
    isConsent: true,
  });
  expect(consent.statusCode, consent.body).toBe(200);
  const subscription = receiver.subscribe();
  const response = await client.post('/api/v1/notifications/push/subscriptions', {
    ...subscription,
    deviceId,
  });
  expect(response.statusCode, response.body).toBe(204);
  return subscription.endpoint;
}

/**
 * What an intruder sets up in an account they are signed in to: a feed link (and a media link
 * its feed handed out), a push subscription, and a pairing approved for their headset that the
 * headset has not collected yet. Each works now.
 */
async function plantCredentials(intruder: BrowserClient) {
  const created = await intruder.post('/api/v1/settings/feeds', { label: 'Living room' });
  expect(created.statusCode, created.body).toBe(201);
  const feed = CreatedFeedLink.parse(created.json());
  const video = await player(`${feed.heresphereUrl}/${DEMO_PART}`, {
    method: 'POST',
    payload: { needsMediaSource: true },
  });
  expect(video.statusCode, video.body).toBe(200);
  const mediaUrl = HereSphereVideo.parse(video.json()).media[0]?.sources[0]?.url ?? '';
  expect((await player(mediaUrl, range)).statusCode).toBe(206);

  const endpoint = await subscribePush(intruder);
  await notify(intruder, 'Before');
  expect(pushesTo(endpoint)).toBe(1);

  const headset = { clientIdentifier: randomUUID(), clientType: 'quest3' };
  const otp = OtpCode.parse(
    (await new BrowserClient(app).post('/api/v1/auth/otp', headset)).json(),
  );
  const approved = await intruder.post('/api/v1/auth/otp/verify', { code: otp.code });
  expect(approved.statusCode, approved.body).toBe(200);
  return { feed, mediaUrl, endpoint, otp };
}

type Planted = Awaited<ReturnType<typeof plantCredentials>>;

/** None of what the intruder planted works any more; the owner's notifications skip it. */
async function expectEnded(planted: Planted, owner: BrowserClient, ownerEndpoint: string) {
  // The owner buys a pack: the intruder's feed must not list it, nor anything else.
  expect((await owner.post(`/api/dev/ownership/content/${DUSK}`)).statusCode).toBe(200);
  for (const url of [planted.feed.deovrUrl, planted.feed.heresphereUrl]) {
    const feed = await player(url);
    expect(feed.statusCode, url).toBe(404);
    expect(errorOf(feed)).toBe('NotFound');
  }
  const media = await player(planted.mediaUrl, range);
  expect(media.statusCode).toBe(403);
  expect(errorOf(media)).toBe('MediaLinkInvalid');

  const poll = await new BrowserClient(app).post('/api/v1/auth/otp/poll', {
    code: planted.otp.code,
    deviceCode: planted.otp.deviceCode,
  });
  expect(errorOf(poll)).toBe('access_denied');

  const [pushedBefore, ownerBefore] = [pushesTo(planted.endpoint), pushesTo(ownerEndpoint)];
  await notify(owner, 'After');
  expect(pushesTo(ownerEndpoint)).toBe(ownerBefore + 1);
  expect(pushesTo(planted.endpoint)).toBe(pushedBefore);
  expect(receiver.rejected).toEqual([]);
}

async function endingsOf(client: BrowserClient) {
  const response = await client.get('/api/v1/settings/credential-endings');
  expect(response.statusCode, response.body).toBe(200);
  return CredentialEndingList.parse(response.json()).endings;
}

async function quickRegister(email: string) {
  const intruder = new BrowserClient(app);
  const response = await intruder.post('/api/v1/registration/quick', {
    email,
    clientType: 'web_app',
    clientIdentifier: randomUUID(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return intruder;
}

/** The owner's browser signs in with a known device id (the web app's `clientIdentifier`). */
async function signIn(email: string, password: string, deviceId = randomUUID()) {
  const client = new BrowserClient(app);
  const response = await client.post('/api/v1/auth/signin', {
    identifier: email,
    password,
    clientIdentifier: deviceId,
    clientType: 'web_app',
  });
  expect(LoginResult.parse(response.json()).status).toBe('ACTIVE');
  return client;
}

const victimEmail = () => `victim${Math.floor(Math.random() * 1e9)}@example.com`;

describe('claiming an address someone else opened', () => {
  it('through the e-mailed user-confirm link ends everything the quick registrant set up', async () => {
    const email = victimEmail();
    const intruder = await quickRegister(email);
    const planted = await plantCredentials(intruder);

    const link = /\/user-confirm\?token=([\w%-]+)/.exec((await lastMailTo(app, email)).text);
    const owner = new BrowserClient(app);
    const confirmed = await owner.post('/api/v1/registration/quick/confirm', {
      token: decodeURIComponent(link?.[1] ?? ''),
      newPassword: 'harbour77',
      clientIdentifier: randomUUID(),
      clientType: 'web_app',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    expect(await isSignedIn(intruder)).toBe(false);
    expect((await intruder.post('/api/v1/auth/refresh')).statusCode).toBe(401);
    await expectEnded(planted, owner, await subscribePush(owner));
    const [ending, ...older] = await endingsOf(owner);
    expect(older).toEqual([]);
    expect(ending).toMatchObject({
      reason: 'address_claimed',
      ended: {
        sessions: 1,
        devices: 0,
        feedLinks: 1,
        pushSubscriptions: 1,
        pairingApprovals: 1,
        oneTimeLogins: 0,
      },
    });
  });

  it('through a guest checkout’s e-mailed code ends everything the first buyer set up', async () => {
    const [pack] = await naturePacksForSale(database.db);
    const checkout = (client: BrowserClient, body: Record<string, unknown>) =>
      client.post('/api/v1/checkout', {
        paymentMethod: 'card',
        acquiringType: 'test',
        cart: { contents: [{ id: pack?.id }] },
        ...body,
      });
    const email = victimEmail();
    const intruder = new BrowserClient(app);
    expect((await checkout(intruder, { email })).statusCode).toBe(200);
    const planted = await plantCredentials(intruder);

    const owner = new BrowserClient(app);
    const asked = await checkout(owner, { email });
    expect(asked.statusCode, asked.body).toBe(202);
    const { token } = CheckoutEmailConfirmation.parse(asked.json()).emailConfirmation;
    const confirmation = codeIn(await lastMailTo(app, email));
    const proven = await checkout(owner, { email, confirmation: { token, confirmation } });
    expect(proven.statusCode, proven.body).toBe(200);

    expect(await isSignedIn(intruder)).toBe(false);
    await expectEnded(planted, owner, await subscribePush(owner));
    expect((await endingsOf(owner))[0]).toMatchObject({
      reason: 'address_claimed',
      ended: { sessions: 1, feedLinks: 1, pushSubscriptions: 1, pairingApprovals: 1 },
    });
  });
});

describe('a password reset', () => {
  it('ends every credential, the link mailed to a quick registration included', async () => {
    const email = victimEmail();
    const intruder = await quickRegister(email);
    const planted = await plantCredentials(intruder);
    const confirmLink = /\/user-confirm\?token=([\w%-]+)/.exec((await lastMailTo(app, email)).text);

    const resetting = new BrowserClient(app);
    const challenge = CodeChallenge.parse(
      (await resetting.post('/api/v1/auth/password/reset', { email })).json(),
    );
    const confirmation = codeIn(await lastMailTo(app, email));
    const confirmed = await resetting.post('/api/v1/auth/password/reset/confirm', {
      token: challenge.token,
      confirmation,
    });
    const { token } = confirmed.json<{ token: string }>();
    const reset = await resetting.post('/api/v1/auth/password/reset/update', {
      token,
      password: 'mine2026x',
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expect(await isSignedIn(intruder)).toBe(false);
    const owner = await signIn(email, 'mine2026x');
    await expectEnded(planted, owner, await subscribePush(owner));
    const stale = await new BrowserClient(app).post('/api/v1/registration/quick/confirm', {
      token: decodeURIComponent(confirmLink?.[1] ?? ''),
      newPassword: 'intruder1',
      clientIdentifier: randomUUID(),
      clientType: 'web_app',
    });
    expect(errorOf(stale)).toBe('InvalidTokenId');
    expect((await endingsOf(owner))[0]).toMatchObject({
      reason: 'password_reset',
      ended: {
        sessions: 1,
        devices: 0,
        feedLinks: 1,
        pushSubscriptions: 1,
        pairingApprovals: 1,
        oneTimeLogins: 1,
      },
    });
  });
});

/**
 * An account whose password somebody learnt: they signed in on a browser and a headset and set
 * things up; the owner's own browser (with its push subscription) stays signed in.
 */
async function intrudedAccount() {
  const { email } = await signedUpClient(app, 'owner');
  const ownerDevice = randomUUID();
  const owner = await signIn(email, PASSWORD, ownerDevice);
  const ownerEndpoint = await subscribePush(owner, ownerDevice);
  const intruder = await signIn(email, PASSWORD);
  const headset = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signin',
    headers: csrfHeaders,
    payload: {
      identifier: email,
      password: PASSWORD,
      clientIdentifier: randomUUID(),
      clientType: 'quest3',
    },
  });
  const signedIn = LoginResult.parse(headset.json());
  if (signedIn.status !== 'ACTIVE' || !signedIn.accessToken) throw new Error('no Bearer token');
  const bearer = { authorization: `Bearer ${signedIn.accessToken}` };
  const planted = await plantCredentials(intruder);
  const headsetSignedIn = async () =>
    (await app.inject({ url: '/api/v1/settings/user/info', headers: bearer })).statusCode === 200;
  expect(await headsetSignedIn()).toBe(true);
  return { owner, ownerEndpoint, intruder, planted, headsetSignedIn };
}

/** The sign-up's browser and the intruder's, the intruder's headset; the owner's push stays. */
const endedOfIntrudedAccount = {
  sessions: 2,
  devices: 1,
  feedLinks: 1,
  pushSubscriptions: 1,
  pairingApprovals: 1,
  oneTimeLogins: 0,
};

describe('changing the password', () => {
  it('ends every other credential; this browser and its push subscription stay', async () => {
    const account = await intrudedAccount();
    const changed = await account.owner.request('PUT', '/api/v1/settings/user/password', {
      oldPassword: PASSWORD,
      newPassword: 'newer2026',
    });
    expect(changed.statusCode, changed.body).toBe(200);

    expect(await isSignedIn(account.owner)).toBe(true);
    expect(await isSignedIn(account.intruder)).toBe(false);
    expect(await account.headsetSignedIn()).toBe(false);
    await expectEnded(account.planted, account.owner, account.ownerEndpoint);
    expect(await endingsOf(account.owner)).toMatchObject([
      { reason: 'password_changed', ended: endedOfIntrudedAccount },
    ]);
  });
});

describe('signing out everywhere', () => {
  it('ends every other credential, answers what went, and the panel lists it', async () => {
    const account = await intrudedAccount();
    const response = await account.owner.post('/api/v1/settings/sign-out-everywhere');
    expect(response.statusCode, response.body).toBe(200);
    const ending = CredentialEnding.parse(response.json());
    expect(ending).toMatchObject({
      reason: 'signed_out_everywhere',
      ended: endedOfIntrudedAccount,
    });

    expect(await isSignedIn(account.owner)).toBe(true);
    expect(await isSignedIn(account.intruder)).toBe(false);
    expect(await account.headsetSignedIn()).toBe(false);
    await expectEnded(account.planted, account.owner, account.ownerEndpoint);
    expect(await endingsOf(account.owner)).toEqual([ending]);

    // Nothing is left to end the second time; both times are listed, newest first.
    const again = CredentialEnding.parse(
      (await account.owner.post('/api/v1/settings/sign-out-everywhere')).json(),
    );
    expect(Object.values(again.ended).every((count) => count === 0)).toBe(true);
    expect((await endingsOf(account.owner)).map((each) => each.ended)).toEqual([
      again.ended,
      ending.ended,
    ]);
  });

  it('is for a signed-in user only', async () => {
    const response = await new BrowserClient(app).post('/api/v1/settings/sign-out-everywhere');
    expect(response.statusCode).toBe(401);
    expect((await app.inject('/api/v1/settings/credential-endings')).statusCode).toBe(401);
  });
});
