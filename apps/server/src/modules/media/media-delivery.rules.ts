import type { ByteRange, MediaStat } from '../../providers/media-store/media-store.types.js';

/**
 * What a GET or HEAD of a media file answers, decided from its conditional and range headers
 * (RFC 9110 §13.2.2 order: If-None-Match, else If-Modified-Since; then Range with If-Range).
 */
export type Delivery =
  { status: 200 } | { status: 206; range: ByteRange } | { status: 304 } | { status: 416 };

export type DeliveryRequest = {
  method: string;
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
  range?: string | undefined;
  ifRange?: string | undefined;
};

/**
 * A strong validator: the store's own (an object store's ETag, which the client meets again when
 * it fetches the file from there), else the same size and modification time are taken to be the
 * same bytes.
 */
export const entityTagOf = (stat: MediaStat): string =>
  stat.etag ?? `"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;

/** Last-Modified has whole seconds; comparisons use the same precision. */
const lastModifiedSeconds = (stat: MediaStat): number => Math.floor(stat.mtime.getTime() / 1000);

export const lastModifiedOf = (stat: MediaStat): string =>
  new Date(lastModifiedSeconds(stat) * 1000).toUTCString();

const opaqueTag = (tag: string): string => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** If-None-Match uses the weak comparison: `W/"x"` matches `"x"` (RFC 9110 §13.1.2). */
function isNoneMatchHit(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => opaqueTag(tag.trim()) === etag);
}

function isNotModifiedSince(header: string, stat: MediaStat): boolean {
  const since = Date.parse(header);
  return !Number.isNaN(since) && lastModifiedSeconds(stat) * 1000 <= since;
}

/**
 * If-Range: the range is sent only if the representation is the one the client holds part of —
 * a strong ETag that matches exactly, or exactly the Last-Modified date (RFC 9110 §13.1.5). A
 * weak tag never matches.
 */
function isIfRangeFresh(header: string, stat: MediaStat): boolean {
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === entityTagOf(stat);
  const date = Date.parse(value);
  return !Number.isNaN(date) && date === lastModifiedSeconds(stat) * 1000;
}

type ParsedRange =
  { kind: 'none' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=[ \t]*([0-9]*)[ \t]*-[ \t]*([0-9]*)[ \t]*$/i;

/**
 * One byte range: `bytes=a-b` (b past the end is clamped), `bytes=a-`, `bytes=-n` (the last n
 * bytes). Several ranges are answered with the whole file and a malformed header is ignored,
 * both allowed by RFC 9110 §14.2; a start past the end or an empty suffix is unsatisfiable.
 */
export function parseByteRange(header: string, size: number): ParsedRange {
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return { kind: 'none' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'none' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'none' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'range', range: { start, end } };
}

export function planDelivery(request: DeliveryRequest, stat: MediaStat): Delivery {
  if (request.ifNoneMatch !== undefined) {
    if (isNoneMatchHit(request.ifNoneMatch, entityTagOf(stat))) return { status: 304 };
  } else if (request.ifModifiedSince !== undefined) {
    if (isNotModifiedSince(request.ifModifiedSince, stat)) return { status: 304 };
  }
  // Range is defined for GET only (RFC 9110 §14.2): a HEAD describes the whole file.
  if (request.method !== 'GET' || request.range === undefined) return { status: 200 };
  const parsed = parseByteRange(request.range, stat.size);
  if (parsed.kind === 'none') return { status: 200 };
  if (request.ifRange !== undefined && !isIfRangeFresh(request.ifRange, stat)) {
    return { status: 200 };
  }
  return parsed.kind === 'unsatisfiable' ? { status: 416 } : { status: 206, range: parsed.range };
}
