import type { AddressInfo } from 'node:net';
import { CodeChallenge, LoginResult } from '@parallax/core/contracts/auth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient } from '../../test/browser-client.js';
import { buildApp } from '../../app.js';
import { emailChallenges, users } from '../../db/schema.js';
import { createTestApp, openTestDatabase, testConfig } from '../../test/test-app.js';

type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];
let smtp: SMTPServer;
let app: FastifyInstance;

beforeAll(async () => {
  // A real SMTP server on loopback; Parallax talks to it with nodemailer as it would to any relay.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  app = await createTestApp(
    {},
    { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Parallax <hello@parallax.test>' },
  );
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the sign-up code through the SMTP server, and the code works', async () => {
    const client = new BrowserClient(app);
    const challenge = CodeChallenge.parse(
      (
        await client.post('/store/api/v1/registration', {
          username: 'smtp_user',
          email: 'smtp.user@example.com',
          password: 'relay2026',
        })
      ).json(),
    );
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.from).toBe('hello@parallax.test');
    expect(message?.to).toEqual(['smtp.user@example.com']);
    expect(message?.raw).toMatch(/^Subject: Your Parallax sign-up code/m);
    const code = /Your code is (\d{6})\./.exec(message?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const confirmed = await client.post('/store/api/v1/registration/confirm', {
      token: challenge.token,
      confirmation: code,
    });
    expect(LoginResult.parse(confirmed.json()).status).toBe('ACTIVE');
    // With SMTP configured nothing is kept in the development outbox.
    expect((await app.inject('/api/dev/outbox')).json()).toEqual([]);
  });

  it('rolls the sign-up back when the SMTP server refuses the message', async () => {
    const before = received.length;
    const database = await openTestDatabase();
    const refusing = await buildApp(testConfig({ SMTP_URL: 'smtp://127.0.0.1:1' }), { database });
    try {
      const client = new BrowserClient(refusing);
      const account = {
        username: 'unsent_user',
        email: 'unsent@example.com',
        password: 'relay2026',
      };
      const failed = await client.post('/store/api/v1/registration', account);
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ errorType: 'ServiceUnavailable' });
      expect(await database.db.select().from(users).where(eq(users.email, account.email))).toEqual(
        [],
      );
      expect(await database.db.select().from(emailChallenges)).toEqual([]);
      expect(received.length).toBe(before);
    } finally {
      await refusing.close();
    }
  });
});
