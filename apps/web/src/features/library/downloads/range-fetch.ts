import { type ChunkTarget, readChunks } from './chunk-pipeline';
import { asNetworkError, IntegrityError, LinksExpired, NetworkError } from './download-errors';
import { chunkCount, chunkLength, chunkStart } from './file-plan';
import type { FileLinks, FilePlan } from './protocol';

/**
 * A file's missing chunks fetched with Range requests, straight into its file on the device:
 * fresh links when a link expired, every chunk counted once its hash matches, and what did not
 * match fetched again a few times. A response streams through a few chunk-sized buffers
 * (chunk-pipeline.ts); one that sends nothing for a while is cut as a network failure.
 */

/** Attempts at a chunk whose bytes do not match their hash before the download fails. */
const MAX_CHUNK_ATTEMPTS = 3;
/** Fresh links asked for in a row before the download fails. */
const MAX_LINK_RENEWALS = 3;
/** Range requests of one file under way at once. */
const REQUESTS_AT_ONCE = 2;
/** Bytes asked for per Range request: a stream long enough to run at full speed. */
const REQUEST_SPAN_BYTES = 64 * 1024 * 1024;
/**
 * A request that sends nothing for this long is cut as a network failure: a connection dropped
 * without the browser noticing answers nothing and never errors.
 */
export const STALL_TIMEOUT_MS = 4000;

/** One file being fetched: where its chunks go (chunk-pipeline.ts), and its links. */
type RangeFetch = ChunkTarget & {
  signal: AbortSignal;
  /** The pack's signed links; `renew` asks the page for fresh ones. */
  links(renew: boolean): Promise<FileLinks>;
};

type Run = { first: number; last: number };

/** Runs of chunks still missing, each fetched with one Range request of at most a span. */
function missingRuns(file: FilePlan, good: readonly boolean[]): Run[] {
  const perRequest = Math.max(1, Math.floor(REQUEST_SPAN_BYTES / file.chunkSizeInBytes));
  const runs: Run[] = [];
  for (let index = 0; index < chunkCount(file); index++) {
    if (good[index]) continue;
    const run = runs.at(-1);
    if (run && run.last === index - 1 && index - run.first < perRequest) run.last = index;
    else runs.push({ first: index, last: index });
  }
  return runs;
}

export async function fetchFile(job: RangeFetch) {
  for (let attempt = 1; ; attempt++) {
    const runs = missingRuns(job.file, job.good);
    if (runs.length === 0) return;
    if (attempt > MAX_CHUNK_ATTEMPTS) throw new IntegrityError(`${job.file.id} does not match`);
    await fetchRuns(job, runs);
  }
}

/**
 * Fetches runs of chunks, REQUESTS_AT_ONCE at a time (a browser reads two streams faster than
 * one: `npm run bench:downloads`). The first failure stops the others and is the one told.
 */
async function fetchRuns(job: RangeFetch, runs: Run[]) {
  const { signal } = job;
  // Paused or stopped before the requests (during the scan, say): none is made.
  signal.throwIfAborted();
  const lanes = new AbortController();
  const stop = () => lanes.abort();
  signal.addEventListener('abort', stop);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const lane = async () => {
    try {
      while (next < runs.length && !lanes.signal.aborted) {
        await fetchRun({ ...job, signal: lanes.signal }, runs[next++]!);
      }
    } catch (error) {
      failure ??= { error };
      lanes.abort();
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(REQUESTS_AT_ONCE, runs.length) }, lane));
  } finally {
    signal.removeEventListener('abort', stop);
  }
  if (failure) throw (failure as { error: unknown }).error;
}

async function fetchRun(job: RangeFetch, run: Run) {
  const { file } = job;
  const from = chunkStart(file, run.first);
  const to = chunkStart(file, run.last) + chunkLength(file, run.last) - 1;
  const watchdog = stallWatchdog(job.signal);
  try {
    const response = await requestRange({ ...job, signal: watchdog.signal }, from, to);
    watchdog.alive();
    await readChunks(job, run.first, run.last, response.body!, watchdog.alive);
  } catch (error) {
    if (watchdog.hasStalled()) throw new NetworkError('the network sent nothing for too long');
    throw error;
  } finally {
    watchdog.stop();
  }
}

/** A signal cut after STALL_TIMEOUT_MS without news (`alive`), or when `outer` aborts. */
export function stallWatchdog(outer: AbortSignal, timeoutMs = STALL_TIMEOUT_MS) {
  const controller = new AbortController();
  let stalled = false;
  const cut = () => controller.abort(outer.reason);
  outer.addEventListener('abort', cut);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const alive = () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = true;
      controller.abort(new NetworkError('stalled'));
    }, timeoutMs);
  };
  alive();
  return {
    signal: controller.signal,
    alive,
    hasStalled: () => stalled,
    stop() {
      if (timer !== null) clearTimeout(timer);
      outer.removeEventListener('abort', cut);
    },
  };
}

/** A 206 answer for the bytes `from`..`to`, with fresh links after an expired or refused one. */
async function requestRange(job: RangeFetch, from: number, to: number): Promise<Response> {
  let renewals = 0;
  for (;;) {
    const links = await job.links(renewals > 0);
    const url = links.urls[job.file.id];
    if (!url) throw new LinksExpired(`no link for ${job.file.id}`);
    // Not through the HTTP cache: the bytes are kept on the device once (in OPFS), and
    // requests for parts of the same file at once do not wait on each other's cache entry.
    const response = await fetch(url, {
      headers: { Range: `bytes=${from}-${to}` },
      cache: 'no-store',
      signal: job.signal,
    }).catch((error: unknown) => {
      throw asNetworkError(error);
    });
    if (response.status === 206) return response;
    await response.body?.cancel();
    // An expired or refused link: ask for fresh ones, a few times.
    if ([401, 403, 410].includes(response.status) && renewals < MAX_LINK_RENEWALS) {
      renewals++;
      continue;
    }
    throw new Error(`media answered ${response.status}`);
  }
}
