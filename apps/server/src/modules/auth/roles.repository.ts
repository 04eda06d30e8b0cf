import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from './auth.schema.js';
import type { UserRow } from './users.repository.js';

/** Queries of an account's roles (the users table's roles column). */
export const rolesRepository = {
  /**
   * Gives the account of `email` a role, or takes it away, in one statement (idempotent: a role
   * is held once); the account's id, e-mail and roles after it, or undefined for an unknown
   * e-mail.
   */
  async changeRole(
    db: Database,
    email: string,
    role: string,
    change: 'grant' | 'revoke',
  ): Promise<Pick<UserRow, 'id' | 'email' | 'roles'> | undefined> {
    const roles =
      change === 'grant'
        ? sql`case when ${users.roles} ? ${role} then ${users.roles}
            else ${users.roles} || jsonb_build_array(${role}::text) end`
        : sql`${users.roles} - ${role}::text`;
    const [row] = await db
      .update(users)
      .set({ roles })
      .where(eq(users.email, email))
      .returning({ id: users.id, email: users.email, roles: users.roles });
    return row;
  },

  /** The account's e-mail and roles (what the operator's desk checks), undefined if gone. */
  async staffOf(db: Database, id: string): Promise<{ email: string; roles: string[] } | undefined> {
    const [row] = await db
      .select({ email: users.email, roles: users.roles })
      .from(users)
      .where(eq(users.id, id));
    return row;
  },

  async rolesOf(db: Database, id: string): Promise<string[] | undefined> {
    const [row] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, id));
    return row?.roles;
  },
};
