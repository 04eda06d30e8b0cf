import { chunkSource } from './chunk-source';
import { sha256Hex } from './chunk-verify';
import { asNetworkError } from './download-errors';
import { chunkLength, chunkStart } from './file-plan';
import type { ChunkSink } from './chunk-writer';
import type { FilePlan } from './protocol';

/**
 * A Range response read into a file chunk by chunk, as a pipeline: while a chunk is hashed (on
 * WebCrypto's thread) and written (on the writer's), the next ones are read from the network into
 * other buffers. A chunk counts only once its bytes are on the device and match their hash.
 */

/** Chunks hashed and written while the next ones are read, per response. */
const CHUNKS_IN_FLIGHT = 6;

/** The chunk-sized buffers of one file, handed back and forth with its writer. */
export class ChunkBuffers {
  private free: ArrayBuffer[] = [];
  constructor(private readonly size: number) {}

  take(): ArrayBuffer {
    return this.free.pop() ?? new ArrayBuffer(this.size);
  }

  give(buffer: ArrayBuffer) {
    if (buffer.byteLength === this.size && this.free.length < CHUNKS_IN_FLIGHT * 2) {
      this.free.push(buffer);
    }
  }
}

export type ChunkTarget = {
  file: FilePlan;
  sink: ChunkSink;
  buffers: ChunkBuffers;
  /** Per chunk, whether it is on the device and matches its hash; set as chunks pass. */
  good: boolean[];
  /** A chunk of this many bytes was written and passed its check. */
  received(bytes: number): void;
  /** The error for bytes the device refused (the storage message, with what is still needed). */
  refused(): Error;
};

/** Reads chunks `first`..`last` of a file from a response body; `alive` as bytes come. */
export async function readChunks(
  target: ChunkTarget,
  first: number,
  last: number,
  body: ReadableStream<Uint8Array>,
  alive: () => void = () => undefined,
) {
  const { file, buffers } = target;
  const source = chunkSource(body);
  const inFlight: Promise<void>[] = [];
  let chunk = buffers.take();
  let fill = 0;
  try {
    for (let index = first; index <= last;) {
      const length = chunkLength(file, index);
      const { buffer, count } = await source
        .read(chunk, fill, length - fill)
        .catch((error: unknown) => {
          throw asNetworkError(error);
        });
      chunk = buffer;
      if (count === 0) break;
      alive();
      fill += count;
      if (fill < length) continue;
      inFlight.push(settleChunk(target, index, chunk, length));
      chunk = buffers.take();
      fill = 0;
      index++;
      // Waiting on this device (hashing, writing) is no silence of the network.
      if (inFlight.length > CHUNKS_IN_FLIGHT) await inFlight.shift()?.then(alive);
    }
    while (inFlight.length > 0) await inFlight.shift()?.then(alive);
  } finally {
    // A failure leaves the others to end (their buffers are the writer's until they do).
    await Promise.allSettled(inFlight);
    await source.close();
  }
}

/** Hashes a full chunk and hands it to the writer at once; it counts once both are done. */
async function settleChunk(
  target: ChunkTarget,
  index: number,
  buffer: ArrayBuffer,
  length: number,
) {
  const { file } = target;
  // The digest copies the bytes when it starts: the buffer can go to the writer right after.
  const hashing = sha256Hex(new Uint8Array(buffer, 0, length));
  const writing = target.sink.write(buffer, length, chunkStart(file, index));
  const [hash, written] = await Promise.all([hashing, writing]);
  target.buffers.give(written.buffer);
  if (written.isRefused) throw target.refused();
  // On the device but not matching: it stays not good, and is fetched again.
  if (hash !== file.chunkSha256[index]) return;
  target.good[index] = true;
  target.received(length);
}
