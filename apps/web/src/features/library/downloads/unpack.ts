import { isIntactOnDisk, isPlayableOnDisk, sha256Hex } from './chunk-verify';
import { DecompressionError, PackedDamaged } from './download-errors';
import { type FileForm, packedFormOf, playedFormOf } from './file-plan';
import { openSyncHandle, type SyncAccessHandle } from './opfs-writer';
import { type FilePlan, fileNameOf, packedNameOf } from './protocol';

/** Writes a chunk at a place in a file (the pack's write, with its storage check). */
type WriteChunk = (access: SyncAccessHandle, bytes: Uint8Array, at: number) => void;

/**
 * Streams a packed file through `DecompressionStream` into its own file, one chunk buffer at a
 * time, each chunk checked against the played file's hash before it is written; the packed form
 * is deleted once the whole file is good. A file unpacked before a reload (its packed form gone,
 * its played form good) is left as it is.
 */
export async function unpackFile(
  directory: FileSystemDirectoryHandle,
  file: FilePlan,
  write: WriteChunk,
) {
  const packedName = packedNameOf(file.id);
  if (!(await isIntactOnDisk(directory, packedName, packedFormOf(file), file.chunkSizeInBytes))) {
    // Unpacked before a reload, whose packed form is gone: nothing to do.
    if (await isPlayableOnDisk(directory, file)) return;
    throw new PackedDamaged(`${file.id} is not on the device as it was fetched`);
  }
  const packed = await (await directory.getFileHandle(packedName)).getFile();
  const access = await openSyncHandle(directory, fileNameOf(file.id));
  const reader = packed.stream().pipeThrough(new DecompressionStream('gzip')).getReader();
  try {
    access.truncate(0);
    await writeUnpacked(reader, file, (bytes, index) => {
      write(access, bytes, index * file.chunkSizeInBytes);
    });
    const played = playedFormOf(file);
    if (access.getSize() !== played.sizeInBytes) {
      throw new DecompressionError(`${file.id} unpacks to another size`);
    }
    access.flush();
  } finally {
    await reader.cancel().catch(() => undefined);
    access.close();
  }
  await directory.removeEntry(packedName);
}

/**
 * Cuts the unpacked stream into the played file's chunks: each is hashed, then handed to
 * `writeChunk`; the stream must give exactly the played file's chunk count.
 */
async function writeUnpacked(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  file: FilePlan,
  writeChunk: (bytes: Uint8Array, index: number) => void,
) {
  const played: FileForm = playedFormOf(file);
  const chunk = new Uint8Array(file.chunkSizeInBytes);
  let fill = 0;
  let index = 0;
  const flushChunk = async () => {
    const bytes = chunk.subarray(0, fill);
    if ((await sha256Hex(bytes)) !== played.chunkSha256[index]) {
      throw new DecompressionError(`${file.id} chunk ${index} unpacks to other bytes`);
    }
    writeChunk(bytes, index);
    index++;
    fill = 0;
  };
  for (;;) {
    const data = await readUnpacked(reader);
    if (data === undefined) break;
    for (let offset = 0; offset < data.length;) {
      const take = Math.min(chunk.length - fill, data.length - offset);
      chunk.set(data.subarray(offset, offset + take), fill);
      fill += take;
      offset += take;
      if (fill === chunk.length) await flushChunk();
    }
  }
  if (fill > 0) await flushChunk();
  if (index !== played.chunkSha256.length) {
    throw new DecompressionError(`${file.id} unpacks to another size`);
  }
}

/** The next unpacked bytes; a stream gzip cannot read is a decompression failure. */
async function readUnpacked(
  reader: ReadableStreamDefaultReader<Uint8Array>,
): Promise<Uint8Array | undefined> {
  try {
    return (await reader.read()).value;
  } catch (error) {
    throw new DecompressionError(error instanceof Error ? error.message : String(error));
  }
}
