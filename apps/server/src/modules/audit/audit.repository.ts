import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { auditLog } from './audit.schema.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** The audit log's rows. Every function takes the database or a transaction. */
export const auditRepository = {
  async insert(db: Database, row: NewAuditRow): Promise<void> {
    await db.insert(auditLog).values(row);
  },

  /**
   * Newest first, `limit` rows older than the row `beforeId` (the last of the page before: its
   * time compared in the database, to the microsecond) or after skipping `offset` rows, narrowed to an entity type and id, and to actors whose
   * e-mail holds `actorEmail` (any case), when given.
   */
  async page(
    db: Database,
    query: {
      entityType?: string;
      entityId?: string;
      actorEmail?: string;
      beforeId?: string;
      offset?: number;
      limit: number;
    },
  ): Promise<AuditRow[]> {
    const where: SQL[] = [];
    if (query.entityType !== undefined) where.push(eq(auditLog.entityType, query.entityType));
    if (query.entityId !== undefined) where.push(eq(auditLog.entityId, query.entityId));
    if (query.actorEmail !== undefined) {
      where.push(ilike(auditLog.actorEmail, containing(query.actorEmail)));
    }
    if (query.beforeId !== undefined) {
      const last = sql`(select ${auditLog.at}, ${auditLog.id} from ${auditLog} where ${auditLog.id} = ${query.beforeId})`;
      where.push(sql`(${auditLog.at}, ${auditLog.id}) < ${last}`);
    }
    return db
      .select()
      .from(auditLog)
      .where(and(...where))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset ?? 0);
  },
};
