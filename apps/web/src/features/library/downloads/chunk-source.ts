/** A response body read chunk by chunk into one buffer. */
type ChunkSource = {
  /**
   * Reads up to `want` bytes into `buffer` at `offset`: the buffer to go on with (a byte stream
   * hands it back transferred) and how many bytes came (0 at the end of the body).
   */
  read(
    buffer: ArrayBuffer,
    offset: number,
    want: number,
  ): Promise<{ buffer: ArrayBuffer; count: number }>;
  close(): Promise<void>;
};

/**
 * A byte stream is read straight into the chunk's buffer (no copy, no garbage per read); a
 * browser whose bodies are not byte streams gets the same through copies.
 */
export function chunkSource(body: ReadableStream<Uint8Array>): ChunkSource {
  let byob: ReadableStreamBYOBReader | null = null;
  try {
    byob = body.getReader({ mode: 'byob' });
  } catch {
    byob = null;
  }
  if (byob) {
    const reader = byob;
    return {
      async read(buffer, offset, want) {
        const { value } = await reader.read(new Uint8Array(buffer, offset, want));
        if (!value) return { buffer: new ArrayBuffer(buffer.byteLength), count: 0 };
        return { buffer: value.buffer, count: value.byteLength };
      },
      close: () => reader.cancel().catch(() => undefined),
    };
  }
  return copyingSource(body.getReader());
}

function copyingSource(reader: ReadableStreamDefaultReader<Uint8Array>): ChunkSource {
  let pending: Uint8Array = new Uint8Array(0);
  return {
    async read(buffer, offset, want) {
      if (pending.length === 0) {
        const { value } = await reader.read();
        if (!value) return { buffer, count: 0 };
        pending = value;
      }
      const count = Math.min(want, pending.length);
      new Uint8Array(buffer, offset, count).set(pending.subarray(0, count));
      pending = pending.subarray(count);
      return { buffer, count };
    },
    close: () => reader.cancel().catch(() => undefined),
  };
}
