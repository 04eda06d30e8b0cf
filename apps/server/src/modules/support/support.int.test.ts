import { AUTH_COOKIES } from '@parallax/core/contracts/auth-cookies';
import { ErrorBody } from '@parallax/core/contracts/common';
import { DeskTicketCreated } from '@parallax/core/contracts/support';
import { DESK_LIMITS } from '@parallax/core/rules/support';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { signedUpClient } from '../../test/accounts.js';
import { BrowserClient } from '../../test/browser-client.js';
import { createTestAppWithJobs, sharedDatabaseDeps } from '../../test/jobs.js';
import { lastMailTo } from '../../test/mail.js';
import { startTestSmtp } from '../../test/smtp.js';
import { csrfHeaders, testConfig } from '../../test/test-app.js';
import { buildApp } from '../../app.js';
import { MAIL_DELIVERY_JOB } from '../mail/mailer.service.js';
import { mailOutbox } from '../mail/mail.schema.js';
import { users } from '../auth/auth.schema.js';
import { contentReports, supportRequests } from './support.schema.js';

// spec 2 §3 Report and support, §5 their validation messages, §7 the calls: stored for the
// moderator's desk, acknowledged by e-mail, copied to the support address over SMTP.

const PACK = demoId('pack', 'alpine-dawn');
const OTHER_PACK = demoId('pack', 'dusk-on-the-ridge');
const UNKNOWN = '6f1c2a7e-4b1d-4c8e-9a3f-2d5e8b7c1a90';
const SUPPORT_ADDRESS = 'desk@parallax.test';

let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  // A support address without SMTP: nothing is copied to it (mail stays on this machine).
  ({ app, database } = await createTestAppWithJobs(
    {},
    { AUTH_RATE_LIMIT_PER_MINUTE: '1000', SUPPORT_EMAIL: SUPPORT_ADDRESS },
  ));
});
afterAll(() => app.close());

function errorOf(response: { statusCode: number; json: () => unknown }) {
  return { status: response.statusCode, ...ErrorBody.parse(response.json()) };
}

const newUser = (prefix: string) => signedUpClient(app, prefix);

const report = (client: BrowserClient, body: unknown, language = 'en') =>
  client.request('POST', '/api/v1/support/reports', body, { 'user-language': language });

/** A guest's support request from its own client address (the per-address limit counts them). */
const guestRequest = (body: unknown, remoteAddress: string, language = 'en') =>
  app.inject({
    method: 'POST',
    url: '/store/api/v1/support/requests',
    payload: body as Record<string, unknown>,
    remoteAddress,
    headers: { ...csrfHeaders, 'user-language': language },
  });

let addressSerial = 0;
/** A client address of its own for each test, so their per-address counts stay apart. */
const nextAddress = () => `10.0.0.${(addressSerial += 1)}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const outboxTo = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('report content (spec 2 §3, §7)', () => {
  it('answers every validation message of spec 2 §5, in the caller’s language', async () => {
    const { client } = await newUser('validator');
    const cases: [unknown, string, string][] = [
      [{ message: 'Broken' }, 'body.contentPackId', 'content_required'],
      [
        { contentPackId: 'not-a-pack', message: 'Broken' },
        'body.contentPackId',
        'content_required',
      ],
      [{ contentPackId: PACK, message: '' }, 'body.message', 'message_required'],
      [{ contentPackId: PACK, message: ' \n ' }, 'body.message', 'message_required'],
      [{ contentPackId: PACK, message: 'x'.repeat(1001) }, 'body.message', 'message_too_long'],
    ];
    for (const [body, path, key] of cases) {
      const error = errorOf(await report(client, body));
      expect(error, key).toMatchObject({ status: 400, errorType: 'ValidationError' });
      expect(error.issues).toContainEqual({ path, message: key });
    }
    expect(errorOf(await report(client, { contentPackId: PACK, message: '' })).message).toBe(
      'body.message: Message is required',
    );
    expect(errorOf(await report(client, { message: 'Broken' })).message).toBe(
      'body.contentPackId: Content is required',
    );
    expect(
      errorOf(await report(client, { contentPackId: PACK, message: 'x'.repeat(1001) }, 'es'))
        .message,
    ).toBe('body.message: La longitud máxima es de 1000 caracteres');
    // Nothing of it was stored, and 1000 characters are allowed.
    expect(await database.db.select().from(contentReports)).toEqual([]);
    const longest = await report(client, { contentPackId: PACK, message: 'x'.repeat(1000) });
    expect(longest.statusCode, longest.body).toBe(201);
  });

  it('is for signed-in users: a guest gets 401', async () => {
    const guest = new BrowserClient(app);
    const response = await guest.post('/api/v1/support/reports', {
      contentPackId: PACK,
      message: 'Broken',
    });
    expect(errorOf(response)).toMatchObject({ status: 401, errorType: 'Unauthorized' });
  });

  it('answers 404 ContentNotFound for an unknown pack and stores nothing', async () => {
    const { client, userId } = await newUser('unknown');
    const response = await report(client, { contentPackId: UNKNOWN, message: 'Where is it?' });
    expect(errorOf(response)).toMatchObject({ status: 404, errorType: 'ContentNotFound' });
    const rows = await database.db
      .select()
      .from(contentReports)
      .where(eq(contentReports.userId, userId));
    expect(rows).toEqual([]);
  });

  it('stores the report with the user’s language and acknowledges it by e-mail', async () => {
    const { client, userId, email } = await newUser('reporter');
    const response = await report(
      client,
      { contentPackId: PACK, message: '  The sky flickers.\n\nIn the second scene.  ' },
      'es',
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const created = DeskTicketCreated.parse(response.json());
    const [row] = await database.db
      .select()
      .from(contentReports)
      .where(eq(contentReports.id, created.id));
    expect(row).toMatchObject({
      userId,
      contentPackId: PACK,
      message: 'The sky flickers.\n\nIn the second scene.',
      language: 'es',
      status: 'open',
      answer: null,
    });
    const mail = await lastMailTo(app, email);
    expect(mail.subject).toBe('Hemos recibido tu denuncia');
    expect(mail.text).toContain('«Alpine Dawn»');
    expect(mail.text).toContain('In the second scene.');
    expect(mail.text).toContain(created.id);
    // A support address is set, but without SMTP nothing leaves this machine: no copy.
    expect(await outboxTo(SUPPORT_ADDRESS)).toEqual([]);
  });

  it('quotes the report back only when the account’s address is proven', async () => {
    const { client, userId, email } = await newUser('unproven');
    await database.db.update(users).set({ emailConfirmed: false }).where(eq(users.id, userId));
    const response = await report(client, { contentPackId: PACK, message: 'Words to nobody.' });
    expect(response.statusCode, response.body).toBe(201);
    const mail = await lastMailTo(app, email);
    expect(mail.subject).toBe('We received your report');
    expect(mail.text).toContain(DeskTicketCreated.parse(response.json()).id);
    expect(mail.text).not.toContain('Words to nobody.');
  });

  it(`takes ${DESK_LIMITS.reportsPerUserPerHour} reports a user an hour, then 429 SupportLimitReached`, async () => {
    const { client } = await newUser('flooder');
    for (let index = 0; index < DESK_LIMITS.reportsPerUserPerHour; index += 1) {
      const response = await report(client, { contentPackId: OTHER_PACK, message: `#${index}` });
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = errorOf(await report(client, { contentPackId: PACK, message: 'again' }));
    expect(refused).toMatchObject({
      status: 429,
      errorType: 'SupportLimitReached',
      message: 'You have sent us a lot of messages in the last hour. Please try again later.',
    });
    // Another user is not held back by it.
    const { client: other } = await newUser('calm');
    expect((await report(other, { contentPackId: PACK, message: 'Fine' })).statusCode).toBe(201);
  });

  it('counts concurrent reports of one user against one allowance', async () => {
    const { client, userId } = await newUser('burst');
    const attempts = DESK_LIMITS.reportsPerUserPerHour + 3;
    const responses = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        report(client, { contentPackId: PACK, message: `burst ${index}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(
      DESK_LIMITS.reportsPerUserPerHour,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    const rows = await database.db
      .select()
      .from(contentReports)
      .where(eq(contentReports.userId, userId));
    expect(rows).toHaveLength(DESK_LIMITS.reportsPerUserPerHour);
  });
});

describe('support requests (spec 2 §3, §5, §7)', () => {
  const request = (overrides: Record<string, unknown> = {}) => ({
    email: 'guest.viewer@example.com',
    problemDescription: 'The player stays black.',
    ...overrides,
  });

  it('answers every validation message of spec 2 §5 (and the limits of the other fields)', async () => {
    const address = nextAddress();
    const cases: [Record<string, unknown>, string, string][] = [
      [request({ email: '' }), 'body.email', 'email_required'],
      [request({ email: '   ' }), 'body.email', 'email_required'],
      [request({ email: 'not-an-address' }), 'body.email', 'invalid_email'],
      [request({ problemDescription: '' }), 'body.problemDescription', 'describe_problem_required'],
      [
        request({ problemDescription: 'x'.repeat(4001) }),
        'body.problemDescription',
        'describe_problem_too_long',
      ],
      [
        request({ headsetModel: 'OTHER', headsetModelOther: 'x'.repeat(201) }),
        'body.headsetModelOther',
        'field_too_long',
      ],
      [request({ gpuModel: 'x'.repeat(201) }), 'body.gpuModel', 'field_too_long'],
    ];
    for (const [body, path, key] of cases) {
      const error = errorOf(await guestRequest(body, address));
      expect(error, key).toMatchObject({ status: 400, errorType: 'ValidationError' });
      expect(error.issues).toContainEqual({ path, message: key });
    }
    expect(errorOf(await guestRequest(request({ email: '' }), address)).message).toBe(
      'body.email: Email is required',
    );
    expect(errorOf(await guestRequest(request({ email: 'nope' }), address)).message).toBe(
      'body.email: Invalid email',
    );
    expect(
      errorOf(await guestRequest(request({ problemDescription: '' }), address, 'es')).message,
    ).toBe('body.problemDescription: Es obligatorio describir el problema');
    expect(await database.db.select().from(supportRequests)).toEqual([]);
  });

  it('takes a guest’s request, acknowledges it at the address given, and names the headset', async () => {
    const response = await guestRequest(
      request({
        email: '  Guest.Viewer@Example.com ',
        vrSetup: 'PCVR',
        headsetModel: 'OTHER',
        headsetModelOther: ' Bigscreen Beyond ',
        gpuModel: 'RTX 4070',
        contentId: PACK,
      }),
      nextAddress(),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = DeskTicketCreated.parse(response.json());
    const [row] = await database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, created.id));
    expect(row).toMatchObject({
      userId: null,
      email: 'guest.viewer@example.com',
      problemDescription: 'The player stays black.',
      vrSetup: 'PCVR',
      headsetModel: 'OTHER',
      headsetModelOther: 'Bigscreen Beyond',
      gpuModel: 'RTX 4070',
      contentId: PACK,
      language: 'en',
      status: 'open',
    });
    const mail = await lastMailTo(app, 'guest.viewer@example.com');
    expect(mail.subject).toBe('We received your support request');
    expect(mail.text).toContain(created.id);
    // Anyone may type any address: what they wrote is not mailed to it.
    expect(mail.text).not.toContain('The player stays black.');
    expect(mail.html).not.toContain('The player stays black.');
    expect(mail.text).toContain('If you did not write to us, you can ignore this e-mail.');
  });

  it('quotes the request back only to the signed-in account’s proven address', async () => {
    const { client, userId, email } = await newUser('quoted');
    const send = async (to: string, problemDescription: string) => {
      const response = await client.post(
        '/api/v1/support/requests',
        request({ email: to, problemDescription }),
      );
      expect(response.statusCode, response.body).toBe(201);
      return DeskTicketCreated.parse(response.json()).id;
    };
    const own = await send(email, 'Own words, own inbox.');
    const ownMail = await lastMailTo(app, email);
    expect(ownMail.text).toContain('Own words, own inbox.');
    expect(ownMail.text).toContain(own);

    const other = await send('someone.else@example.com', 'Words for a stranger.');
    const otherMail = await lastMailTo(app, 'someone.else@example.com');
    expect(otherMail.text).toContain(other);
    expect(otherMail.text).not.toContain('Words for a stranger.');

    // An account whose address is not proven yet (a guest checkout's) is no proof either.
    await database.db.update(users).set({ emailConfirmed: false }).where(eq(users.id, userId));
    const unproven = await send(email, 'Words before the proof.');
    const unprovenMail = await lastMailTo(app, email);
    expect(unprovenMail.text).toContain(unproven);
    expect(unprovenMail.text).not.toContain('Words before the proof.');
  });

  it('refuses an address that is more than one plain mailbox, and stores nothing', async () => {
    const address = nextAddress();
    for (const email of [
      'x,victim@example.com',
      'x;victim@example.com',
      '"victim@example.com"@example.com',
      'Victim<victim@example.com>',
    ]) {
      const error = errorOf(await guestRequest(request({ email }), address));
      expect(error, email).toMatchObject({ status: 400, errorType: 'ValidationError' });
      expect(error.issues).toContainEqual({ path: 'body.email', message: 'invalid_email' });
    }
    const rows = await database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.ipAddress, address));
    expect(rows).toEqual([]);
  });

  it('answers 404 ContentNotFound for an unknown contentId', async () => {
    const response = await guestRequest(request({ contentId: UNKNOWN }), nextAddress());
    expect(errorOf(response)).toMatchObject({ status: 404, errorType: 'ContentNotFound' });
  });

  it('files a signed-in user’s request under them, whatever address it gives', async () => {
    const { client, userId } = await newUser('helped');
    const response = await client.post(
      '/api/v1/support/requests',
      request({ email: 'another.box@example.com' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = DeskTicketCreated.parse(response.json());
    const [row] = await database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, created.id));
    expect(row).toMatchObject({ userId, email: 'another.box@example.com' });
  });

  it('limits a guest’s e-mail address, and a client address, per hour', async () => {
    const address = nextAddress();
    const email = 'eager.guest@example.com';
    for (let index = 0; index < DESK_LIMITS.supportRequestsPerSenderPerHour; index += 1) {
      const response = await guestRequest(request({ email }), address);
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(errorOf(await guestRequest(request({ email }), nextAddress()))).toMatchObject({
      status: 429,
      errorType: 'SupportLimitReached',
    });
    // From one client address, a new e-mail address each time does not get round it.
    const crowded = nextAddress();
    const perAddress = DESK_LIMITS.supportRequestsPerAddressPerHour;
    for (let index = 0; index < perAddress; index += 1) {
      const response = await guestRequest(request({ email: `crowd${index}@example.com` }), crowded);
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(
      errorOf(await guestRequest(request({ email: 'one.more@example.com' }), crowded)),
    ).toMatchObject({ status: 429, errorType: 'SupportLimitReached' });
  });

  it('counts a signed-in user and a guest giving the same address apart', async () => {
    const perSender = DESK_LIMITS.supportRequestsPerSenderPerHour;
    const { client, email } = await newUser('apart');
    // Guests giving the user's address use up the guests' allowance for it, not the user's.
    for (let index = 0; index < perSender; index += 1) {
      const response = await guestRequest(request({ email }), nextAddress());
      expect(response.statusCode, response.body).toBe(201);
    }
    expect((await guestRequest(request({ email }), nextAddress())).statusCode).toBe(429);
    const own = await client.post('/api/v1/support/requests', request({ email }));
    expect(own.statusCode, own.body).toBe(201);
    // And the other way round: a user's requests for an address leave a guest's allowance.
    const shared = 'shared.inbox@example.com';
    const { client: another } = await newUser('apart');
    for (let index = 0; index < perSender; index += 1) {
      const response = await another.post('/api/v1/support/requests', request({ email: shared }));
      expect(response.statusCode, response.body).toBe(201);
    }
    const guest = await guestRequest(request({ email: shared }), nextAddress());
    expect(guest.statusCode, guest.body).toBe(201);
  });

  it('does not count a signed-in user against the client address guests share', async () => {
    const crowded = nextAddress();
    for (let index = 0; index < DESK_LIMITS.supportRequestsPerAddressPerHour; index += 1) {
      const response = await guestRequest(request({ email: `nat${index}@example.com` }), crowded);
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(
      (await guestRequest(request({ email: 'nat.more@example.com' }), crowded)).statusCode,
    ).toBe(429);
    const { client, userId } = await newUser('natted');
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/support/requests',
      payload: request({ email: 'natted.user@example.com' }),
      remoteAddress: crowded,
      headers: {
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-csrf-token': client.cookie(AUTH_COOKIES.csrf) ?? '',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, DeskTicketCreated.parse(response.json()).id));
    expect(row).toMatchObject({ userId, ipAddress: crowded });
  });

  it('counts concurrent guests from one client address against one allowance', async () => {
    const crowded = nextAddress();
    const perAddress = DESK_LIMITS.supportRequestsPerAddressPerHour;
    const responses = await Promise.all(
      Array.from({ length: perAddress + 3 }, (_, index) =>
        guestRequest(request({ email: `rush${index}@example.com` }), crowded),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(perAddress);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    const rows = await database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.ipAddress, crowded));
    expect(rows).toHaveLength(perAddress);
  });

  it('limits a signed-in user whatever addresses they give', async () => {
    const { client } = await newUser('persistent');
    for (let index = 0; index < DESK_LIMITS.supportRequestsPerSenderPerHour; index += 1) {
      const response = await client.post(
        '/api/v1/support/requests',
        request({ email: `box${index}@example.com` }),
      );
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = await client.post(
      '/api/v1/support/requests',
      request({ email: 'box-new@example.com' }),
    );
    expect(errorOf(refused)).toMatchObject({ status: 429, errorType: 'SupportLimitReached' });
  });
});

describe('deleting an account (spec 2 §5)', () => {
  const ticketIds = async (table: typeof supportRequests | typeof contentReports) =>
    (await database.db.select({ id: table.id }).from(table)).map((row) => row.id);

  it('deletes its reports and support requests, and guests’ requests from its proven address', async () => {
    const { client, email } = await newUser('leaving');
    const created = async (response: Awaited<ReturnType<typeof report>>) => {
      expect(response.statusCode, response.body).toBe(201);
      return DeskTicketCreated.parse(response.json()).id;
    };
    const reported = await created(await report(client, { contentPackId: PACK, message: 'Bye' }));
    const filed = await created(
      await client.post('/api/v1/support/requests', {
        email: 'leaving.other.box@example.com',
        problemDescription: 'My own words.',
      }),
    );
    const fromItsAddress = await created(
      await guestRequest({ email, problemDescription: 'Before I signed up.' }, nextAddress()),
    );
    const stranger = await created(
      await guestRequest(
        { email: 'staying.guest@example.com', problemDescription: 'Not theirs.' },
        nextAddress(),
      ),
    );

    expect((await client.request('DELETE', '/api/v1/settings/user')).statusCode).toBe(204);
    const requests = await ticketIds(supportRequests);
    expect(requests).not.toContain(filed);
    expect(requests).not.toContain(fromItsAddress);
    expect(requests).toContain(stranger);
    expect(await ticketIds(contentReports)).not.toContain(reported);
  });
});

describe('the per-minute limit per client address', () => {
  const request = (overrides: Record<string, unknown>) => ({
    email: 'minute@example.com',
    problemDescription: 'Help',
    ...overrides,
  });

  it('answers 429 TooManyRequests past the configured allowance, on both prefixes', async () => {
    const limited = await buildApp(
      testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '2' }),
      await sharedDatabaseDeps(database),
    );
    try {
      const client = new BrowserClient(limited);
      const send = (prefix: string) =>
        client.post(`${prefix}/support/requests`, request({ email: '' }));
      expect((await send('/api/v1')).statusCode).toBe(400);
      expect((await send('/store/api/v1')).statusCode).toBe(400);
      expect(errorOf(await send('/api/v1'))).toMatchObject({
        status: 429,
        errorType: 'TooManyRequests',
      });
    } finally {
      await limited.close();
    }
  });
});

describe('copies to the support address over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let smtpApp: FastifyInstance;
  let smtpJobs: JobQueue;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    // A second app on the same database, sending over SMTP with a support address.
    const shared = await sharedDatabaseDeps(database);
    smtpJobs = shared.jobs as JobQueue;
    smtpApp = await buildApp(
      testConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SUPPORT_EMAIL: SUPPORT_ADDRESS }),
      shared,
    );
  });
  afterAll(async () => {
    await smtpApp.close();
    await smtp.close();
  });

  const rawTo = (to: string) => smtp.received.filter((message) => message.to.includes(to));

  it('sends the reporter’s acknowledgement and a copy with Reply-To the reporter', async () => {
    const { client, email } = await newUser('smtp_reporter');
    // The same session, on the app that sends over SMTP.
    const viaSmtp = new BrowserClient(smtpApp);
    for (const [name, value] of client.cookies) viaSmtp.cookies.set(name, value);
    const response = await viaSmtp.post('/api/v1/support/reports', {
      contentPackId: PACK,
      message: 'The audio is out of sync.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = DeskTicketCreated.parse(response.json());
    expect(await smtpJobs.runDue(MAIL_DELIVERY_JOB)).toBe(2);

    const [ack] = rawTo(email);
    expect(ack?.raw).toMatch(/^Subject: We received your report/m);
    const [copy] = rawTo(SUPPORT_ADDRESS);
    expect(copy?.raw).toMatch(/^Subject: Content report: Alpine Dawn/m);
    expect(copy?.raw).toMatch(new RegExp(`^Reply-To: ${escapeRegExp(email)}`, 'm'));
    expect(copy?.raw).toContain('The audio is out of sync.');
    expect(copy?.raw).toContain(id);
  });

  it('copies a guest’s support request with Reply-To the address it gave', async () => {
    const response = await smtpApp.inject({
      method: 'POST',
      url: '/api/v1/support/requests',
      payload: {
        email: 'smtp.guest@example.com',
        problemDescription: 'Pairing fails on my Quest.',
        vrSetup: 'STANDALONE',
        headsetModel: 'QUEST_3',
      },
      remoteAddress: nextAddress(),
      headers: csrfHeaders,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await smtpJobs.runDue(MAIL_DELIVERY_JOB)).toBe(2);
    expect(rawTo('smtp.guest@example.com')[0]?.raw).toMatch(
      /^Subject: We received your support request/m,
    );
    const copy = rawTo(SUPPORT_ADDRESS).at(-1);
    expect(copy?.raw).toMatch(/^Subject: Support request from smtp\.guest@example\.com/m);
    expect(copy?.raw).toMatch(/^Reply-To: smtp\.guest@example\.com/m);
    expect(copy?.raw).toContain('Headset: QUEST_3');
  });
});
