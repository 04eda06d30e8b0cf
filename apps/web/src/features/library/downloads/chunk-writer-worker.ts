import type { SyncAccessHandle } from './opfs-writer';
import type { FromChunkWriter, ToChunkWriter } from './chunk-writer';

/**
 * The download worker's writer: a thread of its own that writes fetched chunks into their files
 * through synchronous access handles, so the download worker's thread goes on reading the network
 * while a chunk is written (a synchronous write blocks the thread that makes it). Each chunk's
 * buffer comes transferred and goes back transferred, to be filled again.
 */

type WriterScope = {
  postMessage(message: FromChunkWriter, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToChunkWriter>) => void): void;
};
type SyncFileHandle = FileSystemFileHandle & {
  createSyncAccessHandle(): Promise<SyncAccessHandle>;
};

const writer = self as unknown as WriterScope;
const files = new Map<number, SyncAccessHandle>();

async function handle(message: ToChunkWriter): Promise<FromChunkWriter> {
  switch (message.type) {
    case 'open': {
      const file = (await message.directory.getFileHandle(message.name, {
        create: true,
      })) as SyncFileHandle;
      files.set(message.fileKey, await file.createSyncAccessHandle());
      return { type: 'done', requestId: message.requestId };
    }
    case 'write': {
      const access = files.get(message.fileKey);
      if (!access) throw new Error('no file open for the chunk');
      const bytes = new Uint8Array(message.buffer, 0, message.length);
      let written: number;
      try {
        written = access.write(bytes, { at: message.at });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'QuotaExceededError') written = -1;
        else throw error;
      }
      // Chromium answers a write over the quota with a short count rather than an exception.
      const isRefused = written !== message.length;
      return { type: 'written', requestId: message.requestId, buffer: message.buffer, isRefused };
    }
    case 'close': {
      const access = files.get(message.fileKey);
      files.delete(message.fileKey);
      if (access) {
        if (message.sizeInBytes !== null) access.truncate(message.sizeInBytes);
        access.flush();
        access.close();
      }
      return { type: 'done', requestId: message.requestId };
    }
  }
}

// One message after another: a file's writes land in order and its close comes after them.
let queue: Promise<unknown> = Promise.resolve();
writer.addEventListener('message', (event) => {
  const message = event.data;
  queue = queue.then(async () => {
    try {
      const answer = await handle(message);
      writer.postMessage(answer, answer.type === 'written' ? [answer.buffer] : []);
    } catch (error) {
      writer.postMessage({
        type: 'failed',
        requestId: message.requestId,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  });
});
