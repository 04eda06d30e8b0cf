import { open, type FileHandle } from 'node:fs/promises';
import { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** Inclusive byte positions, as in a Range header. */
export type ByteRange = { start: number; end: number };

/**
 * Bytes read from a file at a time. Each read is a round trip to libuv's thread pool and each
 * chunk a socket write: at Node's default 64 KiB a 1 GiB file cost ~1.1 CPU-s and was sent at about
 * half nginx's sendfile speed (bench/media.ts); at 512 KiB ~0.5 CPU-s. Larger reads saved little
 * more, and a response holds two of them.
 */
const CHUNK_BYTES = 512 * 1024;

// Chunks kept for the next response: enough for eight responses at once (8 MiB), given back to
// the system once no response has taken one for IDLE_MS.
const MAX_IDLE_CHUNKS = 16;
const IDLE_MS = 30_000;

/**
 * Read buffers used again from one response to the next. A buffer made per read costs more than
 * the read under the start script's settings: malloc's mmap threshold fixed at 128 KiB makes each
 * 512 KiB buffer a fresh mapping the kernel zeroes page by page, and V8's small young generation
 * and growing factor leave the buffers (external memory to V8) to be freed by collections that run
 * more often the faster they come. Made per read, a 1 GiB file cost the server ~2.3 CPU-s and went
 * at a quarter of nginx's sendfile rate (~0.9 and ~1.25 CPU-s with only the malloc or only the V8
 * settings, ~0.4 with neither); reused, ~0.3 CPU-s (bench/media.ts).
 */
const pool = {
  idle: [] as Buffer[],
  lastTaken: 0,
  timer: null as NodeJS.Timeout | null,

  take(): Buffer {
    this.lastTaken = Date.now();
    return this.idle.pop() ?? Buffer.allocUnsafeSlow(CHUNK_BYTES);
  },

  give(buffer: Buffer): void {
    if (this.idle.length < MAX_IDLE_CHUNKS) this.idle.push(buffer);
    this.timer ??= setInterval(() => {
      if (Date.now() - this.lastTaken < IDLE_MS) return;
      this.idle.length = 0;
      if (this.timer) clearInterval(this.timer);
      this.timer = null;
    }, IDLE_MS).unref();
  },
};

/**
 * A file, or one range of it, as a stream: what `reply.send` pipes to the response (media
 * delivery, release downloads). Piped to an HTTP response, it writes from two pooled buffers,
 * reading the next chunk while the last one goes out, and fills a buffer again only once the
 * socket has taken all of its bytes (the write's callback). Piped anywhere else, or read any other
 * way (async iteration), it is an ordinary readable of fresh buffers.
 *
 * A file that turns out shorter than the range fails the stream (the response is cut short, as
 * its length was promised); a destination that closes first (the client left) stops the reads.
 */
export class FileBody extends Readable {
  readonly #handle: Promise<FileHandle>;
  #position: number;
  readonly #end: number;
  #isPiped = false;

  constructor(path: string, range?: ByteRange) {
    super({ highWaterMark: CHUNK_BYTES });
    this.#position = range?.start ?? 0;
    this.#end = range?.end ?? Number.POSITIVE_INFINITY;
    this.#handle = open(path, 'r');
    // Seen by the first read or by close; a failed open must not go unhandled meanwhile.
    this.#handle.catch(() => {});
  }

  /** The bytes of the next read, or 0 once the range is done. */
  #lengthToRead(): number {
    return Math.max(0, Math.min(CHUNK_BYTES, this.#end - this.#position + 1));
  }

  override _read(): void {
    const length = this.#lengthToRead();
    if (length === 0) {
      this.push(null);
      return;
    }
    const buffer = Buffer.allocUnsafeSlow(length);
    this.#handle
      .then((handle) => handle.read(buffer, 0, length, this.#position))
      .then(({ bytesRead }) => {
        this.#position += bytesRead;
        // The end of the file: of a whole file, the stream's end; of a range, a file cut short.
        if (bytesRead === 0) {
          if (Number.isFinite(this.#end)) this.destroy(shortFileError());
          else this.push(null);
        } else {
          this.push(bytesRead === length ? buffer : buffer.subarray(0, bytesRead));
        }
      })
      .catch((error: unknown) => this.destroy(error as Error));
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    // FileHandle.close waits for a read in progress.
    this.#handle
      .then((handle) => handle.close())
      .then(
        () => callback(error),
        () => callback(error),
      );
  }

  override pipe<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T {
    if (this.#isPiped || this.readableFlowing !== null) {
      throw new Error('A file body is piped once, and only when nothing else reads it');
    }
    this.#isPiped = true;
    // Only a response's write callback means the bytes have left the buffer: a transform calls
    // it once it has passed the chunk on, and may pass on views of it (development's throttle).
    if (!(destination instanceof ServerResponse)) return super.pipe(destination, options);
    void this.#writeTo(destination, options?.end ?? true);
    return destination;
  }

  async #writeTo(destination: ServerResponse, endsDestination: boolean): Promise<void> {
    let isClosed = false;
    const closed = new Promise<void>((resolve) =>
      destination.once('close', () => {
        isClosed = true;
        resolve();
      }),
    );
    const isOver = () => isClosed || this.destroyed;
    const buffers = [pool.take(), pool.take()] as const;
    // The write of each buffer in flight: its buffer is filled again only once that resolves.
    const writes: [Promise<void>, Promise<void>] = [Promise.resolve(), Promise.resolve()];
    const isFree = [true, true];
    const write = (index: 0 | 1, chunk: Buffer) => {
      isFree[index] = false;
      const written = new Promise<void>((resolve, reject) => {
        destination.write(chunk, (error?: Error | null) => {
          if (error) return reject(error);
          isFree[index] = true;
          resolve();
        });
      });
      // Awaited before the buffer's next read, or at the end; until then not left unhandled.
      written.catch(() => {});
      writes[index] = written;
    };
    let hasEnded = false;
    try {
      const handle = await this.#handle;
      let index: 0 | 1 = 0;
      for (let length = this.#lengthToRead(); length > 0; length = this.#lengthToRead()) {
        await Promise.race([writes[index], closed]);
        if (isOver()) return;
        const buffer = buffers[index];
        const { bytesRead } = await handle.read(buffer, 0, length, this.#position);
        if (isOver()) return;
        if (bytesRead === 0) {
          if (Number.isFinite(this.#end)) throw shortFileError();
          break;
        }
        this.#position += bytesRead;
        write(index, buffer.subarray(0, bytesRead));
        index = index === 0 ? 1 : 0;
      }
      await Promise.race([Promise.all(writes), closed]);
      if (isOver()) return;
      // Ends this stream as one read to its end ('end', then 'close', which closes the file), and
      // the destination after it, as `pipe` does: whoever watches both sees the source end first.
      hasEnded = true;
      if (endsDestination) this.once('end', () => destination.end());
      this.push(null);
      this.resume();
    } catch (error) {
      // A write refused by a socket that closed under it is the client leaving, not a failure.
      if (!isOver() && !destination.destroyed) this.destroy(error as Error);
    } finally {
      if (!hasEnded && !this.destroyed) this.destroy();
      // A buffer whose write never finished (the socket closed under it) is left to the collector.
      buffers.forEach((buffer, index) => {
        if (isFree[index]) pool.give(buffer);
      });
    }
  }
}

function shortFileError(): Error {
  return new Error('The file ended before the range it was opened for');
}
