import type { DownloadStatus } from '@parallax/core/rules/download';
import { foundRecord, inspectFound } from './found-pack';
import { downloadsRoot, entriesOf, hasFiles, readJson, writeJson } from './opfs-writer';
import { Pack } from './pack-machine';
import { newRecord, type StoredRecord } from './pack-record';
import { type DownloadPlan, ownerDirectoryOf, RECORD_FILE } from './protocol';
import type { WorkerPorts } from './worker-scope';

/** What a status left mid-way by a closed tab means on the next start. */
const AFTER_INTERRUPTION: Partial<Record<DownloadStatus, DownloadStatus>> = {
  preparing_to_downloading: 'ready_to_resume_download',
  downloading: 'ready_to_resume_download',
  updating: 'ready_to_update',
  decompressing: 'ready_to_decompress',
  preparing_to_launch: 'ready_to_play',
};

/**
 * The packs of the account open now, one directory each under the account's directory of
 * `downloads/`. One account at a time: opening another stops the packs of the one open (their
 * files stay).
 */
export class OwnerPacks {
  readonly packs = new Map<string, Pack>();
  /** The owner's directory, null while no account's packs are open. */
  private root: FileSystemDirectoryHandle | null = null;
  private owner: string | null = null;
  private ready: Promise<void> | null = null;

  constructor(private readonly ports: WorkerPorts) {}

  get(contentId: string): Pack | undefined {
    return this.packs.get(contentId);
  }

  /** The page shows an account's packs (null: none); the same account again hears them again. */
  async init(owner: string | null) {
    if (this.ready && owner === this.owner) {
      await this.ready;
      this.tellRecords();
      return;
    }
    this.ready = this.openOwner(owner);
    return this.ready;
  }

  /** Waits for the account being opened (none, if the page never said which). */
  whenOpen(): Promise<void> {
    return (this.ready ??= this.openOwner(null));
  }

  /** Every pack of the account open now. */
  private tellRecords() {
    this.ports.post({
      type: 'records',
      owner: this.owner,
      records: [...this.packs.values()].map((pack) => pack.record()),
    });
  }

  /** Stops every pack of the account open now; its files stay. */
  private async closeOwner() {
    for (const pack of this.packs.values()) await pack.stop();
    this.packs.clear();
    this.root = null;
    this.owner = null;
  }

  /** Opens an account's packs (none for null), after closing the ones open. */
  private async openOwner(next: string | null) {
    await this.closeOwner();
    try {
      const downloads = await downloadsRoot(this.ports.storage);
      for await (const [name, handle] of entriesOf(downloads)) {
        // Packs kept before downloads were kept per account belong to nobody known: cleared.
        if (handle.kind === 'directory' && !name.startsWith(ownerDirectoryOf(''))) {
          await downloads.removeEntry(name, { recursive: true }).catch(() => undefined);
        }
      }
      if (next === null) {
        this.ports.post({ type: 'records', owner: null, records: [] });
        return;
      }
      this.owner = next;
      this.root = await downloads.getDirectoryHandle(ownerDirectoryOf(next), { create: true });
      await this.readPacks(this.root);
    } catch (error) {
      // No file system for this page (a private window, a browser without OPFS): nothing is kept.
      console.error(error);
      this.ports.post({ type: 'records', owner: next, records: [] });
    }
  }

  private async readPacks(root: FileSystemDirectoryHandle) {
    for await (const [name, handle] of entriesOf(root)) {
      if (handle.kind !== 'directory') continue;
      const directory = handle as FileSystemDirectoryHandle;
      const stored = await readJson<StoredRecord>(directory, RECORD_FILE);
      if (!stored && (await hasFiles(directory))) {
        // spec 2 §4 existing files: a pack's files with no record (it was lost). The page asks the
        // server what the pack should hold; what matches is kept (see adoptFound).
        if (this.owner) this.ports.post({ type: 'needPlan', contentId: name, owner: this.owner });
        continue;
      }
      if (!stored?.status) {
        // Never started: nothing of it is kept.
        await root.removeEntry(name, { recursive: true }).catch(() => undefined);
        continue;
      }
      stored.status = AFTER_INTERRUPTION[stored.status] ?? stored.status;
      this.packs.set(stored.plan.contentId, new Pack(directory, stored, this.ports));
    }
    this.tellRecords();
    // A download under way when the page closed goes on by itself.
    for (const pack of this.packs.values()) {
      if (!pack.stored.isWanted) continue;
      if (pack.stored.status === 'ready_to_resume_download') pack.run('download');
      if (pack.stored.status === 'ready_to_decompress') pack.unpackAgain();
    }
  }

  /**
   * spec 2 §4 existing files: a pack's directory found with no record, and the plan the server has
   * for it. When every file is on the device whole (played form, or packed form to unpack) the pack
   * is kept — ready to play, or to unpack — with nothing fetched; otherwise, or when the pack is no
   * longer the viewer's (`plan` null and not `isUnknown`), its files are cleared. Offline
   * (`isUnknown`) they wait for the next start.
   */
  async adoptFound(
    contentId: string,
    plan: DownloadPlan | null,
    isUnknown: boolean,
    planOwner: string,
  ) {
    // An answer about another account's files (the session changed meanwhile) is not applied.
    const root = this.root;
    if (!root || planOwner !== this.owner || this.packs.has(contentId) || isUnknown) return;
    let directory: FileSystemDirectoryHandle;
    try {
      directory = await root.getDirectoryHandle(contentId);
    } catch {
      return;
    }
    const found = plan ? await inspectFound(directory, plan) : null;
    if (!plan || !found?.isWhole) {
      await root.removeEntry(contentId, { recursive: true }).catch(() => undefined);
      return;
    }
    const stored = foundRecord(plan, found.compressed);
    await writeJson(directory, RECORD_FILE, stored);
    const pack = new Pack(directory, stored, this.ports);
    this.packs.set(contentId, pack);
    pack.tell(true);
    // Packed files found whole are unpacked, as after a reload mid-way.
    if (found.compressed) pack.unpackAgain();
  }

  /** An account was deleted: its packs leave the device (closed first if they are open). */
  async forget(owner: string) {
    if (this.owner === owner) await this.openOwner(null);
    const downloads = await downloadsRoot(this.ports.storage);
    await downloads
      .removeEntry(ownerDirectoryOf(owner), { recursive: true })
      .catch(() => undefined);
  }

  /** Starts (or resumes) a pack; with no account open (signed out meanwhile), nothing is fetched. */
  async download(plan: DownloadPlan) {
    const root = this.root;
    if (!root) return;
    let pack = this.packs.get(plan.contentId);
    if (!pack) {
      const directory = await root.getDirectoryHandle(plan.contentId, { create: true });
      pack = new Pack(directory, newRecord(plan), this.ports);
      this.packs.set(plan.contentId, pack);
    }
    pack.run('download');
  }

  /** Stops a pack and deletes its files. */
  async remove(contentId: string) {
    const pack = this.packs.get(contentId);
    if (pack) await pack.stop();
    this.packs.delete(contentId);
    await this.root?.removeEntry(contentId, { recursive: true }).catch(() => undefined);
    this.ports.post({ type: 'removed', contentId });
  }
}
