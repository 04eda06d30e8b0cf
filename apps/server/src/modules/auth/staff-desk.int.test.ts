import { ErrorBody } from '@parallax/core/contracts/common';
import { StaffList, StaffMember } from '@parallax/core/contracts/desk-staff';
import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { roleCommand } from '../../role-command.js';
import { signedUpClient } from '../../test/accounts.js';
import { staffAccount } from '../../test/staff.js';
import { BrowserClient } from '../../test/browser-client.js';
import { createTestAppWithJobs } from '../../test/jobs.js';
import { auditLog } from '../audit/audit.schema.js';
import { users } from './auth.schema.js';

// The desk's staff area (admins only): who holds which role, granting and revoking one, each
// change in the audit log in the change's own transaction; the last admin keeps ROLE_ADMIN.

const STAFF = '/api/v1/desk/staff';

let app: FastifyInstance;
let database: DatabaseHandle;
let admin: Awaited<ReturnType<typeof signedUpClient>>;

beforeAll(async () => {
  ({ app, database } = await createTestAppWithJobs({}, { AUTH_RATE_LIMIT_PER_MINUTE: '10000' }));
  admin = await staffAccount(app, database.db, 'ROLE_ADMIN', 'staff_admin');
}, 60_000);
afterAll(() => app.close());

function errorOf(response: { statusCode: number; json: () => unknown }) {
  return { status: response.statusCode, ...ErrorBody.parse(response.json()) };
}

const rolesOf = async (userId: string) =>
  (await database.db.select().from(users).where(eq(users.id, userId)))[0]?.roles;

const auditOf = (userId: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, userId))
    .orderBy(desc(auditLog.at), desc(auditLog.id));

const grant = (client: BrowserClient, body: unknown) =>
  client.request('POST', `${STAFF}/roles`, body);
const revoke = (client: BrowserClient, userId: string, role: string) =>
  client.request('DELETE', `${STAFF}/${userId}/roles/${role}`);

describe('the staff area is for admins only', () => {
  it('answers 401 to a guest and 403 to a customer and to every other staff role', async () => {
    const guest = new BrowserClient(app);
    const target = await signedUpClient(app, 'staff_target');
    expect(errorOf(await guest.get(STAFF))).toMatchObject({ status: 401 });
    const body = { email: target.email, role: 'ROLE_EDITOR' };
    expect(errorOf(await grant(guest, body))).toMatchObject({ status: 401 });
    const others = [
      await signedUpClient(app, 'staff_customer'),
      await staffAccount(app, database.db, 'ROLE_EDITOR', 'staff_editor'),
      await staffAccount(app, database.db, 'ROLE_SUPPORT', 'staff_support'),
      await staffAccount(app, database.db, 'ROLE_FINANCE', 'staff_finance'),
      await staffAccount(app, database.db, 'ROLE_MODERATOR', 'staff_moderator'),
    ];
    for (const { client } of others) {
      expect(errorOf(await client.get(STAFF))).toMatchObject({
        status: 403,
        errorType: 'Forbidden',
      });
      expect(errorOf(await grant(client, body))).toMatchObject({ status: 403 });
      expect(errorOf(await revoke(client, admin.userId, 'ROLE_ADMIN'))).toMatchObject({
        status: 403,
      });
    }
    expect(await rolesOf(target.userId)).toEqual([]);
    expect(await rolesOf(admin.userId)).toEqual(['ROLE_ADMIN']);
  });
});

describe('an admin grants and revokes roles', () => {
  it('lists the accounts holding a role, with e-mail, name and roles', async () => {
    const editor = await staffAccount(app, database.db, 'ROLE_EDITOR', 'staff_listed');
    const customer = await signedUpClient(app, 'staff_unlisted');
    const list = StaffList.parse((await admin.client.get(STAFF)).json());
    expect(list.members.find((member) => member.id === editor.userId)).toMatchObject({
      email: editor.email,
      roles: ['ROLE_EDITOR'],
    });
    expect(list.members.map((member) => member.id)).toContain(admin.userId);
    expect(list.members.map((member) => member.id)).not.toContain(customer.userId);
    const emails = list.members.map((member) => member.email);
    expect(emails).toEqual([...emails].sort());
  });

  it('grants a role by e-mail (any case), idempotently, with its audit row', async () => {
    const target = await staffAccount(app, database.db, 'ROLE_MODERATOR', 'staff_granted');
    const response = await grant(admin.client, {
      email: ` ${target.email.toUpperCase()} `,
      role: 'ROLE_FINANCE',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(StaffMember.parse(response.json())).toMatchObject({
      id: target.userId,
      email: target.email,
      roles: ['ROLE_MODERATOR', 'ROLE_FINANCE'],
    });
    expect(await rolesOf(target.userId)).toEqual(['ROLE_MODERATOR', 'ROLE_FINANCE']);
    // Finance does not open the staff area.
    expect((await target.client.get('/api/v1/desk/staff')).statusCode).toBe(403);

    const [row, ...older] = await auditOf(target.userId);
    expect(row).toMatchObject({
      actorId: admin.userId,
      actorEmail: admin.email,
      action: 'role.grant',
      entityType: 'user',
      entityId: target.userId,
      before: { roles: ['ROLE_MODERATOR'] },
      after: { roles: ['ROLE_MODERATOR', 'ROLE_FINANCE'] },
    });
    // The command line's grant is in the log too, by the operating system's user.
    expect(older).toHaveLength(1);
    expect(older[0]?.actorEmail).toMatch(/^command line \(.+\)$/);
    expect(older[0]?.actorId).toBeNull();

    // Granted again: nothing changes, nothing more is written.
    const again = await grant(admin.client, { email: target.email, role: 'ROLE_FINANCE' });
    expect(again.statusCode).toBe(200);
    expect(await auditOf(target.userId)).toHaveLength(2);
  });

  it('revokes a role, with its audit row, and the area closes at once', async () => {
    const target = await staffAccount(app, database.db, 'ROLE_SUPPORT', 'staff_revoked');
    expect((await target.client.get('/api/v1/moderation/reports')).statusCode).toBe(200);
    const response = await revoke(admin.client, target.userId, 'ROLE_SUPPORT');
    expect(response.statusCode, response.body).toBe(200);
    expect(StaffMember.parse(response.json()).roles).toEqual([]);
    expect(await rolesOf(target.userId)).toEqual([]);
    expect((await target.client.get('/api/v1/moderation/reports')).statusCode).toBe(403);
    const [row] = await auditOf(target.userId);
    expect(row).toMatchObject({
      actorEmail: admin.email,
      action: 'role.revoke',
      before: { roles: ['ROLE_SUPPORT'] },
      after: { roles: [] },
    });
    const again = await revoke(admin.client, target.userId, 'ROLE_SUPPORT');
    expect(again.statusCode).toBe(200);
    expect(await auditOf(target.userId)).toHaveLength(2);
  });

  it('refuses to take ROLE_ADMIN from the last admin, writing nothing', async () => {
    const second = await staffAccount(app, database.db, 'ROLE_ADMIN', 'staff_second_admin');
    // Every other admin goes, so `second` is the last one.
    const admins = await database.db
      .select({ id: users.id, email: users.email, roles: users.roles })
      .from(users);
    for (const other of admins.filter((row) => row.roles.includes('ROLE_ADMIN'))) {
      if (other.id === second.userId) continue;
      const response = await revoke(second.client, other.id, 'ROLE_ADMIN');
      expect(response.statusCode, response.body).toBe(200);
    }
    const written = (await database.db.select().from(auditLog)).length;
    const refused = await revoke(second.client, second.userId, 'ROLE_ADMIN');
    expect(errorOf(refused)).toMatchObject({ status: 409, errorType: 'LastAdmin' });
    expect(errorOf(refused).message).toMatch(/last account holding ROLE_ADMIN/);
    expect(await rolesOf(second.userId)).toEqual(['ROLE_ADMIN']);
    expect((await database.db.select().from(auditLog)).length).toBe(written);
    // The command line keeps the last admin too.
    const command = await roleCommand(database.db, ['revoke', second.email, 'ROLE_ADMIN']);
    expect(command.exitCode).toBe(1);
    expect(await rolesOf(second.userId)).toEqual(['ROLE_ADMIN']);

    // With another admin, it may go (and the first admin is one again for the other tests).
    expect(
      (await grant(second.client, { email: admin.email, role: 'ROLE_ADMIN' })).statusCode,
    ).toBe(200);
    expect((await revoke(admin.client, second.userId, 'ROLE_ADMIN')).statusCode).toBe(200);
    const remaining = await database.db
      .select({ roles: users.roles })
      .from(users)
      .where(inArray(users.id, [admin.userId, second.userId]));
    expect(remaining.map((row) => row.roles.includes('ROLE_ADMIN')).sort()).toEqual([false, true]);
  });

  it('answers 404 for an unknown e-mail or account, and 400 for a bad e-mail or role', async () => {
    const before = (await database.db.select().from(auditLog)).length;
    expect(
      errorOf(await grant(admin.client, { email: 'nobody@example.com', role: 'ROLE_EDITOR' })),
    ).toMatchObject({ status: 404, errorType: 'UserNotFound' });
    expect(
      errorOf(await revoke(admin.client, '6f1c2a7e-4b1d-4c8e-9a3f-2d5e8b7c1a90', 'ROLE_EDITOR')),
    ).toMatchObject({ status: 404, errorType: 'UserNotFound' });
    for (const body of [
      { email: `staff\u0000@example.com`, role: 'ROLE_EDITOR' },
      { email: `staff\u0007x@example.com`, role: 'ROLE_EDITOR' },
      { email: 'not an address', role: 'ROLE_EDITOR' },
      { email: admin.email, role: 'ROLE_OWNER' },
      { email: admin.email },
    ]) {
      expect(errorOf(await grant(admin.client, body)), JSON.stringify(body)).toMatchObject({
        status: 400,
        errorType: 'ValidationError',
      });
    }
    expect(errorOf(await revoke(admin.client, admin.userId, 'ROLE_OWNER'))).toMatchObject({
      status: 400,
    });
    expect((await database.db.select().from(auditLog)).length).toBe(before);
  });
});

describe('the development tools (browser tests run the server on an in-memory database)', () => {
  it('give the signed-in user a role of their choice, as the command line does', async () => {
    const user = await signedUpClient(app, 'staff_dev_tools');
    const guest = new BrowserClient(app);
    expect((await guest.post('/api/dev/roles', { role: 'ROLE_EDITOR' })).statusCode).toBe(401);
    expect((await user.client.post('/api/dev/roles', { role: 'ROLE_OWNER' })).statusCode).toBe(400);
    const response = await user.client.post('/api/dev/roles', { role: 'ROLE_FINANCE' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ roles: ['ROLE_FINANCE'] });
    const moderator = await user.client.post('/api/dev/roles/moderator');
    expect(moderator.json()).toEqual({ roles: ['ROLE_FINANCE', 'ROLE_MODERATOR'] });
    const [latest] = await auditOf(user.userId);
    expect(latest).toMatchObject({ actorId: user.userId, action: 'role.grant' });
  });
});
