import type { ProfileUpdate } from '@parallax/core/contracts/user-settings';
import { and, eq, gt, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { users } from './auth.schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
/**
 * What a broadcast needs of an account: whom to write to, in which language, and whether it may
 * (consent to e-mail, and an address proved by a code or a social sign-in).
 */
export type AudienceMember = Pick<
  UserRow,
  'id' | 'email' | 'language' | 'emailConsent' | 'emailToken' | 'emailConfirmed' | 'isSocialAuth'
>;

/** Queries of accounts (the users table). Every function takes the database or an open transaction. */
export const usersRepository = {
  async userById(db: Database, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },

  /**
   * A page of accounts in id order (an operator's broadcast), optionally of one language or
   * marketing source; sign-ups whose code was never confirmed are not accounts yet (see
   * `isPendingSignUp`).
   */
  async audiencePage(
    db: Database,
    query: { afterId: string | null; limit: number; language?: string; source?: string },
  ): Promise<AudienceMember[]> {
    return db
      .select({
        id: users.id,
        email: users.email,
        language: users.language,
        emailConsent: users.emailConsent,
        emailToken: users.emailToken,
        emailConfirmed: users.emailConfirmed,
        isSocialAuth: users.isSocialAuth,
      })
      .from(users)
      .where(
        and(
          query.afterId ? gt(users.id, query.afterId) : undefined,
          query.language ? eq(users.language, query.language) : undefined,
          query.source ? eq(users.source, query.source) : undefined,
          sql`not (${users.emailConfirmed} = false and ${users.isSocialAuth} = false and ${users.status} = 'Active' and ${users.passwordHash} is not null)`,
        ),
      )
      .orderBy(users.id)
      .limit(query.limit);
  },

  async userByEmail(db: Database, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return row;
  },

  async userByUsername(db: Database, username: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.username, username));
    return row;
  },

  async insertUser(db: Database, user: NewUser): Promise<UserRow> {
    const [row] = await db.insert(users).values(user).returning();
    if (!row) throw new Error('insert returned no user');
    return row;
  },

  async updateUser(
    db: Database,
    id: string,
    values: PgUpdateSetSource<typeof users>,
  ): Promise<UserRow> {
    const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
    if (!row) throw new Error(`no user ${id}`);
    return row;
  },

  /**
   * A sign-up never confirmed, holding a username since before `before`, gives it up. Only plain
   * pending sign-ups qualify (never a quick-registered or social account, which may have bought
   * something), and never the account of `keepEmail`, whose send limits must survive.
   */
  async deleteStaleUnconfirmed(
    db: Database,
    username: string,
    before: Date,
    keepEmail: string,
  ): Promise<void> {
    await db
      .delete(users)
      .where(
        and(
          eq(users.username, username),
          eq(users.emailConfirmed, false),
          eq(users.isSocialAuth, false),
          eq(users.status, 'Active'),
          isNotNull(users.passwordHash),
          ne(users.email, keepEmail),
          lt(users.createdAt, before),
        ),
      );
  },

  /** Serializes work on one user (code sends, sign-in attempts) across transactions. */
  async lockUser(db: Database, id: string): Promise<void> {
    await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  },

  /**
   * Writes profile settings (undefined ones are left alone) and answers the account. A partial
   * `vrControls` is merged into the stored one in the same statement.
   */
  async updateProfile(
    db: Database,
    id: string,
    settings: Omit<ProfileUpdate, 'vrControls'>,
    vrControls: ProfileUpdate['vrControls'],
  ): Promise<UserRow> {
    const [row] = await db
      .update(users)
      .set({
        ...settings,
        ...(vrControls
          ? { vrControls: sql`${users.vrControls} || ${JSON.stringify(vrControls)}::jsonb` }
          : {}),
      })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new Error(`no user ${id}`);
    return row;
  },

  /** Records e-mail consent for the account of an e-mail's token; false when no account has it. */
  async setEmailConsentByToken(db: Database, token: string, isConsent: boolean): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ emailConsent: isConsent })
      .where(eq(users.emailToken, token))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  async usersByIds(db: Database, ids: readonly string[]): Promise<UserRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]));
  },

  async markAgeVerified(db: Database, id: string): Promise<void> {
    await db.update(users).set({ ageVerified: true }).where(eq(users.id, id));
  },

  async deleteUser(db: Database, id: string): Promise<void> {
    await db.delete(users).where(eq(users.id, id));
  },
};
