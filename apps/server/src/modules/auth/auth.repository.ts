import type { ProfileUpdate } from '@parallax/core/contracts/auth';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  actionTokens,
  deviceTokens,
  emailChallenges,
  otpEntryFailures,
  otpLogins,
  refreshTokens,
  users,
} from './auth.schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type ChallengeRow = typeof emailChallenges.$inferSelect;
export type ChallengePurpose = 'registration' | 'password_reset';
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
/**
 * What a broadcast needs of an account: whom to write to, in which language, and whether it may
 * (consent to e-mail, and an address proved by a code or a social sign-in).
 */
export type AudienceMember = Pick<
  UserRow,
  'id' | 'email' | 'language' | 'emailConsent' | 'emailToken' | 'emailConfirmed' | 'isSocialAuth'
>;

/** Queries of accounts and sessions. Every function takes the database or an open transaction. */
export const authRepository = {
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

  async rolesOf(db: Database, id: string): Promise<string[] | undefined> {
    const [row] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, id));
    return row?.roles;
  },

  async markAgeVerified(db: Database, id: string): Promise<void> {
    await db.update(users).set({ ageVerified: true }).where(eq(users.id, id));
  },

  async deleteUser(db: Database, id: string): Promise<void> {
    await db.delete(users).where(eq(users.id, id));
  },

  /**
   * Finds the account of a login and reserves one password check, in one statement, so
   * concurrent attempts on any instance are counted before any of them is verified. The attempt
   * that reaches `limit` locks the account until `until` (a right password lifts it again); an
   * expired lock starts a new count. A locked account is not found, like an unknown login, and
   * either way the statement is the same, so neither answers sooner.
   */
  async reserveSignInAttempt(
    db: Database,
    login: { email: string } | { username: string },
    now: Date,
    lock: { limit: number; until: Date },
  ): Promise<UserRow | undefined> {
    const expired = sql`${users.lockedUntil} is not null and ${users.lockedUntil} <= ${now}`;
    const attempt = sql`(case when ${expired} then 1 else ${users.failedSignIns} + 1 end)`;
    return db.transaction(async (tx) => {
      // A commit that wrote waits for the WAL to reach the disk; one that found no row does not,
      // and that difference would tell which logins exist. Not waiting costs at most the last
      // fraction of a second of counts in a crash.
      await tx.execute(sql`set local synchronous_commit = off`);
      const [row] = await tx
        .update(users)
        .set({
          failedSignIns: attempt,
          lockedUntil: sql`(case when ${attempt} >= ${lock.limit} then ${lock.until}::timestamptz else null end)`,
        })
        .where(
          and(
            'email' in login ? eq(users.email, login.email) : eq(users.username, login.username),
            or(isNull(users.lockedUntil), lte(users.lockedUntil, now)),
          ),
        )
        .returning();
      return row;
    });
  },

  async clearFailedSignIns(db: Database, id: string): Promise<void> {
    await db.update(users).set({ failedSignIns: 0, lockedUntil: null }).where(eq(users.id, id));
  },

  async latestChallenge(
    db: Database,
    userId: string,
    purpose: ChallengePurpose,
  ): Promise<ChallengeRow | undefined> {
    const [row] = await db
      .select()
      .from(emailChallenges)
      .where(and(eq(emailChallenges.userId, userId), eq(emailChallenges.purpose, purpose)))
      .orderBy(desc(emailChallenges.lastSentAt))
      .limit(1);
    return row;
  },

  async challengeById(db: Database, id: string): Promise<ChallengeRow | undefined> {
    const [row] = await db.select().from(emailChallenges).where(eq(emailChallenges.id, id));
    return row;
  },

  async challengeForUpdate(db: Database, id: string): Promise<ChallengeRow | undefined> {
    const [row] = await db
      .select()
      .from(emailChallenges)
      .where(eq(emailChallenges.id, id))
      .for('update');
    return row;
  },

  async deleteChallenges(db: Database, userId: string, purpose: ChallengePurpose): Promise<void> {
    await db
      .delete(emailChallenges)
      .where(and(eq(emailChallenges.userId, userId), eq(emailChallenges.purpose, purpose)));
  },

  async insertChallenge(
    db: Database,
    values: typeof emailChallenges.$inferInsert,
  ): Promise<ChallengeRow> {
    const [row] = await db.insert(emailChallenges).values(values).returning();
    if (!row) throw new Error('insert returned no challenge');
    return row;
  },

  async updateChallenge(
    db: Database,
    id: string,
    values: Partial<typeof emailChallenges.$inferInsert>,
  ): Promise<void> {
    await db.update(emailChallenges).set(values).where(eq(emailChallenges.id, id));
  },

  async insertRefreshToken(db: Database, values: typeof refreshTokens.$inferInsert): Promise<void> {
    await db.insert(refreshTokens).values(values);
  },

  async refreshTokenByHash(db: Database, tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update');
    return row;
  },

  async markRefreshTokenReplaced(db: Database, id: string, now: Date): Promise<void> {
    await db.update(refreshTokens).set({ replacedAt: now }).where(eq(refreshTokens.id, id));
  },

  async revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    // A push token belongs to its session: nothing is pushed to a signed-out device.
    await db.delete(deviceTokens).where(eq(deviceTokens.familyId, familyId));
  },

  /** The live session families of a user, with when each began and was last refreshed. */
  async liveFamilies(db: Database, userId: string, now: Date) {
    return db
      .select({
        familyId: refreshTokens.familyId,
        clientType: sql<string>`min(${refreshTokens.clientType})`,
        clientIdentifier: sql<string>`min(${refreshTokens.clientIdentifier}::text)`,
        startedAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
        lastActiveAt: sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
      .groupBy(refreshTokens.familyId)
      .having(sql`max(${refreshTokens.expiresAt}) > ${now}`)
      .orderBy(sql`max(${refreshTokens.createdAt}) desc`);
  },

  async revokeUserFamily(
    db: Database,
    userId: string,
    familyId: string,
    now: Date,
  ): Promise<boolean> {
    const rows = await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          eq(refreshTokens.familyId, familyId),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ id: refreshTokens.id });
    await db.delete(deviceTokens).where(eq(deviceTokens.familyId, familyId));
    return rows.length > 0;
  },

  /** Whether a session was made by pairing (a device signed in by a code another session entered). */
  async isPairedFamily(db: Database, familyId: string): Promise<boolean> {
    const [row] = await db
      .select({ code: otpLogins.code })
      .from(otpLogins)
      .where(eq(otpLogins.familyId, familyId))
      .limit(1);
    return row !== undefined;
  },

  /** A session is live while its family has an unrevoked, unexpired token. */
  async isFamilyLive(db: Database, familyId: string, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, familyId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async insertActionToken(db: Database, values: typeof actionTokens.$inferInsert): Promise<void> {
    await db.insert(actionTokens).values(values);
  },

  /** Marks a single-use token used and returns it; undefined when unknown or already used. */
  async useActionToken(
    db: Database,
    tokenHash: string,
    purpose: 'user_confirm' | 'sign_in',
    now: Date,
  ) {
    const [row] = await db
      .select()
      .from(actionTokens)
      .where(and(eq(actionTokens.tokenHash, tokenHash), eq(actionTokens.purpose, purpose)))
      .for('update');
    if (!row) return undefined;
    if (!row.usedAt && row.expiresAt > now) {
      await db
        .update(actionTokens)
        .set({ usedAt: now })
        .where(eq(actionTokens.tokenHash, tokenHash));
    }
    return row;
  },

  async insertOtp(db: Database, values: typeof otpLogins.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(otpLogins)
      .values(values)
      .onConflictDoNothing()
      .returning({ code: otpLogins.code });
    return rows.length > 0;
  },

  async otpForUpdate(db: Database, code: string) {
    const [row] = await db.select().from(otpLogins).where(eq(otpLogins.code, code)).for('update');
    return row;
  },

  async updateOtp(
    db: Database,
    code: string,
    values: Partial<
      Pick<
        typeof otpLogins.$inferInsert,
        | 'lastPolledAt'
        | 'intervalSeconds'
        | 'userId'
        | 'approvedAt'
        | 'deniedAt'
        | 'consumedAt'
        | 'familyId'
        | 'expiresAt'
      >
    >,
  ): Promise<void> {
    await db.update(otpLogins).set(values).where(eq(otpLogins.code, code));
  },

  async deleteExpiredOtps(db: Database, now: Date): Promise<void> {
    // Kept a day past expiry, so a late poll or entry is told "expired" rather than "unknown".
    await db
      .delete(otpLogins)
      .where(lt(otpLogins.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
  },

  async recordOtpEntryFailure(db: Database, userId: string, at: Date): Promise<void> {
    await db.insert(otpEntryFailures).values({ userId, failedAt: at });
  },

  async otpEntryFailuresSince(db: Database, userId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(otpEntryFailures)
      .where(and(eq(otpEntryFailures.userId, userId), gt(otpEntryFailures.failedAt, since)));
    return row?.count ?? 0;
  },

  async deleteOtpEntryFailuresBefore(db: Database, userId: string, before: Date): Promise<void> {
    await db
      .delete(otpEntryFailures)
      .where(and(eq(otpEntryFailures.userId, userId), lt(otpEntryFailures.failedAt, before)));
  },

  async saveDeviceToken(
    db: Database,
    values: { familyId: string; userId: string; deviceToken: string; updatedAt: Date },
  ): Promise<void> {
    // A push token names one device: registered again (by a new session of it), it moves there.
    await db.delete(deviceTokens).where(eq(deviceTokens.deviceToken, values.deviceToken));
    await db
      .insert(deviceTokens)
      .values(values)
      .onConflictDoUpdate({
        target: deviceTokens.familyId,
        set: { deviceToken: values.deviceToken, updatedAt: values.updatedAt },
      });
  },

  async deviceTokensOf(db: Database, userId: string) {
    return db.select().from(deviceTokens).where(eq(deviceTokens.userId, userId));
  },
};
