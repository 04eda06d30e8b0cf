import { availableParallelism } from 'node:os';
import { pino } from 'pino';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { logHooks, logSerializers } from './http/log-serializers.js';
import { createJobQueue, type JobQueue } from './jobs/job-queue.js';
import { createCatalogRepository } from './modules/catalog/catalog.repository.js';
import { createDraftPublishing } from './modules/catalog/publishing.service.js';
import {
  createContentImportModule,
  importWorkRootOf,
  type ImportItemRow,
} from './modules/content-import/content-import.module.js';
import { ImportCheckError } from './modules/content-import/content-import.types.js';
import {
  importSummary,
  progressChanges,
  progressLine,
} from './modules/content-import/import-progress.rules.js';
import { PREPARE_PART_JOB } from './modules/content-import/prepare-part.job.js';
import { openMediaStore } from './providers/media-store/media-store.provider.js';

// The operator's content commands (cli.ts): a folder of media imported into draft packs, with
// the preparation's jobs worked in this process; a draft published into the store.

export const CONTENT_USAGE = `  content import FOLDER [--concurrency N]
            check a folder of videos, photos and glTF scenes (with parallax.yaml, or not) and
            prepare it into draft packs: a streaming ladder and a progressive file per video,
            N parts at a time (default: one per core); run it again to resume or to update
  content publish SLUG
            put an imported draft pack in the store`;

export type ContentCommandDeps = {
  config: Config;
  /** Open and migrated; the command does not close it. */
  database: DatabaseHandle;
  print: (line: string) => void;
  printError: (line: string) => void;
  /** Where progress is drawn: redrawn in place on a terminal, a line per tenth otherwise. */
  output: { isTTY?: boolean; write: (text: string) => unknown };
};

export class ContentUsageError extends Error {
  override name = 'ContentUsageError';
}

function concurrencyOf(args: string[]): number {
  const index = args.indexOf('--concurrency');
  if (index === -1) return availableParallelism();
  const value = Number(args[index + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 64) {
    throw new ContentUsageError('--concurrency takes a whole number from 1 to 64');
  }
  return value;
}

/** `concurrency` runners side by side on the preparation queue, until `stop`. */
function runWorkers(jobs: JobQueue, concurrency: number, onError: (error: unknown) => void) {
  let isStopped = false;
  const runner = async () => {
    while (!isStopped) {
      const ran = await jobs.runDue(PREPARE_PART_JOB).catch((error: unknown) => {
        onError(error);
        return 0;
      });
      if (ran === 0 && !isStopped) await new Promise((resolve) => setTimeout(resolve, 300));
    }
  };
  const runners = Array.from({ length: concurrency }, runner);
  return async () => {
    isStopped = true;
    await Promise.all(runners);
  };
}

/** Draws the parts' progress: in place on a terminal, as lines in a log. */
function progressView(output: ContentCommandDeps['output']) {
  let drawn = 0;
  const last = new Map<string, string>();
  return (items: ImportItemRow[]) => {
    if (!output.isTTY) {
      for (const line of progressChanges(items, last)) output.write(`${line}\n`);
      return;
    }
    const up = drawn > 0 ? `\x1b[${drawn}A` : '';
    output.write(up + items.map((item) => `\x1b[2K${progressLine(item)}\n`).join(''));
    drawn = items.length;
  };
}

async function importFolder(folder: string, concurrency: number, deps: ContentCommandDeps) {
  const { config, database } = deps;
  const log = pino(
    { level: config.logLevel, serializers: logSerializers, hooks: logHooks },
    pino.destination(2),
  );
  const jobs = createJobQueue({ database, log, background: false });
  const store = await openMediaStore(config.mediaStore, {
    mediaDir: config.mediaDir,
    contentMediaDir: config.contentMediaDir,
    siteOrigin: new URL(config.publicUrl).origin,
    log,
  });
  const contentImport = createContentImportModule({
    db: database.db,
    jobs,
    store,
    workRoot: importWorkRootOf(process.env),
    log,
    now: () => new Date(),
    concurrentJobs: () => runners,
  });
  await database.withStartupLock(() => jobs.start());
  // As many runners as parts to prepare (up to `concurrency`): one 8K video gets every core.
  let runners = concurrency;
  let stopWorkers = async () => {};
  try {
    const { importId, plan, items } = await contentImport.start(folder);
    const queued = items.filter((item) => item.status === 'queued').length;
    runners = Math.max(1, Math.min(concurrency, queued));
    stopWorkers = runWorkers(jobs, runners, (error) => log.error({ err: error }, 'job'));
    if (!plan.hasManifest) {
      deps.print(
        `content import: no parallax.yaml — one pack, ${plan.packs[0]?.slug}, in category ${plan.packs[0]?.categoryName}, free: write a manifest and import again to set them before publishing`,
      );
    }
    const outcome = await contentImport.wait(importId, {
      intervalMs: 500,
      onItems: progressView(deps.output),
    });
    if (outcome.status === 'failed') {
      for (const item of outcome.items.filter((row) => row.status === 'failed')) {
        deps.printError(`${item.file}: ${item.error ?? 'failed'}`);
      }
      deps.printError('content import: nothing was published; run it again to retry');
      return 1;
    }
    for (const line of importSummary(outcome.items)) deps.print(line);
    deps.print('content import: done (drafts stay out of the store until `content publish`)');
    return 0;
  } catch (error) {
    if (!(error instanceof ImportCheckError)) throw error;
    for (const problem of error.problems) deps.printError(`${problem.file}: ${problem.reason}`);
    deps.printError('content import: nothing was imported');
    return 1;
  } finally {
    await stopWorkers();
    await jobs.stop(5_000);
    store.close?.();
  }
}

/** `content import FOLDER` and `content publish SLUG`; the exit code. */
export async function contentCommand(args: string[], deps: ContentCommandDeps): Promise<number> {
  const [action, target, ...rest] = args;
  if (action === 'import' && target) return importFolder(target, concurrencyOf(rest), deps);
  if (action === 'publish' && target && rest.length === 0) {
    const publishing = createDraftPublishing({
      db: deps.database.db,
      repository: createCatalogRepository(deps.database.db),
      now: () => new Date(),
    });
    const pack = await publishing.publishDraft(target);
    deps.print(`content publish: ${pack.title} is in the store`);
    return 0;
  }
  throw new ContentUsageError('content takes: import FOLDER [--concurrency N], or publish SLUG');
}
