import { ErrorBody } from '@parallax/core/contracts/common';
import { AuditLogPage } from '@parallax/core/contracts/desk-staff';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { signedUpClient } from '../../test/accounts.js';
import { staffAccount } from '../../test/staff.js';
import { BrowserClient } from '../../test/browser-client.js';
import { createTestAppWithJobs } from '../../test/jobs.js';

// The desk's audit log (admins only): every change, newest first, with who made it and the
// entity before and after; filtered by entity type, entity id and the actor's e-mail; paged by
// index or by cursor.

const AUDIT = '/api/v1/desk/audit';

let app: FastifyInstance;
let database: DatabaseHandle;
let admin: Awaited<ReturnType<typeof signedUpClient>>;

beforeAll(async () => {
  ({ app, database } = await createTestAppWithJobs({}, { AUTH_RATE_LIMIT_PER_MINUTE: '10000' }));
  admin = await staffAccount(app, database.db, 'ROLE_ADMIN', 'audit_admin');
}, 60_000);
afterAll(() => app.close());

async function pageOf(query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  );
  const response = await admin.client.get(`${AUDIT}?${search.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return AuditLogPage.parse(response.json());
}

const grantAsAdmin = (email: string, role: string) =>
  admin.client.request('POST', '/api/v1/desk/staff/roles', { email, role });

describe('the audit log', () => {
  it('shows a change with its actor and the entity before and after, newest first', async () => {
    const target = await signedUpClient(app, 'audit_target');
    expect((await grantAsAdmin(target.email, 'ROLE_EDITOR')).statusCode).toBe(200);
    const page = await pageOf({ size: 5 });
    expect(page.entries[0]).toMatchObject({
      actorEmail: admin.email,
      action: 'role.grant',
      entityType: 'user',
      entityId: target.userId,
      before: { roles: [] },
      after: { roles: ['ROLE_EDITOR'] },
    });
    const times = page.entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by entity type, entity id and (part of) the actor’s e-mail', async () => {
    const target = await signedUpClient(app, 'audit_filtered');
    await grantAsAdmin(target.email, 'ROLE_SUPPORT');
    await grantAsAdmin(target.email, 'ROLE_FINANCE');
    const byId = await pageOf({ entityType: 'user', entityId: target.userId });
    expect(byId.entries.map((entry) => entry.action)).toEqual(['role.grant', 'role.grant']);
    expect(byId.entries.map((entry) => entry.after)).toEqual([
      { roles: ['ROLE_SUPPORT', 'ROLE_FINANCE'] },
      { roles: ['ROLE_SUPPORT'] },
    ]);
    expect((await pageOf({ entityType: 'content_pack', entityId: target.userId })).entries).toEqual(
      [],
    );

    const byActor = await pageOf({ actorEmail: admin.email.toUpperCase(), size: 100 });
    expect(byActor.entries.length).toBeGreaterThanOrEqual(3);
    expect(byActor.entries.every((entry) => entry.actorEmail === admin.email)).toBe(true);
    const byCommandLine = await pageOf({ actorEmail: 'command line', size: 100 });
    expect(byCommandLine.entries.map((entry) => entry.entityId)).toContain(admin.userId);
    expect(byCommandLine.entries.every((entry) => entry.actorEmail.startsWith('command line')));
    // A LIKE wildcard is a plain character here.
    expect((await pageOf({ actorEmail: '%' })).entries).toEqual([]);
  });

  it('pages by index and by cursor, without a row twice or left out', async () => {
    const target = await signedUpClient(app, 'audit_paged');
    for (const role of ['ROLE_EDITOR', 'ROLE_SUPPORT', 'ROLE_FINANCE', 'ROLE_MODERATOR']) {
      expect((await grantAsAdmin(target.email, role)).statusCode).toBe(200);
    }
    const filter = { entityId: target.userId, size: 3 };
    const first = await pageOf(filter);
    expect(first).toMatchObject({ page: 0, size: 3, hasMore: true });
    expect(first.nextCursor).toBe(first.entries[2]?.id);
    const second = await pageOf({ ...filter, page: 1 });
    expect(second).toMatchObject({ page: 1, hasMore: false, nextCursor: null });
    const byCursor = await pageOf({ ...filter, cursor: first.nextCursor ?? '' });
    expect(byCursor.entries).toEqual(second.entries);
    const ids = [...first.entries, ...second.entries].map((entry) => entry.after);
    expect(ids).toEqual([
      { roles: ['ROLE_EDITOR', 'ROLE_SUPPORT', 'ROLE_FINANCE', 'ROLE_MODERATOR'] },
      { roles: ['ROLE_EDITOR', 'ROLE_SUPPORT', 'ROLE_FINANCE'] },
      { roles: ['ROLE_EDITOR', 'ROLE_SUPPORT'] },
      { roles: ['ROLE_EDITOR'] },
    ]);
  });

  it('refuses a bad filter (400) and anyone but an admin (401, 403)', async () => {
    for (const query of ['entityType=%00', 'cursor=not-a-row', 'size=1000', 'actorEmail=a%07b']) {
      const response = await admin.client.get(`${AUDIT}?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await new BrowserClient(app).get(AUDIT)).statusCode).toBe(401);
    for (const role of [
      undefined,
      'ROLE_EDITOR',
      'ROLE_SUPPORT',
      'ROLE_FINANCE',
      'ROLE_MODERATOR',
    ]) {
      const { client } = role
        ? await staffAccount(app, database.db, role, 'audit_refused')
        : await signedUpClient(app, 'audit_refused');
      const response = await client.get(AUDIT);
      expect({ role, status: response.statusCode }).toEqual({ role, status: 403 });
      expect(ErrorBody.parse(response.json()).errorType).toBe('Forbidden');
    }
  });
});
