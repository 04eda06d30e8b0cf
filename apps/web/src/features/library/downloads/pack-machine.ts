import { type DownloadEvent, nextDownloadStatus } from '@parallax/core/rules/download';
import { isPlayableOnDisk } from './chunk-verify';
import { NetworkLost, PackedDamaged, problemOf } from './download-errors';
import { isPacked } from './file-plan';
import { checkRoom, writeChunkAt, writeJson } from './opfs-writer';
import { type FileHandles, PackChunks } from './pack-chunks';
import { PackLinks } from './pack-links';
import { recordOf, SpeedMeter, type StoredRecord } from './pack-record';
import { fetchPackFiles } from './pack-fetch';
import {
  type DownloadPlan,
  type DownloadProblem,
  type DownloadRecord,
  RECORD_FILE,
} from './protocol';
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
  /** Asked to run while a job was still ending (a resume right after a pause): run after it. */
  private runDue: 'download' | 'update' | null = null;
  /** A network failure was told: the retries that meet it again say nothing more. */
  private isNetworkCutTold = false;
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

  /**
   * Keeps the record on the device. A device that refuses it (its quota lowered under what is
   * stored) does not stop the machine: the status still moves and is told, and the next chunk
   * written meets the same refusal as the storage message.
   */
  private async save() {
    try {
      await writeJson(this.directory, RECORD_FILE, this.stored);
    } catch (error) {
      console.warn('the download record could not be saved', error);
    }
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
    if (this.isStopped) return;
    if (this.running) {
      // A job ending (paused a moment ago) holds its files: this run starts once they are closed.
      if (this.abort?.signal.aborted) {
        this.runDue = kind;
        this.stored.isWanted = true;
      }
      return;
    }
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
      const due = this.isRefetchDue ? 'download' : this.runDue;
      this.isRefetchDue = false;
      this.runDue = null;
      if (due && this.stored.isWanted) this.run(due);
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
    this.runDue = null;
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

  /**
   * The browser went offline: a fetch under way is cut now, as a network failure (paused, with
   * its message), rather than left waiting on a connection that sends nothing.
   */
  networkLost() {
    if (!this.running || !this.abort || this.abort.signal.aborted) return;
    this.abort.abort(new NetworkLost('the browser went offline'));
  }

  private clearRetry() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private async fetchAll(kind: 'download' | 'update') {
    const isUpdate = kind === 'update';
    const abort = new AbortController();
    this.abort = abort;
    if (!(await this.move({ type: isUpdate ? 'update' : 'start' }))) return;
    this.problem = null;
    const handles: FileHandles = new Map();
    try {
      if (await this.chunks.prepare(this.stored, isUpdate, handles)) await this.save();
      this.tell(true);
      await checkRoom(this.ports.storage, this.chunks.bytesStillNeeded(this.stored.plan));
      if (!isUpdate) await this.move({ type: 'fetching' });
      const { directory, chunks, links } = this;
      const received = (bytes: number) => this.received(bytes);
      const plan = this.stored.plan;
      await fetchPackFiles({
        directory,
        plan,
        chunks,
        links,
        handles,
        signal: abort.signal,
        received,
      });
      this.abort = null;
      this.stored.completedAt = Date.now();
      const compressed = this.chunks.hasPackedFiles(this.stored.plan);
      await this.move({ type: 'fetched', compressed });
      if (compressed) await this.unpackAll();
    } catch (error) {
      // Cut by the network going offline: a network failure, not the user's pause.
      const reason: unknown = abort.signal.reason;
      if (abort.signal.aborted && reason instanceof NetworkLost) await this.failed(reason, false);
      else await this.failed(error, abort.signal.aborted);
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
      this.chunks.isScanned = false;
      this.isRefetchDue = true;
      await this.move({ type: 'damaged' });
      return;
    }
    const problem = problemOf(error);
    this.problem = problem;
    await this.move({ type: 'fail' });
    const isRetold = problem.kind === 'network' && this.isNetworkCutTold;
    this.isNetworkCutTold = problem.kind === 'network';
    if (!isRetold) this.ports.post({ type: 'failed', contentId: this.contentId, problem, during });
    if (problem.kind === 'network' && this.stored.isWanted) {
      // Offline, the browser's `online` event resumes it; a link that only went quiet is tried
      // again after a while.
      this.retryTimer = setTimeout(() => {
        if (this.ports.isOnline()) this.retryAfterNetwork();
      }, NETWORK_RETRY_MS);
    }
  }

  private received(bytes: number) {
    this.isNetworkCutTold = false;
    this.speed.add(bytes);
    this.tell();
  }

  /** Unpacks every packed file not unpacked yet, then the pack is ready to play. */
  private async unpackAll() {
    for (const file of this.stored.plan.files) {
      if (!isPacked(file) || this.chunks.isUnpacked(file.id)) continue;
      await unpackFile(this.directory, file, (access, bytes, at) =>
        writeChunkAt(access, bytes, at, () => this.chunks.bytesStillNeeded(this.stored.plan)),
      );
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
