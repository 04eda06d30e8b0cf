import type { AuditEntryBody } from '@parallax/core/contracts/desk-staff';
import type { AuditRow } from './audit.repository.js';

/** An audit log row as the desk shows it. */
export function presentAuditEntry(row: AuditRow): AuditEntryBody {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorEmail: row.actorEmail,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}
