import { nextDownloadStatus } from '@parallax/core/rules/download';
import { isIntactOnDisk, isPlayableOnDisk } from './chunk-verify';
import { isPacked, packedFormOf } from './file-plan';
import type { StoredRecord } from './pack-record';
import { type DownloadPlan, packedNameOf } from './protocol';

/**
 * spec 2 §4 existing files: a pack's directory found with no record, checked against the plan the
 * server has for it. Every file must be on the device whole — played form, or packed form to
 * unpack; a packed form left beside its played form is not needed and goes.
 */
export async function inspectFound(
  directory: FileSystemDirectoryHandle,
  plan: DownloadPlan,
): Promise<{ isWhole: boolean; compressed: boolean }> {
  let compressed = false;
  for (const file of plan.files) {
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
    return { isWhole: false, compressed };
  }
  return { isWhole: true, compressed };
}

/** The record of a pack found whole: ready to play, or to unpack, with nothing fetched. */
export function foundRecord(plan: DownloadPlan, compressed: boolean): StoredRecord {
  return {
    plan,
    nextPlan: null,
    status: nextDownloadStatus(null, { type: 'found', compressed }),
    isWanted: true,
    addedAt: Date.now(),
    completedAt: Date.now(),
  };
}
