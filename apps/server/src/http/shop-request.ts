import { CatalogQuery, ErrorBody } from '@parallax/core/contracts/common';
import type { Platform } from '@parallax/core/platform';
import type { FastifyRequest } from 'fastify';
import { languageOf } from './language.js';

/** The error answers of the cart and payment calls (spec 1 §8 errorTypes). */
export const SHOP_ERRORS = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  410: ErrorBody,
};

/** `?platform=`: prices and payment methods depend on it (crypto is dropped on a headset). */
export const PlatformQuery = CatalogQuery.pick({ platform: true });

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
