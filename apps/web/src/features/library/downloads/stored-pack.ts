import { type DownloadPlan, DOWNLOADS_DIRECTORY, ownerDirectoryOf, RECORD_FILE } from './protocol';

/**
 * A downloaded pack read by the page (the worker writes it): its directory in OPFS and the plan
 * its record was downloaded to.
 */

type StoredOnDisk = { plan: DownloadPlan };

export async function packDirectory(
  owner: string | null,
  contentId: string,
): Promise<FileSystemDirectoryHandle> {
  if (owner === null) throw new Error('no account has downloads open');
  const root = await navigator.storage.getDirectory();
  const downloads = await root.getDirectoryHandle(DOWNLOADS_DIRECTORY);
  const mine = await downloads.getDirectoryHandle(ownerDirectoryOf(owner));
  return mine.getDirectoryHandle(contentId);
}

export async function storedPlan(
  owner: string | null,
  contentId: string,
): Promise<DownloadPlan | null> {
  try {
    const directory = await packDirectory(owner, contentId);
    const file = await (await directory.getFileHandle(RECORD_FILE)).getFile();
    return (JSON.parse(await file.text()) as StoredOnDisk).plan;
  } catch {
    return null;
  }
}
