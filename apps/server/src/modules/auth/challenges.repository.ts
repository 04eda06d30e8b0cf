import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { emailChallenges } from './auth.schema.js';

export type ChallengeRow = typeof emailChallenges.$inferSelect;
export type ChallengePurpose = 'registration' | 'password_reset';

/** Queries of e-mailed code challenges (email_challenges). */
export const challengesRepository = {
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
};
