import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Endpoint } from '@parallax/core/endpoints/endpoint';
import type { Language } from '@parallax/core/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, type ContentCoding } from './compression.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A catalog answer serialized once, compressed once, with a strong ETag per encoding. */
export type EncodedAnswer = Readonly<Record<ContentCoding, { body: Buffer; etag: string }>>;

// Far above what the store's routes, pages and languages make (the variants are bounded by the
// catalog), so a flood of made-up identifiers or usernames cannot grow the cache without end:
// beyond it a value is built for its request and not kept.
const MAX_VALUES_PER_VERSION = 2_000;

/**
 * Values made of the catalog alone (answers, page heads), kept per catalog snapshot (so per
 * catalog version: a new snapshot starts empty and the old one's values go with it) and per
 * variant key (route or page, parameters, language). Building is single-flight per key; a failed
 * build is not kept.
 */
export function createVersionedCache() {
  const byVersion = new WeakMap<object, Map<string, Promise<unknown>>>();
  return <T>(version: object, key: string, build: () => Promise<T>): Promise<T> => {
    let values = byVersion.get(version);
    if (!values) {
      values = new Map();
      byVersion.set(version, values);
    }
    const known = values.get(key) as Promise<T> | undefined;
    if (known) return known;
    const value = build();
    if (values.size < MAX_VALUES_PER_VERSION) {
      const kept = values;
      kept.set(key, value);
      value.catch(() => kept.delete(key));
    }
    return value;
  };
}

async function encodeAnswer(identity: Buffer): Promise<EncodedAnswer> {
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const digest = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  // One content, three representations: each its own strong validator (RFC 9110 §8.8.3).
  return {
    identity: { body: identity, etag: `"${digest}"` },
    br: { body: br, etag: `"${digest}-br"` },
    gzip: { body: gz, etag: `"${digest}-gz"` },
  };
}

/** Whether If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2), or is `*`. */
function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag);
}

/**
 * Sends the representation the client takes as it is: the bytes, their encoding and ETag, or a
 * 304 when the client holds it already. Nothing is serialized or compressed per request.
 * `onBody` is told the bytes when they are sent (not for a 304).
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
  onBody?: (body: Buffer) => void,
): FastifyReply {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const { body, etag } = answer[encoding];
  reply.header('ETag', etag);
  if (isNotModified(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.header('Content-Type', 'application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  onBody?.(body);
  return reply.send(body);
}

/** A route's answer, the same for every guest of its variant while the catalog is at `version`. */
export type OfferReplay = (request: FastifyRequest, version: object, body: Buffer) => void;

/**
 * Answers made from the catalog alone, the same for every caller of a variant (route, parameters,
 * language) while the catalog is at one version: built once per version and variant, sent as
 * bytes (`sendAnswer`), and offered to be replayed before routing (http/replayed-answers.ts, which
 * keeps none asked with credentials). `checkAnswers` checks each built value against the route's
 * schema (outside production: the bytes skip Fastify's serializer).
 */
export function createCatalogAnswers(options: {
  current: () => Promise<object>;
  checkAnswers: boolean;
  offerReplay?: OfferReplay | undefined;
}) {
  const answers = createVersionedCache();
  const { current, checkAnswers, offerReplay } = options;

  return async function answerFromCatalog(
    request: FastifyRequest,
    reply: FastifyReply,
    endpoint: Endpoint,
    language: Language,
    build: () => Promise<unknown>,
  ): Promise<undefined> {
    const key = [
      request.routeOptions.url,
      language,
      JSON.stringify(request.params),
      JSON.stringify(request.query),
    ].join('\n');
    const version = await current();
    const answer = await answers(version, key, async () => {
      const value = await build();
      if (checkAnswers) endpoint.responses[200]?.parse(value);
      return encodeAnswer(Buffer.from(JSON.stringify(value)));
    });
    await sendAnswer(
      request,
      reply,
      answer,
      offerReplay && ((body) => offerReplay(request, version, body)),
    );
    return undefined;
  };
}

/** Sends a catalog answer (see `createCatalogAnswers`). */
export type CatalogAnswers = ReturnType<typeof createCatalogAnswers>;
