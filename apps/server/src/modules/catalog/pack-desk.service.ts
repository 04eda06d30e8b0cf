import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { AuditRecorder } from '../audit/audit.types.js';
import type { Notifier } from '../notifications/notifications.types.js';
import type { CatalogRepository } from './catalog.repository.js';
import { createPackEditingRepository } from './pack-editing.repository.js';
import { createPackEditing } from './pack-editing.service.js';
import { createPackPublishing } from './pack-publishing.service.js';
import { publishScheduledJob } from './publish-scheduled.job.js';

export type PackDeskDeps = {
  db: Database;
  audit: AuditRecorder;
  /** When the desk last changed this pack (the audit log's newest row of it), or null. */
  lastDeskChange: (packId: string) => Promise<Date | null>;
  jobs: JobQueue;
  /**
   * Presale buyers are told a coming-soon pack is out. Notifications are built after the catalog
   * (they sit on auth), so the notifier is asked for when a pack comes out.
   */
  notifier: () => Notifier;
  presaleBuyerIds: (tx: Database, categoryId: string) => Promise<string[]>;
  now: () => Date;
};

/**
 * The desk's content packs: the editor, publishing, and the scheduled publishing's job on the
 * queue (defined here, before the queue starts).
 */
export function createPackDesk(
  deps: PackDeskDeps & { catalog: CatalogRepository; refresh: () => void },
) {
  const packs = createPackEditingRepository(deps.db);
  const editing = createPackEditing({ ...deps, packs });
  const publishing = createPackPublishing({
    ...deps,
    packs,
    repository: deps.catalog,
    notifier: { notify: (tx, input) => deps.notifier().notify(tx, input) },
  });
  deps.jobs.define(publishScheduledJob(publishing, deps.refresh));
  return { editing, publishing };
}
