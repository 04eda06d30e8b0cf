import { and, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containing, likeLiteral } from '../../db/like.js';
import { users } from './auth.schema.js';

/** `%` and `_` are LIKE's wildcards: a search text is matched as written. */

/** The desk's search of accounts (support finds a customer). */
export const customersRepository = {
  /**
   * Accounts whose e-mail or username starts with `q`, or whose name contains it, ignoring case
   * (no `q`: every account), newest first; one row more than `size` tells of a next page.
   */
  async search(db: Database, query: { q?: string | undefined; page: number; size: number }) {
    const text = query.q?.trim().toLowerCase() ?? '';
    const prefix = `${likeLiteral(text)}%`;
    const where = text
      ? or(
          ilike(users.email, prefix),
          ilike(users.username, prefix),
          ilike(users.name, containing(text)),
        )
      : sql`true`;
    return db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.size + 1)
      .offset(query.page * query.size);
  },

  /**
   * Allows or withdraws the account's files of its own in one statement; true when that changed
   * it (false: it already was so, or there is no such account).
   */
  async setUploadsAllowed(db: Database, id: string, isAllowed: boolean): Promise<boolean> {
    const changed = await db
      .update(users)
      .set({ isAllowedToUploadUserVrFiles: isAllowed })
      .where(and(eq(users.id, id), ne(users.isAllowedToUploadUserVrFiles, isAllowed)))
      .returning({ id: users.id });
    return changed.length > 0;
  },
};
