import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openTestDatabase, testConfig } from '../test/test-app.js';
import type { DatabaseHandle } from '../db/client.js';
import { users } from '../modules/auth/auth.schema.js';

const EMAIL = 'owner-of-secrets@example.com';
const PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$hunter2-hash-value';
const TOKEN = 'tok-4f1c9a77-secret';

let database: DatabaseHandle;
let app: FastifyInstance;
let logged = '';

beforeAll(async () => {
  database = await openTestDatabase();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  app = await buildApp(testConfig({ LOG_LEVEL: 'error' }), { database, logStream });
  const { db } = database;
  await db.insert(users).values({ email: EMAIL, emailToken: 'first-token' });
  // Routes whose queries fail on purpose, added to the real app before it is ready; the values
  // come from the request, as they would in a real route.
  app.get<{ Querystring: { token: string } }>('/api/test/duplicate-user', async (request) => {
    await db
      .insert(users)
      .values({ email: EMAIL, passwordHash: PASSWORD_HASH, emailToken: request.query.token });
  });
  app.get<{ Querystring: { value: string } }>('/api/test/not-a-number', async (request) => {
    await db.execute(sql`select ${request.query.value}::int`);
  });
  app.get<{ Querystring: { token: string } }>('/api/test/wrapped', async (request) => {
    try {
      await db.execute(sql`select ${request.query.token}::uuid`);
    } catch (cause) {
      throw new Error('the checkout could not be stored', { cause });
    }
  });
});
// Closing the app closes its database.
afterAll(() => app.close());
beforeEach(() => {
  logged = '';
});

/** The error object of the one log line the request wrote. */
function loggedError(): Record<string, unknown> {
  const lines = logged.trim().split('\n');
  expect(lines).toHaveLength(1);
  return (JSON.parse(lines[0] ?? '{}') as { err: Record<string, unknown> }).err;
}

describe('a failed query in the logs', () => {
  it('names the constraint and the SQL, never the values of a unique violation', async () => {
    const response = await app.inject(`/api/test/duplicate-user?token=${TOKEN}`);
    expect(response.statusCode).toBe(500);
    for (const secret of [EMAIL, PASSWORD_HASH, 'hunter2', TOKEN]) {
      expect(logged).not.toContain(secret);
    }
    expect(loggedError()).toMatchObject({
      type: 'DrizzleQueryError',
      code: '23505',
      constraint: 'users_email_unique',
      table: 'users',
      query: expect.stringContaining('insert into "users"') as string,
    });
    expect(logged).toContain('duplicate key value violates unique constraint');
    expect(logged).not.toContain('"params"');
  });

  it('drops the rejected input a data exception quotes in its message', async () => {
    await app.inject(`/api/test/not-a-number?value=${TOKEN}`);
    expect(logged).not.toContain(TOKEN);
    expect(loggedError()).toMatchObject({ code: '22P02' });
    expect(logged).toContain('invalid input syntax for type integer: \\"…\\"');
  });

  it('cleans a failed query that is the cause of another error', async () => {
    await app.inject(`/api/test/wrapped?token=${TOKEN}`);
    expect(logged).not.toContain(TOKEN);
    const error = loggedError();
    expect(error.message).toMatch(
      /^the checkout could not be stored: Failed query: select \$1::uuid: invalid/,
    );
    expect(error.stack).toContain('caused by: Error: Failed query: select $1::uuid\n');
  });
});
