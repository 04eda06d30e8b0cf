import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contentReports, supportRequests } from './support.schema.js';

/** What one customer filed, for the operator's desk (the newest 50 of each kind). */
export const customerTicketsRepository = {
  async ofUser(db: Database, userId: string) {
    const [reports, requests] = await Promise.all([
      db
        .select()
        .from(contentReports)
        .where(eq(contentReports.userId, userId))
        .orderBy(desc(contentReports.createdAt))
        .limit(50),
      db
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.userId, userId))
        .orderBy(desc(supportRequests.createdAt))
        .limit(50),
    ]);
    return { reports, requests };
  },
};
