import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { CodeChallenge, LoginResult, UserInfo } from '@parallax/core/contracts/auth';
import { OtpCode } from '@parallax/core/contracts/devices';
import { AgeCheckStart } from '@parallax/core/contracts/user-settings';
import { ContentLinks } from '@parallax/core/contracts/player';
import { CreatedFeedLink, HereSphereVideo } from '@parallax/core/contracts/feeds';
import { CheckoutResponse } from '@parallax/core/contracts/payments';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Events, OAuth2Server, type MutableResponse, type MutableToken } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { demoId } from '../db/seed/demo-ids.js';
import { users } from '../modules/auth/auth.schema.js';
import { BrowserClient } from '../test/browser-client.js';
import { naturePacksForSale } from '../test/demo-packs.js';
import { codeIn, lastMailTo } from '../test/mail.js';
import { openTestDatabase, testConfig } from '../test/test-app.js';

// Logs hold no secrets: a journey through every kind of credential the server hands out, with
// every line the real app writes captured at its most talkative level, then a search of those
// lines for each value issued. None may appear, in the request lines or in the error lines.

const PUBLIC_URL = 'http://parallax.test';
const DEMO_PACK = demoId('pack', 'alpine-dawn');
const DEMO_PART = demoId('part', 'alpine-dawn:1');

let mock: OAuth2Server;
let database: DatabaseHandle;
let app: FastifyInstance;
let logged = '';
/** Every credential issued on the way, by what it is. */
const issued = new Map<string, string>();
/** Who the mock provider says signs in next. */
let claims: Record<string, unknown> = {};

function issue(kind: string, value: string | null | undefined): string {
  expect(value, kind).toBeTruthy();
  issued.set(kind, value ?? '');
  return value ?? '';
}

const pathOf = (url: string) =>
  `${new URL(url, PUBLIC_URL).pathname}${new URL(url, PUBLIC_URL).search}`;

beforeAll(async () => {
  mock = new OAuth2Server();
  await mock.issuer.keys.generate('RS256');
  await mock.start(0, '127.0.0.1');
  mock.service.on(Events.BeforeTokenSigning, (token: MutableToken) => {
    Object.assign(token.payload, claims);
  });
  database = await openTestDatabase();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  const config = testConfig({
    LOG_LEVEL: 'trace',
    PUBLIC_URL,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    GOOGLE_CLIENT_ID: 'parallax-google',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_ISSUER: mock.issuer.url ?? '',
  });
  app = await buildApp(config, { database, logStream });
  // An upstream call that fails as HTTP clients fail: the URL it called in its message and
  // fields. Added to the real app before it is ready.
  app.get<{ Querystring: { url: string } }>('/api/test/upstream', async (request) => {
    const { url } = request.query;
    throw Object.assign(new Error(`request to ${url} failed, reason: socket hang up`), { url });
  });
});
afterAll(async () => {
  await app?.close();
  await mock?.stop();
});

async function signUp() {
  const client = new BrowserClient(app);
  const email = `secret-keeper${Math.floor(Math.random() * 1e9)}@example.com`;
  const user = { username: `keeper_${randomUUID().slice(0, 8)}`, email, password: 'summit2026' };
  const challenge = CodeChallenge.parse(
    (await client.post('/api/v1/registration', { ...user, emailConsent: true })).json(),
  );
  issue('sign-up challenge', challenge.token);
  const confirmation = issue('sign-up code', codeIn(await lastMailTo(app, email)));
  const confirmed = await client.post('/api/v1/registration/confirm', {
    token: challenge.token,
    confirmation,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const info = UserInfo.parse((await client.get('/api/v1/settings/user/info')).json());
  return { client, email, userId: info.id };
}

/** A VR player's feed link, read as DeoVR and HereSphere read it, and the media it hands out. */
async function feeds(client: BrowserClient) {
  const created = await client.post('/api/v1/settings/feeds', { label: 'Quest 3' });
  expect(created.statusCode, created.body).toBe(201);
  const link = CreatedFeedLink.parse(created.json());
  issue('feed token', new URL(link.deovrUrl).pathname.split('/')[2]);
  expect((await app.inject(pathOf(link.deovrUrl))).statusCode).toBe(200);
  expect((await app.inject(pathOf(`${link.deovrUrl}/${DEMO_PART}`))).statusCode).toBe(200);
  expect((await app.inject(pathOf(link.heresphereUrl))).statusCode).toBe(200);
  const video = await app.inject({
    method: 'POST',
    url: pathOf(`${link.heresphereUrl}/${DEMO_PART}`),
    payload: { needsMediaSource: true },
  });
  expect(video.statusCode, video.body).toBe(200);
  const mediaUrl = HereSphereVideo.parse(video.json()).media[0]?.sources[0]?.url ?? '';
  issue('feed media signature', new URL(mediaUrl).searchParams.get('sig'));
  const range = { headers: { range: 'bytes=0-9' } };
  expect((await app.inject({ url: pathOf(mediaUrl), ...range })).statusCode).toBe(206);
  // Wrong answers are logged as well: a feed path that does not exist, a tampered signature.
  expect((await app.inject(pathOf(`${link.deovrUrl}/no-such-part`))).statusCode).toBe(404);
  const tampered = pathOf(mediaUrl).replace(/sig=[^&]+/, `sig=${randomUUID()}`);
  expect((await app.inject({ url: tampered, ...range })).statusCode).toBe(403);
  return mediaUrl;
}

async function mediaLinks(client: BrowserClient) {
  const response = await client.get(`/api/v1/collection/content/${DEMO_PACK}/links`);
  expect(response.statusCode, response.body).toBe(200);
  const [scene] = ContentLinks.parse(response.json()).scenes;
  const url = new URL(scene?.url ?? '', PUBLIC_URL);
  issue('media signature', url.searchParams.get('sig'));
  issue('media user', url.searchParams.get('u'));
  expect((await client.get(pathOf(url.href))).statusCode).toBe(200);
}

async function passwordReset(email: string) {
  const client = new BrowserClient(app);
  const challenge = CodeChallenge.parse(
    (await client.post('/api/v1/auth/password/reset', { email })).json(),
  );
  issue('reset challenge', challenge.token);
  const confirmation = issue('reset code', codeIn(await lastMailTo(app, email)));
  const confirmed = await client.post('/api/v1/auth/password/reset/confirm', {
    token: challenge.token,
    confirmation,
  });
  const token = issue('reset token', confirmed.json<{ token: string }>().token);
  const reset = await client.post('/api/v1/auth/password/reset/update', {
    token,
    password: 'harbour2027',
  });
  expect(reset.statusCode, reset.body).toBe(200);
}

/** A quick registration's e-mailed user-confirm link, opened and used. */
async function userConfirm() {
  const email = `quick${Math.floor(Math.random() * 1e9)}@example.com`;
  const quick = await new BrowserClient(app).post('/api/v1/registration/quick', {
    email,
    clientType: 'web_app',
    clientIdentifier: randomUUID(),
  });
  expect(quick.statusCode, quick.body).toBe(200);
  const link = /https?:\/\/\S+\/user-confirm\?token=[\w%-]+/.exec(
    (await lastMailTo(app, email)).text,
  );
  const token = issue('user-confirm token', new URL(link?.[0] ?? '').searchParams.get('token'));
  await app.inject(pathOf(link?.[0] ?? ''));
  const confirmed = await new BrowserClient(app).post('/api/v1/registration/quick/confirm', {
    token,
    newPassword: 'harbour77',
    clientIdentifier: randomUUID(),
    clientType: 'web_app',
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

/** A headset pairs: its code on the pair page, the device code it polls with, its tokens. */
async function pairHeadset(owner: BrowserClient) {
  const headset = { clientIdentifier: randomUUID(), clientType: 'quest3' };
  const otp = OtpCode.parse(
    (await new BrowserClient(app).post('/api/v1/auth/otp', headset)).json(),
  );
  issue('pairing code', otp.code);
  issue('device code', otp.deviceCode);
  await owner.get(`/pair-headset?code=${otp.code}`);
  const approved = await owner.post('/api/v1/auth/otp/verify', { code: otp.code });
  expect(approved.statusCode, approved.body).toBe(200);
  const poll = await new BrowserClient(app).post('/api/v1/auth/otp/poll', {
    code: otp.code,
    deviceCode: otp.deviceCode,
  });
  const session = LoginResult.parse(poll.json());
  if (session.status !== 'ACTIVE') throw new Error(`pairing: ${poll.body}`);
  const refreshToken = issue('device refresh token', session.refreshToken);
  issue('device access token', session.accessToken);
  const refreshed = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/refresh',
    headers: { authorization: `Bearer ${session.accessToken ?? ''}` },
    payload: { refreshToken, clientIdentifier: headset.clientIdentifier },
  });
  expect(refreshed.statusCode, refreshed.body).toBe(200);
}

/** Google sign-in through a real OpenID Connect server: the callback's code and state. */
async function socialSignIn(query: Record<string, string>) {
  const client = new BrowserClient(app);
  const started = await client.get(
    `/oauth2/authorization/google?${new URLSearchParams(query).toString()}`,
  );
  const approved = await fetch(String(started.headers.location), { redirect: 'manual' });
  const callback = new URL(approved.headers.get('location') ?? '');
  issue(`OAuth code ${query.platform ?? ''}`, callback.searchParams.get('code'));
  issue(`OAuth state ${query.platform ?? ''}`, callback.searchParams.get('state'));
  const back = await client.get(`${callback.pathname}${callback.search}`);
  expect(back.statusCode).toBe(302);
  return new URL(String(back.headers.location), PUBLIC_URL);
}

async function socialSignIns() {
  claims = { sub: randomUUID(), email: `${randomUUID()}@gmail.test`, email_verified: true };
  // A headset is handed a one-time token for POST /auth/signin/token, on the auth-result page.
  const result = await socialSignIn({ platform: 'quest3' });
  const token = issue('one-time sign-in token', result.searchParams.get('token'));
  await app.inject(pathOf(result.href));
  const body = { token, clientIdentifier: randomUUID(), clientType: 'quest3' };
  const signedIn = await new BrowserClient(app).post('/api/v1/auth/signin/token', body);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  // The provider refuses the code: the failure is logged, with its cause.
  mock.service.once(Events.BeforeResponse, (response: MutableResponse) => {
    response.statusCode = 400;
    response.body = { error: 'invalid_grant' };
  });
  const refused = await socialSignIn({ platform: 'web_app' });
  expect(refused.searchParams.get('error')).toBe('sign_in_failed');
}

/** The hosted pages whose unguessable id is the credential: a card payment, an age check. */
async function hostedPages(client: BrowserClient) {
  const [pack] = await naturePacksForSale(database.db);
  const checkout = await new BrowserClient(app).post('/api/v1/checkout', {
    paymentMethod: 'card',
    acquiringType: 'test',
    email: `buyer${Math.floor(Math.random() * 1e9)}@example.com`,
    cart: { contents: [{ id: pack?.id }] },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const payPage = new URL(CheckoutResponse.parse(checkout.json()).redirectUrl).pathname;
  issue('payment id', payPage.split('/')[3]);
  expect((await app.inject(payPage)).statusCode).toBe(200);
  const ageCheck = AgeCheckStart.parse(
    (await client.post('/api/v1/settings/user/age-verification', {})).json(),
  );
  issue('age check id', ageCheck.redirectUrl.split('/')[3]);
  expect((await app.inject(pathOf(ageCheck.redirectUrl))).statusCode).toBe(200);
}

/** Whether a value issued appears in the log (a short code only as a word of its own). */
function appearsIn(log: string, value: string): boolean {
  if (value.length >= 12) return log.includes(value) || log.includes(encodeURIComponent(value));
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![0-9A-Za-z])${escaped}(?![0-9A-Za-z])`).test(log);
}

describe('the logs of a journey through every credential', () => {
  it('hold none of the values issued, in request lines or error lines', async () => {
    const { client, email, userId } = await signUp();
    const mediaUrl = await feeds(client);
    await mediaLinks(client);
    const [row] = await database.db
      .select({ emailToken: users.emailToken })
      .from(users)
      .where(eq(users.id, userId));
    const unsubscribe = issue('unsubscribe token', row?.emailToken);
    await app.inject(`/unsubscribe-email?token=${unsubscribe}`);
    await app.inject({ method: 'POST', url: `/unsubscribe-email?token=${unsubscribe}` });
    await pairHeadset(client);
    await hostedPages(client);
    await userConfirm();
    await passwordReset(email);
    await socialSignIns();
    for (const [name, value] of client.cookies) issue(`cookie ${name}`, value);
    const upstream = await app.inject(`/api/test/upstream?url=${encodeURIComponent(mediaUrl)}`);
    expect(upstream.statusCode).toBe(500);

    const leaked = [...issued].filter(([, value]) => appearsIn(logged, value));
    expect(leaked.map(([kind]) => kind)).toEqual([]);
    expect(issued.size).toBeGreaterThan(20);
    // The lines are there, with what they may say.
    for (const line of [
      '"url":"/feeds/…/deovr"',
      '/media/',
      'sig=…',
      '"url":"/login/oauth2/code/google?code=…&state=…"',
      '"url":"/unsubscribe-email?token=…"',
      '"url":"/pair-headset?code=…"',
      '/test-acquirer/checkout/…',
      '/age-verification/provider/…',
      'social sign-in failed',
      'request to http://parallax.test/media/',
    ]) {
      expect(logged).toContain(line);
    }
  });
});
