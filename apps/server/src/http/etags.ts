import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Weak ETags (the same body compressed or not is one representation to a cache, RFC 9110
 * §8.8.1) on answers that carry none, and a 304 when If-None-Match names the answer's tag. An
 * answer sent as `Cache-Control: no-store` (health, the bootstrap check) gets none: nothing keeps
 * it, so nothing revalidates it, and load balancers' polls skip the hash.
 */
export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    let etag = reply.getHeader('etag');
    if (etag === undefined) {
      const isHashable = typeof payload === 'string' || Buffer.isBuffer(payload);
      if (!isHashable || reply.getHeader('cache-control') === 'no-store') {
        done(null, payload);
        return;
      }
      etag = `W/"${createHash('sha1').update(payload).digest('base64')}"`;
      reply.header('etag', etag);
    }
    const ifNoneMatch = request.headers['if-none-match'];
    if (
      ifNoneMatch !== undefined &&
      (ifNoneMatch === etag || `W/${ifNoneMatch}` === etag || ifNoneMatch === `W/${String(etag)}`)
    ) {
      reply.code(304);
      done(null, '');
      return;
    }
    done(null, payload);
  });
}
