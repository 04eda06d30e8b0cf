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
