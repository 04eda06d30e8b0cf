import { accountEndpoints } from '@parallax/core/endpoints/account';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import type { AgeCheckService, VisitorLocation } from './age-check.service.js';

export type AgeCheckRoutesOptions = {
  ageCheck: AgeCheckService;
  /** Location headers are believed only from a trusted proxy (TRUST_PROXY). */
  isTrustedPeer: (remoteAddress: string | undefined) => boolean;
  countryHeader: string;
  regionHeader: string;
};

function header(request: FastifyRequest, name: string, pattern: RegExp): string | null {
  const value = request.headers[name];
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return pattern.test(text) ? text : null;
}

/** GET /age-check (spec 1 §3 age-check result). HTTP only. */
export const ageCheckRoutes: FastifyPluginAsyncZod<AgeCheckRoutesOptions> = async (
  app,
  options,
) => {
  route(app, accountEndpoints.ageCheck, async (request, reply) => {
    // Cloudflare's "XX" (unknown) and "T1" (Tor) name no country.
    const country = options.isTrustedPeer(request.socket.remoteAddress)
      ? header(request, options.countryHeader, /^(?!XX$|T1$)[A-Z]{2}$/)
      : null;
    const location: VisitorLocation = {
      countryCode: country,
      region: country === null ? null : header(request, options.regionHeader, /^[A-Z0-9]{1,3}$/),
    };
    // The answer depends on where the request came from: never shared between visitors.
    reply.header('Cache-Control', 'private, no-store');
    return options.ageCheck.check(location);
  });
};
