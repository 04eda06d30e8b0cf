import type { ServerResponse } from 'node:http';
import { pipeline, Transform, type Readable } from 'node:stream';

/** One media request as delivery answered it. */
export type MediaRequestRecord = {
  key: string;
  /** Whom the link was made for, as the request says (a user id, `guest`), or null. */
  holder: string | null;
  /** The Range header as sent, or null. */
  range: string | null;
  status: number;
  /** Bytes of the file sent (0 for a HEAD, a 304 or an error). */
  bytesSent: number;
  at: string;
};

/**
 * Development tools only (never made without DEV_TOOLS): the last `capacity` media requests, in
 * a fixed ring so it costs the same however long the server runs. Browser tests read it to show
 * a resumed download fetched no byte range twice.
 */
export function createMediaRequestLog(options: { capacity: number; now: () => Date }) {
  const { capacity } = options;
  const ring: MediaRequestRecord[] = [];
  let next = 0;
  /** Bumped by clear: a request started before it is not written when it finishes after. */
  let generation = 0;
  /** Bytes per second per link holder, for the holders a test slowed down. */
  const throttles = new Map<string, number>();

  return {
    /** The log's generation now: pass it back to `record` when the request finishes. */
    get generation(): number {
      return generation;
    },

    record(entry: Omit<MediaRequestRecord, 'at'>, startedIn = generation): void {
      if (startedIn !== generation) return;
      ring[next] = { ...entry, at: options.now().toISOString() };
      next = (next + 1) % capacity;
    },

    /** Oldest first; only keys containing `keyPart` when given. */
    list(keyPart?: string): MediaRequestRecord[] {
      const inOrder = ring.length < capacity ? ring : [...ring.slice(next), ...ring.slice(0, next)];
      return keyPart ? inOrder.filter((entry) => entry.key.includes(keyPart)) : [...inOrder];
    },

    /** Forgets every request started so far, including those still being answered. */
    clear(): void {
      ring.length = 0;
      next = 0;
      generation++;
    },

    throttleOf(holder: string): number | null {
      return throttles.get(holder) ?? null;
    },

    setThrottle(holder: string, bytesPerSecond: number | null): void {
      if (bytesPerSecond === null) throttles.delete(holder);
      else throttles.set(holder, bytesPerSecond);
    },
  };
}

export type MediaRequestLog = ReturnType<typeof createMediaRequestLog>;

/**
 * Starts recording one request: the entry is written when the response finishes, or closes
 * early (a client that went away). Count the file's bytes into the returned `bytesSent`.
 */
export function trackDelivery(
  log: MediaRequestLog,
  request: { key: string; range: string | undefined; holder: string | null },
  response: ServerResponse,
): { bytesSent: number } {
  const tracked = { bytesSent: 0 };
  const startedIn = log.generation;
  let isRecorded = false;
  const record = () => {
    if (isRecorded) return;
    isRecorded = true;
    log.record(
      {
        key: request.key,
        holder: request.holder,
        range: request.range ?? null,
        status: response.statusCode,
        bytesSent: tracked.bytesSent,
      },
      startedIn,
    );
  };
  response.once('finish', record);
  response.once('close', record);
  return tracked;
}

/** The body, passed through with its bytes counted as they go out. */
export function countingBytes(body: Readable, onBytes: (count: number) => void): Readable {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      onBytes(chunk.length);
      done(null, chunk);
    },
  });
  // Either side's end or failure ends the other (a client that went away closes the file).
  return pipeline(body, counter, () => {});
}

/** Pieces a slowed body is sent in: small enough that a rate of a few KB/s stays smooth. */
const THROTTLE_PIECE_BYTES = 16 * 1024;

/** The body, sent no faster than `bytesPerSecond` (development: a slow network on demand). */
export function throttled(body: Readable, bytesPerSecond: number): Readable {
  const started = Date.now();
  let sent = 0;
  const pacer = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      void (async () => {
        for (let offset = 0; offset < chunk.length; offset += THROTTLE_PIECE_BYTES) {
          const piece = chunk.subarray(offset, offset + THROTTLE_PIECE_BYTES);
          sent += piece.length;
          const due = started + (sent / bytesPerSecond) * 1000;
          const wait = due - Date.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          this.push(piece);
        }
        done();
      })();
    },
  });
  return pipeline(body, pacer, () => {});
}
