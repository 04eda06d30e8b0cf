import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from './auth.schema.js';
import type { UserRow } from './users.repository.js';

/** Queries of an account's wrong-password count and sign-in lock (columns of the users table). */
export const signInAttemptsRepository = {
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
};
