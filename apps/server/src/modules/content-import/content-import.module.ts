import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { deskApi } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { DeskAccess } from '../../http/desk-access.js';
import type { JobLog, JobQueue } from '../../jobs/job-queue.js';
import type { MediaStore } from '../../providers/media-store/media-store.types.js';
import { createPackImportService } from '../catalog/pack-import.service.js';
import { createImportDeskRepository } from './content-import-desk.repository.js';
import { contentImportDeskRoutes } from './content-import-desk.routes.js';
import { createImportDeskService } from './content-import-desk.service.js';
import { createContentImportRepository, type ImportItemRow } from './content-import.repository.js';
import { startImport, waitForImport, type RunDeps } from './import-run.service.js';
import { preparePartJob } from './prepare-part.job.js';

/** `<DATA_DIR>/import-work`: where sources are prepared before their files go to the store. */
export function importWorkRootOf(env: NodeJS.ProcessEnv): string {
  return resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? './data', 'import-work');
}

/**
 * Imports of media folders into draft packs (`parallax content import`): the check, the run's
 * rows, and the `content.prepare-part` job on the queue, so a server on a shared PostgreSQL works
 * it too. `concurrentJobs` shares the machine's cores among the jobs run side by side.
 */
export function createContentImportModule(deps: {
  db: Database;
  jobs: JobQueue;
  store: MediaStore;
  workRoot: string;
  log: JobLog;
  now: () => Date;
  concurrentJobs?: () => number;
  /** The server's desk door: the imports are listed in the desk (the command line has none). */
  deskAccess?: DeskAccess;
}) {
  const runDeps: RunDeps = {
    db: deps.db,
    catalog: createPackImportService(deps.db),
    repository: createContentImportRepository(deps.db),
    now: deps.now,
    jobs: deps.jobs,
    store: deps.store,
  };
  deps.jobs.define(
    preparePartJob({
      ...runDeps,
      workRoot: deps.workRoot,
      log: deps.log,
      threads: () =>
        Math.max(1, Math.floor(availableParallelism() / (deps.concurrentJobs?.() ?? 1))),
    }),
  );
  const { deskAccess } = deps;
  const imports = createImportDeskService({
    db: deps.db,
    repository: createImportDeskRepository(deps.db),
    catalog: runDeps.catalog,
  });
  return {
    ...(deskAccess && { desk: deskApi(contentImportDeskRoutes, { deskAccess, imports }) }),
    start: (folder: string) => startImport(folder, runDeps),
    wait: (
      importId: string,
      options: { intervalMs: number; onItems: (items: ImportItemRow[]) => void },
    ) => waitForImport(importId, runDeps, options),
  };
}

export type ContentImportModule = ReturnType<typeof createContentImportModule>;
export type { ImportItemRow };
