import { pipeline, Readable } from 'node:stream';
import { promisify } from 'node:util';
import {
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  type BrotliOptions,
} from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { memoizeHeader } from './header-memo.js';

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** `false`: the route's answers are sent as they are (media ranges, health). */
    compress?: false;
  }
}

/** The content codings the server sends (RFC 9110 §8.4.1); every browser takes both. */
export type ContentCoding = 'identity' | 'br' | 'gzip';

/** br, else gzip, else the bytes as they are, by the request's Accept-Encoding (RFC 9110 §12.5.3). */
export function preferredEncoding(acceptEncoding: string | undefined): ContentCoding {
  return acceptEncoding ? encodingOf(acceptEncoding) : 'identity';
}

const encodingOf = memoizeHeader((acceptEncoding): ContentCoding => {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
});

/** Text formats, which compress well; pictures, video, archives and fonts in woff are compressed. */
const COMPRESSIBLE_TYPE =
  /^(?:text\/|image\/svg\+xml|font\/(?:otf|ttf)|application\/(?:json|javascript|xml|wasm|x-javascript|[\w.-]+\+(?:json|xml))\s*(?:;|$))/i;

// Quality 4 of 11: a per-request answer is compressed while the client waits (the catalog's
// answers, made once per version, use the highest quality instead: catalog-answers.ts).
const brotliOptions = (sizeHint: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
  },
});
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What a body sent with a Content-Encoding is answered. */
class UnsupportedContentEncodingError extends Error {
  override name = 'UnsupportedContentEncodingError';
  readonly statusCode = 415;
}

/**
 * Compresses answers (br, else gzip, as the client accepts) whose type is text and whose body is
 * at least `threshold` bytes, or is a stream of unknown length. Answers that are encoded already,
 * ranges, `Cache-Control: no-transform` and routes declared `compress: false` go as they are.
 * Request bodies are taken as sent: one with a Content-Encoding other than identity is answered
 * 415 (RFC 9110 §15.5.16), since no client of the API compresses what it sends.
 *
 * Each route gets the hook as it is added, so call this before registering routes.
 */
export function registerCompression(app: FastifyInstance, { threshold }: { threshold: number }) {
  async function compressAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ): Promise<unknown> {
    if (payload === null || payload === undefined || !isCompressible(reply)) return payload;
    const isStream = payload instanceof Readable;
    const bytes = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : null;
    if (!isStream && bytes === null) return payload;
    const length = bytes === null ? null : Buffer.byteLength(bytes);
    if (length !== null && length < threshold) return payload;

    varyOnAcceptEncoding(reply);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    reply.header('content-encoding', encoding).removeHeader('content-length');
    if (bytes === null) {
      const encoder = encoding === 'br' ? createBrotliCompress(brotliOptions(0)) : createGzip();
      // pipeline, not pipe: a failing source destroys the encoder, which ends the answer.
      return pipeline(payload as Readable, encoder, () => {});
    }
    const input = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
    return encoding === 'br' ? brotli(input, brotliOptions(input.length)) : gzipped(input);
  }

  // Bodies arrive in requests that are not reads; a read's hooks stay as short as they were.
  function refuseEncodedBody(
    request: FastifyRequest,
    _reply: FastifyReply,
    payload: RequestPayload,
    done: (error: Error | null, payload?: RequestPayload) => void,
  ): void {
    const coding = request.headers['content-encoding']?.trim().toLowerCase();
    if (coding && coding !== 'identity') {
      done(
        new UnsupportedContentEncodingError(
          `Content-Encoding ${coding} is not accepted: send the request body uncompressed`,
        ),
      );
      return;
    }
    done(null, payload);
  }

  app.addHook('onRoute', (routeOptions) => {
    if (routeOptions.compress !== false) {
      routeOptions.onSend = [routeOptions.onSend ?? []].flat().concat(compressAnswer);
    }
    const methods = [routeOptions.method].flat();
    if (!methods.every((method) => method === 'GET' || method === 'HEAD')) {
      routeOptions.preParsing = [routeOptions.preParsing ?? []].flat().concat(refuseEncodedBody);
    }
  });
}

function isCompressible(reply: FastifyReply): boolean {
  const status = reply.statusCode;
  if (status < 200 || status === 204 || status === 206 || status === 304) return false;
  const encoding = reply.getHeader('content-encoding');
  if (encoding !== undefined && encoding !== 'identity') return false;
  if (reply.hasHeader('content-range')) return false;
  const cacheControl = reply.getHeader('cache-control');
  if (typeof cacheControl === 'string' && /\bno-transform\b/i.test(cacheControl)) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && COMPRESSIBLE_TYPE.test(type);
}

/** Adds Accept-Encoding to Vary (RFC 9110 §12.5.5): the answer depends on it. */
function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const value = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (value.trim() === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(value)) return;
  reply.header('vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}
