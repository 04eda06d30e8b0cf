import type { Platform } from '@parallax/core/platform';
import type { FastifyRequest } from 'fastify';
import { languageOf } from './language.js';

/** The language (User-Language) and platform a cart or checkout is answered for. */
export const shopContextOf = (
  request: FastifyRequest & { query: { platform?: Platform | undefined } },
) => ({
  language: languageOf(request),
  platform: request.query.platform ?? 'web_app',
});

/**
 * Where the payment page returns the buyer: the address the checkout came from, so a buyer on
 * another name of the site (127.0.0.1, a LAN address) comes back to their own cookies. Only the
 * request's own origin is taken (the browser's `Origin` of a same-origin call); anything else
 * gets the configured public address.
 */
export function checkoutOriginOf(request: FastifyRequest, publicUrl: string): string {
  const fallback = new URL(publicUrl).origin;
  const sent = request.headers.origin;
  if (typeof sent !== 'string') return fallback;
  let own: string;
  try {
    own = new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return fallback;
  }
  return sent === own ? own : fallback;
}
