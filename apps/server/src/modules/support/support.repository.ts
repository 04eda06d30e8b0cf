import { and, count, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contentReports, supportRequests } from './support.schema.js';

export type ReportRow = typeof contentReports.$inferSelect;
export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type NewReport = Pick<
  typeof contentReports.$inferInsert,
  'userId' | 'contentPackId' | 'message' | 'language' | 'createdAt'
>;
export type NewSupportRequest = Omit<
  typeof supportRequests.$inferInsert,
  'id' | 'status' | 'answer' | 'answeredById' | 'answeredAt' | 'updatedAt'
>;
/** Who a support request is counted against (DESK_LIMITS): an account, or a guest. */
export type SupportSender =
  { kind: 'user'; userId: string } | { kind: 'guest'; email: string; ipAddress: string | null };

/**
 * Advisory lock namespaces (the first of the two 32-bit keys): the desk's senders, and guests'
 * client addresses — apart, so a sender's key can never be a client address's.
 */
const SENDER_LOCK_SPACE = 170_605;
const CLIENT_ADDRESS_LOCK_SPACE = 170_606;

const advisoryLock = (tx: Database, space: number, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(${space}, hashtext(${key}))`);

/**
 * Filing reports and support requests (spec 2 §3, §5, §7), counted per sender; the desk's queries
 * are desk.repository.ts.
 */
export const supportRepository = {
  /**
   * Serializes the sends of one sender (`key`: a user's reports) until the transaction ends, so
   * concurrent requests on any instance count each other.
   */
  async lockSender(tx: Database, key: string): Promise<void> {
    await advisoryLock(tx, SENDER_LOCK_SPACE, key);
  },

  /**
   * Serializes the support requests counted together: an account's; a guest's e-mail address's
   * and then their client address's. Always the sender first, then the client address (a
   * transaction takes at most one of each), so two requests never wait on each other in a circle.
   */
  async lockSupportSender(tx: Database, sender: SupportSender): Promise<void> {
    if (sender.kind === 'user') {
      await advisoryLock(tx, SENDER_LOCK_SPACE, `support:user:${sender.userId}`);
      return;
    }
    await advisoryLock(tx, SENDER_LOCK_SPACE, `support:email:${sender.email}`);
    if (sender.ipAddress) {
      await advisoryLock(tx, CLIENT_ADDRESS_LOCK_SPACE, sender.ipAddress);
    }
  },

  async reportsSince(tx: Database, userId: string, since: Date): Promise<number> {
    const [row] = await tx
      .select({ count: count() })
      .from(contentReports)
      .where(and(eq(contentReports.userId, userId), gt(contentReports.createdAt, since)));
    return row?.count ?? 0;
  },

  async insertReport(tx: Database, report: NewReport): Promise<ReportRow> {
    const [row] = await tx.insert(contentReports).values(report).returning();
    if (!row) throw new Error('the report insert returned no row');
    return row;
  },

  /**
   * Support requests since `since` of a sender: an account's own; a guest's, by the e-mail
   * address (`bySender`) and by the client address (`byAddress`) of guests' requests only, so
   * neither kind of sender uses up the other's allowance.
   */
  async supportRequestsSince(
    tx: Database,
    sender: SupportSender,
    since: Date,
  ): Promise<{ bySender: number; byAddress: number }> {
    const countWhere = async (condition: SQL | undefined) => {
      const [row] = await tx
        .select({ count: count() })
        .from(supportRequests)
        .where(and(condition, gt(supportRequests.createdAt, since)));
      return row?.count ?? 0;
    };
    if (sender.kind === 'user') {
      return {
        bySender: await countWhere(eq(supportRequests.userId, sender.userId)),
        byAddress: 0,
      };
    }
    const guests = isNull(supportRequests.userId);
    return {
      bySender: await countWhere(and(guests, eq(supportRequests.email, sender.email))),
      byAddress: sender.ipAddress
        ? await countWhere(and(guests, eq(supportRequests.ipAddress, sender.ipAddress)))
        : 0,
    };
  },

  /**
   * The support requests of a deleted account: those filed under it, and guests' requests from
   * its address when the account had proven it (`provenEmail`). Reports go with the account
   * (content_reports.user_id cascades).
   */
  async deleteSupportRequestsOf(
    tx: Database,
    userId: string,
    provenEmail: string | null,
  ): Promise<void> {
    const fromItsAddress = provenEmail
      ? and(isNull(supportRequests.userId), eq(supportRequests.email, provenEmail))
      : undefined;
    await tx.delete(supportRequests).where(or(eq(supportRequests.userId, userId), fromItsAddress));
  },

  async insertSupportRequest(tx: Database, request: NewSupportRequest): Promise<SupportRequestRow> {
    const [row] = await tx.insert(supportRequests).values(request).returning();
    if (!row) throw new Error('the support request insert returned no row');
    return row;
  },
};

export type SupportRepository = typeof supportRepository;
