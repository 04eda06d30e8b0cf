import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from './auth.schema.js';

/** An account as its roles are changed: who it is and what it holds. */
export type RoleAccount = { id: string; email: string; name: string; roles: string[] };

const account = { id: users.id, email: users.email, name: users.name, roles: users.roles };

/** Queries of an account's roles (the users table's roles column). */
export const rolesRepository = {
  /**
   * The account of an e-mail or id, its row locked until the transaction ends (so two changes of
   * its roles follow one another); undefined when no account matches.
   */
  async lockAccount(
    db: Database,
    who: { email: string } | { id: string },
  ): Promise<RoleAccount | undefined> {
    const where = 'email' in who ? eq(users.email, who.email) : eq(users.id, who.id);
    const [row] = await db.select(account).from(users).where(where).for('update');
    return row;
  },

  async setRoles(db: Database, id: string, roles: string[]): Promise<void> {
    await db.update(users).set({ roles }).where(eq(users.id, id));
  },

  /**
   * The accounts holding `role`, their rows locked in id order until the transaction ends: two
   * admins taking the role from each other at once wait for one another, and the second sees the
   * first's change.
   */
  async lockHolders(db: Database, role: string): Promise<string[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.roles} ? ${role}`)
      .orderBy(asc(users.id))
      .for('update');
    return rows.map((row) => row.id);
  },

  /** The accounts holding any of `roles`, by e-mail. */
  async holdersOfAny(db: Database, roles: readonly string[]): Promise<RoleAccount[]> {
    const names = sql.join(
      roles.map((role) => sql`${role}`),
      sql`, `,
    );
    return db
      .select(account)
      .from(users)
      .where(sql`${users.roles} ?| array[${names}]::text[]`)
      .orderBy(asc(users.email));
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
