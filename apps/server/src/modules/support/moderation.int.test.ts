import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BannerSeen } from '@parallax/core/contracts/subscriptions';
import { StoreCategories, type ContentShortItem } from '@parallax/core/contracts/catalog';
import { ContentPack } from '@parallax/core/contracts/content';
import { ErrorBody } from '@parallax/core/contracts/common';
import {
  ContentModerationResult,
  DeskTicketCreated,
  ReportQueue,
  ReportTicket,
  SupportQueue,
  SupportTicket,
} from '@parallax/core/contracts/support';
import { CreatedFeedLink } from '@parallax/core/contracts/feeds';
import { TransactionDto } from '@parallax/core/contracts/payments';
import { endpointPath } from '@parallax/core/endpoints/endpoint';
import { supportEndpoints } from '@parallax/core/endpoints/support';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { roleCommand, roleCommandOn } from '../../role-command.js';
import { signedUpClient } from '../../test/accounts.js';
import { BrowserClient } from '../../test/browser-client.js';
import { createTestAppWithJobs } from '../../test/jobs.js';
import { lastMailTo } from '../../test/mail.js';
import { buyWithTestCard } from '../../test/payments.js';
import { csrfHeaders } from '../../test/test-app.js';
import { users } from '../auth/auth.schema.js';
import { contentPacks, contentParts } from '../catalog/catalog.schema.js';
import { mailOutbox } from '../mail/mail.schema.js';
import { notifications } from '../notifications/notifications.schema.js';
import { contentModerationMarks, contentReports, supportRequests } from './support.schema.js';

// spec 2 §6 the moderator's desk (ROLE_MODERATOR, enforced on the server on every call), §3 the
// moderation mark (contentModerationDto: HIDDEN out of the store, READY back); spec 1 §3 roles
// granted by the CLI; spec 2 §7 banner seen "also by user id".

const REPORTED = demoId('pack', 'alpine-dawn');
/** For sale (nature), by lena-hart, with trial scenes: the pack hidden and restored here. */
const HIDDEN = demoId('pack', 'high-noon-summit');
const HIDDEN_SLUG = 'high-noon-summit';
const UNKNOWN = '6f1c2a7e-4b1d-4c8e-9a3f-2d5e8b7c1a90';
/** The sport category's presale (spec 1 §4) and one of its released packs, with scenes. */
const SPORT = demoId('category', 'sport');
const IN_PRESALE = demoId('pack', 'trackside-sprint');

let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  ({ app, database } = await createTestAppWithJobs({}, { AUTH_RATE_LIMIT_PER_MINUTE: '1000' }));
});
afterAll(() => app.close());

function errorOf(response: { statusCode: number; json: () => unknown }) {
  return { status: response.statusCode, ...ErrorBody.parse(response.json()) };
}

const newUser = (prefix: string) => signedUpClient(app, prefix);

/** A new user made a moderator the way the CLI does it (`parallax role grant`). */
async function newModerator() {
  const user = await newUser('moderator');
  const result = await roleCommand(database.db, ['grant', user.email, 'ROLE_MODERATOR']);
  expect(result.exitCode, result.message).toBe(0);
  return user;
}

async function reportAs(client: BrowserClient, message: string, language = 'en') {
  const response = await client.request(
    'POST',
    '/api/v1/support/reports',
    { contentPackId: REPORTED, message },
    { 'user-language': language },
  );
  expect(response.statusCode, response.body).toBe(201);
  return DeskTicketCreated.parse(response.json()).id;
}

const notificationsOf = (userId: string) =>
  database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));

const moderatorCalls = Object.values(supportEndpoints).filter((endpoint) =>
  endpoint.path.startsWith('/moderation'),
);

describe('roles (spec 1 §3) and the CLI command that grants them', () => {
  it('grants and revokes ROLE_MODERATOR idempotently, and user info shows the roles', async () => {
    const { client, email } = await newUser('promoted');
    const roles = async () =>
      (await client.get('/api/v1/settings/user/info')).json<{ roles: string[] }>().roles;
    expect(await roles()).toEqual([]);

    const granted = await roleCommand(database.db, [
      'grant',
      email.toUpperCase(),
      'ROLE_MODERATOR',
    ]);
    expect(granted).toEqual({
      exitCode: 0,
      message: `${email}: ROLE_MODERATOR granted; roles now: ROLE_MODERATOR`,
    });
    expect((await roleCommand(database.db, ['grant', email, 'ROLE_MODERATOR'])).exitCode).toBe(0);
    expect(await roles()).toEqual(['ROLE_MODERATOR']);
    // The desk opens at once: roles are read from the database, not from the token.
    expect((await client.get('/api/v1/moderation/reports')).statusCode).toBe(200);

    const revoked = await roleCommand(database.db, ['revoke', email, 'ROLE_MODERATOR']);
    expect(revoked).toEqual({
      exitCode: 0,
      message: `${email}: ROLE_MODERATOR revoked; roles now: none`,
    });
    expect((await roleCommand(database.db, ['revoke', email, 'ROLE_MODERATOR'])).exitCode).toBe(0);
    expect(await roles()).toEqual([]);
    expect(errorOf(await client.get('/api/v1/moderation/reports'))).toMatchObject({
      status: 403,
      errorType: 'Forbidden',
    });
  });

  it('migrates the database first, as the other commands do, so it works on a fresh one', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'parallax-role-'));
    try {
      expect(
        await roleCommandOn({ kind: 'pglite', dataDir }, [
          'grant',
          'first.moderator@example.com',
          'ROLE_MODERATOR',
        ]),
      ).toEqual({ exitCode: 1, message: 'No account has the e-mail first.moderator@example.com' });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // A fresh embedded database and every migration: slow on a busy machine.
  }, 120_000);

  it('refuses an unknown e-mail (exit code 1) and an unknown role or command (2)', async () => {
    expect(
      await roleCommand(database.db, ['grant', 'nobody@example.com', 'ROLE_MODERATOR']),
    ).toEqual({ exitCode: 1, message: 'No account has the e-mail nobody@example.com' });
    const { email, userId } = await newUser('typo');
    for (const args of [
      ['grant', email, 'ROLE_OWNER'],
      ['promote', email, 'ROLE_MODERATOR'],
      ['grant', email],
      ['grant', email, 'ROLE_MODERATOR', 'extra'],
    ]) {
      expect((await roleCommand(database.db, args)).exitCode, args.join(' ')).toBe(2);
    }
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.roles).toEqual([]);
  });
});

describe('the desk refuses anyone but moderators (spec 2 §6)', () => {
  const bodyOf = (path: string) =>
    path.endsWith('/answer')
      ? { answer: 'Sorted.' }
      : path.endsWith('/status')
        ? { status: 'closed' }
        : path === '/moderation/content'
          ? { contentPackId: REPORTED, status: 'HIDDEN', message: 'Gone' }
          : undefined;

  it('answers 401 to guests and 403 Forbidden to signed-in users on every call, changing nothing', async () => {
    const { client: reporter } = await newUser('reporter');
    const reportId = await reportAs(reporter, 'Please look at this.');
    const { client: user } = await newUser('curious');
    const guest = new BrowserClient(app);
    expect(moderatorCalls.length).toBeGreaterThanOrEqual(7);
    for (const endpoint of moderatorCalls) {
      const path = `/api/v1${endpointPath(endpoint, { id: reportId })}`;
      const body = bodyOf(endpoint.path);
      const label = `${endpoint.method} ${endpoint.path}`;
      expect(errorOf(await guest.request(endpoint.method, path, body)), label).toMatchObject({
        status: 401,
        errorType: 'Unauthorized',
      });
      expect(errorOf(await user.request(endpoint.method, path, body)), label).toMatchObject({
        status: 403,
        errorType: 'Forbidden',
      });
    }
    const [report] = await database.db
      .select()
      .from(contentReports)
      .where(eq(contentReports.id, reportId));
    expect(report).toMatchObject({ status: 'open', answer: null });
    const [pack] = await database.db
      .select({ hiddenAt: contentPacks.hiddenAt })
      .from(contentPacks)
      .where(eq(contentPacks.id, REPORTED));
    expect(pack?.hiddenAt).toBeNull();
    expect(await database.db.select().from(contentModerationMarks)).toEqual([]);
  });
});

describe('report and support queues (spec 2 §6)', () => {
  it('lists reports by status with counts, oldest first, a page at a time', async () => {
    const { client: moderator } = await newModerator();
    const { client: reporter, userId, email } = await newUser('queued');
    const first = await reportAs(reporter, 'First');
    const second = await reportAs(reporter, 'Second');
    const queue = async (query: string) => {
      const response = await moderator.get(`/api/v1/moderation/reports${query}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return ReportQueue.parse(response.json());
    };
    const open = await queue('');
    expect(open.total).toBe(open.counts.open);
    const mine = open.items.filter((item) => item.reporter.id === userId);
    expect(mine.map((item) => item.id)).toEqual([first, second]);
    expect(mine[0]).toMatchObject({
      status: 'open',
      message: 'First',
      contentPackId: REPORTED,
      contentTitle: 'Alpine Dawn',
      contentSlug: 'alpine-dawn',
      contentHidden: false,
      reporter: { id: userId, email },
      answer: null,
      answeredBy: null,
    });
    const pageSize = 1;
    const pages = await Promise.all(
      Array.from({ length: open.total }, (_, page) => queue(`?page=${page}&size=${pageSize}`)),
    );
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(
      open.items.map((item) => item.id),
    );
    expect((await queue('?status=closed')).items.map((item) => item.id)).not.toContain(first);
    expect(errorOf(await moderator.get('/api/v1/moderation/reports?status=pending'))).toMatchObject(
      { status: 400, errorType: 'ValidationError' },
    );
  });

  it('lists support requests with the headset the sender named', async () => {
    const { client: moderator } = await newModerator();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/support/requests',
      payload: {
        email: 'queue.guest@example.com',
        problemDescription: 'No sound.',
        vrSetup: 'PCVR',
        headsetModel: 'OTHER',
        headsetModelOther: 'Pimax Crystal',
        gpuModel: 'RX 7900',
        contentId: REPORTED,
      },
      headers: csrfHeaders,
      remoteAddress: '10.1.0.1',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = DeskTicketCreated.parse(response.json());
    const queue = SupportQueue.parse((await moderator.get('/api/v1/moderation/support')).json());
    expect(queue.items.find((item) => item.id === id)).toMatchObject({
      userId: null,
      email: 'queue.guest@example.com',
      problemDescription: 'No sound.',
      vrSetup: 'PCVR',
      headset: 'Pimax Crystal',
      gpuModel: 'RX 7900',
      contentId: REPORTED,
      contentTitle: 'Alpine Dawn',
      status: 'open',
    });
  });
});

describe('answering (spec 2 §6: answering a report notifies the reporter)', () => {
  it('answers a report: the reporter is notified once and e-mailed in their language', async () => {
    const { client: moderator, userId: moderatorId } = await newModerator();
    const { client: reporter, userId, email } = await newUser('answered');
    const id = await reportAs(reporter, 'Wrong subtitles.', 'es');
    const answer = (text: string) =>
      moderator.post(`/api/v1/moderation/reports/${id}/answer`, { answer: text });

    const response = await answer('  Fixed in the new version.  ');
    expect(response.statusCode, response.body).toBe(200);
    const ticket = ReportTicket.parse(response.json());
    expect(ticket).toMatchObject({
      id,
      status: 'answered',
      answer: 'Fixed in the new version.',
    });
    expect(ticket.answeredBy).toMatch(/^moderator_/);
    const [row] = await database.db.select().from(contentReports).where(eq(contentReports.id, id));
    expect(row).toMatchObject({ answeredById: moderatorId, status: 'answered' });
    expect(row?.answeredAt).toBeInstanceOf(Date);

    const told = await notificationsOf(userId);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: 'report_answered',
      title: 'Tu denuncia tiene respuesta',
      description: 'Fixed in the new version.',
      status: 'sent',
    });
    expect(told[0]?.dedupeKey).toMatch(new RegExp(`^report_answered:${id}:`));
    const mail = await lastMailTo(app, email);
    expect(mail.subject).toBe('Tu denuncia tiene respuesta');
    expect(mail.text).toContain('Fixed in the new version.');

    // The same answer again (a double click) tells nobody anything new.
    expect((await answer('Fixed in the new version.')).statusCode).toBe(200);
    expect(await notificationsOf(userId)).toHaveLength(1);
    // A corrected answer is news: the reporter hears of it.
    const corrected = ReportTicket.parse((await answer('Fixed in version 2.1.')).json());
    expect(corrected.answer).toBe('Fixed in version 2.1.');
    const after = await notificationsOf(userId);
    expect(after.map((notification) => notification.description)).toEqual([
      'Fixed in the new version.',
      'Fixed in version 2.1.',
    ]);
    expect((await lastMailTo(app, email)).text).toContain('Fixed in version 2.1.');
  });

  it('notifies once when two moderators answer the same report at the same moment', async () => {
    const { client: one } = await newModerator();
    const { client: two } = await newModerator();
    const { client: reporter, userId } = await newUser('raced');
    const id = await reportAs(reporter, 'Race me.');
    const answers = await Promise.all(
      [one, two].map((client) =>
        client.post(`/api/v1/moderation/reports/${id}/answer`, { answer: 'Same answer.' }),
      ),
    );
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await notificationsOf(userId)).toHaveLength(1);
  });

  it('tells nobody again when a closed ticket gets the answer it has', async () => {
    const { client: moderator } = await newModerator();
    const { client: reporter, userId, email } = await newUser('reclosed');
    const reportId = await reportAs(reporter, 'Close me after.');
    const sent = await reporter.post('/api/v1/support/requests', {
      email,
      problemDescription: 'Close me too.',
    });
    const supportId = DeskTicketCreated.parse(sent.json()).id;
    const mailCount = async () =>
      (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;

    for (const kind of ['reports', 'support'] as const) {
      const id = kind === 'reports' ? reportId : supportId;
      const answer = () =>
        moderator.post(`/api/v1/moderation/${kind}/${id}/answer`, { answer: 'All done.' });
      expect((await answer()).statusCode).toBe(200);
      const closed = await moderator.request('PUT', `/api/v1/moderation/${kind}/${id}/status`, {
        status: 'closed',
      });
      expect(closed.statusCode, closed.body).toBe(200);
      const [told, mailed] = [(await notificationsOf(userId)).length, await mailCount()];

      const again = await answer();
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ status: 'closed', answer: 'All done.' });
      expect((await notificationsOf(userId)).length, kind).toBe(told);
      expect(await mailCount(), kind).toBe(mailed);
    }
    expect((await notificationsOf(userId)).map((notice) => notice.kind)).toEqual([
      'report_answered',
      'support_answered',
    ]);
    // Sent to the account's own proven address, the answer quotes the request.
    expect((await lastMailTo(app, email)).text).toContain('Close me too.');
  });

  it('closes, reopens and refuses what cannot be: an unknown ticket, an empty answer', async () => {
    const { client: moderator } = await newModerator();
    const { client: reporter } = await newUser('closed');
    const id = await reportAs(reporter, 'Close me.');
    const status = (value: string, ticket = id) =>
      moderator.request('PUT', `/api/v1/moderation/reports/${ticket}/status`, { status: value });

    expect(errorOf(await status('answered'))).toMatchObject({
      status: 400,
      errorType: 'BadRequest',
    });
    expect(ReportTicket.parse((await status('closed')).json()).status).toBe('closed');
    const queue = ReportQueue.parse(
      (await moderator.get('/api/v1/moderation/reports?status=closed')).json(),
    );
    expect(queue.items.map((item) => item.id)).toContain(id);
    expect(ReportTicket.parse((await status('open')).json()).status).toBe('open');

    expect(errorOf(await status('closed', UNKNOWN))).toMatchObject({
      status: 404,
      errorType: 'NotFound',
    });
    const unknownAnswer = await moderator.post(`/api/v1/moderation/reports/${UNKNOWN}/answer`, {
      answer: 'Hello?',
    });
    expect(errorOf(unknownAnswer)).toMatchObject({ status: 404, errorType: 'NotFound' });
    for (const [answer, key] of [
      ['  ', 'message_required'],
      ['x'.repeat(4001), 'answer_too_long'],
    ] as const) {
      const refused = errorOf(
        await moderator.post(`/api/v1/moderation/reports/${id}/answer`, { answer }),
      );
      expect(refused).toMatchObject({ status: 400, errorType: 'ValidationError' });
      expect(refused.issues).toContainEqual({ path: 'body.answer', message: key });
    }
  });

  it('e-mails a support answer to the address given, and notifies the user who sent it', async () => {
    const { client: moderator } = await newModerator();
    const { client, userId } = await newUser('asker');
    const sent = await client.post('/api/v1/support/requests', {
      email: 'asker.inbox@example.com',
      problemDescription: 'How do I pair?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = DeskTicketCreated.parse(sent.json());
    const response = await moderator.post(`/api/v1/moderation/support/${id}/answer`, {
      answer: 'Open the pair page on your headset.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(SupportTicket.parse(response.json())).toMatchObject({
      id,
      status: 'answered',
      answer: 'Open the pair page on your headset.',
    });
    const mail = await lastMailTo(app, 'asker.inbox@example.com');
    expect(mail.subject).toBe('Your support request was answered');
    expect(mail.text).toContain('Open the pair page on your headset.');
    // Not the account's proven address: the request is not quoted to it.
    expect(mail.text).not.toContain('How do I pair?');
    const told = await notificationsOf(userId);
    expect(told.map((notification) => notification.kind)).toEqual(['support_answered']);

    const closed = await moderator.request('PUT', `/api/v1/moderation/support/${id}/status`, {
      status: 'closed',
    });
    expect(SupportTicket.parse(closed.json()).status).toBe('closed');
    const [row] = await database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, id));
    expect(row?.status).toBe('closed');
  });
});

describe('hiding content and restoring it (spec 2 §3 contentModerationDto)', () => {
  const mark = (client: BrowserClient, body: unknown) =>
    client.request('PUT', '/api/v1/moderation/content', body);

  async function storeIds(client: BrowserClient): Promise<string[]> {
    const list = z.array(ContentPack).parse((await client.get('/api/v1/content/list')).json());
    return list.map((pack) => pack.id);
  }

  async function storePageIds(client: BrowserClient): Promise<string[]> {
    const store = StoreCategories.parse(
      (await client.get('/store/api/v1/content/list/short/categories/optimized')).json(),
    );
    return store.categories.flatMap((category) => category.contentItems.map((item) => item.id));
  }

  async function modelPageIds(client: BrowserClient): Promise<string[]> {
    const model = (await client.get('/api/v1/model/lena-hart')).json<{
      contents: ContentShortItem[];
    }>();
    return model.contents.map((item) => item.id);
  }

  /** The parts a VR player's feed of the user lists (spec 2 feeds: what they may play). */
  async function feedPartIds(client: BrowserClient): Promise<string[]> {
    const response = await client.post('/api/v1/settings/feeds', { label: 'Quest' });
    const { deovrUrl } = CreatedFeedLink.parse(response.json());
    const index = (await app.inject(new URL(deovrUrl).pathname)).json<{
      scenes: { list: { video_url: string }[] }[];
    }>();
    return index.scenes.flatMap((group) =>
      group.list.map((video) => new URL(video.video_url).pathname.split('/').at(-1) ?? ''),
    );
  }

  async function partsOf(packId: string): Promise<string[]> {
    const rows = await database.db
      .select({ id: contentParts.id })
      .from(contentParts)
      .where(eq(contentParts.contentPackId, packId));
    return rows.map((part) => part.id);
  }

  async function modelListIds(client: BrowserClient): Promise<string[]> {
    const models = (await client.get('/api/v1/model/list')).json<
      { slug: string; contents: { id: string }[] }[]
    >();
    return models.find((model) => model.slug === 'lena-hart')?.contents.map(({ id }) => id) ?? [];
  }

  it('takes a pack out of the store for everyone but its owners, and ready (or READY) brings it back', async () => {
    const { client: moderator, userId: moderatorId } = await newModerator();
    const { client: owner } = await newUser('owner');
    expect((await owner.post(`/api/dev/ownership/content/${HIDDEN_SLUG}`)).statusCode).toBe(200);
    expect(
      (await owner.post('/api/v1/collection/content', { contentPackId: HIDDEN })).statusCode,
    ).toBe(201);
    const hiddenParts = await partsOf(HIDDEN);
    const inOwnersFeed = (await feedPartIds(owner)).filter((id) => hiddenParts.includes(id));
    expect(inOwnersFeed.length).toBeGreaterThan(0);
    const { client: shopper } = await newUser('shopper');
    const addToCart = () =>
      shopper.post('/api/v1/cart/items', { items: [{ type: 'content', id: HIDDEN }] });
    expect((await addToCart()).statusCode).toBe(200);
    const guest = new BrowserClient(app);
    for (const client of [guest, shopper]) {
      expect(await storeIds(client)).toContain(HIDDEN);
      expect(await storePageIds(client)).toContain(HIDDEN);
      expect(await modelPageIds(client)).toContain(HIDDEN);
    }
    expect(await modelListIds(guest)).toContain(HIDDEN);
    const popularIds = async () =>
      (await guest.get('/api/v1/sectioned-content/section/popular'))
        .json<{ contentItems: ContentShortItem[] }>()
        .contentItems.map((item) => item.id);
    expect(await popularIds()).toContain(HIDDEN);

    // The document's letter case (spec 2 §3 "status ready"), in and out.
    const hidden = await mark(moderator, {
      contentPackId: HIDDEN,
      status: 'hidden',
      message: '  Reported twice for its audio.  ',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(ContentModerationResult.parse(hidden.json())).toMatchObject({
      contentPackId: HIDDEN,
      status: 'hidden',
      message: 'Reported twice for its audio.',
    });

    // Out of the store: every list, page, section, model page and the cart (spec 1 §4).
    for (const client of [guest, shopper]) {
      expect(await storeIds(client)).not.toContain(HIDDEN);
      expect(await storePageIds(client)).not.toContain(HIDDEN);
      expect(await modelPageIds(client)).not.toContain(HIDDEN);
      for (const path of [
        `/api/v1/content/${HIDDEN}`,
        `/store/api/v1/content/${HIDDEN_SLUG}/optimized`,
        `/store/api/v1/content/${HIDDEN_SLUG}/optimized/additional`,
        `/api/v1/collection/content/${HIDDEN}/metadata`,
        `/api/v1/collection/content/${HIDDEN}/links?platform=web_app`,
      ]) {
        expect(errorOf(await client.get(path)), path).toMatchObject({
          status: 404,
          errorType: 'ContentNotFound',
        });
      }
    }
    expect(await modelListIds(guest)).not.toContain(HIDDEN);
    expect(await popularIds()).not.toContain(HIDDEN);
    const cart = (await shopper.get('/api/v1/cart/list')).json<{
      cartItems: { contentPackId: string | null }[];
    }>();
    expect(cart.cartItems.map((item) => item.contentPackId)).not.toContain(HIDDEN);
    expect(errorOf(await addToCart())).toMatchObject({
      status: 404,
      errorType: 'CartItemNotFound',
    });

    // Not taken from its owner: library, page, player.
    const library = z.array(ContentPack).parse((await owner.get('/api/v1/collection/list')).json());
    expect(library.map((pack) => pack.id)).toContain(HIDDEN);
    expect(ContentPack.parse((await owner.get(`/api/v1/content/${HIDDEN}`)).json()).isOwned).toBe(
      true,
    );
    expect(await storeIds(owner)).not.toContain(HIDDEN);
    const links = await owner.get(`/api/v1/collection/content/${HIDDEN}/links?platform=web_app`);
    expect(links.statusCode, links.body).toBe(200);
    expect(await feedPartIds(owner)).toEqual(expect.arrayContaining(inOwnersFeed));

    const [row] = await database.db
      .select()
      .from(contentModerationMarks)
      .where(
        and(
          eq(contentModerationMarks.contentPackId, HIDDEN),
          eq(contentModerationMarks.status, 'HIDDEN'),
        ),
      );
    expect(row).toMatchObject({ moderatorId, message: 'Reported twice for its audio.' });

    // The desk still shows it, as hidden, and it can still be reported.
    const { client: reporter } = await newUser('late');
    const reported = await reporter.post('/api/v1/support/reports', {
      contentPackId: HIDDEN,
      message: 'Still wrong.',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const queue = ReportQueue.parse((await moderator.get('/api/v1/moderation/reports')).json());
    expect(queue.items.find((item) => item.contentPackId === HIDDEN)?.contentHidden).toBe(true);

    // An earlier client's upper case is still taken; the answer is in the document's.
    const restored = await mark(moderator, { contentPackId: HIDDEN, status: 'READY' });
    expect(ContentModerationResult.parse(restored.json())).toMatchObject({
      status: 'ready',
      message: null,
    });
    expect(await storeIds(guest)).toContain(HIDDEN);
    expect(await modelPageIds(guest)).toContain(HIDDEN);
    expect((await guest.get(`/store/api/v1/content/${HIDDEN_SLUG}/optimized`)).statusCode).toBe(
      200,
    );
    expect((await addToCart()).statusCode).toBe(200);
    const marks = await database.db
      .select({ status: contentModerationMarks.status })
      .from(contentModerationMarks)
      .where(eq(contentModerationMarks.contentPackId, HIDDEN))
      .orderBy(asc(contentModerationMarks.createdAt));
    expect(marks.map((one) => one.status)).toEqual(['HIDDEN', 'READY']);
  });

  /** Buys the sport presale category through the cart and the test acquirer. */
  async function buyPresale(client: BrowserClient) {
    const transactionId = await buyWithTestCard(app, client, [{ type: 'presale', id: SPORT }]);
    const settled = await client.get(`/api/v1/transaction/${transactionId}`);
    expect(TransactionDto.parse(settled.json()).status).toBe('SUCCESSFUL');
  }

  it('keeps a hidden pack from those who buy its presale category after it was hidden', async () => {
    const { client: moderator } = await newModerator();
    const { client: before } = await newUser('early');
    await buyPresale(before);
    const hidden = await mark(moderator, { contentPackId: IN_PRESALE, status: 'HIDDEN' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const { client: after } = await newUser('tardy');
    await buyPresale(after);

    const page = (client: BrowserClient) => client.get(`/api/v1/content/${IN_PRESALE}`);
    const links = (client: BrowserClient) =>
      client.get(`/api/v1/collection/content/${IN_PRESALE}/links?platform=web_app`);
    const libraryIds = async (client: BrowserClient) =>
      z
        .array(ContentPack)
        .parse((await client.get('/api/v1/collection/list')).json())
        .map((pack) => pack.id);

    // Bought once it was hidden: not theirs, so not found at all.
    for (const path of [page, links]) {
      expect(errorOf(await path(after))).toMatchObject({
        status: 404,
        errorType: 'ContentNotFound',
      });
    }
    expect(await libraryIds(after)).not.toContain(IN_PRESALE);
    expect(await libraryIds(after)).toContain(demoId('pack', 'pitchside'));
    const parts = await partsOf(IN_PRESALE);
    expect(parts.length).toBeGreaterThan(0);
    const inFeedOf = async (client: BrowserClient) =>
      (await feedPartIds(client)).filter((id) => parts.includes(id));
    expect(await inFeedOf(after)).toEqual([]);

    // Bought before: theirs still, to see and to play.
    expect(ContentPack.parse((await page(before)).json()).isOwned).toBe(true);
    expect((await links(before)).statusCode).toBe(200);
    expect(await libraryIds(before)).toContain(IN_PRESALE);
    expect((await inFeedOf(before)).length).toBeGreaterThan(0);

    // Back in the store, it is in the category both bought.
    const restored = await mark(moderator, { contentPackId: IN_PRESALE, status: 'READY' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(ContentPack.parse((await page(after)).json()).isOwned).toBe(true);
  });

  it('answers 404 ContentNotFound for an unknown pack, and validates the mark', async () => {
    const { client: moderator } = await newModerator();
    expect(
      errorOf(await mark(moderator, { contentPackId: UNKNOWN, status: 'HIDDEN' })),
    ).toMatchObject({ status: 404, errorType: 'ContentNotFound' });
    const wrongStatus = errorOf(await mark(moderator, { contentPackId: HIDDEN, status: 'GONE' }));
    expect(wrongStatus).toMatchObject({ status: 400, errorType: 'ValidationError' });
    const tooLong = errorOf(
      await mark(moderator, { contentPackId: HIDDEN, status: 'HIDDEN', message: 'x'.repeat(1001) }),
    );
    expect(tooLong.issues).toContainEqual({ path: 'body.message', message: 'message_too_long' });
    const noPack = errorOf(await mark(moderator, { status: 'HIDDEN' }));
    expect(noPack.issues).toContainEqual({
      path: 'body.contentPackId',
      message: 'content_required',
    });
    expect(
      await database.db
        .select()
        .from(contentModerationMarks)
        .where(eq(contentModerationMarks.contentPackId, UNKNOWN)),
    ).toEqual([]);
  });
});

describe('banner seen, also by user id (spec 2 §7)', () => {
  const banner = 'discord_community';
  const seenUrl = (userId?: string) =>
    `/api/v1/banners/${banner}/seen${userId ? `?userId=${userId}` : ''}`;

  it('checks the caller’s own banner by id, and anyone’s for a moderator only', async () => {
    const { client, userId } = await newUser('banner');
    const { client: other, userId: otherId } = await newUser('other');
    const { client: moderator } = await newModerator();
    const seen = async (as: BrowserClient, id?: string) =>
      BannerSeen.parse((await as.get(seenUrl(id))).json()).seen;

    expect(await seen(client, userId)).toBe(false);
    expect((await client.post(`/api/v1/banners/${banner}/seen`)).statusCode).toBe(200);
    expect(await seen(client)).toBe(true);
    expect(await seen(client, userId.toUpperCase())).toBe(true);
    expect(await seen(moderator, userId)).toBe(true);
    expect(await seen(moderator, otherId)).toBe(false);
    expect(errorOf(await other.get(seenUrl(userId)))).toMatchObject({
      status: 403,
      errorType: 'Forbidden',
    });
    expect(errorOf(await new BrowserClient(app).get(seenUrl(userId))).status).toBe(401);
    expect(errorOf(await client.get(seenUrl('not-a-user'))).status).toBe(400);
  });

  it('takes banner ids of letters, digits, dot, dash and underscore only', async () => {
    const { client } = await newUser('banner_ids');
    for (const id of [
      'personal-discount-PayAsYouGo',
      'subscription-upgrade',
      'discord_community',
    ]) {
      expect((await client.get(`/api/v1/banners/${id}/seen`)).statusCode, id).toBe(200);
    }
    for (const id of ['has%20space', '%3Cscript%3E', '-leading', 'a%2Fb']) {
      expect(errorOf(await client.get(`/api/v1/banners/${id}/seen`)), id).toMatchObject({
        status: 400,
        errorType: 'ValidationError',
      });
    }
    // The id is at most 100 characters; the router refuses a longer one before any route runs.
    expect((await client.get(`/api/v1/banners/${'x'.repeat(100)}/seen`)).statusCode).toBe(200);
    expect(errorOf(await client.get(`/api/v1/banners/${'x'.repeat(101)}/seen`))).toMatchObject({
      status: 414,
      errorType: 'UriTooLong',
    });
  });
});
