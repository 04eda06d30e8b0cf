import { chunkSource } from './chunk-source';
import { sha256Hex } from './chunk-verify';
import { asNetworkError, IntegrityError, LinksExpired } from './download-errors';
import { chunkCount, chunkLength, chunkStart } from './file-plan';
import type { SyncAccessHandle } from './opfs-writer';
import type { FileLinks, FilePlan } from './protocol';

/**
 * A file's missing chunks fetched with Range requests, straight into its file on the device:
 * fresh links when a link expired, every chunk counted once its hash matches, and what did not
 * match fetched again a few times. A response streams through one chunk-sized buffer.
 */

/** Attempts at a chunk whose bytes do not match their hash before the download fails. */
const MAX_CHUNK_ATTEMPTS = 3;
/** Fresh links asked for in a row before the download fails. */
const MAX_LINK_RENEWALS = 3;
/** Range requests of one file under way at once. */
const REQUESTS_AT_ONCE = 2;
/** Chunks hashed while the next ones are read. */
const CHUNKS_CHECKED_AT_ONCE = 4;
/** Bytes asked for per Range request: a stream long enough to run at full speed. */
const REQUEST_SPAN_BYTES = 64 * 1024 * 1024;

/** One file being fetched, and what its fetch reports to the pack. */
type RangeFetch = {
  file: FilePlan;
  access: SyncAccessHandle;
  signal: AbortSignal;
  /** Per chunk, whether it is on the device and matches its hash; set as chunks pass. */
  good: boolean[];
  /** The pack's signed links; `renew` asks the page for fresh ones. */
  links(renew: boolean): Promise<FileLinks>;
  write(access: SyncAccessHandle, bytes: Uint8Array, at: number): void;
  /** A chunk of this many bytes was written and passed its check. */
  received(bytes: number): void;
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
  const response = await requestRange(job, from, to);
  await readRun(job, run, response.body!);
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

/** Streams a run's chunks into the file, each counted once its hash matches. */
async function readRun(job: RangeFetch, run: Run, body: ReadableStream<Uint8Array>) {
  const { file, access, good } = job;
  let index = run.first;
  let chunk = new ArrayBuffer(file.chunkSizeInBytes);
  let fill = 0;
  const source = chunkSource(body);
  // Chunks written and being hashed while the next ones arrive: the digest takes its own copy
  // of the bytes when it starts, so the buffer goes straight back to the stream.
  const checking: Promise<void>[] = [];
  try {
    while (index <= run.last) {
      const length = chunkLength(file, index);
      const { buffer, count } = await source
        .read(chunk, fill, length - fill)
        .catch((error: unknown) => {
          throw asNetworkError(error);
        });
      chunk = buffer;
      if (count === 0) break;
      fill += count;
      if (fill === length) {
        const bytes = new Uint8Array(chunk, 0, length);
        // On the device before its check, it counts only once its hash matches: a chunk
        // that does not stays not good, and is fetched again.
        job.write(access, bytes, chunkStart(file, index));
        const at = index;
        checking.push(
          sha256Hex(bytes).then((hash) => {
            if (hash !== file.chunkSha256[at]) return;
            good[at] = true;
            job.received(length);
          }),
        );
        if (checking.length > CHUNKS_CHECKED_AT_ONCE) await checking.shift();
        index++;
        fill = 0;
      }
    }
  } finally {
    await Promise.all(checking);
    await source.close();
  }
}
