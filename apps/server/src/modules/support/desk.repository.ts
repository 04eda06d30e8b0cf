import type { TicketStatus } from '@parallax/core/contracts/support';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ReportRow, SupportRequestRow } from './support.repository.js';
import { contentModerationMarks, contentReports, supportRequests } from './support.schema.js';

export type TicketAnswerUpdate = {
  answer: string;
  answeredById: string;
  answeredAt: Date;
};
export type QueuePage = { status: TicketStatus; page: number; size: number };
export type QueueCounts = Record<TicketStatus, number>;

const countsOf = (rows: { status: string; count: number }[]): QueueCounts => {
  const counts: QueueCounts = { open: 0, answered: 0, closed: 0 };
  for (const row of rows) {
    if (row.status in counts) counts[row.status as TicketStatus] = row.count;
  }
  return counts;
};

/** Reports on the desk: the queue oldest first, a report locked while a moderator changes it. */
function reportQueries(db: Database) {
  return {
    async reportQueue({ status, page, size }: QueuePage): Promise<ReportRow[]> {
      return db
        .select()
        .from(contentReports)
        .where(eq(contentReports.status, status))
        .orderBy(asc(contentReports.createdAt), asc(contentReports.id))
        .limit(size)
        .offset(page * size);
    },

    async reportCounts(): Promise<QueueCounts> {
      return countsOf(
        await db
          .select({ status: contentReports.status, count: count() })
          .from(contentReports)
          .groupBy(contentReports.status),
      );
    },

    async reportForUpdate(tx: Database, id: string): Promise<ReportRow | undefined> {
      const [row] = await tx
        .select()
        .from(contentReports)
        .where(eq(contentReports.id, id))
        .for('update');
      return row;
    },

    async answerReport(tx: Database, id: string, update: TicketAnswerUpdate): Promise<ReportRow> {
      const [row] = await tx
        .update(contentReports)
        .set({ ...update, status: 'answered', updatedAt: update.answeredAt })
        .where(eq(contentReports.id, id))
        .returning();
      if (!row) throw new Error(`no report ${id}`);
      return row;
    },

    async setReportStatus(
      tx: Database,
      id: string,
      status: TicketStatus,
      at: Date,
    ): Promise<ReportRow> {
      const [row] = await tx
        .update(contentReports)
        .set({ status, updatedAt: at })
        .where(eq(contentReports.id, id))
        .returning();
      if (!row) throw new Error(`no report ${id}`);
      return row;
    },
  };
}

/** Support requests on the desk, as reports are; and the marks moderators put on content. */
function supportRequestQueries(db: Database) {
  return {
    async supportQueue({ status, page, size }: QueuePage): Promise<SupportRequestRow[]> {
      return db
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.status, status))
        .orderBy(asc(supportRequests.createdAt), asc(supportRequests.id))
        .limit(size)
        .offset(page * size);
    },

    async supportCounts(): Promise<QueueCounts> {
      return countsOf(
        await db
          .select({ status: supportRequests.status, count: count() })
          .from(supportRequests)
          .groupBy(supportRequests.status),
      );
    },

    async supportRequestForUpdate(
      tx: Database,
      id: string,
    ): Promise<SupportRequestRow | undefined> {
      const [row] = await tx
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.id, id))
        .for('update');
      return row;
    },

    async answerSupportRequest(
      tx: Database,
      id: string,
      update: TicketAnswerUpdate,
    ): Promise<SupportRequestRow> {
      const [row] = await tx
        .update(supportRequests)
        .set({ ...update, status: 'answered', updatedAt: update.answeredAt })
        .where(eq(supportRequests.id, id))
        .returning();
      if (!row) throw new Error(`no support request ${id}`);
      return row;
    },

    async setSupportRequestStatus(
      tx: Database,
      id: string,
      status: TicketStatus,
      at: Date,
    ): Promise<SupportRequestRow> {
      const [row] = await tx
        .update(supportRequests)
        .set({ status, updatedAt: at })
        .where(eq(supportRequests.id, id))
        .returning();
      if (!row) throw new Error(`no support request ${id}`);
      return row;
    },

    async insertMark(
      tx: Database,
      mark: typeof contentModerationMarks.$inferInsert,
    ): Promise<typeof contentModerationMarks.$inferSelect> {
      const [row] = await tx.insert(contentModerationMarks).values(mark).returning();
      if (!row) throw new Error('the moderation mark insert returned no row');
      return row;
    },
  };
}

/** The moderator's desk (spec 2 §6): queues by status, answers, statuses and content marks. */
export function createDeskRepository(db: Database) {
  return { ...reportQueries(db), ...supportRequestQueries(db) };
}

export type DeskRepository = ReturnType<typeof createDeskRepository>;
