import type { Database } from '../../db/client.js';
import type { DeskActor } from '../../http/desk-access.js';

export type { DeskActor } from '../../http/desk-access.js';

/** One change, as a service records it. */
export type AuditEntry = {
  /** What was done, `<thing>.<verb>`: `pack.update`, `promo.create`, `order.refund`… */
  action: string;
  entityType: string;
  entityId: string | null;
  /** The entity as it was (null: created) and as it is (null: deleted). */
  before: unknown;
  after: unknown;
};

/** Writes the audit log in the caller's transaction. */
export type AuditRecorder = {
  record(tx: Database, actor: DeskActor, entry: AuditEntry): Promise<void>;
};
