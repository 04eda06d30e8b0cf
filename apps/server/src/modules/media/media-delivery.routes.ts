import { ErrorBody, text } from '@parallax/core/contracts/common';
import { DomainError } from '@parallax/core/errors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSafeMediaKey, mimeTypeOf } from '../../providers/media-store/media-keys.rules.js';
import type { MediaStore } from '../../providers/media-store/media-store.types.js';
import type { CredentialCarrier, LinkHolderOf } from './link-holder.service.js';
import {
  countingBytes,
  throttled,
  trackDelivery,
  type MediaRequestLog,
} from './media-delivery-log.service.js';
import { planFileDelivery, startFileReply } from './file-reply.routes.js';
import { feedLinkIdOf, GUEST_HOLDER, type MediaLinks } from './media-links.service.js';
import { signedPlaylistOf, type PlaylistLink } from './media-playlist.service.js';
import { isPlaylistKey } from './hls-playlist.rules.js';
import type { MediaStat } from '../../providers/media-store/media-store.types.js';

// Optional, so a link missing a part is MediaLinkInvalid (403) rather than a validation error.
// The bounds are far above what a link holds (a holder id, ten digits, 43 characters).
const LinkQuery = z.object({
  u: text().max(64).optional().describe('the user the link was made for, or guest'),
  exp: text().max(16).optional().describe('expiry, unix seconds'),
  sig: text().max(128).optional().describe('HMAC-SHA256 of key, holder and expiry, base64url'),
});

// Streamed bytes (never serialized); declared for the OpenAPI document.
const File = z.unknown().meta({ type: 'string', format: 'binary' });

const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(', ') : value;

type LinkChecks = {
  links: MediaLinks;
  linkHolderOf: LinkHolderOf;
  isFeedLinkLive: (feedLinkId: string) => Promise<boolean>;
};

/**
 * A link is good when its signature holds, it has not expired, and it is used by whom it was made
 * for: anyone for a guest's, a live feed link for a VR player's, else the request's user.
 */
async function checkLink(
  { links, linkHolderOf, isFeedLinkLive }: LinkChecks,
  request: CredentialCarrier & { query: z.infer<typeof LinkQuery> },
  key: string,
): Promise<void> {
  const { u } = request.query;
  const check = links.check({ key, ...request.query });
  if (check === 'invalid') throw new DomainError('MediaLinkInvalid', 'The link is not valid');
  if (check === 'expired') throw new DomainError('MediaLinkExpired', 'The link has expired');
  const feedLinkId = u ? feedLinkIdOf(u) : null;
  if (feedLinkId !== null) {
    if (!(await isFeedLinkLive(feedLinkId))) {
      throw new DomainError('MediaLinkInvalid', 'The feed link was revoked');
    }
  } else if (u !== GUEST_HOLDER && (await linkHolderOf(request)) !== u) {
    throw new DomainError('MediaLinkInvalid', 'The link was made for another user');
  }
}

/**
 * An HLS playlist, its URIs signed for the link's holder until the link's expiry
 * (media-playlist.service.ts). Never redirected to a bucket, never stored by a cache (no-store,
 * set by the handler): its links are the holder's.
 */
async function sendPlaylist(
  deps: { store: MediaStore; links: MediaLinks },
  reply: FastifyReply,
  request: { method: string; key: string; stat: MediaStat; link: PlaylistLink },
  onBytes: ((count: number) => void) | null,
) {
  const body = await signedPlaylistOf(deps, request.key, request.stat, request.link);
  const length = Buffer.byteLength(body);
  reply.type(mimeTypeOf(request.key)).header('Content-Length', length);
  if (request.method === 'HEAD') return reply.send('');
  onBytes?.(length);
  return reply.send(body);
}

/** The route's schema: the request it takes and, for the OpenAPI document, what it answers. */
const MediaFileSchema = {
  tags: ['player'],
  operationId: 'mediaFile',
  // The signed link (u, exp, sig) is the credential: no session is read.
  security: [],
  summary: 'A media file through a signed URL (single byte ranges, conditional requests)',
  // Not `text()`: a key with a control character fails isSafeMediaKey, so like any key the
  // store cannot hold it is MediaNotFound (404).
  params: z.object({ '*': z.string().describe('the storage key') }),
  querystring: LinkQuery,
  response: {
    200: { description: 'The file', content: { '*/*': { schema: File } } },
    206: { description: 'One byte range of the file', content: { '*/*': { schema: File } } },
    304: { description: 'Not modified', content: { '*/*': { schema: File } } },
    307: z.null().describe('Object storage: the Location header is the file at a short-lived URL'),
    403: ErrorBody,
    404: ErrorBody,
    410: ErrorBody,
    416: ErrorBody,
  },
};

/**
 * `GET|HEAD /media/<storage key>?u=&exp=&sig=`: a file of the media store through a signed URL
 * from the links call. Checks the signature, the expiry and that the caller is the user the URL
 * was made for, then serves the file or one byte range of it, streamed (video elements seek with
 * Range and revalidate with If-Range). Private: the URL is one user's.
 *
 * An HLS playlist (`.m3u8`) is answered whole, with every file it names signed for the same
 * holder and expiry (sendPlaylist), so the segments a player fetches pass these checks too.
 *
 * From an object store, a GET that passes every check (the range included) is redirected (307,
 * which keeps the method, and browsers resend Range with it) to a presigned URL of the file that
 * ends no later than the link: the bytes go from the bucket to the client, never through here.
 */
export const mediaDeliveryRoutes: FastifyPluginAsyncZod<{
  store: MediaStore;
  links: MediaLinks;
  linkHolderOf: LinkHolderOf;
  /** Whether a feed link is live (not revoked): its media links stop with it. */
  isFeedLinkLive: (feedLinkId: string) => Promise<boolean>;
  /** Development only: where each request is recorded (null without the development tools: nothing is). */
  requestLog: MediaRequestLog | null;
}> = async (app, { store, links, linkHolderOf, isFeedLinkLive, requestLog }) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    // A read changes nothing; it is said outright so no later CSRF rule applies to it. Video and
    // images are compressed already, and a compressed byte range would be wrong.
    config: { csrf: false },
    compress: false,
    schema: MediaFileSchema,
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const key = request.params['*'];
      const tracked = requestLog
        ? trackDelivery(
            requestLog,
            { key, range: header(request.headers.range), holder: request.query.u ?? null },
            reply.raw,
          )
        : null;
      if (!isSafeMediaKey(key)) throw new DomainError('MediaNotFound', 'No such media');
      const { u, exp } = request.query;
      await checkLink({ links, linkHolderOf, isFeedLinkLive }, request, key);
      const stat = await store.stat(key);
      if (!stat) throw new DomainError('MediaNotFound', 'No such media');
      if (isPlaylistKey(key)) {
        const link = { holder: u ?? GUEST_HOLDER, expiresAt: Number(exp) };
        const onBytes = tracked ? (count: number) => (tracked.bytesSent += count) : null;
        return sendPlaylist(
          { store, links },
          reply,
          { method: request.method, key, stat, link },
          onBytes,
        );
      }

      const delivery = planFileDelivery(request, reply, stat);
      if (delivery.status !== 304 && request.method === 'GET' && store.signedUrlOf) {
        const location = await store.signedUrlOf(key, {
          maxSeconds: links.secondsLeft(exp ?? '0'),
          contentType: mimeTypeOf(key),
        });
        // The URL is this request's alone (no-store, set above): no cache may hand it on.
        return reply.redirect(location, 307);
      }
      const started = startFileReply(reply, {
        method: request.method,
        key,
        stat,
        delivery,
        cacheControl: `private, max-age=${links.secondsLeft(exp ?? '0')}`,
      });
      if (started.sent) return reply;
      const opened = store.open(key, started.range);
      if (!tracked) return reply.send(opened);
      const rate = requestLog?.throttleOf(u ?? GUEST_HOLDER) ?? null;
      const body = rate === null ? opened : throttled(opened, rate);
      return reply.send(
        countingBytes(body, (count) => {
          tracked.bytesSent += count;
        }),
      );
    },
  });
};
