import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { JobContext, JobDefinition, JobLog } from '../../jobs/job-queue.js';
import type { MediaStore } from '../../providers/media-store/media-store.types.js';
import type { ImportItemRow } from './content-import.repository.js';
import type { UploadedPart } from './content-import.types.js';
import { finishImportIfComplete, type CatalogDeps } from './import-catalog.service.js';
import { fingerprintOf } from './import-check.service.js';
import { uploadPrepared } from './import-upload.service.js';
import { ContentImportError } from './media-tools.types.js';
import { preparePart } from './prepare-part.service.js';

export const PREPARE_PART_JOB = 'content.prepare-part';

export type PreparePartDeps = CatalogDeps & {
  store: MediaStore;
  /** `<DATA_DIR>/import-work`: one directory per source, kept until its files are uploaded. */
  workRoot: string;
  /** ffmpeg's threads per job (cores / concurrent jobs); ffmpeg's own choice when absent. */
  threads?: () => number | undefined;
  log: JobLog;
};

/** The reason shown for a failure: the file's own, or what the system said. */
export function failureOf(file: string, error: unknown): ContentImportError {
  if (error instanceof ContentImportError) return error;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOSPC') return new ContentImportError(file, 'the disk is full');
  if (code === 'ENOENT') return new ContentImportError(file, 'the file is gone (moved or deleted)');
  return new ContentImportError(file, error instanceof Error ? error.message : String(error));
}

/** Progress written as it goes, outside any transaction, at most every 2 % or second. */
function progressWriter(deps: PreparePartDeps, itemId: string) {
  let written = 0;
  let at = 0;
  let chain = Promise.resolve();
  return (fraction: number) => {
    const now = Date.now();
    if (fraction - written < 0.02 && now - at < 1000) return;
    written = fraction;
    at = now;
    const progress = Math.min(Math.max(fraction, 0), 1);
    chain = chain.then(() => deps.repository.setItem(itemId, { progress })).catch(() => undefined);
  };
}

/** The source still the one checked: not gone, not changed since. */
async function requireSameSource(item: ImportItemRow): Promise<void> {
  const now = await fingerprintOf(item.sourcePath, item.part.layout).catch((error: unknown) => {
    throw failureOf(item.file, error);
  });
  if (now !== item.fingerprint) {
    throw new ContentImportError(item.file, 'changed since the import began: run the import again');
  }
}

/** Prepares the item's source into its work directory and puts its files in the store. */
async function prepareItem(deps: PreparePartDeps, item: ImportItemRow): Promise<UploadedPart> {
  await requireSameSource(item);
  const workDir = join(deps.workRoot, item.fingerprint.slice(0, 32));
  const onProgress = progressWriter(deps, item.id);
  const threads = deps.threads?.();
  const prepared = await preparePart({
    source: item.sourcePath,
    probe: item.part.probe,
    layout: item.part.layout,
    workDir,
    ...(threads !== undefined && { threads }),
    onProgress: (fraction) => onProgress(fraction * 0.9),
  });
  const uploaded = await uploadPrepared({
    store: deps.store,
    packSlug: item.packSlug,
    part: item.part,
    prepared,
    workDir,
    onFile: (done, total) => onProgress(0.9 + (0.1 * done) / total),
  });
  await rm(workDir, { recursive: true, force: true });
  return uploaded;
}

/** Runs the item, recording its outcome; true when it is prepared. */
async function runItem(deps: PreparePartDeps, item: ImportItemRow, job: JobContext) {
  await deps.repository.setItem(item.id, { status: 'preparing', error: null });
  try {
    const uploaded = await prepareItem(deps, item);
    await deps.repository.setItem(item.id, { status: 'prepared', progress: 1, uploaded });
  } catch (error) {
    const failure = failureOf(item.file, error);
    // A file's own fault (corrupt, gone, a full disk) fails at once; anything else is tried again.
    const isFinal =
      error instanceof ContentImportError ||
      failure.reason === 'the disk is full' ||
      job.isLastAttempt;
    await deps.repository.setItem(item.id, {
      status: isFinal ? 'failed' : 'queued',
      // ffmpeg's words may carry anything the file held: no control character reaches the row.
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      error: failure.reason.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').slice(0, 1000),
    });
    if (!isFinal) throw error;
    deps.log.warn({ job: PREPARE_PART_JOB, file: item.file }, 'a part could not be prepared');
  }
}

/**
 * Prepares one source file of an import (transcodes, ladder, imagery) and uploads it; the last
 * item to be prepared writes the import's packs into the catalog, in the transaction that
 * completes its job. A failure leaves the item failed (the catalog unchanged): running the import
 * again retries it, and reuses every part already prepared.
 */
export function preparePartJob(deps: PreparePartDeps): JobDefinition<{ itemId: string }> {
  return {
    name: PREPARE_PART_JOB,
    data: z.object({ itemId: z.uuid() }),
    retryLimit: 2,
    retryDelaySeconds: 10,
    // An 8K ladder takes hours: an attempt is presumed dead only after 6.
    expireInSeconds: 6 * 60 * 60,
    batchSize: 1,
    async handler({ itemId }, job) {
      const item = await deps.repository.itemById(itemId);
      if (!item) return;
      const run = await deps.repository.importOf(item.importId);
      // A later run of the folder took over: it prepares what this one had not.
      if (!run || run.status !== 'preparing') return;
      if (item.status === 'queued' || item.status === 'preparing') {
        await runItem(deps, item, job);
      }
      const unused = await job.transaction((tx) => finishImportIfComplete(tx, item.importId, deps));
      if (unused && unused.length > 0) {
        await deps.store.remove(unused).catch((err: unknown) => {
          deps.log.warn({ err }, 'superseded imported media could not be removed');
        });
      }
    },
  };
}
