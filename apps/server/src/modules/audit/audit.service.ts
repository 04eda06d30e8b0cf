import type { Database } from '../../db/client.js';
import { auditRepository, type AuditRow } from './audit.repository.js';
import type { AuditEntry, AuditRecorder, DeskActor } from './audit.types.js';

export type { AuditEntry, DeskActor } from './audit.types.js';
export type { AuditRow } from './audit.repository.js';

/** The desk's audit log query (contracts/desk-staff.ts AuditLogQuery, parsed). */
export type AuditPageQuery = {
  entityType?: string | undefined;
  entityId?: string | undefined;
  actorEmail?: string | undefined;
  cursor?: string | undefined;
  page: number;
  size: number;
};

/**
 * The desk's audit log: every change, who made it, when, and the thing before and after. A
 * service records in the transaction of its change, so a change and its record commit together.
 */
export function createAuditService(db: Database) {
  const recorder: AuditRecorder = {
    async record(tx: Database, actor: DeskActor, entry: AuditEntry): Promise<void> {
      await auditRepository.insert(tx, {
        actorId: actor.userId,
        actorEmail: actor.email,
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },
  };
  return {
    ...recorder,
    /** Rows of the log, newest first (see auditRepository.page). */
    page: (query: Parameters<typeof auditRepository.page>[1]): Promise<AuditRow[]> =>
      auditRepository.page(db, query),

    /**
     * The desk's page of the log: page `page` of `size` rows, or the `size` rows older than the
     * row `cursor`; whether older rows match, and the cursor of the next page.
     */
    async deskPage(query: AuditPageQuery) {
      const { page, size, cursor, ...filters } = query;
      const rows = await auditRepository.page(db, {
        ...filters,
        ...(cursor === undefined ? { offset: page * size } : { beforeId: cursor }),
        limit: size + 1,
      });
      const entries = rows.slice(0, size);
      const hasMore = rows.length > size;
      return {
        entries,
        page,
        size,
        hasMore,
        nextCursor: hasMore ? (entries.at(-1)?.id ?? null) : null,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
