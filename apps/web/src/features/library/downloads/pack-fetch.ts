import { ChunkBuffers } from './chunk-pipeline';
import { ChunkWriter } from './chunk-writer';
import { StorageShortfall } from './download-errors';
import { fetchedNameOf } from './file-plan';
import { closeFetchedFiles } from './opfs-writer';
import type { FileHandles, PackChunks } from './pack-chunks';
import type { PackLinks } from './pack-links';
import type { DownloadPlan } from './protocol';
import { fetchFile } from './range-fetch';

/** The writer thread of this download worker, shared by its packs (chunk-writer.ts). */
const writer = new ChunkWriter();

/** What fetching a pack's files needs of the pack. */
export type PackFetch = {
  directory: FileSystemDirectoryHandle;
  plan: DownloadPlan;
  /** Which chunks are good; the storage message says what the pack still needs. */
  chunks: PackChunks;
  links: PackLinks;
  /** The pack's files open for writing; those fetched leave it closed. */
  handles: FileHandles;
  signal: AbortSignal;
  received(bytes: number): void;
};

/**
 * Fetches what is missing of each file, then trims and closes the files. A file is written by
 * the writer thread while this one reads the network: its handle here is closed first (a file
 * has one synchronous handle at a time), and the writer's is closed however the fetch ends.
 */
export async function fetchPackFiles(job: PackFetch) {
  const { plan, handles, chunks } = job;
  const { files } = plan;
  // Files taken as they are (already unpacked) have no handle: nothing to fetch.
  for (const file of files) {
    const access = handles.get(file.id);
    if (!access) continue;
    access.flush();
    access.close();
    handles.delete(file.id);
    const sink = await writer.open(job.directory, fetchedNameOf(file));
    let isFetched = false;
    try {
      await fetchFile({
        file,
        sink,
        buffers: new ChunkBuffers(file.chunkSizeInBytes),
        signal: job.signal,
        good: chunks.goodOf(file.id),
        links: (renew) => job.links.fresh(renew),
        received: (bytes) => job.received(bytes),
        refused: () => new StorageShortfall(chunks.bytesStillNeeded(plan)),
      });
      isFetched = true;
    } finally {
      await sink.close(isFetched ? file.sizeInBytes : null);
    }
  }
  closeFetchedFiles([...files], handles);
}
