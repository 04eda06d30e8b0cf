import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog } from './audit.schema.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** The audit log's rows. Every function takes the database or a transaction. */
export const auditRepository = {
  async insert(db: Database, row: NewAuditRow): Promise<void> {
    await db.insert(auditLog).values(row);
  },

  /**
   * Newest first, `limit` rows before the cursor (the last row's time and id of the page before),
   * narrowed to an entity type and id when given.
   */
  async page(
    db: Database,
    query: {
      entityType?: string;
      entityId?: string;
      before?: { at: Date; id: string };
      limit: number;
    },
  ): Promise<AuditRow[]> {
    const where: SQL[] = [];
    if (query.entityType !== undefined) where.push(eq(auditLog.entityType, query.entityType));
    if (query.entityId !== undefined) where.push(eq(auditLog.entityId, query.entityId));
    if (query.before) {
      const { at, id } = query.before;
      const older = or(lt(auditLog.at, at), and(eq(auditLog.at, at), lt(auditLog.id, id)));
      if (older) where.push(older);
    }
    return db
      .select()
      .from(auditLog)
      .where(and(...where))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit);
  },
};
