import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { AUTH_COOKIES } from '@parallax/core/contracts/auth-cookies';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './compression.js';
import { languageOfHeaders } from './language.js';

/** What the catalog offers to replay: a guest's answer, valid while its catalog version is. */
type Offer = { version: object; body: Buffer };

/**
 * An answer as Fastify sent it: its headers (in wire order, flattened; the last value is the
 * request id's, written per answer) and its bytes.
 */
type Replay = { route: string; headers: string[]; body: Buffer };

/** A route's answer made anew per request, cheap and the same for every caller (health). */
export type LiveAnswer = { statusCode: number; body: string };

/** A live route: its answer, and the headers Fastify last sent with it (none yet: not served). */
type Live = { answer: () => LiveAnswer; headers: readonly string[] | null };

export type ReplaySources = {
  /** The catalog version in force, when it needs no check with the database (else null). */
  currentVersion: () => object | null;
  /** A request id for an answer, as Fastify's genReqId makes them. */
  requestId: (request: IncomingMessage) => string;
  /** Counts a replayed answer with the route's other requests (metrics). */
  answered: (route: string, statusCode: number, seconds: number) => void;
};

// Replays are kept per catalog version and variant, as the catalog's own answers are: the same
// bound keeps made-up URLs from growing them without end.
const MAX_REPLAYS_PER_VERSION = 2_000;

// Set by Node on every answer, or per request: never copied from the recorded one.
const PER_ANSWER_HEADERS = new Set(['date', 'connection', 'keep-alive', 'x-request-id']);
// Of a live answer's headers, those that depend on its body.
const PER_BODY_HEADERS = new Set([...PER_ANSWER_HEADERS, 'content-length', 'etag']);

/**
 * The catalog's guest reads at the speed of their bytes. A guest's catalog answer is the same for
 * every guest with the same URL, language and encoding until the catalog version moves, and
 * Fastify's routing, hooks and header writing cost several times the write itself. So once Fastify
 * has answered such a read (every hook run: security headers, caching headers, ETag, encoding),
 * its status, headers and bytes are kept, and the next request with the same key is answered from
 * them before routing, with its own request id and Date. Anything else goes to Fastify: another
 * method, a conditional request (If-None-Match), credentials (Authorization or the access-token
 * cookie), a catalog version that needs a check with the database (a write was announced, or the
 * TTL ran out), a server that is closing (Fastify answers 503), an answer that set a cookie.
 * Replayed answers are counted in the request metrics of their route, and not logged one by one
 * (the log keeps what Fastify answers).
 *
 * Health, polled by load balancers every few seconds, is answered the same way with a body made
 * anew (`live`): the headers Fastify last sent with it, the background check's state.
 */
export function createReplayedAnswers() {
  const offers = new WeakMap<FastifyRequest, Offer>();
  const byVersion = new WeakMap<object, Map<string, Replay>>();
  const lives = new Map<string, Live>();
  let sources: ReplaySources | null = null;
  let isClosing = false;

  function answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (sources === null || isClosing) return false;
    const live = lives.get(request.url ?? '');
    if (live) return answerLive(request, response, live, sources);
    const version = sources.currentVersion();
    const replays = version && byVersion.get(version);
    if (!replays) return false;
    const key = keyOf(request);
    const replay = key === null ? undefined : replays.get(key);
    if (!replay) return false;
    const startedAt = process.hrtime.bigint();
    // The request id goes in the last slot of the replay's own headers: writeHead reads them at
    // once, so no copy is made per answer.
    const { headers } = replay;
    headers[headers.length - 1] = sources.requestId(request);
    response.writeHead(200, headers);
    response.end(replay.body);
    sources.answered(replay.route, 200, Number(process.hrtime.bigint() - startedAt) / 1e9);
    return true;
  }

  return {
    /**
     * A route whose answer is made by `answer` for every caller alike (no credentials, no
     * parameters): once Fastify has answered it, the same path is answered before routing with
     * the headers Fastify sent and a body made anew.
     */
    live: (path: string, answer: () => LiveAnswer): void => {
      lives.set(path, { answer, headers: null });
    },

    /**
     * The HTTP server for Fastify's `serverFactory`: replays first, Fastify for the rest. The
     * timeouts are Fastify's defaults, which it sets only on servers it makes itself.
     */
    serverFactory: (
      handler: (request: IncomingMessage, response: ServerResponse) => void,
    ): Server => {
      const server = createServer((request, response) => {
        if (!answer(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = 72_000;
      server.requestTimeout = 0;
      return server;
    },

    /** Turns replays on once what they depend on exists, and records answers from then on. */
    register(app: FastifyInstance, replaySources: ReplaySources): void {
      sources = replaySources;
      app.addHook('preClose', (done) => {
        isClosing = true;
        done();
      });
      app.addHook('onResponse', (request, reply, done) => {
        recordAnswer(request, reply, { offers, byVersion, lives });
        done();
      });
    },

    /**
     * The route sent `body`, the same for every guest of this variant while `version` is the
     * catalog's: it may be replayed once Fastify has answered (and if it answered 200).
     */
    offer: (request: FastifyRequest, version: object, body: Buffer): void => {
      offers.set(request, { version, body });
    },
  };
}

export type ReplayedAnswers = ReturnType<typeof createReplayedAnswers>;

/** The variant of a guest's read: URL, language and encoding; null if it is not one. */
function keyOf(request: IncomingMessage): string | null {
  const { headers } = request;
  if (
    request.method !== 'GET' ||
    hasCredentials(headers) ||
    headers['if-none-match'] !== undefined
  ) {
    return null;
  }
  return `${request.url ?? ''}\n${languageOfHeaders(headers)}\n${preferredEncoding(headers['accept-encoding'])}`;
}

function answerLive(
  request: IncomingMessage,
  response: ServerResponse,
  live: Live,
  { requestId, answered }: ReplaySources,
): boolean {
  const { headers } = live;
  if (headers === null || request.method !== 'GET' || request.headers['if-none-match']) {
    return false;
  }
  const startedAt = process.hrtime.bigint();
  const { statusCode, body } = live.answer();
  response.writeHead(statusCode, [
    ...headers,
    'content-length',
    String(Buffer.byteLength(body)),
    'x-request-id',
    requestId(request),
  ]);
  response.end(body);
  answered(request.url ?? '', statusCode, Number(process.hrtime.bigint() - startedAt) / 1e9);
  return true;
}

/** What the replays are kept in: offers per request, replays per catalog version, live paths. */
type ReplayStore = {
  offers: WeakMap<FastifyRequest, Offer>;
  byVersion: WeakMap<object, Map<string, Replay>>;
  lives: Map<string, Live>;
};

/** Keeps what Fastify answered to an offered read (or a live path), to answer it again. */
function recordAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  { offers, byVersion, lives }: ReplayStore,
): void {
  const offer = offers.get(request);
  const route = request.routeOptions.url;
  const live = route === undefined ? undefined : lives.get(route);
  if (live && request.method === 'GET' && !reply.hasHeader('set-cookie')) {
    live.headers = flatHeaders(reply.getHeaders(), PER_BODY_HEADERS);
  }
  if (offer && route && reply.statusCode === 200 && !reply.hasHeader('set-cookie')) {
    const key = keyOf(request.raw);
    let replays = byVersion.get(offer.version);
    if (!replays) {
      replays = new Map();
      byVersion.set(offer.version, replays);
    }
    if (key !== null && (replays.has(key) || replays.size < MAX_REPLAYS_PER_VERSION)) {
      const headers = [...flatHeaders(reply.getHeaders(), PER_ANSWER_HEADERS), 'x-request-id', ''];
      replays.set(key, { route, headers, body: offer.body });
    }
  }
}

/** A bearer token or the access-token cookie: the answer may be the user's own. */
function hasCredentials(headers: IncomingHttpHeaders): boolean {
  return (
    headers.authorization !== undefined || (headers.cookie?.includes(AUTH_COOKIES.access) ?? false)
  );
}

function flatHeaders(
  headers: Record<string, string | number | string[] | undefined>,
  leftOut: ReadonlySet<string>,
): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || leftOut.has(name.toLowerCase())) continue;
    for (const one of [value].flat()) flat.push(name, String(one));
  }
  return flat;
}
