import { ErrorBody } from '@parallax/core/contracts/common';
import { DomainError } from '@parallax/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPublicContentKey, mimeTypeOf } from '../../providers/media-store/media-keys.rules.js';
import type { MediaStore } from '../../providers/media-store/media-store.types.js';
import { entityTagOf, lastModifiedOf, planDelivery } from './media-delivery.rules.js';

// Streamed bytes (never serialized); declared for the OpenAPI document.
const File = z.unknown().meta({ type: 'string', format: 'binary' });

/**
 * A day, and never revalidated within it: an imported file's name carries the fingerprint of its
 * source, so a changed image is a new name and a name's bytes never change.
 */
const PUBLIC_CACHE_CONTROL = 'public, max-age=86400, immutable';

/** How long the bucket's URL a redirect hands out may be reused (the URL lives longer). */
const REDIRECT_CACHE_SECONDS = 30;

const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(', ') : value;

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
      if (delivery.status !== 304 && request.method === 'GET' && store.signedUrlOf) {
        const location = await store.signedUrlOf(key, {
          maxSeconds: Number.MAX_SAFE_INTEGER,
          contentType: mimeTypeOf(key),
        });
        reply.header('Cache-Control', `public, max-age=${REDIRECT_CACHE_SECONDS}`);
        return reply.redirect(location, 307);
      }
      reply.headers({
        ETag: entityTagOf(stat),
        'Last-Modified': lastModifiedOf(stat),
        'Accept-Ranges': 'bytes',
        'Cache-Control': PUBLIC_CACHE_CONTROL,
      });
      if (delivery.status === 304) return reply.code(304).send();
      reply.type(mimeTypeOf(key));
      const range = delivery.status === 206 ? delivery.range : null;
      if (range) {
        reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
      }
      reply.header('Content-Length', range ? range.end - range.start + 1 : stat.size);
      if (request.method === 'HEAD') return reply.send('');
      return reply.send(store.open(key, range ?? undefined));
    },
  });
};
