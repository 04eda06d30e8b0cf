import { mayKeepOffline, OFFLINE_DOWNLOAD_LIMIT_DEFAULT } from '@parallax/core/rules/offline-limit';
import { downloadsOwner, onDownloadsOwnerChange } from '@/data/library/downloads-owner';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { fetchFoundPlan, fetchLinks, fetchMetadataBody } from './download-api';
import { isNewer, planOf } from './download-plan';
import { type DownloadFailure, FailureRelay } from './failure-relay';
import { type DownloadRecord, fileNameOf, type FromWorker, type ToWorker } from './protocol';
import { packDirectory, storedPlan } from './stored-pack';

/**
 * The page's side of the download manager: it starts the worker, answers its calls for signed
 * links, keeps the latest record of every pack for the UI, and opens downloaded files for the
 * player. One per page.
 */

export type StartOutcome =
  { kind: 'started' } | { kind: 'limit'; limit: number } | { kind: 'nothing-to-download' };

/** Whether this browser can keep packs on the device (OPFS with synchronous handles in workers). */
export function canDownload(): boolean {
  return (
    typeof Worker !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.storage?.getDirectory === 'function'
  );
}

/** spec 2 §6: the packs kept offline on this device; 1 unless set otherwise in Downloads. */
export function offlineLimit(): number {
  const stored = Number(readStorage(STORAGE_KEYS.offlineLimit));
  return Number.isInteger(stored) && stored >= 1 ? stored : OFFLINE_DOWNLOAD_LIMIT_DEFAULT;
}

export function setOfflineLimit(limit: number): void {
  writeStorage(STORAGE_KEYS.offlineLimit, String(Math.max(1, Math.floor(limit))));
}

export class DownloadManager {
  private worker: Worker | null = null;
  private records = new Map<string, DownloadRecord>();
  private snapshot: readonly DownloadRecord[] = [];
  private isLoaded = false;
  private listeners = new Set<() => void>();
  private failures = new FailureRelay();
  private verifications = new Map<number, (isIntact: boolean) => void>();
  private nextRequestId = 1;

  /** The account whose packs are shown (see data/library/downloads-owner.ts). */
  private owner: string | null = null;

  /** Starts the worker (once) and reads what is on the device for the signed-in account. */
  start(): void {
    if (this.worker || !canDownload()) return;
    this.worker = new Worker(new URL('./download-worker.ts', import.meta.url), {
      type: 'module',
      name: 'downloads',
    });
    this.worker.addEventListener('message', (event: MessageEvent<FromWorker>) =>
      this.onMessage(event.data),
    );
    window.addEventListener('online', () => this.post({ type: 'online' }));
    window.addEventListener('offline', () => this.post({ type: 'offline' }));
    onDownloadsOwnerChange((owner) => {
      if (owner !== this.owner) this.openOwner(owner);
    });
    this.openOwner(downloadsOwner());
  }

  /** Another account signed in (or none): its packs replace the ones shown. */
  private openOwner(owner: string | null) {
    this.owner = owner;
    this.isLoaded = false;
    this.failures.forgetUntold();
    this.records = new Map();
    this.snapshot = [];
    for (const listener of this.listeners) listener();
    this.post({ type: 'init', owner });
  }

  /** An account was deleted: its packs leave the device, whether or not the page shows them. */
  forget(userId: string): void {
    this.start();
    this.post({ type: 'forget', owner: userId });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.start();
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  onFailure(listener: (failure: DownloadFailure) => void): () => void {
    return this.failures.listen(listener);
  }

  /** Every pack on the device (a stable array between changes, for useSyncExternalStore). */
  getSnapshot = (): readonly DownloadRecord[] => this.snapshot;

  /** Whether the worker has told what is on the device yet. */
  get hasLoaded(): boolean {
    return this.isLoaded;
  }

  recordOf(contentId: string): DownloadRecord | null {
    return this.records.get(contentId) ?? null;
  }

  private post(message: ToWorker) {
    this.worker?.postMessage(message);
  }

  private publish() {
    this.snapshot = [...this.records.values()].sort((a, b) => a.addedAt - b.addedAt);
    if (this.records.size > 0) writeStorage(STORAGE_KEYS.hasDownloads, '1');
    else removeStorage(STORAGE_KEYS.hasDownloads);
    for (const listener of this.listeners) listener();
  }

  private onMessage(message: FromWorker) {
    switch (message.type) {
      case 'records':
        // An answer to an account opened before the one shown now is stale.
        if (message.owner !== this.owner) return;
        this.records = new Map(message.records.map((record) => [record.contentId, record]));
        this.isLoaded = true;
        this.publish();
        return;
      case 'record':
        // Until the account's packs are listed, news of the previous account's are stale.
        if (!this.isLoaded) return;
        this.records.set(message.record.contentId, message.record);
        this.publish();
        return;
      case 'removed':
        this.records.delete(message.contentId);
        this.publish();
        return;
      case 'needLinks':
        void this.answerLinks(message.contentId);
        return;
      case 'needPlan':
        // Asked under another session than the account's: the worker asks again next start.
        if (message.owner === this.owner) void this.answerPlan(message.contentId, message.owner);
        return;
      case 'verified':
        this.verifications.get(message.requestId)?.(message.isIntact);
        this.verifications.delete(message.requestId);
        return;
      case 'failed': {
        const { contentId, problem, during } = message;
        this.failures.tell({ contentId, problem, during });
        return;
      }
    }
  }

  private async answerLinks(contentId: string) {
    this.post({ type: 'links', contentId, links: await fetchLinks(contentId) });
  }

  /** The plan of a pack whose files were found without a record (see fetchFoundPlan). */
  private async answerPlan(contentId: string, owner: string) {
    const { plan, isUnknown } = await fetchFoundPlan(contentId);
    this.post({ type: 'plan', contentId, owner, plan, isUnknown });
  }

  /**
   * Downloads a pack (spec 2 §4): refused over the offline limit of spec 2 §6 (a pack already on
   * the device always goes on); the storage check is the worker's, with what it still lacks.
   */
  async download(
    contentId: string,
    title: string,
    is2DViewerEnabled: boolean,
  ): Promise<StartOutcome> {
    this.start();
    await this.loaded();
    if (this.owner === null) return { kind: 'nothing-to-download' };
    const limit = offlineLimit();
    if (!mayKeepOffline(contentId, [...this.records.keys()], limit)) {
      return { kind: 'limit', limit };
    }
    const plan = planOf(contentId, title, await fetchMetadataBody(contentId), is2DViewerEnabled);
    if (!plan) return { kind: 'nothing-to-download' };
    // Persistent storage keeps the browser from evicting the pack when space runs low.
    await navigator.storage.persist?.().catch(() => false);
    this.post({ type: 'download', plan });
    return { kind: 'started' };
  }

  pause(contentId: string): void {
    this.post({ type: 'pause', contentId });
  }

  resume(contentId: string): void {
    this.post({ type: 'resume', contentId });
  }

  update(contentId: string): void {
    this.post({ type: 'update', contentId });
  }

  /** Unpacks a downloaded pack again after its decompression failed. */
  decompress(contentId: string): void {
    this.post({ type: 'decompress', contentId });
  }

  remove(contentId: string): void {
    this.post({ type: 'remove', contentId });
  }

  /** Asks the server whether a downloaded pack changed, and offers the update if so. */
  async checkForUpdate(contentId: string): Promise<boolean> {
    const record = this.records.get(contentId);
    if (!record || record.status !== 'ready_to_play') return false;
    const stored = await storedPlan(this.owner, contentId);
    if (!stored) return false;
    const server = planOf(
      contentId,
      record.title,
      await fetchMetadataBody(contentId),
      record.is2DViewerEnabled,
    );
    if (!server || !isNewer(server, stored)) return false;
    this.post({ type: 'outdated', plan: server });
    return true;
  }

  private loaded(): Promise<void> {
    if (this.isLoaded) return Promise.resolve();
    return new Promise((resolve) => {
      const stop = this.subscribe(() => {
        if (!this.isLoaded) return;
        stop();
        resolve();
      });
    });
  }

  /**
   * A downloaded pack for the player: its metadata as it was downloaded and, per file, an object
   * URL read from disk as the player seeks — each file hashed again just before it plays. Null
   * when the pack is not on the device; a file that fails its check gives null (it streams, and
   * the worker fetches it again).
   */
  async openOffline(
    contentId: string,
  ): Promise<{ metadata: unknown; urlOf: (fileId: string) => Promise<string | null> } | null> {
    if (!canDownload()) return null;
    this.start();
    await this.loaded();
    const status = this.records.get(contentId)?.status;
    if (status !== 'ready_to_play' && status !== 'ready_to_update') return null;
    const plan = await storedPlan(this.owner, contentId);
    if (!plan) return null;
    const directory = await packDirectory(this.owner, contentId);
    return {
      metadata: plan.metadata,
      urlOf: async (fileId) => {
        if (!plan.files.some((file) => file.id === fileId)) return null;
        if (!(await this.verify(contentId, fileId))) return null;
        const file = await (await directory.getFileHandle(fileNameOf(fileId))).getFile();
        return URL.createObjectURL(file);
      },
    };
  }

  private verify(contentId: string, fileId: string): Promise<boolean> {
    const requestId = this.nextRequestId++;
    return new Promise<boolean>((resolve) => {
      this.verifications.set(requestId, resolve);
      this.post({ type: 'verify', contentId, fileId, requestId });
    });
  }
}

export const downloads = new DownloadManager();
