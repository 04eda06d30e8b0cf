import type { DownloadProblem } from './protocol';

export class LinksExpired extends Error {}
/** The network failed a request, cut a response short or sent nothing for too long. */
export class NetworkError extends Error {}
/** The browser went offline while a pack was fetched. */
export class NetworkLost extends NetworkError {}
export class IntegrityError extends Error {}
/** Unpacking gave other bytes than the played file's (or could not be read). */
export class DecompressionError extends Error {}
/** The packed form on the device is gone or fails its hashes: it is fetched again. */
export class PackedDamaged extends Error {}

export class StorageShortfall extends Error {
  constructor(readonly shortfallBytes: number) {
    super('not enough storage');
  }
}

/** What the page is told of a failure (its toast and its report to analytics). */
export function problemOf(error: unknown): DownloadProblem {
  if (error instanceof StorageShortfall) {
    return { kind: 'storage', shortfallBytes: error.shortfallBytes };
  }
  if (error instanceof IntegrityError) return { kind: 'integrity' };
  if (error instanceof DecompressionError) return { kind: 'decompression' };
  if (error instanceof LinksExpired) return { kind: 'links' };
  if (error instanceof NetworkError) return { kind: 'network' };
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}

/** A failure of the network (fetch and stream reads throw TypeError) as a NetworkError. */
export function asNetworkError(error: unknown): unknown {
  return error instanceof TypeError ? new NetworkError(error.message) : error;
}
