import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { socialIdentities, socialSignInStates } from './social.schema.js';

export type SignInStateRow = typeof socialSignInStates.$inferSelect;
export type SocialIdentityRow = typeof socialIdentities.$inferSelect;

/** Queries of social sign-in. Every function takes the database or an open transaction. */
export const socialRepository = {
  async insertState(db: Database, values: typeof socialSignInStates.$inferInsert): Promise<void> {
    await db.insert(socialSignInStates).values(values);
  },

  /**
   * Deletes the state and returns it, in one statement: of two callbacks carrying the same state
   * only one gets the row, so a state is good for one sign-in.
   */
  async takeState(db: Database, state: string): Promise<SignInStateRow | undefined> {
    const [row] = await db
      .delete(socialSignInStates)
      .where(eq(socialSignInStates.state, state))
      .returning();
    return row;
  },

  async deleteExpiredStates(db: Database, now: Date): Promise<void> {
    await db.delete(socialSignInStates).where(lt(socialSignInStates.expiresAt, now));
  },

  async identity(
    db: Database,
    provider: string,
    subject: string,
  ): Promise<SocialIdentityRow | undefined> {
    const [row] = await db
      .select()
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
    return row;
  },

  async insertIdentity(db: Database, values: typeof socialIdentities.$inferInsert): Promise<void> {
    await db.insert(socialIdentities).values(values);
  },

  async deleteIdentitiesOfUser(db: Database, userId: string): Promise<void> {
    await db.delete(socialIdentities).where(eq(socialIdentities.userId, userId));
  },

  async updateIdentityEmail(
    db: Database,
    provider: string,
    subject: string,
    email: string | null,
  ): Promise<void> {
    await db
      .update(socialIdentities)
      .set({ email })
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
  },
};
