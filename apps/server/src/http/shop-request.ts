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
 * Where a payment page (and the subscription management page) returns the buyer: the address the
 * checkout came from (the browser's `Origin`) when it is one of the site's own addresses
 * (PUBLIC_URL), so a buyer on another of them comes back to their own cookies. Anything else, or
 * no `Origin`, gets the first (canonical) one: never an address the request names by itself.
 */
export function checkoutOriginOf(request: FastifyRequest, siteOrigins: readonly string[]): string {
  const sent = request.headers.origin;
  const canonical = siteOrigins[0];
  if (canonical === undefined) throw new Error('The site has no configured address');
  return typeof sent === 'string' && siteOrigins.includes(sent) ? sent : canonical;
}
