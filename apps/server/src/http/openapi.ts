import { CSRF_HEADER } from '@parallax/core/contracts/auth-cookies';
import type { Endpoint } from '@parallax/core/endpoints/endpoint';
import { API_TAGS } from '@parallax/core/endpoints/tags';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { tidyOpenApi, type OpenApiDocument } from './openapi-tidy.js';

/** One way to be allowed an operation: every scheme named must be satisfied. */
export type SecurityRequirement = Record<string, string[]>;

const SESSION = { sessionCookie: [] };
const BEARER = { bearerToken: [] };
// The double-submit pair: the readable cookie, echoed in the header (http/session.ts).
const CSRF = { csrfCookie: [], csrfHeader: [] };

/**
 * What the OpenAPI document says of who may call an operation, as `http/session.ts` enforces it:
 * a signed-in user sends the session cookie or a Bearer token; a state-changing call made with
 * cookies (a guest's too) also echoes the CSRF cookie in its header, unless its route takes
 * posts without it (a provider's webhook, a player's feed, the one-click unsubscribe); a Bearer
 * call is exempt from the CSRF check.
 */
export function securityOf(
  auth: Endpoint['auth'],
  method: Endpoint['method'],
  isCsrfExempt: boolean,
): SecurityRequirement[] {
  const isChecked = method !== 'GET' && !isCsrfExempt;
  const withCsrf = (requirement: SecurityRequirement) =>
    isChecked ? { ...requirement, ...CSRF } : requirement;
  switch (auth) {
    case 'user':
      return [withCsrf(SESSION), BEARER];
    case 'optional':
      return [withCsrf({}), withCsrf(SESSION), BEARER];
    default:
      return isChecked ? [CSRF, BEARER] : [];
  }
}

/** The schemes `securityOf` names, with the cookie names this server uses. */
function securitySchemes(cookieNames: { access: string; csrf: string }) {
  return {
    sessionCookie: {
      type: 'apiKey' as const,
      in: 'cookie',
      name: cookieNames.access,
      description:
        'The web app’s session: the access token in an httpOnly SameSite=Lax cookie set at ' +
        'sign-in (a `__Host-` name on https). An expired one answers 403 AccessTokenExpired: ' +
        'refresh and retry.',
    },
    bearerToken: {
      type: 'http' as const,
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description:
        'The same access token sent by headset and desktop clients: a JWT signed with HS256 ' +
        'only, its algorithm, issuer and expiry checked on every call as RFC8725 advises, and ' +
        'the session it belongs to checked as live.',
    },
    csrfCookie: {
      type: 'apiKey' as const,
      in: 'cookie',
      name: cookieNames.csrf,
      description: 'The readable CSRF cookie the server hands out (bootstrap check, user info).',
    },
    csrfHeader: {
      type: 'apiKey' as const,
      in: 'header',
      name: CSRF_HEADER,
      description:
        'The CSRF cookie’s value, echoed by every state-changing call made with cookies: ' +
        'another site can make a browser send the cookies but cannot read them.',
    },
  };
}

/** The OpenAPI document at /api/docs/json (committed as docs/openapi.json) and its viewer. */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { version: string; publicUrl: string; cookieNames: { access: string; csrf: string } },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Parallax API',
        description: 'Store and player for VR and 2D content packs.',
        version: options.version,
      },
      servers: [{ url: options.publicUrl, 'x-internal': false } as { url: string }],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: { securitySchemes: securitySchemes(options.cookieNames) },
    },
    transform: jsonSchemaTransform,
    // Contracts that carry a zod `meta({ id })` become shared components instead of inline copies.
    transformObject: (input) =>
      tidyOpenApi(jsonSchemaTransformObject(input) as unknown as OpenApiDocument),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
