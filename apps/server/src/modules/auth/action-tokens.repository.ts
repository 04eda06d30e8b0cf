import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { actionTokens } from './auth.schema.js';

/** Queries of single-use links (action_tokens): the user-confirm link and the one-time sign-in token. */
export const actionTokensRepository = {
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
};
