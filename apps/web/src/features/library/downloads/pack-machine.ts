import { type DownloadEvent, nextDownloadStatus } from '@parallax/core/rules/download';
import { isPlayableOnDisk } from './chunk-verify';
import { PackedDamaged, problemOf } from './download-errors';
import { isPacked } from './file-plan';
import {
  checkRoom,
  closeFetchedFiles,
  type SyncAccessHandle,
  writeChunkAt,
  writeJson,
} from './opfs-writer';
import { type FileHandles, PackChunks } from './pack-chunks';
import { PackLinks } from './pack-links';
import { recordOf, SpeedMeter, type StoredRecord } from './pack-record';
import {
  type DownloadPlan,
  type DownloadProblem,
  type DownloadRecord,
  RECORD_FILE,
} from './protocol';
import { fetchFile } from './range-fetch';
import { unpackFile } from './unpack';
import type { WorkerPorts } from './worker-scope';

/** How soon a download cut by the network is tried again, unless the browser says online first. */
const NETWORK_RETRY_MS = 5000;
/** Progress is told at most this often. */
const PROGRESS_EVERY_MS = 200;

/**
 * One pack on this device: its record, which chunks of its files are good, and its running job.
 * Its status moves only by the state machine of core (spec 2 §4 download status); a job fetches
 * (a download, a resume or an update), then unpacks what the server keeps packed.
 */
export class Pack {
  private readonly chunks: PackChunks;
  /** The page answers its calls for links through `take`. */
  readonly links: PackLinks;
  private readonly speed = new SpeedMeter();
  private abort: AbortController | null = null;
  private running: Promise<void> | null = null;
  private problem: DownloadProblem | null = null;
  private lastToldAt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** A job that found a packed form damaged asks for a download once it has ended. */
  private isRefetchDue = false;
  /** Removed, or its account closed: it never runs again. */
  private isStopped = false;

  constructor(
    readonly directory: FileSystemDirectoryHandle,
    public stored: StoredRecord,
    private readonly ports: WorkerPorts,
  ) {
    this.chunks = new PackChunks(directory, () => this.tell());
    this.links = new PackLinks(() => ports.post({ type: 'needLinks', contentId: this.contentId }));
  }

  get contentId() {
    return this.stored.plan.contentId;
  }

  get isRunning() {
    return this.running !== null;
  }

  record(): DownloadRecord {
    const received = this.chunks.receivedBytes(this.stored);
    const speed = this.isRunning && this.abort !== null ? this.speed.bytesPerSecond() : 0;
    return recordOf(this.stored, received, speed, this.problem);
  }

  tell(force = false) {
    const now = Date.now();
    if (!force && now - this.lastToldAt < PROGRESS_EVERY_MS) return;
    this.lastToldAt = now;
    this.ports.post({ type: 'record', record: this.record() });
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

  /** The server has a newer plan: the update is offered (not while a job runs). */
  async offerUpdate(plan: DownloadPlan) {
    if (this.isRunning) return;
    this.stored.nextPlan = plan;
    const next = nextDownloadStatus(this.stored.status, { type: 'outdated' });
    if (next) this.stored.status = next;
    await this.save();
    this.tell(true);
  }

  pause() {
    this.stored.isWanted = false;
    this.clearRetry();
    this.abort?.abort();
    void this.save();
  }

  async stop() {
    this.isStopped = true;
    this.clearRetry();
    this.abort?.abort();
    // A job waiting for links ends now rather than wait for an answer that may never come.
    this.links.take(null);
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

  /** Opens the files and finds what of them is good; an update takes the next plan first. */
  private async prepareFiles(isUpdate: boolean, handles: FileHandles) {
    if (!isUpdate) {
      await this.chunks.openFiles(this.stored.plan, handles);
      if (!this.chunks.isScanned) await this.chunks.scan(this.stored.plan, handles);
      return;
    }
    await this.chunks.openFiles(this.stored.nextPlan ?? this.stored.plan, handles);
    await this.chunks.openFiles(this.stored.plan, handles);
    const next = this.stored.nextPlan;
    if (!next) return;
    await this.chunks.carryOver(this.stored.plan, next, handles);
    this.stored.plan = next;
    this.stored.nextPlan = null;
    await this.save();
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
    const handles: FileHandles = new Map();
    try {
      await this.prepareFiles(isUpdate, handles);
      this.tell(true);
      await checkRoom(this.ports.storage, this.chunks.bytesStillNeeded(this.stored.plan));
      if (!isUpdate) await this.move({ type: 'fetching' });
      await this.fetchFiles(handles, abort.signal);
      this.abort = null;
      this.stored.completedAt = Date.now();
      const compressed = this.chunks.hasPackedFiles(this.stored.plan);
      await this.move({ type: 'fetched', compressed });
      if (compressed) await this.unpackAll();
    } catch (error) {
      await this.failed(error, abort.signal.aborted);
    } finally {
      for (const access of handles.values()) access.close();
    }
  }

  /** Fetches what is missing of each file, then trims and closes the files. */
  private async fetchFiles(handles: FileHandles, signal: AbortSignal) {
    const { files } = this.stored.plan;
    // Files taken as they are (already unpacked) have no handle: nothing to fetch.
    for (const file of files) {
      const access = handles.get(file.id);
      if (!access) continue;
      await fetchFile({
        file,
        access,
        signal,
        good: this.chunks.goodOf(file.id),
        links: (renew) => this.links.fresh(renew),
        write: (target, bytes, at) => this.write(target, bytes, at),
        received: (bytes) => this.received(bytes),
      });
    }
    closeFetchedFiles(files, handles);
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
      this.chunks.isScanned = false;
      this.isRefetchDue = true;
      await this.move({ type: 'damaged' });
      return;
    }
    const problem = problemOf(error);
    this.problem = problem;
    await this.move({ type: 'fail' });
    this.ports.post({ type: 'failed', contentId: this.contentId, problem, during });
    if (problem.kind === 'network' && this.stored.isWanted) {
      this.retryTimer = setTimeout(() => this.retryAfterNetwork(), NETWORK_RETRY_MS);
    }
  }

  private write(access: SyncAccessHandle, bytes: Uint8Array, at: number) {
    writeChunkAt(access, bytes, at, () => this.chunks.bytesStillNeeded(this.stored.plan));
  }

  private received(bytes: number) {
    this.speed.add(bytes);
    this.tell();
  }

  /** Unpacks every packed file not unpacked yet, then the pack is ready to play. */
  private async unpackAll() {
    for (const file of this.stored.plan.files) {
      if (!isPacked(file) || this.chunks.isUnpacked(file.id)) continue;
      await unpackFile(this.directory, file, (access, bytes, at) => this.write(access, bytes, at));
      this.chunks.markUnpacked(file.id);
    }
    this.stored.completedAt = Date.now();
    await this.move({ type: 'decompressed' });
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
    this.chunks.isScanned = false;
    await this.move({ type: 'damaged' });
    this.run('download');
    return false;
  }
}
