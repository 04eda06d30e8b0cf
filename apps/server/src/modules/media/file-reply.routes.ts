// HTTP helpers the media routes share (no routes of its own): a stored file answered with its
// validators, one byte range and its length.
import { DomainError } from '@parallax/core/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mimeTypeOf } from '../../providers/media-store/media-keys.rules.js';
import type { ByteRange, MediaStat } from '../../providers/media-store/media-store.types.js';
import {
  entityTagOf,
  lastModifiedOf,
  planDelivery,
  type Delivery,
} from './media-delivery.rules.js';

const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(', ') : value;

export type FileDelivery = Exclude<Delivery, { status: 416 }>;

/** The request's conditional and range headers against the file; an unsatisfiable range is 416. */
export function planFileDelivery(
  request: FastifyRequest,
  reply: FastifyReply,
  stat: MediaStat,
): FileDelivery {
  const delivery = planDelivery(
    {
      method: request.method,
      ifNoneMatch: header(request.headers['if-none-match']),
      ifModifiedSince: header(request.headers['if-modified-since']),
      range: header(request.headers.range),
      ifRange: header(request.headers['if-range']),
    },
    stat,
  );
  if (delivery.status === 416) {
    reply.header('Content-Range', `bytes */${stat.size}`);
    throw new DomainError('RangeNotSatisfiable', `The file has ${stat.size} bytes`);
  }
  return delivery;
}

/**
 * Writes the status and headers of a file streamed from here (validators, range, length). A 304
 * and a HEAD are answered outright (`sent`); otherwise the caller sends the bytes of `range`
 * (undefined: the whole file).
 */
export function startFileReply(
  reply: FastifyReply,
  file: {
    method: string;
    key: string;
    stat: MediaStat;
    delivery: FileDelivery;
    cacheControl: string;
  },
): { sent: true } | { sent: false; range: ByteRange | undefined } {
  const { stat, delivery } = file;
  reply.headers({
    ETag: entityTagOf(stat),
    'Last-Modified': lastModifiedOf(stat),
    'Accept-Ranges': 'bytes',
    'Cache-Control': file.cacheControl,
  });
  if (delivery.status === 304) {
    void reply.code(304).send();
    return { sent: true };
  }
  reply.type(mimeTypeOf(file.key));
  const range = delivery.status === 206 ? delivery.range : null;
  if (range) {
    reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
  }
  reply.header('Content-Length', range ? range.end - range.start + 1 : stat.size);
  if (file.method === 'HEAD') {
    void reply.send('');
    return { sent: true };
  }
  return { sent: false, range: range ?? undefined };
}
