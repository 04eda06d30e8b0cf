import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ageVerifications } from './account.schema.js';

/** Age verifications. Every function takes the database or an open transaction. */
export const accountRepository = {
  async startAgeVerification(db: Database, userId: string, returnPath: string): Promise<string> {
    const [row] = await db
      .insert(ageVerifications)
      .values({ userId, returnPath })
      .returning({ id: ageVerifications.id });
    if (!row) throw new Error('insert returned no age verification');
    return row.id;
  },

  async ageVerification(db: Database, id: string) {
    const [row] = await db.select().from(ageVerifications).where(eq(ageVerifications.id, id));
    return row;
  },

  /** Completes a started verification once; returns it, or undefined if it was not open. */
  async completeAgeVerification(db: Database, id: string, verified: boolean, now: Date) {
    const [row] = await db
      .update(ageVerifications)
      .set({ status: verified ? 'verified' : 'declined', completedAt: now })
      .where(and(eq(ageVerifications.id, id), eq(ageVerifications.status, 'started')))
      .returning();
    return row;
  },
};
