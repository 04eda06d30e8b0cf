// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ChunkBuffers, readChunks } from './chunk-pipeline';
import { sha256Hex } from './chunk-verify';
import type { ChunkSink } from './chunk-writer';
import type { FilePlan } from './protocol';

const CHUNK = 4;
const bytes = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

async function planOf(content: Uint8Array): Promise<FilePlan> {
  const chunkSha256: string[] = [];
  for (let at = 0; at < content.length; at += CHUNK) {
    chunkSha256.push(await sha256Hex(content.subarray(at, at + CHUNK)));
  }
  return {
    id: 'scene',
    kind: 'scene',
    sizeInBytes: content.length,
    sha256: '',
    chunkSizeInBytes: CHUNK,
    chunkSha256,
    lastModifiedAt: '2026-01-01T00:00:00.000Z',
    uncompressedSizeInBytes: content.length,
  };
}

/** A body that gives the bytes in pieces of 3, noting how many pieces were read. */
function bodyOf(content: Uint8Array, reads: { count: number }) {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= content.length) return controller.close();
      reads.count++;
      controller.enqueue(content.slice(at, at + 3));
      at += 3;
    },
  });
}

/** A writer thread that holds every write until `release`, keeping what it was given. */
function heldSink(refuseAt: number | null = null) {
  const written = new Map<number, number[]>();
  const held: (() => void)[] = [];
  const sink: ChunkSink = {
    write: (buffer, length, at) =>
      new Promise((resolve) => {
        written.set(at, [...new Uint8Array(buffer, 0, length)]);
        held.push(() => resolve({ buffer, isRefused: at === refuseAt }));
      }),
    close: () => Promise.resolve(),
  };
  const release = () => held.splice(0).forEach((resolve) => resolve());
  return { sink, written, held, release };
}

describe('a response read into its file (the download pipeline)', () => {
  it('reads the next chunks while the ones before are still being written', async () => {
    const file = await planOf(bytes);
    const reads = { count: 0 };
    const { sink, written, held, release } = heldSink();
    const good: boolean[] = [];
    const received: number[] = [];
    const reading = readChunks(
      {
        file,
        sink,
        buffers: new ChunkBuffers(CHUNK),
        good,
        received: (count) => received.push(count),
        refused: () => new Error('refused'),
      },
      0,
      2,
      bodyOf(bytes, reads),
    );
    // Every chunk reached the writer though none of its writes has ended.
    await expect.poll(() => held.length).toBe(3);
    expect(reads.count).toBe(4);
    expect(good).toEqual([]);
    release();
    await reading;
    expect([...written.entries()]).toEqual([
      [0, [1, 2, 3, 4]],
      [4, [5, 6, 7, 8]],
      [8, [9, 10]],
    ]);
    // Each counts once written and its hash matched.
    expect(good).toEqual([true, true, true]);
    expect(received).toEqual([4, 4, 2]);
  });

  it('leaves a chunk that does not match its hash not good, to be fetched again', async () => {
    const file = await planOf(bytes);
    const damaged = bytes.slice();
    damaged[5] = 0;
    const { sink, held, release } = heldSink();
    const good: boolean[] = [];
    const target = {
      file,
      sink,
      buffers: new ChunkBuffers(CHUNK),
      good,
      received: () => undefined,
      refused: () => new Error('refused'),
    };
    const reading = readChunks(target, 0, 2, bodyOf(damaged, { count: 0 }));
    await expect.poll(() => held.length).toBe(3);
    release();
    await reading;
    expect(good).toEqual([true, undefined, true]);
  });

  it('fails with the storage error when the device refuses a chunk', async () => {
    const file = await planOf(bytes);
    const { sink, held, release } = heldSink(4);
    const target = {
      file,
      sink,
      buffers: new ChunkBuffers(CHUNK),
      good: [],
      received: () => undefined,
      refused: () => new Error('not enough storage'),
    };
    const reading = readChunks(target, 0, 2, bodyOf(bytes, { count: 0 }));
    await expect.poll(() => held.length).toBe(3);
    release();
    await expect(reading).rejects.toThrow('not enough storage');
  });
});
