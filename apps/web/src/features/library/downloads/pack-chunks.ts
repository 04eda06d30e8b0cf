import { spaceNeededBytes } from '@parallax/core/rules/download-storage';
import { checkStoredChunks, chunksKeptByUpdate, isPlayableOnDisk } from './chunk-verify';
import { chunkCount, chunkLength, fetchedNameOf, isPacked } from './file-plan';
import { openSyncHandle, type SyncAccessHandle } from './opfs-writer';
import { type StoredRecord, storedGuess, totalBytesOf } from './pack-record';
import { type DownloadPlan, type FilePlan, fileNameOf, packedNameOf } from './protocol';

/** A pack's files open for writing, by file id. */
export type FileHandles = Map<string, SyncAccessHandle>;

/**
 * Which chunks of a pack's files are on the device and good, and which packed files are unpacked
 * already. What is on disk is the truth: a scan hashes it, so only missing or damaged chunks are
 * fetched.
 */
export class PackChunks {
  /** Per file id, which chunks on disk match the plan; unknown until the files are scanned. */
  private good = new Map<string, boolean[]>();
  /** Packed files whose unpacked file is on the device and good (their packed form is gone). */
  private unpacked = new Set<string>();
  isScanned = false;

  constructor(
    private readonly directory: FileSystemDirectoryHandle,
    /** Told as each stored chunk is found good or not (progress climbs during a scan). */
    private readonly onChecked: () => void,
  ) {}

  goodOf(fileId: string): boolean[] {
    return this.good.get(fileId) ?? [];
  }

  isUnpacked(fileId: string): boolean {
    return this.unpacked.has(fileId);
  }

  markUnpacked(fileId: string) {
    this.unpacked.add(fileId);
  }

  /** Whether a fetched file waits to be unpacked. */
  hasPackedFiles(plan: DownloadPlan): boolean {
    return plan.files.some((file) => isPacked(file) && !this.unpacked.has(file.id));
  }

  private goodBytes(plan: DownloadPlan): number {
    let bytes = 0;
    for (const file of plan.files) {
      this.goodOf(file.id).forEach((isGood, index) => {
        if (isGood) bytes += chunkLength(file, index);
      });
    }
    return bytes;
  }

  /** The bytes of the pack on the device: counted once scanned, else guessed from its record. */
  receivedBytes(stored: StoredRecord): number {
    const { plan, status } = stored;
    return this.isScanned ? this.goodBytes(plan) : storedGuess(status, totalBytesOf(plan));
  }

  /** spec 2 §5: what is still to fetch, plus the unpacked size of compressed files. */
  bytesStillNeeded(plan: DownloadPlan): number {
    return spaceNeededBytes(
      plan.files.map((file) => {
        const good = this.goodOf(file.id);
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

  /** Opens the plan's files to write what is missing (not those unpacked already). */
  async openFiles(plan: DownloadPlan, handles: FileHandles) {
    for (const file of plan.files) {
      if (handles.has(file.id) || this.unpacked.has(file.id)) continue;
      handles.set(file.id, await openSyncHandle(this.directory, fetchedNameOf(file)));
    }
  }

  /**
   * Opens the files and finds what of them is good; an update takes the next plan first (true:
   * the record changed and is to be saved).
   */
  async prepare(stored: StoredRecord, isUpdate: boolean, handles: FileHandles): Promise<boolean> {
    if (!isUpdate) {
      await this.openFiles(stored.plan, handles);
      if (!this.isScanned) await this.scan(stored.plan, handles);
      return false;
    }
    await this.openFiles(stored.nextPlan ?? stored.plan, handles);
    await this.openFiles(stored.plan, handles);
    const next = stored.nextPlan;
    if (!next) return false;
    await this.carryOver(stored.plan, next, handles);
    stored.plan = next;
    stored.nextPlan = null;
    return true;
  }

  /** Hashes what is on disk, so only missing or damaged chunks are fetched. */
  async scan(plan: DownloadPlan, handles: FileHandles) {
    // Progress climbs as the stored chunks are found good, rather than jumping at the end.
    for (const file of plan.files) this.good.set(file.id, []);
    this.isScanned = true;
    for (const file of plan.files) {
      if (isPacked(file) && (await isPlayableOnDisk(this.directory, file))) {
        this.keepUnpacked(file, handles);
        continue;
      }
      await checkStoredChunks(file, handles.get(file.id)!, this.good.get(file.id)!, this.onChecked);
    }
  }

  /** A packed file already unpacked and good: nothing of it is fetched, its packed form goes. */
  private keepUnpacked(file: FilePlan, handles: FileHandles) {
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
   * any change, so its old chunks would not match). Files the new plan drops leave the device.
   */
  async carryOver(current: DownloadPlan, next: DownloadPlan, handles: FileHandles) {
    if (!this.isScanned) await this.scan(current, handles);
    for (const file of next.files) {
      if (isPacked(file) && (await isPlayableOnDisk(this.directory, file))) {
        this.keepUnpacked(file, handles);
        continue;
      }
      const before = current.files.find((old) => old.id === file.id);
      const wasUnpacked = this.unpacked.delete(file.id);
      this.good.set(file.id, chunksKeptByUpdate(file, before, wasUnpacked, this.goodOf(file.id)));
    }
    for (const old of current.files) {
      if (!next.files.some((file) => file.id === old.id)) {
        handles.get(old.id)?.close();
        handles.delete(old.id);
        this.good.delete(old.id);
        this.unpacked.delete(old.id);
        await this.directory.removeEntry(fileNameOf(old.id)).catch(() => undefined);
        await this.directory.removeEntry(packedNameOf(old.id)).catch(() => undefined);
      }
    }
  }
}
