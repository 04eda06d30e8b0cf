import {
  type DownloadEvent,
  type DownloadStatus,
  nextDownloadStatus,
  progressOf,
  spaceNeededBytes,
  storageShortfallBytes,
} from '@parallax/core/rules/download';
import {
  DOWNLOADS_DIRECTORY,
  type DownloadPlan,
  type DownloadProblem,
  type DownloadRecord,
  type FileLinks,
  type FilePlan,
  fileNameOf,
  type FromWorker,
  ownerDirectoryOf,
  packedNameOf,
  RECORD_FILE,
  type ToWorker,
} from './protocol';

/**
 * The download manager (spec 2 §4 download status): fetches a pack's files chunk by chunk with
 * Range requests, checks every chunk against the SHA-256 of the content metadata before it counts,
 * and writes it into the Origin Private File System through a synchronous access handle. Nothing
 * is held whole in memory: a response streams through one chunk-sized buffer.
 *
 * What is on disk is the truth: when a pack is taken up again (a reload, a closed tab, a network
 * drop), the chunks already stored are hashed and only the missing or damaged ones are fetched.
 *
 * A file the server keeps packed (gzip, spec 2 §3 compression) is fetched to `<name>.gz`, then
 * unpacked as a stream through `DecompressionStream` into its own file — each unpacked chunk checked
 * against the played file's hashes — and the packed form deleted.
 */

type SyncAccessHandle = {
  read(buffer: Uint8Array, options: { at: number }): number;
  write(buffer: Uint8Array, options: { at: number }): number;
  truncate(size: number): void;
  getSize(): number;
  flush(): void;
  close(): void;
};
type SyncFileHandle = FileSystemFileHandle & {
  createSyncAccessHandle(): Promise<SyncAccessHandle>;
};

type WorkerScope = {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
  addEventListener(type: 'online', listener: () => void): void;
  navigator: Navigator;
};
const scope = self as unknown as WorkerScope;

/** `record.json`: what a pack's directory holds and what the user asked of it. */
type StoredRecord = {
  plan: DownloadPlan;
  /** A newer plan from the server, waiting for the user's update. */
  nextPlan: DownloadPlan | null;
  /** Null for a pack asked for but not started yet (the machine's `start` begins it). */
  status: DownloadStatus | null;
  /** False once the user paused: a reload or the network coming back does not resume it. */
  isWanted: boolean;
  addedAt: number;
  completedAt: number | null;
};

/** Attempts at a chunk whose bytes do not match their hash before the download fails. */
const MAX_CHUNK_ATTEMPTS = 3;
/** Fresh links asked for in a row before the download fails. */
const MAX_LINK_RENEWALS = 3;
/** How soon a download cut by the network is tried again, unless the browser says online first. */
const NETWORK_RETRY_MS = 5000;
/** Progress is told at most this often. */
const PROGRESS_EVERY_MS = 200;
/** Speed is measured over this window. */
const SPEED_WINDOW_MS = 2000;
/** Range requests of one file under way at once. */
const REQUESTS_AT_ONCE = 2;
/** Chunks hashed while the next ones are read. */
const CHUNKS_CHECKED_AT_ONCE = 4;
/** Bytes asked for per Range request: a stream long enough to run at full speed. */
const REQUEST_SPAN_BYTES = 64 * 1024 * 1024;

class LinksExpired extends Error {}
/** The network failed a request or cut a response short. */
class NetworkError extends Error {}
class IntegrityError extends Error {}
/** Unpacking gave other bytes than the played file's (or could not be read). */
class DecompressionError extends Error {}
/** The packed form on the device is gone or fails its hashes: it is fetched again. */
class PackedDamaged extends Error {}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function downloadsRoot(): Promise<FileSystemDirectoryHandle> {
  const root = await scope.navigator.storage.getDirectory();
  return root.getDirectoryHandle(DOWNLOADS_DIRECTORY, { create: true });
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

const isPacked = (file: FilePlan): boolean => file.unpacked !== undefined;
/** The name a file is fetched to: its packed form's, or its own. */
const fetchedNameOf = (file: FilePlan): string =>
  isPacked(file) ? packedNameOf(file.id) : fileNameOf(file.id);
/** The file as it plays: its size and chunk hashes (the unpacked file's for a packed one). */
const playedFormOf = (file: FilePlan) =>
  file.unpacked
    ? { sizeInBytes: file.uncompressedSizeInBytes, chunkSha256: file.unpacked.chunkSha256 }
    : { sizeInBytes: file.sizeInBytes, chunkSha256: file.chunkSha256 };

/**
 * Whether a stored file matches its hashes chunk by chunk (the played file's by default, or the
 * packed form's), read through a `File` so it never blocks a sync handle.
 */
async function isIntactOnDisk(
  directory: FileSystemDirectoryHandle,
  name: string,
  expected: { sizeInBytes: number; chunkSha256: string[] },
  chunkSizeInBytes: number,
): Promise<boolean> {
  let stored: File;
  try {
    stored = await (await directory.getFileHandle(name)).getFile();
  } catch {
    return false;
  }
  if (stored.size !== expected.sizeInBytes) return false;
  for (let index = 0; index < expected.chunkSha256.length; index++) {
    const start = index * chunkSizeInBytes;
    const bytes = new Uint8Array(await stored.slice(start, start + chunkSizeInBytes).arrayBuffer());
    if ((await sha256Hex(bytes)) !== expected.chunkSha256[index]) return false;
  }
  return true;
}

/** The file as fetched, packed: its size and chunk hashes. */
const packedFormOf = (file: FilePlan) => ({
  sizeInBytes: file.sizeInBytes,
  chunkSha256: file.chunkSha256,
});

const isPlayableOnDisk = (directory: FileSystemDirectoryHandle, file: FilePlan) =>
  isIntactOnDisk(directory, fileNameOf(file.id), playedFormOf(file), file.chunkSizeInBytes);

const chunkCount = (file: FilePlan) => file.chunkSha256.length;
const chunkStart = (file: FilePlan, index: number) => index * file.chunkSizeInBytes;
const chunkLength = (file: FilePlan, index: number) =>
  Math.min(file.chunkSizeInBytes, file.sizeInBytes - chunkStart(file, index));

async function writeJson(directory: FileSystemDirectoryHandle, name: string, value: unknown) {
  const handle = (await directory.getFileHandle(name, { create: true })) as SyncFileHandle;
  const access = await handle.createSyncAccessHandle();
  try {
    const bytes = encoder.encode(JSON.stringify(value));
    access.truncate(0);
    access.write(bytes, { at: 0 });
    access.flush();
  } finally {
    access.close();
  }
}

async function readJson<T>(directory: FileSystemDirectoryHandle, name: string): Promise<T | null> {
  try {
    const file = await (await directory.getFileHandle(name)).getFile();
    return JSON.parse(decoder.decode(await file.arrayBuffer())) as T;
  } catch {
    return null;
  }
}

/** A response body read chunk by chunk into one buffer. */
type ChunkSource = {
  /**
   * Reads up to `want` bytes into `buffer` at `offset`: the buffer to go on with (a byte stream
   * hands it back transferred) and how many bytes came (0 at the end of the body).
   */
  read(
    buffer: ArrayBuffer,
    offset: number,
    want: number,
  ): Promise<{ buffer: ArrayBuffer; count: number }>;
  close(): Promise<void>;
};

/**
 * A byte stream is read straight into the chunk's buffer (no copy, no garbage per read); a
 * browser whose bodies are not byte streams gets the same through copies.
 */
function chunkSource(body: ReadableStream<Uint8Array>): ChunkSource {
  let byob: ReadableStreamBYOBReader | null = null;
  try {
    byob = body.getReader({ mode: 'byob' });
  } catch {
    byob = null;
  }
  if (byob) {
    const reader = byob;
    return {
      async read(buffer, offset, want) {
        const { value } = await reader.read(new Uint8Array(buffer, offset, want));
        if (!value) return { buffer: new ArrayBuffer(buffer.byteLength), count: 0 };
        return { buffer: value.buffer, count: value.byteLength };
      },
      close: () => reader.cancel().catch(() => undefined),
    };
  }
  const reader = body.getReader();
  let pending: Uint8Array = new Uint8Array(0);
  return {
    async read(buffer, offset, want) {
      if (pending.length === 0) {
        const { value } = await reader.read();
        if (!value) return { buffer, count: 0 };
        pending = value;
      }
      const count = Math.min(want, pending.length);
      new Uint8Array(buffer, offset, count).set(pending.subarray(0, count));
      pending = pending.subarray(count);
      return { buffer, count };
    },
    close: () => reader.cancel().catch(() => undefined),
  };
}

/** One pack on this device: its record, which chunks of its files are good, and its running job. */
class Pack {
  /** Per file id, which chunks on disk match the plan; unknown until the files are scanned. */
  private good = new Map<string, boolean[]>();
  /** Packed files whose unpacked file is on the device and good (their packed form is gone). */
  private unpacked = new Set<string>();
  private isScanned = false;
  private abort: AbortController | null = null;
  private running: Promise<void> | null = null;
  private links: FileLinks | null = null;
  private problem: DownloadProblem | null = null;
  private receivedLog: { at: number; bytes: number }[] = [];
  private lastToldAt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly directory: FileSystemDirectoryHandle,
    public stored: StoredRecord,
  ) {}

  get contentId() {
    return this.stored.plan.contentId;
  }

  get isRunning() {
    return this.running !== null;
  }

  record(): DownloadRecord {
    const total = this.stored.plan.files.reduce((sum, file) => sum + file.sizeInBytes, 0);
    const received = this.isScanned ? this.goodBytes() : this.storedGuess(total);
    const now = Date.now();
    const recent = this.receivedLog.filter((entry) => now - entry.at <= SPEED_WINDOW_MS);
    const isFetching = this.isRunning && this.abort !== null;
    return {
      contentId: this.contentId,
      title: this.stored.plan.title,
      // Plans kept before the flag existed say nothing: the viewer decides when it plays.
      is2DViewerEnabled: this.stored.plan.is2DViewerEnabled ?? false,
      // A new pack is told once the machine has started it.
      status: this.stored.status ?? 'preparing_to_downloading',
      progress: progressOf(received, total),
      speed: isFetching
        ? Math.round((recent.reduce((sum, entry) => sum + entry.bytes, 0) * 1000) / SPEED_WINDOW_MS)
        : 0,
      storedBytes: received,
      completedAt: this.stored.completedAt,
      addedAt: this.stored.addedAt,
      problem: this.problem,
    };
  }

  /** Before the files are scanned: complete when the record says so, else unknown (0). */
  private storedGuess(total: number): number {
    const { status } = this.stored;
    const isComplete =
      status === 'ready_to_play' ||
      status === 'ready_to_update' ||
      status === 'preparing_to_launch';
    return isComplete ? total : 0;
  }

  private goodBytes(): number {
    let bytes = 0;
    for (const file of this.stored.plan.files) {
      const good = this.good.get(file.id) ?? [];
      good.forEach((isGood, index) => {
        if (isGood) bytes += chunkLength(file, index);
      });
    }
    return bytes;
  }

  tell(force = false) {
    const now = Date.now();
    if (!force && now - this.lastToldAt < PROGRESS_EVERY_MS) return;
    this.lastToldAt = now;
    scope.postMessage({ type: 'record', record: this.record() });
  }

  private async save() {
    await writeJson(this.directory, RECORD_FILE, this.stored);
  }

  /** Moves the status by the state machine of core; an event it does not allow changes nothing. */
  private async move(event: DownloadEvent): Promise<boolean> {
    const next = nextDownloadStatus(this.stored.status, event);
    if (next === null) return false;
    this.stored.status = next;
    await this.save();
    this.tell(true);
    return true;
  }

  /** A job that found a packed form damaged asks for a download once it has ended. */
  private isRefetchDue = false;

  /** Starts fetching (a new download, a resume or an update) unless it runs already. */
  run(kind: 'download' | 'update') {
    if (this.running || this.isStopped) return;
    this.clearRetry();
    this.stored.isWanted = true;
    this.runJob(() => this.fetchAll(kind));
  }

  /** Unpacks again after a failed decompression (the user's Unpack, or a reload mid-way). */
  unpackAgain() {
    if (this.running || this.isStopped) return;
    this.runJob(async () => {
      if (!(await this.move({ type: 'decompress' }))) return;
      this.problem = null;
      try {
        await this.unpackAll();
      } catch (error) {
        await this.failed(error, false);
      }
    });
  }

  private runJob(job: () => Promise<void>) {
    this.running = job().finally(() => {
      this.running = null;
      this.abort = null;
      this.tell(true);
      if (this.isRefetchDue) {
        this.isRefetchDue = false;
        this.run('download');
      }
    });
  }

  pause() {
    this.stored.isWanted = false;
    this.clearRetry();
    this.abort?.abort();
    void this.save();
  }

  /** Removed, or its account closed: it never runs again. */
  private isStopped = false;

  async stop() {
    this.isStopped = true;
    this.clearRetry();
    this.abort?.abort();
    // A job waiting for links ends now rather than wait for an answer that may never come.
    this.takeLinks(null);
    await this.running?.catch(() => undefined);
  }

  /** Called when the browser is online again: a download cut by the network goes on. */
  retryAfterNetwork() {
    if (this.problem?.kind !== 'network' || !this.stored.isWanted || this.running) return;
    this.run(this.stored.status === 'ready_to_update' ? 'update' : 'download');
  }

  private clearRetry() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  takeLinks(links: FileLinks | null) {
    this.links = links;
    this.linksWaiter?.(links);
    this.linksWaiter = null;
  }

  private linksWaiter: ((links: FileLinks | null) => void) | null = null;
  /** The page's answer being waited for: requests that need links at once share it. */
  private linksRequest: Promise<FileLinks | null> | null = null;

  private async freshLinks(renew: boolean): Promise<FileLinks> {
    const margin = 60_000;
    if (!renew && this.links && Date.parse(this.links.expiresAt) - Date.now() > margin) {
      return this.links;
    }
    this.linksRequest ??= new Promise<FileLinks | null>((resolve) => {
      this.linksWaiter = resolve;
      scope.postMessage({ type: 'needLinks', contentId: this.contentId });
    }).finally(() => {
      this.linksRequest = null;
    });
    const links = await this.linksRequest;
    if (!links) throw new LinksExpired('no links');
    return links;
  }

  /** Hashes what is on disk, so only missing or damaged chunks are fetched. */
  private async scan(handles: Map<string, SyncAccessHandle>) {
    // Progress climbs as the stored chunks are found good, rather than jumping at the end.
    for (const file of this.stored.plan.files) this.good.set(file.id, []);
    this.isScanned = true;
    for (const file of this.stored.plan.files) {
      const good = this.good.get(file.id)!;
      if (isPacked(file) && (await isPlayableOnDisk(this.directory, file))) {
        this.keepUnpacked(file, handles);
        continue;
      }
      const access = handles.get(file.id)!;
      const size = access.getSize();
      const buffer = new Uint8Array(file.chunkSizeInBytes);
      for (let index = 0; index < chunkCount(file); index++) {
        const length = chunkLength(file, index);
        const start = chunkStart(file, index);
        if (start + length > size) {
          good.push(false);
          continue;
        }
        const view = buffer.subarray(0, length);
        access.read(view, { at: start });
        good.push((await sha256Hex(view)) === file.chunkSha256[index]);
        this.tell();
      }
    }
  }

  /** A packed file already unpacked and good: nothing of it is fetched, its packed form goes. */
  private keepUnpacked(file: FilePlan, handles: Map<string, SyncAccessHandle>) {
    this.good.set(
      file.id,
      file.chunkSha256.map(() => true),
    );
    this.unpacked.add(file.id);
    handles.get(file.id)?.close();
    handles.delete(file.id);
    void this.directory.removeEntry(packedNameOf(file.id)).catch(() => undefined);
  }

  /**
   * An update keeps the chunks whose hashes the new plan shares at the same place; the others
   * are fetched. The files are checked as they are before the plan changes. A packed file is kept
   * when its unpacked file is already the new one, else fetched whole (gzip's bytes shift after
   * any change, so its old chunks would not match).
   */
  private async takeNextPlan(handles: Map<string, SyncAccessHandle>) {
    const next = this.stored.nextPlan;
    if (!next) return;
    if (!this.isScanned) await this.scan(handles);
    for (const file of next.files) {
      if (isPacked(file) && (await isPlayableOnDisk(this.directory, file))) {
        this.keepUnpacked(file, handles);
        continue;
      }
      const before = this.stored.plan.files.find((old) => old.id === file.id);
      const wasUnpacked = this.unpacked.delete(file.id);
      const wasGood = this.good.get(file.id) ?? [];
      const good = file.chunkSha256.map(
        (hash, index) =>
          before !== undefined &&
          !wasUnpacked &&
          isPacked(before) === isPacked(file) &&
          before.chunkSizeInBytes === file.chunkSizeInBytes &&
          before.chunkSha256[index] === hash &&
          chunkLength(before, index) === chunkLength(file, index) &&
          wasGood[index] === true,
      );
      this.good.set(file.id, good);
    }
    for (const old of this.stored.plan.files) {
      if (!next.files.some((file) => file.id === old.id)) {
        handles.get(old.id)?.close();
        handles.delete(old.id);
        this.good.delete(old.id);
        this.unpacked.delete(old.id);
        await this.directory.removeEntry(fileNameOf(old.id)).catch(() => undefined);
        await this.directory.removeEntry(packedNameOf(old.id)).catch(() => undefined);
      }
    }
    this.stored.plan = next;
    this.stored.nextPlan = null;
    await this.save();
  }

  private async openFiles(plan: DownloadPlan, handles: Map<string, SyncAccessHandle>) {
    for (const file of plan.files) {
      if (handles.has(file.id) || this.unpacked.has(file.id)) continue;
      const handle = (await this.directory.getFileHandle(fetchedNameOf(file), {
        create: true,
      })) as SyncFileHandle;
      handles.set(file.id, await handle.createSyncAccessHandle());
    }
  }

  private async fetchAll(kind: 'download' | 'update') {
    const isUpdate = kind === 'update';
    const started = isUpdate
      ? await this.move({ type: 'update' })
      : await this.move({ type: 'start' });
    if (!started) return;
    this.problem = null;
    const abort = new AbortController();
    this.abort = abort;
    const handles = new Map<string, SyncAccessHandle>();
    try {
      if (isUpdate) {
        await this.openFiles(this.stored.nextPlan ?? this.stored.plan, handles);
        await this.openFiles(this.stored.plan, handles);
        await this.takeNextPlan(handles);
      } else {
        await this.openFiles(this.stored.plan, handles);
        if (!this.isScanned) await this.scan(handles);
      }
      this.tell(true);
      await this.checkStorage();
      if (!isUpdate) await this.move({ type: 'fetching' });
      // Files taken as they are (already unpacked) have no handle: nothing to fetch.
      for (const file of this.stored.plan.files) {
        const access = handles.get(file.id);
        if (access) await this.fetchFile(file, access, abort.signal);
      }
      for (const file of this.stored.plan.files) {
        const access = handles.get(file.id);
        access?.truncate(file.sizeInBytes);
        access?.flush();
      }
      for (const access of handles.values()) access.close();
      handles.clear();
      this.abort = null;
      this.stored.completedAt = Date.now();
      const compressed = this.stored.plan.files.some(
        (file) => isPacked(file) && !this.unpacked.has(file.id),
      );
      await this.move({ type: 'fetched', compressed });
      if (compressed) await this.unpackAll();
    } catch (error) {
      await this.failed(error, abort.signal.aborted);
    } finally {
      for (const access of handles.values()) access.close();
    }
  }

  private async failed(error: unknown, wasAborted: boolean) {
    // Failures come after the start: the status is set.
    const during = this.stored.status ?? 'preparing_to_downloading';
    if (wasAborted) {
      // Paused by the user, or stopped for removal; an update stopped waits as an update.
      if (!(await this.move({ type: 'pause' }))) await this.move({ type: 'fail' });
      return;
    }
    if (error instanceof PackedDamaged) {
      // The packed form went bad on the device after its check: it is fetched again.
      this.isScanned = false;
      this.isRefetchDue = true;
      await this.move({ type: 'damaged' });
      return;
    }
    const problem = problemOf(error);
    this.problem = problem;
    await this.move({ type: 'fail' });
    scope.postMessage({ type: 'failed', contentId: this.contentId, problem, during });
    if (problem.kind === 'network' && this.stored.isWanted) {
      this.retryTimer = setTimeout(() => this.retryAfterNetwork(), NETWORK_RETRY_MS);
    }
  }

  /** spec 2 §5: room for what is still to fetch, plus the unpacked size of compressed files. */
  private async checkStorage() {
    const needed = this.bytesStillNeeded();
    if (needed === 0) return;
    const estimate = await scope.navigator.storage.estimate();
    const shortfall = storageShortfallBytes(
      { quota: estimate.quota ?? 0, usage: estimate.usage ?? 0 },
      needed,
    );
    if (shortfall > 0) throw new StorageShortfall(shortfall);
  }

  /** Runs of chunks still missing, each fetched with one Range request of at most a span. */
  private missingRuns(file: FilePlan): { first: number; last: number }[] {
    const good = this.good.get(file.id) ?? [];
    const perRequest = Math.max(1, Math.floor(REQUEST_SPAN_BYTES / file.chunkSizeInBytes));
    const runs: { first: number; last: number }[] = [];
    for (let index = 0; index < chunkCount(file); index++) {
      if (good[index]) continue;
      const run = runs.at(-1);
      if (run && run.last === index - 1 && index - run.first < perRequest) run.last = index;
      else runs.push({ first: index, last: index });
    }
    return runs;
  }

  private async fetchFile(file: FilePlan, access: SyncAccessHandle, signal: AbortSignal) {
    for (let attempt = 1; ; attempt++) {
      const runs = this.missingRuns(file);
      if (runs.length === 0) return;
      if (attempt > MAX_CHUNK_ATTEMPTS) throw new IntegrityError(`${file.id} does not match`);
      await this.fetchRuns(file, runs, access, signal);
    }
  }

  /**
   * Fetches runs of chunks, REQUESTS_AT_ONCE at a time (a browser reads two streams faster than
   * one: `npm run bench:downloads`). The first failure stops the others and is the one told.
   */
  private async fetchRuns(
    file: FilePlan,
    runs: { first: number; last: number }[],
    access: SyncAccessHandle,
    signal: AbortSignal,
  ) {
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
          await this.fetchRun(file, runs[next++]!, access, lanes.signal);
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

  private async fetchRun(
    file: FilePlan,
    run: { first: number; last: number },
    access: SyncAccessHandle,
    signal: AbortSignal,
  ) {
    const from = chunkStart(file, run.first);
    const to = chunkStart(file, run.last) + chunkLength(file, run.last) - 1;
    let renewals = 0;
    let response: Response;
    for (;;) {
      const links = await this.freshLinks(renewals > 0);
      const url = links.urls[file.id];
      if (!url) throw new LinksExpired(`no link for ${file.id}`);
      // Not through the HTTP cache: the bytes are kept on the device once (in OPFS), and
      // requests for parts of the same file at once do not wait on each other's cache entry.
      response = await fetch(url, {
        headers: { Range: `bytes=${from}-${to}` },
        cache: 'no-store',
        signal,
      }).catch((error: unknown) => {
        throw asNetworkError(error);
      });
      if (response.status === 206) break;
      await response.body?.cancel();
      // An expired or refused link: ask for fresh ones, a few times.
      if ([401, 403, 410].includes(response.status) && renewals < MAX_LINK_RENEWALS) {
        renewals++;
        continue;
      }
      throw new Error(`media answered ${response.status}`);
    }
    const good = this.good.get(file.id)!;
    let index = run.first;
    let chunk = new ArrayBuffer(file.chunkSizeInBytes);
    let fill = 0;
    const source = chunkSource(response.body!);
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
          this.write(access, bytes, chunkStart(file, index));
          const at = index;
          checking.push(
            sha256Hex(bytes).then((hash) => {
              if (hash !== file.chunkSha256[at]) return;
              good[at] = true;
              this.received(length);
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

  /**
   * Writes a chunk (counted once its hash is checked). The device refusing it (the quota reached, whatever the estimate
   * said) is the storage message of spec 2 §8, with what the pack still needs.
   */
  private write(access: SyncAccessHandle, bytes: Uint8Array, at: number) {
    let written: number;
    try {
      written = access.write(bytes, { at });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'QuotaExceededError') written = -1;
      else throw error;
    }
    // Chromium answers a write over the quota with a short count rather than an exception.
    if (written !== bytes.length) throw new StorageShortfall(this.bytesStillNeeded());
  }

  /** Unpacks every packed file not unpacked yet, then the pack is ready to play. */
  private async unpackAll() {
    for (const file of this.stored.plan.files) {
      if (isPacked(file) && !this.unpacked.has(file.id)) await this.unpack(file);
    }
    this.stored.completedAt = Date.now();
    await this.move({ type: 'decompressed' });
  }

  /**
   * Streams a packed file through `DecompressionStream` into its own file, one chunk buffer at a
   * time, each chunk checked against the played file's hash before it is written; the packed form
   * is deleted once the whole file is good.
   */
  private async unpack(file: FilePlan) {
    const played = playedFormOf(file);
    const packedName = packedNameOf(file.id);
    const packedForm = packedFormOf(file);
    if (!(await isIntactOnDisk(this.directory, packedName, packedForm, file.chunkSizeInBytes))) {
      // Unpacked before a reload, whose packed form is gone: nothing to do.
      if (await isPlayableOnDisk(this.directory, file)) {
        this.unpacked.add(file.id);
        return;
      }
      throw new PackedDamaged(`${file.id} is not on the device as it was fetched`);
    }
    const packed = await (await this.directory.getFileHandle(packedName)).getFile();
    const target = (await this.directory.getFileHandle(fileNameOf(file.id), {
      create: true,
    })) as SyncFileHandle;
    const access = await target.createSyncAccessHandle();
    const reader = packed.stream().pipeThrough(new DecompressionStream('gzip')).getReader();
    try {
      access.truncate(0);
      const chunk = new Uint8Array(file.chunkSizeInBytes);
      let fill = 0;
      let index = 0;
      const writeChunk = async () => {
        const bytes = chunk.subarray(0, fill);
        if ((await sha256Hex(bytes)) !== played.chunkSha256[index]) {
          throw new DecompressionError(`${file.id} chunk ${index} unpacks to other bytes`);
        }
        this.write(access, bytes, index * file.chunkSizeInBytes);
        index++;
        fill = 0;
      };
      for (;;) {
        let data: Uint8Array | undefined;
        try {
          data = (await reader.read()).value;
        } catch (error) {
          throw new DecompressionError(error instanceof Error ? error.message : String(error));
        }
        if (data === undefined) break;
        for (let offset = 0; offset < data.length;) {
          const take = Math.min(chunk.length - fill, data.length - offset);
          chunk.set(data.subarray(offset, offset + take), fill);
          fill += take;
          offset += take;
          if (fill === chunk.length) await writeChunk();
        }
      }
      if (fill > 0) await writeChunk();
      if (index !== played.chunkSha256.length || access.getSize() !== played.sizeInBytes) {
        throw new DecompressionError(`${file.id} unpacks to another size`);
      }
      access.flush();
    } finally {
      await reader.cancel().catch(() => undefined);
      access.close();
    }
    await this.directory.removeEntry(packedName);
    this.unpacked.add(file.id);
  }

  /** spec 2 §5: what is still to fetch, plus the unpacked size of compressed files. */
  private bytesStillNeeded(): number {
    return spaceNeededBytes(
      this.stored.plan.files.map((file) => {
        const good = this.good.get(file.id) ?? [];
        let bytesToFetch = 0;
        for (let index = 0; index < chunkCount(file); index++) {
          if (!good[index]) bytesToFetch += chunkLength(file, index);
        }
        const isToUnpack = isPacked(file) && !this.unpacked.has(file.id);
        return {
          bytesToFetch,
          uncompressedSizeInBytes: isToUnpack ? file.uncompressedSizeInBytes : null,
        };
      }),
    );
  }

  private received(bytes: number) {
    const now = Date.now();
    this.receivedLog.push({ at: now, bytes });
    while (this.receivedLog.length > 0 && now - this.receivedLog[0]!.at > SPEED_WINDOW_MS) {
      this.receivedLog.shift();
    }
    this.tell();
  }

  /**
   * Before a file plays: it is hashed again, chunk by chunk (a file changed on the device since it
   * was fetched is never played). A damaged file is fetched again in the background.
   */
  async verify(fileId: string): Promise<boolean> {
    const file = this.stored.plan.files.find((candidate) => candidate.id === fileId);
    if (this.running || !file) return false;
    // An outdated pack still plays what it has; a pack ready to play is launched.
    const isLaunch = this.stored.status === 'ready_to_play';
    if (!isLaunch && this.stored.status !== 'ready_to_update') return false;
    if (isLaunch) await this.move({ type: 'launch' });
    if (await isPlayableOnDisk(this.directory, file)) {
      if (isLaunch) await this.move({ type: 'launched' });
      return true;
    }
    // Damaged on disk: the pack's files are checked and what is wrong is fetched again.
    this.isScanned = false;
    await this.move({ type: 'damaged' });
    this.run('download');
    return false;
  }
}

class StorageShortfall extends Error {
  constructor(readonly shortfallBytes: number) {
    super('not enough storage');
  }
}

/** What the page is told of a failure (its toast and its report to analytics). */
function problemOf(error: unknown): DownloadProblem {
  if (error instanceof StorageShortfall) {
    return { kind: 'storage', shortfallBytes: error.shortfallBytes };
  }
  if (error instanceof IntegrityError) return { kind: 'integrity' };
  if (error instanceof DecompressionError) return { kind: 'decompression' };
  if (error instanceof LinksExpired) return { kind: 'links' };
  if (error instanceof NetworkError) return { kind: 'network' };
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}

/** A failure of the network (fetch and stream reads throw TypeError) as a NetworkError. */
function asNetworkError(error: unknown): unknown {
  return error instanceof TypeError ? new NetworkError(error.message) : error;
}

const packs = new Map<string, Pack>();
/** The owner's directory, null while no account's packs are open. */
let root: FileSystemDirectoryHandle | null = null;
let owner: string | null = null;
let ready: Promise<void> | null = null;

/** What a status left mid-way by a closed tab means on the next start. */
const AFTER_INTERRUPTION: Partial<Record<DownloadStatus, DownloadStatus>> = {
  preparing_to_downloading: 'ready_to_resume_download',
  downloading: 'ready_to_resume_download',
  updating: 'ready_to_update',
  decompressing: 'ready_to_decompress',
  preparing_to_launch: 'ready_to_play',
};

/** Every pack of the account open now. */
function tellRecords() {
  scope.postMessage({
    type: 'records',
    owner,
    records: [...packs.values()].map((pack) => pack.record()),
  });
}

const entriesOf = (directory: FileSystemDirectoryHandle) =>
  (directory as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries();

/** Stops every pack of the account open now; its files stay. */
async function closeOwner() {
  for (const pack of packs.values()) await pack.stop();
  packs.clear();
  root = null;
  owner = null;
}

/** Opens an account's packs (none for null), after closing the ones open. */
async function openOwner(next: string | null) {
  await closeOwner();
  try {
    const downloads = await downloadsRoot();
    for await (const [name, handle] of entriesOf(downloads)) {
      // Packs kept before downloads were kept per account belong to nobody known: cleared.
      if (handle.kind === 'directory' && !name.startsWith(ownerDirectoryOf(''))) {
        await downloads.removeEntry(name, { recursive: true }).catch(() => undefined);
      }
    }
    if (next === null) {
      scope.postMessage({ type: 'records', owner: null, records: [] });
      return;
    }
    owner = next;
    root = await downloads.getDirectoryHandle(ownerDirectoryOf(next), { create: true });
    await readPacks(root);
  } catch (error) {
    // No file system for this page (a private window, a browser without OPFS): nothing is kept.
    console.error(error);
    scope.postMessage({ type: 'records', owner: next, records: [] });
  }
}

async function hasFiles(directory: FileSystemDirectoryHandle): Promise<boolean> {
  for await (const [, handle] of entriesOf(directory)) if (handle.kind === 'file') return true;
  return false;
}

/**
 * spec 2 §4 existing files: a pack's directory found with no record, and the plan the server has
 * for it. When every file is on the device whole (played form, or packed form to unpack) the pack
 * is kept — ready to play, or to unpack — with nothing fetched; otherwise, or when the pack is no
 * longer the viewer's (`plan` null and not `isUnknown`), its files are cleared. Offline
 * (`isUnknown`) they wait for the next start.
 */
async function adoptFound(
  contentId: string,
  plan: DownloadPlan | null,
  isUnknown: boolean,
  planOwner: string,
) {
  // An answer about another account's files (the session changed meanwhile) is not applied.
  if (!root || planOwner !== owner || packs.has(contentId) || isUnknown) return;
  let directory: FileSystemDirectoryHandle;
  try {
    directory = await root.getDirectoryHandle(contentId);
  } catch {
    return;
  }
  let compressed = false;
  let isWhole = plan !== null;
  for (const file of plan?.files ?? []) {
    if (await isPlayableOnDisk(directory, file)) {
      // Unpacked already: a packed form left beside it is not needed.
      if (isPacked(file)) await directory.removeEntry(packedNameOf(file.id)).catch(() => undefined);
      continue;
    }
    const name = packedNameOf(file.id);
    const packed = packedFormOf(file);
    if (isPacked(file) && (await isIntactOnDisk(directory, name, packed, file.chunkSizeInBytes))) {
      compressed = true;
      continue;
    }
    isWhole = false;
    break;
  }
  if (!plan || !isWhole) {
    await root.removeEntry(contentId, { recursive: true }).catch(() => undefined);
    return;
  }
  const stored: StoredRecord = {
    plan,
    nextPlan: null,
    status: nextDownloadStatus(null, { type: 'found', compressed }),
    isWanted: true,
    addedAt: Date.now(),
    completedAt: Date.now(),
  };
  await writeJson(directory, RECORD_FILE, stored);
  const pack = new Pack(directory, stored);
  packs.set(contentId, pack);
  pack.tell(true);
  // Packed files found whole are unpacked, as after a reload mid-way.
  if (compressed) pack.unpackAgain();
}

async function readPacks(root: FileSystemDirectoryHandle) {
  for await (const [name, handle] of entriesOf(root)) {
    if (handle.kind !== 'directory') continue;
    const directory = handle as FileSystemDirectoryHandle;
    const stored = await readJson<StoredRecord>(directory, RECORD_FILE);
    if (!stored && (await hasFiles(directory))) {
      // spec 2 §4 existing files: a pack's files with no record (it was lost). The page asks the
      // server what the pack should hold; what matches is kept (see adoptFound).
      if (owner) scope.postMessage({ type: 'needPlan', contentId: name, owner });
      continue;
    }
    if (!stored?.status) {
      // Never started: nothing of it is kept.
      await root.removeEntry(name, { recursive: true }).catch(() => undefined);
      continue;
    }
    stored.status = AFTER_INTERRUPTION[stored.status] ?? stored.status;
    packs.set(stored.plan.contentId, new Pack(directory, stored));
  }
  tellRecords();
  // A download under way when the page closed goes on by itself.
  for (const pack of packs.values()) {
    if (!pack.stored.isWanted) continue;
    if (pack.stored.status === 'ready_to_resume_download') pack.run('download');
    if (pack.stored.status === 'ready_to_decompress') pack.unpackAgain();
  }
}

async function handle(message: ToWorker) {
  if (message.type === 'init') {
    if (ready && message.owner === owner) {
      // The same account again: the page still hears what it has.
      await ready;
      tellRecords();
      return;
    }
    ready = openOwner(message.owner);
    return ready;
  }
  // Links and a pause go to the pack at once: a job waiting for links holds up the opening of
  // another account (its packs are stopped first), which must not wait for this message.
  if (message.type === 'links') {
    packs.get(message.contentId)?.takeLinks(message.links);
    return;
  }
  if (message.type === 'pause') {
    packs.get(message.contentId)?.pause();
    return;
  }
  await (ready ??= openOwner(null));
  switch (message.type) {
    case 'forget': {
      if (owner === message.owner) await openOwner(null);
      const downloads = await downloadsRoot();
      await downloads
        .removeEntry(ownerDirectoryOf(message.owner), { recursive: true })
        .catch(() => undefined);
      return;
    }
    case 'download': {
      // With no account open (signed out meanwhile), nothing is fetched.
      const directoryOfOwner = root;
      if (!directoryOfOwner) return;
      let pack = packs.get(message.plan.contentId);
      if (!pack) {
        const directory = await directoryOfOwner.getDirectoryHandle(message.plan.contentId, {
          create: true,
        });
        const stored: StoredRecord = {
          plan: message.plan,
          nextPlan: null,
          status: null,
          isWanted: true,
          addedAt: Date.now(),
          completedAt: null,
        };
        pack = new Pack(directory, stored);
        packs.set(message.plan.contentId, pack);
      }
      pack.run('download');
      return;
    }
    case 'outdated': {
      const pack = packs.get(message.plan.contentId);
      if (!pack || pack.isRunning) return;
      pack.stored.nextPlan = message.plan;
      const next = nextDownloadStatus(pack.stored.status, { type: 'outdated' });
      if (next) pack.stored.status = next;
      await writeJson(pack.directory, RECORD_FILE, pack.stored);
      pack.tell(true);
      return;
    }
    case 'update':
      packs.get(message.contentId)?.run('update');
      return;
    case 'resume':
      packs.get(message.contentId)?.run('download');
      return;
    case 'decompress':
      packs.get(message.contentId)?.unpackAgain();
      return;
    case 'remove': {
      const pack = packs.get(message.contentId);
      if (pack) await pack.stop();
      packs.delete(message.contentId);
      await root?.removeEntry(message.contentId, { recursive: true }).catch(() => undefined);
      scope.postMessage({ type: 'removed', contentId: message.contentId });
      return;
    }
    case 'verify': {
      const pack = packs.get(message.contentId);
      const isIntact = pack ? await pack.verify(message.fileId) : false;
      scope.postMessage({ type: 'verified', requestId: message.requestId, isIntact });
      return;
    }
    case 'plan':
      await adoptFound(message.contentId, message.plan, message.isUnknown, message.owner);
      return;
    case 'online':
      for (const pack of packs.values()) pack.retryAfterNetwork();
      return;
  }
}

// Messages are handled one after another, so a removal never races the download it stops.
let queue: Promise<unknown> = Promise.resolve();
scope.addEventListener('message', (event) => {
  const message = event.data;
  // Links answer a download that waits for them: never queued behind it.
  if (message.type === 'links' || message.type === 'pause') {
    void handle(message);
    return;
  }
  queue = queue.then(() => handle(message)).catch((error: unknown) => console.error(error));
});
scope.addEventListener('online', () => {
  for (const pack of packs.values()) pack.retryAfterNetwork();
});
