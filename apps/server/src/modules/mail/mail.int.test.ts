import type { AddressInfo } from 'node:net';
import { CodeChallenge, LoginResult } from '@parallax/core/contracts/auth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { users } from '../auth/auth.schema.js';
import { mailOutbox } from './mail.schema.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { BrowserClient } from '../../test/browser-client.js';
import { createTestAppWithJobs, makeRetriesDue } from '../../test/jobs.js';
import { MAIL_DELIVERY_JOB } from './mailer.service.js';
import { createMailRepository } from './mail.repository.js';

/** What the SMTP server saw, and what the database looked like while it was receiving. */
type Received = {
  to: string[];
  raw: string;
  /** The writing transaction had committed: the new account was visible to another query. */
  isCommitted: boolean;
  /** Sessions inside a transaction at that moment (PostgreSQL; PGlite runs one at a time). */
  openTransactions: number;
};
const received: Received[] = [];
let smtp: SMTPServer | null = null;
let smtpPort = 0;
/** The SMTP reply to the message itself (after DATA); 250 accepts it. */
let dataReply = 250;
let app: FastifyInstance;
let jobs: JobQueue;
let database: DatabaseHandle;

/**
 * Asks the database, from outside any transaction, whether the account an e-mail is about exists.
 * If a transaction were still open around the SMTP call, PGlite (one connection) could not answer
 * until it ended, hence the time limit.
 */
async function inspectDatabase(to: string) {
  const answer = Promise.all([
    database.db.select({ id: users.id }).from(users).where(eq(users.email, to)),
    database.kind === 'postgres'
      ? database.executeSql(
          `select count(*)::int as count from pg_stat_activity
           where datname = current_database() and state like 'idle in transaction%'`,
          [],
        )
      : Promise.resolve({ rows: [{ count: 0 }] }),
  ]).then(([rows, open]) => ({
    isCommitted: rows.length === 1,
    openTransactions: (open.rows[0] as { count: number }).count,
  }));
  const blocked = new Promise<{ isCommitted: boolean; openTransactions: number }>((resolve) =>
    setTimeout(() => resolve({ isCommitted: false, openTransactions: -1 }), 3_000),
  );
  return Promise.race([answer, blocked]);
}

/** A real SMTP server on loopback (the same port each time it is started again). */
async function startSmtp(): Promise<void> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        void inspectDatabase(to[0] ?? '').then((state) => {
          if (dataReply !== 250) {
            const error = Object.assign(new Error('mailbox unavailable'), {
              responseCode: dataReply,
            });
            callback(error);
            return;
          }
          received.push({ to, raw: Buffer.concat(chunks).toString('utf8'), ...state });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(smtpPort, '127.0.0.1', resolve));
  smtpPort = (server.server.address() as AddressInfo).port;
  smtp = server;
}

async function stopSmtp(): Promise<void> {
  const server = smtp;
  smtp = null;
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
}

async function outboxRowTo(email: string) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return row;
}

async function signUp(username: string, email: string) {
  const client = new BrowserClient(app);
  const response = await client.post('/store/api/v1/registration', {
    username,
    email,
    password: 'relay2026',
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return { client, challenge: CodeChallenge.parse(response.json()) };
}

beforeAll(async () => {
  await startSmtp();
  ({ app, jobs, database } = await createTestAppWithJobs(
    {},
    { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Parallax <hello@parallax.test>' },
  ));
});
afterAll(async () => {
  await app.close();
  await stopSmtp();
});

describe('e-mail over SMTP, through the outbox', () => {
  it('sends the sign-up code after the sign-up commits, once, with the outbox id as Message-ID', async () => {
    const { client, challenge } = await signUp('smtp_user', 'smtp.user@example.com');
    // Recorded with the sign-up; nothing has talked to SMTP yet.
    expect(received).toHaveLength(0);
    const row = await outboxRowTo('smtp.user@example.com');
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });

    expect(await jobs.runDue(MAIL_DELIVERY_JOB)).toBe(1);
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message).toMatchObject({
      to: ['smtp.user@example.com'],
      isCommitted: true,
      openTransactions: 0,
    });
    expect(message?.raw).toMatch(/^Subject: Your Parallax sign-up code/m);
    expect(message?.raw).toMatch(/^From: Parallax <hello@parallax\.test>/m);
    expect(message?.raw).toContain(`Message-ID: <${row?.id}@parallax.test>`);
    expect(await outboxRowTo('smtp.user@example.com')).toMatchObject({
      status: 'sent',
      attempts: 1,
    });
    expect(await jobs.runDue(MAIL_DELIVERY_JOB)).toBe(0);
    expect(received).toHaveLength(1);

    const code = /Your code is (\d{6})\./.exec(message?.raw ?? '')?.[1];
    const confirmed = await client.post('/store/api/v1/registration/confirm', {
      token: challenge.token,
      confirmation: code,
    });
    expect(LoginResult.parse(confirmed.json()).status).toBe('ACTIVE');
    // With SMTP configured nothing is kept in the development outbox.
    expect((await app.inject('/api/dev/outbox')).json()).toEqual([]);
  });

  it('an e-mail whose SMTP server is down is sent once it comes back, outside any transaction', async () => {
    await stopSmtp();
    const before = received.length;
    // The sign-up no longer depends on the mail server.
    await signUp('down_user', 'down.user@example.com');

    expect(await jobs.runDue(MAIL_DELIVERY_JOB)).toBe(1);
    const row = await outboxRowTo('down.user@example.com');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/ECONNREFUSED/);
    // Retried with back-off: not due at once.
    expect(await jobs.runDue(MAIL_DELIVERY_JOB)).toBe(0);

    await startSmtp();
    expect(await makeRetriesDue(database, MAIL_DELIVERY_JOB)).toBe(1);
    expect(await jobs.runDue(MAIL_DELIVERY_JOB)).toBe(1);
    expect(received.slice(before)).toEqual([
      expect.objectContaining({
        to: ['down.user@example.com'],
        isCommitted: true,
        openTransactions: 0,
      }),
    ]);
    expect(await outboxRowTo('down.user@example.com')).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
    expect(await makeRetriesDue(database, MAIL_DELIVERY_JOB)).toBe(0);
    expect(await jobs.runDue(MAIL_DELIVERY_JOB)).toBe(0);
    expect(received).toHaveLength(before + 1);
  });

  it('a message the server refuses for good is marked failed, not retried', async () => {
    dataReply = 550;
    try {
      await signUp('refused_user', 'refused.user@example.com');
      expect(await jobs.runDue(MAIL_DELIVERY_JOB)).toBe(1);
    } finally {
      dataReply = 250;
    }
    const row = await outboxRowTo('refused.user@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.lastError).toMatch(/550/);
    expect(await makeRetriesDue(database, MAIL_DELIVERY_JOB)).toBe(0);
  });

  it('never sends twice: an attempt that died after claiming the message is not repeated', async () => {
    const before = received.length;
    await signUp('claimed_user', 'claimed.user@example.com');
    const row = await outboxRowTo('claimed.user@example.com');
    // What a process does just before calling SMTP; then it dies.
    expect(await createMailRepository(database.db).claim(row?.id ?? '', new Date())).not.toBeNull();

    expect(await jobs.runDue(MAIL_DELIVERY_JOB)).toBe(1);
    expect(received).toHaveLength(before);
    const after = await outboxRowTo('claimed.user@example.com');
    expect(after).toMatchObject({ status: 'failed', attempts: 1 });
    expect(after?.lastError).toMatch(/interrupted while sending/);
  });
});
