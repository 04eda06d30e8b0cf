import { NotificationList, PushPayload } from '@parallax/core/contracts/notifications';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import type { DatabaseHandle } from './db/client.js';
import { demoId } from './db/seed/demo-ids.js';
import type { JobQueue } from './jobs/job-queue.js';
import { users } from './modules/auth/auth.schema.js';
import { contentPacks } from './modules/catalog/catalog.schema.js';
import { createOutboxMailer } from './modules/mail/mailer.service.js';
import { notifications, pushSubscriptions } from './modules/notifications/notifications.schema.js';
import { PUSH_DELIVERY_JOB } from './modules/notifications/push-delivery.job.js';
import { ownedPresaleCategories } from './modules/ownership/ownership.schema.js';
import {
  notifyCommand,
  publishPackCommand,
  UsageError,
  type CommandDeps,
} from './notification-commands.js';
import { signedUpClient } from './test/accounts.js';
import { BrowserClient } from './test/browser-client.js';
import { createManualJobQueue } from './test/jobs.js';
import { startPushReceiver, type PushReceiver } from './test/push-receiver.js';
import { startTestSmtp } from './test/smtp.js';
import { openTestDatabase, testConfig } from './test/test-app.js';

// The operator's commands, run as cli.ts runs them (on the same database as a running server):
// a broadcast to a segment, by notification, push and marketing e-mail with a one-click
// unsubscribe (RFC 8058) delivered over real SMTP; and a coming-soon pack's release, told to the
// buyers of its presale category.

const PUBLIC_URL = 'http://127.0.0.1:8790';
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let env: Record<string, string>;
let app: FastifyInstance;
let jobs: JobQueue;
let database: DatabaseHandle;
let receiver: PushReceiver;
const printed: string[] = [];

beforeAll(async () => {
  smtp = await startTestSmtp();
  env = {
    PUBLIC_URL,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Parallax <hello@parallax.test>',
  };
  receiver = await startPushReceiver();
  // The app's own mail (sign-up codes) stays in the development outbox, where the sign-up helper
  // reads it; the commands' e-mails go out over SMTP, sent by the app's job queue.
  database = await openTestDatabase();
  jobs = await createManualJobQueue(database);
  app = await buildApp(testConfig(env), {
    database,
    jobs,
    mailer: createOutboxMailer(database.db),
  });
});
afterAll(async () => {
  await app.close();
  await receiver.close();
  await smtp.close();
});

const run = <Result>(
  command: (args: string[], deps: CommandDeps) => Promise<Result>,
  args: string[],
  moreEnv: Record<string, string> = {},
) =>
  command(args, {
    config: testConfig({ ...env, ...moreEnv }),
    database,
    print: (line) => printed.push(line),
  });

async function userRow(userId: string) {
  const [row] = await database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

function notificationsOf(userId: string, dedupeKey: string) {
  return database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.dedupeKey, dedupeKey)));
}

/** The ids of the browsers guests subscribed. */
async function guestIds() {
  const rows = await database.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(isNull(pushSubscriptions.userId));
  return new Set(rows.map((row) => row.id));
}

/** The e-mails SMTP received for `to`, with their headers unfolded. */
function mailsTo(to: string) {
  return smtp.received
    .filter((mail) => mail.to.includes(to))
    .map((mail) => mail.raw.replace(/\r\n[ \t]+/g, ' '));
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.split('\r\n\r\n')[0] ?? '')?.[1];

describe('notify: an operator’s broadcast', () => {
  it('notifies everyone, pushes to guests too, and e-mails only those who agreed to e-mail', async () => {
    const agreed = await signedUpClient(app, 'agreed');
    const declined = await signedUpClient(app, 'declined');
    const spanish = await signedUpClient(app, 'spanish');
    await spanish.client.request('PATCH', '/api/v1/settings/user/profile', { language: 'es' });
    const declinedRow = await userRow(declined.userId);
    const optOut = await new BrowserClient(app).post('/api/v1/settings/user/email-consent', {
      token: declinedRow.emailToken,
      isConsent: false,
    });
    expect(optOut.statusCode, optOut.body).toBe(200);
    // A guest's browser, and a signed-in one that said yes to push.
    const guestBrowser = receiver.subscribe();
    await new BrowserClient(app).post('/api/v1/notifications/push/subscriptions', guestBrowser);
    await agreed.client.request('PUT', '/api/v1/notifications/push-consent', { isConsent: true });
    const agreedBrowser = receiver.subscribe();
    await agreed.client.post('/api/v1/notifications/push/subscriptions', agreedBrowser);

    const result = await run(notifyCommand, [
      '--title',
      'Season Two is here',
      '--description',
      'Four new packs.\n\nWatch them first.',
      '--link',
      '/subscription',
      '--email',
    ]);
    expect(printed.at(-1)).toContain(`broadcast ${result.id} to all`);
    expect(result.recipients).toBeGreaterThanOrEqual(3);
    expect(result.guestPushes).toBeGreaterThanOrEqual(1);
    for (const { userId } of [agreed, declined, spanish]) {
      const rows = await notificationsOf(userId, `broadcast:${result.id}`);
      expect(rows.map((row) => [row.title, row.link, row.kind])).toEqual([
        ['Season Two is here', `${PUBLIC_URL}/subscription`, 'broadcast'],
      ]);
    }

    await jobs.runDue();
    expect(receiver.rejected).toEqual([]);
    const pushes = receiver.received.filter((push) =>
      [guestBrowser.endpoint, agreedBrowser.endpoint].includes(push.endpoint),
    );
    expect(pushes).toHaveLength(2);
    const guestPush = PushPayload.parse(
      JSON.parse(pushes.find((push) => push.endpoint === guestBrowser.endpoint)?.plaintext ?? ''),
    );
    expect(guestPush).toMatchObject({
      id: result.id,
      title: 'Season Two is here',
      link: `${PUBLIC_URL}/subscription`,
    });

    const agreedRow = await userRow(agreed.userId);
    const [mail] = mailsTo(agreedRow.email);
    expect(mailsTo(agreedRow.email)).toHaveLength(1);
    expect(mailsTo(declinedRow.email)).toEqual([]);
    const unsubscribeUrl = `${PUBLIC_URL}/unsubscribe-email?token=${agreedRow.emailToken}`;
    // No mailbox processes unsubscribe requests (UNSUBSCRIBE_MAILTO unset): only the link.
    expect(header(mail ?? '', 'List-Unsubscribe')).toBe(`<${unsubscribeUrl}>`);
    expect(header(mail ?? '', 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(mail ?? '', 'Subject')).toBe('Season Two is here');
    const [spanishMail] = mailsTo((await userRow(spanish.userId)).email);
    expect(spanishMail).toContain('Darse de baja');
  });

  it('reaches only its segment', async () => {
    const english = await signedUpClient(app, 'english');
    const spanish = await signedUpClient(app, 'hispanic');
    await spanish.client.request('PATCH', '/api/v1/settings/user/profile', { language: 'es' });
    const sent = smtp.received.length;
    const result = await run(notifyCommand, ['--title', 'Novedades', '--segment', 'language:es']);
    expect(await notificationsOf(spanish.userId, `broadcast:${result.id}`)).toHaveLength(1);
    expect(await notificationsOf(english.userId, `broadcast:${result.id}`)).toEqual([]);
    expect(result.guestPushes).toBe(0);
    await jobs.runDue();
    expect(smtp.received.length).toBe(sent);
  });

  it('e-mails only proved addresses: not a quick registration’s, until its owner confirms it', async () => {
    const quickEmail = `quick${crypto.randomUUID().slice(0, 8)}@example.com`;
    const quick = new BrowserClient(app);
    const registered = await quick.post('/store/api/v1/registration/quick', {
      email: quickEmail,
      clientType: 'web_app',
      clientIdentifier: crypto.randomUUID(),
      emailConsent: true,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const [quickRow] = await database.db.select().from(users).where(eq(users.email, quickEmail));
    expect(quickRow).toMatchObject({ emailConfirmed: false, emailConsent: true });
    // A social sign-in's address is its provider's word: it counts as proved.
    const social = await signedUpClient(app, 'social');
    await database.db
      .update(users)
      .set({ emailConfirmed: false, isSocialAuth: true })
      .where(eq(users.id, social.userId));

    const result = await run(notifyCommand, ['--title', 'Proved addresses', '--email']);
    expect(await notificationsOf(quickRow?.id ?? '', `broadcast:${result.id}`)).toHaveLength(1);
    await jobs.runDue();
    expect(mailsTo(quickEmail)).toEqual([]);
    expect(mailsTo(social.email)).toHaveLength(1);
  });

  it('offers the unsubscribe mailbox when one is processed (UNSUBSCRIBE_MAILTO)', async () => {
    const reader = await signedUpClient(app, 'mailto');
    const { emailToken } = await userRow(reader.userId);
    await database.db
      .update(users)
      .set({ source: 'mailto-test' })
      .where(eq(users.id, reader.userId));
    await run(
      notifyCommand,
      ['--title', 'With a mailbox', '--segment', 'source:mailto-test', '--email'],
      { UNSUBSCRIBE_MAILTO: 'unsubscribe@parallax.test' },
    );
    await jobs.runDue();
    const [mail] = mailsTo(reader.email);
    expect(header(mail ?? '', 'List-Unsubscribe')).toBe(
      `<${PUBLIC_URL}/unsubscribe-email?token=${emailToken}>, <mailto:unsubscribe@parallax.test?subject=unsubscribe>`,
    );
    expect(header(mail ?? '', 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('pushes to guests’ browsers a page at a time, skipping and deleting the stale ones', async () => {
    const keys = receiver.subscribe().keys;
    const guestRow = (index: number, refreshedAt: Date) => ({
      endpoint: `${receiver.origin}/push/paged-${index}-${crypto.randomUUID()}`,
      p256dh: keys.p256dh,
      auth: keys.auth,
      platform: 'web_app',
      refreshedAt,
    });
    const monthAgo = new Date(Date.now() - 31 * 86_400_000);
    const before = await guestIds();
    // More than two pages of 500, some of them stale (not refreshed for 30 days).
    const filed = await database.db
      .insert(pushSubscriptions)
      .values([
        ...Array.from({ length: 1_100 }, (_, index) => guestRow(index, new Date())),
        ...Array.from({ length: 30 }, (_, index) => guestRow(1_100 + index, monthAgo)),
      ])
      .returning({ id: pushSubscriptions.id, refreshedAt: pushSubscriptions.refreshedAt });
    const stale = new Set(
      filed.filter((row) => row.refreshedAt.getTime() === monthAgo.getTime()).map((row) => row.id),
    );
    expect(stale.size).toBe(30);
    try {
      const result = await run(notifyCommand, ['--title', 'To every browser']);
      expect(result.guestPushes).toBe(before.size + 1_100);
      const after = await guestIds();
      expect([...after].filter((id) => stale.has(id))).toEqual([]);
      expect(after.size).toBe(before.size + 1_100);
      const { rows } = await database.executeSql(
        `select data->>'subscriptionId' as id from pgboss.job where name = $1 and data->'payload'->>'id' = $2`,
        [PUSH_DELIVERY_JOB, result.id],
      );
      const pushed = (rows as { id: string }[]).map((row) => row.id);
      expect(new Set(pushed).size).toBe(pushed.length);
      expect(pushed.filter((id) => filed.some((row) => row.id === id))).toHaveLength(1_100);
    } finally {
      // The receiver would refuse their pushes (it made none of these browsers): not sent later.
      const ids = filed.map((row) => row.id);
      await database.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
      await database.executeSql(
        `delete from pgboss.job where name = $1 and data->>'subscriptionId' = any($2::text[])`,
        [PUSH_DELIVERY_JOB, ids],
      );
    }
  });

  it('refuses an unknown segment, a missing title and a control character', async () => {
    for (const args of [
      ['--title', 'T', '--segment', 'everyone'],
      ['--title', 'T', '--segment', 'language:fr'],
      ['--description', 'no title'],
      ['--title', 'bell\u0007'],
      ['--title', 'T', '--link', 'javascript:alert(1)'],
      ['--title', 'T', '--unknown'],
    ]) {
      await expect(run(notifyCommand, args), args.join(' ')).rejects.toBeInstanceOf(UsageError);
    }
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('a mail client’s POST to the List-Unsubscribe address withdraws the consent', async () => {
    const { userId } = await signedUpClient(app, 'oneclick');
    expect((await userRow(userId)).emailConsent).toBe(true);
    const { emailToken } = await userRow(userId);
    // No cookies and no CSRF token: the mail client has neither.
    const response = await app.inject({
      method: 'POST',
      url: `/unsubscribe-email?token=${emailToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await userRow(userId)).emailConsent).toBe(false);
  });

  it('takes a multipart body too, and refuses an unknown token', async () => {
    const { userId } = await signedUpClient(app, 'multipart');
    const { emailToken } = await userRow(userId);
    const boundary = 'parallax-boundary';
    const multipart = await app.inject({
      method: 'POST',
      url: `/unsubscribe-email?token=${emailToken}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect((await userRow(userId)).emailConsent).toBe(false);
    const unknown = await app.inject({
      method: 'POST',
      url: '/unsubscribe-email?token=nobody-has-this-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errorType: 'InvalidTokenId' });
  });
});

describe('publish-pack: a coming-soon pack comes out', () => {
  it('tells the buyers of its presale category once, in their language', async () => {
    const sport = demoId('category', 'sport');
    const buyer = await signedUpClient(app, 'presale');
    const spanishBuyer = await signedUpClient(app, 'preventa');
    const toldAlready = await signedUpClient(app, 'told');
    const bystander = await signedUpClient(app, 'bystander');
    await spanishBuyer.client.request('PATCH', '/api/v1/settings/user/profile', { language: 'es' });
    await database.db.insert(ownedPresaleCategories).values([
      { userId: buyer.userId, categoryId: sport },
      { userId: spanishBuyer.userId, categoryId: sport },
      { userId: toldAlready.userId, categoryId: sport },
    ]);
    const [coming] = await database.db
      .select()
      .from(contentPacks)
      .where(eq(contentPacks.slug, 'first-tracks'));
    // One buyer has its notification already (an earlier attempt, say): not told, not counted.
    await database.db.insert(notifications).values({
      userId: toldAlready.userId,
      kind: 'presale_content',
      dedupeKey: `presale_content:${coming?.id}`,
      title: 'told before',
      description: 'x',
    });

    const published = await run(publishPackCommand, ['first-tracks']);
    expect(published.notified).toBe(2);
    expect(printed.at(-1)).toContain('2 presale buyers notified');
    const [pack] = await database.db
      .select()
      .from(contentPacks)
      .where(eq(contentPacks.slug, 'first-tracks'));
    expect(await notificationsOf(toldAlready.userId, `presale_content:${pack?.id}`)).toMatchObject([
      { title: 'told before' },
    ]);
    expect(pack).toMatchObject({ status: 'PUBLISHED', isPreview: false });
    const key = `presale_content:${pack?.id}`;
    const [told] = await notificationsOf(buyer.userId, key);
    expect(told).toMatchObject({
      title: 'New in Sport — Season One',
      link: `${PUBLIC_URL}/content/first-tracks`,
    });
    const [toldEs] = await notificationsOf(spanishBuyer.userId, key);
    expect(toldEs?.description).toBe(
      'First Tracks ya está disponible y es tuyo con la preventa que compraste.',
    );
    expect(await notificationsOf(bystander.userId, key)).toEqual([]);
    const list = NotificationList.parse((await buyer.client.get('/api/v1/notifications')).json());
    expect(list.content.map((item) => item.title)).toContain('New in Sport — Season One');

    // It is out now: publishing it again (or an unknown pack) is refused and tells nobody again.
    await expect(run(publishPackCommand, ['first-tracks'])).rejects.toMatchObject({
      errorType: 'ContentNotFound',
    });
    await expect(run(publishPackCommand, ['no-such-pack'])).rejects.toMatchObject({
      errorType: 'ContentNotFound',
    });
    await expect(run(publishPackCommand, [])).rejects.toBeInstanceOf(UsageError);
    expect(await notificationsOf(buyer.userId, key)).toHaveLength(1);
  });
});
