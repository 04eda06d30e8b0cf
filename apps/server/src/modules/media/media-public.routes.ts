import { ErrorBody } from '@parallax/core/contracts/common';
import { DomainError } from '@parallax/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPublicContentKey, mimeTypeOf } from '../../providers/media-store/media-keys.rules.js';
import type { MediaStore } from '../../providers/media-store/media-store.types.js';
import { planFileDelivery, startFileReply } from './file-reply.routes.js';

// Streamed bytes (never serialized); declared for the OpenAPI document.
const File = z.unknown().meta({ type: 'string', format: 'binary' });

/**
 * A day, and never revalidated within it: an imported file's name carries the fingerprint of its
 * source, so a changed image is a new name and a name's bytes never change.
 */
const PUBLIC_CACHE_CONTROL = 'public, max-age=86400, immutable';

/** How long the bucket's URL a redirect hands out may be reused (the URL lives longer). */
const REDIRECT_CACHE_SECONDS = 30;

const PublicContentSchema = {
  tags: ['catalog'],
  operationId: 'contentImage',
  security: [],
  summary: 'Public imagery of an imported content pack (cover, previews, thumbnails)',
  params: z.object({ '*': z.string().describe('<pack slug>/public/<file>') }),
  response: {
    200: { description: 'The file', content: { '*/*': { schema: File } } },
    206: { description: 'One byte range of the file', content: { '*/*': { schema: File } } },
    304: { description: 'Not modified', content: { '*/*': { schema: File } } },
    307: z.null().describe('Object storage: the Location header is the file at a short-lived URL'),
    404: ErrorBody,
    416: ErrorBody,
  },
};

/**
 * `GET|HEAD /static/content/<pack slug>/public/<file>`: the imagery of imported packs the catalog
 * links (the store's `content/<pack slug>/public/<file>`), public and long cached. Any other key
 * of the store (a part's media) is 404 here: those go through signed /media links only. From an
 * object store, a GET is redirected to a presigned URL of the file.
 */
export const mediaPublicRoutes: FastifyPluginAsyncZod<{ store: MediaStore }> = async (
  app,
  { store },
) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/static/content/*',
    config: { csrf: false },
    compress: false,
    schema: PublicContentSchema,
    handler: async (request, reply) => {
      const key = `content/${request.params['*']}`;
      const stat = isPublicContentKey(key) ? await store.stat(key) : null;
      if (!stat) throw new DomainError('MediaNotFound', 'No such file');
      const delivery = planFileDelivery(request, reply, stat);
      if (delivery.status !== 304 && request.method === 'GET' && store.signedUrlOf) {
        const location = await store.signedUrlOf(key, {
          maxSeconds: Number.MAX_SAFE_INTEGER,
          contentType: mimeTypeOf(key),
        });
        reply.header('Cache-Control', `public, max-age=${REDIRECT_CACHE_SECONDS}`);
        return reply.redirect(location, 307);
      }
      const started = startFileReply(reply, {
        method: request.method,
        key,
        stat,
        delivery,
        cacheControl: PUBLIC_CACHE_CONTROL,
      });
      if (started.sent) return reply;
      return reply.send(store.open(key, started.range));
    },
  });
};
