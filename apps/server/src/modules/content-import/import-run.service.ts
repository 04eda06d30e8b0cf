import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { MediaStore } from '../../providers/media-store/media-store.types.js';
import type { ImportItemRow, NewImportItem } from './content-import.repository.js';
import type { ImportPlan } from './content-import.types.js';
import { finishImportIfComplete, type CatalogDeps } from './import-catalog.service.js';
import { checkFolder, packWithSources } from './import-check.service.js';
import { PREPARE_PART_JOB } from './prepare-part.job.js';

export type RunDeps = CatalogDeps & { jobs: JobQueue; store: MediaStore };

/** A part an earlier run prepared from the same source, if its files are still in the store. */
async function stillStored(deps: RunDeps, fingerprint: string, tx: Database) {
  const uploaded = await deps.repository.uploadedOf(fingerprint, tx);
  if (!uploaded) return null;
  const mainKey = `${uploaded.keyPrefix}${uploaded.prepared.mainFile}`;
  return (await deps.store.stat(mainKey)) ? uploaded : null;
}

/** Each planned part as an item: unchanged, prepared by an earlier run, or to prepare. */
async function itemsOf(plan: ImportPlan, importId: string, deps: RunDeps, tx: Database) {
  const items: NewImportItem[] = [];
  for (const pack of plan.packs) {
    const existing = await packWithSources(deps, pack.slug, tx);
    const current = new Map(existing?.sources.map((source) => [source.sourcePath, source]));
    for (const part of pack.parts) {
      const isUnchanged = current.get(part.sourcePath)?.fingerprint === part.fingerprint;
      const uploaded = isUnchanged ? null : await stillStored(deps, part.fingerprint, tx);
      items.push({
        importId,
        position: items.length,
        packSlug: pack.slug,
        file: part.file,
        sourcePath: part.sourcePath,
        fingerprint: part.fingerprint,
        part,
        status: isUnchanged ? 'unchanged' : uploaded ? 'prepared' : 'queued',
        progress: isUnchanged || uploaded ? 1 : 0,
        uploaded,
      });
    }
  }
  return items;
}

/** Writes the catalog when nothing is left to prepare; removes the media no part uses now. */
export async function finishNow(importId: string, deps: RunDeps): Promise<void> {
  const unused = await deps.db.transaction((tx) => finishImportIfComplete(tx, importId, deps));
  if (unused && unused.length > 0) await deps.store.remove(unused);
}

/**
 * `content import`'s start: the folder checked whole (ImportCheckError, nothing written), then
 * one transaction records the run and its items and sends a job per part to prepare. Earlier
 * unfinished runs of the folder are superseded; what they prepared is reused.
 */
export async function startImport(folder: string, deps: RunDeps) {
  const plan = await checkFolder(folder, deps);
  const { importId, items } = await deps.db.transaction(async (tx) => {
    await deps.repository.supersedeUnfinished(tx, plan.folder);
    const id = await deps.repository.createImport(tx, plan);
    const rows = await deps.repository.insertItems(tx, await itemsOf(plan, id, deps, tx));
    for (const item of rows.filter((row) => row.status === 'queued')) {
      await deps.jobs.send(PREPARE_PART_JOB, { itemId: item.id }, { tx, singletonKey: item.id });
    }
    return { importId: id, items: rows };
  });
  if (items.every((item) => item.status !== 'queued')) await finishNow(importId, deps);
  return { importId, plan, items };
}

const isReady = (status: string) => status === 'prepared' || status === 'unchanged';

export type ImportOutcome = {
  status: 'done' | 'failed';
  items: ImportItemRow[];
};

/**
 * Waits for the run's items to settle (whichever process's workers prepare them), telling
 * `onItems` what they are at every look: done once the catalog holds the packs; failed when an
 * item failed and none is still being prepared (the import is then marked failed).
 */
export async function waitForImport(
  importId: string,
  deps: RunDeps,
  options: { intervalMs: number; onItems: (items: ImportItemRow[]) => void },
): Promise<ImportOutcome> {
  for (;;) {
    const run = await deps.repository.importOf(importId);
    const items = await deps.repository.itemsOf(importId);
    options.onItems(items);
    if (run?.status === 'done') return { status: 'done', items };
    const isBusy = items.some((item) => item.status === 'queued' || item.status === 'preparing');
    // Every part ready but no job got the catalog written (its attempts ran out): write it here,
    // so a failure of that write is seen (the transaction leaves the catalog as it was).
    if (run?.status === 'preparing' && items.every((item) => isReady(item.status))) {
      await finishNow(importId, deps);
      continue;
    }
    if (
      run?.status !== 'preparing' ||
      (!isBusy && items.some((item) => item.status === 'failed'))
    ) {
      await deps.db.transaction((tx) =>
        deps.repository.finishImport(tx, importId, 'failed', 'a part could not be prepared'),
      );
      return { status: 'failed', items };
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
  }
}
