import type { Database } from '../../db/client.js';
import { auditRepository, type AuditRow } from './audit.repository.js';
import type { AuditEntry, AuditRecorder, DeskActor } from './audit.types.js';

export type { AuditEntry, AuditRecorder, DeskActor } from './audit.types.js';
export type { AuditRow } from './audit.repository.js';

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
    /** A page of the log, newest first. */
    page: (query: Parameters<typeof auditRepository.page>[1]): Promise<AuditRow[]> =>
      auditRepository.page(db, query),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
