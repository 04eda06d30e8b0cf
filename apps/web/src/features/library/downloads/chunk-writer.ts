import { openSyncHandle, type SyncAccessHandle } from './opfs-writer';

/**
 * Where a fetched file's chunks are written: the writer thread (chunk-writer-worker.ts), so that
 * writing overlaps reading the network, or this thread's own synchronous handle where a worker
 * cannot start one of its own.
 */
export type ChunkSink = {
  /**
   * Writes `length` bytes of `buffer` at `at`. The buffer is handed over (transferred): the answer
   * gives one to fill again. `isRefused`: the device refused the bytes (its quota reached).
   */
  write(
    buffer: ArrayBuffer,
    length: number,
    at: number,
  ): Promise<{ buffer: ArrayBuffer; isRefused: boolean }>;
  /** Trims the file to `sizeInBytes` (null: as it is), flushes and closes it. */
  close(sizeInBytes: number | null): Promise<void>;
};

export type ToChunkWriter =
  | {
      type: 'open';
      requestId: number;
      fileKey: number;
      directory: FileSystemDirectoryHandle;
      name: string;
    }
  | {
      type: 'write';
      requestId: number;
      fileKey: number;
      at: number;
      buffer: ArrayBuffer;
      length: number;
    }
  | { type: 'close'; requestId: number; fileKey: number; sizeInBytes: number | null };

export type FromChunkWriter =
  | { type: 'done'; requestId: number }
  | { type: 'written'; requestId: number; buffer: ArrayBuffer; isRefused: boolean }
  | { type: 'failed'; requestId: number; message: string };

type Answer = Extract<FromChunkWriter, { type: 'done' | 'written' }>;

/** A sink over a handle this thread holds: each write blocks it (the fallback). */
function inThreadSink(access: SyncAccessHandle): ChunkSink {
  return {
    async write(buffer, length, at) {
      let written: number;
      try {
        written = access.write(new Uint8Array(buffer, 0, length), { at });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'QuotaExceededError') written = -1;
        else throw error;
      }
      return { buffer, isRefused: written !== length };
    },
    async close(sizeInBytes) {
      if (sizeInBytes !== null) access.truncate(sizeInBytes);
      access.flush();
      access.close();
    },
  };
}

/** The writer thread, started on first use; null where a worker cannot start a worker. */
export class ChunkWriter {
  private worker: Worker | null = null;
  private isBroken = typeof Worker === 'undefined';
  private nextId = 1;
  private pending = new Map<
    number,
    { resolve: (answer: Answer) => void; reject: (error: Error) => void }
  >();

  private start(): Worker | null {
    if (this.isBroken) return null;
    if (this.worker) return this.worker;
    try {
      this.worker = new Worker(new URL('./chunk-writer-worker.ts', import.meta.url), {
        type: 'module',
        name: 'download-writer',
      });
    } catch {
      this.isBroken = true;
      return null;
    }
    this.worker.addEventListener('message', (event: MessageEvent<FromChunkWriter>) => {
      const answer = event.data;
      const waiting = this.pending.get(answer.requestId);
      this.pending.delete(answer.requestId);
      if (answer.type === 'failed') waiting?.reject(new Error(answer.message));
      else waiting?.resolve(answer);
    });
    this.worker.addEventListener('error', () => this.breakDown());
    return this.worker;
  }

  /** The writer could not run: what waits on it fails, and files are written here from now on. */
  private breakDown() {
    this.isBroken = true;
    this.worker?.terminate();
    this.worker = null;
    for (const waiting of this.pending.values()) waiting.reject(new Error('the writer stopped'));
    this.pending.clear();
  }

  private ask(worker: Worker, message: ToChunkWriter, transfer: Transferable[] = []) {
    return new Promise<Answer>((resolve, reject) => {
      // A sink handed out before the writer stopped holds the stopped thread: nothing would answer.
      if (this.isBroken || worker !== this.worker) {
        reject(new Error('the writer stopped'));
        return;
      }
      this.pending.set(message.requestId, { resolve, reject });
      worker.postMessage(message, transfer);
    });
  }

  /**
   * A sink for a file of the directory: on the writer thread when it runs, else on this one (the
   * file's handle opened here).
   */
  async open(directory: FileSystemDirectoryHandle, name: string): Promise<ChunkSink> {
    const worker = this.start();
    const fileKey = this.nextId++;
    if (worker) {
      try {
        await this.ask(worker, {
          type: 'open',
          requestId: this.nextId++,
          fileKey,
          directory,
          name,
        });
        return this.sinkOn(worker, fileKey);
      } catch (error) {
        if (!this.isBroken) throw error;
      }
    }
    return inThreadSink(await openSyncHandle(directory, name));
  }

  private sinkOn(worker: Worker, fileKey: number): ChunkSink {
    return {
      write: async (buffer, length, at) => {
        const requestId = this.nextId++;
        const message: ToChunkWriter = { type: 'write', requestId, fileKey, at, buffer, length };
        const answer = await this.ask(worker, message, [buffer]);
        if (answer.type !== 'written') throw new Error('the writer answered out of turn');
        return { buffer: answer.buffer, isRefused: answer.isRefused };
      },
      close: async (sizeInBytes) => {
        await this.ask(worker, { type: 'close', requestId: this.nextId++, fileKey, sizeInBytes });
      },
    };
  }
}
