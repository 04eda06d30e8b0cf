import { randomUUID } from 'node:crypto';
import {
  DEVICE_CODE_GRANT_TYPE,
  DEVICE_GRANT_CLIENT_IDS,
  DEVICE_GRANT_PATHS,
  REFRESH_TOKEN_GRANT_TYPE,
  type OAuthErrorCode,
  type TokenRequest,
  type TokenResponse,
} from '@parallax/core/contracts/device-grant';
import { deviceGrantEndpoints as endpoints } from '@parallax/core/endpoints/device-grant';
import { DomainError, type ErrorType } from '@parallax/core/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import type { RateLimited } from '../../http/rate-limit.js';
import type { AuthService } from './auth.service.js';
import { fromGrantRefreshToken, toGrantRefreshToken } from './device-grant.rules.js';
import type { IssuedSession } from './sessions.service.js';

type Options = {
  auth: Pick<AuthService, 'requestOtp' | 'pollDeviceCode' | 'refresh'>;
  rateLimited: RateLimited;
  now: () => Date;
};

/** The refusals of the pairing flow, as RFC 8628 §3.5 and RFC 6749 §5.2 name them. */
const OAUTH_ERROR_OF: Partial<Record<ErrorType, OAuthErrorCode>> = {
  slow_down: 'slow_down',
  expired_token: 'expired_token',
  access_denied: 'access_denied',
  InvalidTokenId: 'invalid_grant',
  InvalidRefreshToken: 'invalid_grant',
  TooManyRequests: 'slow_down',
  ServiceUnavailable: 'temporarily_unavailable',
};

/** An error as the OAuth client reads it: `{ error, error_description }` (RFC 6749 §5.2). */
class OAuthRefusal extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

/** Every failure of these routes in the OAuth wire format; the message stays the description. */
function sendOAuthError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
  if (error instanceof OAuthRefusal) {
    return reply.code(error.status).send({ error: error.error, error_description: error.message });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [issue] = error.validation;
    const field = issue?.instancePath.split('/').filter(Boolean).join('.') || 'body';
    return reply.code(400).send({
      error: 'invalid_request',
      error_description: `${field}: ${issue?.message ?? 'is invalid'}`,
    });
  }
  if (error instanceof DomainError) {
    const code = OAUTH_ERROR_OF[error.errorType];
    if (code) {
      const status = code === 'temporarily_unavailable' ? 503 : error.status === 429 ? 429 : 400;
      return reply.code(status).send({ error: code, error_description: error.message });
    }
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return reply.code(429).send({ error: 'slow_down', error_description: 'Too many requests' });
  }
  if (status >= 400 && status < 500) {
    // A JSON or empty body, or one too large: not the form the standard asks for.
    return reply.code(400).send({ error: 'invalid_request', error_description: error.message });
  }
  request.log.error({ err: error, reqId: request.id }, 'device grant failed');
  return reply.code(500).send({ error: 'server_error' });
}

/** The client id of a public device client: the kind of device its session is listed as. */
function deviceClientOf(clientId: string | undefined) {
  const clientType = DEVICE_GRANT_CLIENT_IDS.find((known) => known === clientId);
  if (!clientType) throw new OAuthRefusal('invalid_client', 'Unknown client_id');
  return clientType;
}

/**
 * The token endpoint's two grants: the device code once its user code was entered (a session of
 * its own for the device, listed among the user's devices), and the refresh token that session
 * keeps itself with, rotated by the product's refresh (a replaced one ends the session, RFC 6749
 * §10.4; a device signed out is refused).
 */
function createTokenGrant(auth: Options['auth'], now: () => Date) {
  const answerOf = (session: IssuedSession): TokenResponse => {
    const expiresIn = (session.accessTokenExpiresAt.getTime() - now().getTime()) / 1000;
    return {
      access_token: session.accessToken,
      token_type: 'Bearer',
      expires_in: Math.max(Math.floor(expiresIn), 0),
      refresh_token: toGrantRefreshToken(session),
    };
  };

  async function grantDeviceCode(deviceCode: string | undefined): Promise<TokenResponse> {
    if (!deviceCode) throw new OAuthRefusal('invalid_request', 'device_code is required');
    const outcome = await auth.pollDeviceCode(deviceCode);
    if (outcome.kind === 'pending') {
      throw new OAuthRefusal('authorization_pending', 'The code has not been entered yet');
    }
    return answerOf(outcome.session);
  }

  /**
   * Only a device grant's session refreshes here, and, where the client names itself, only one
   * issued to that kind of device (RFC 6749 §6): a website session's token is refused unchanged.
   */
  async function grantRefresh(request: TokenRequest): Promise<TokenResponse> {
    if (!request.refresh_token) {
      throw new OAuthRefusal('invalid_request', 'refresh_token is required');
    }
    const presented = fromGrantRefreshToken(request.refresh_token);
    if (!presented) throw new OAuthRefusal('invalid_grant', 'Unknown refresh token');
    const session = await auth.refresh(presented.refreshToken, {
      clientIdentifier: presented.clientIdentifier,
      clientTypes:
        request.client_id === undefined
          ? DEVICE_GRANT_CLIENT_IDS
          : [deviceClientOf(request.client_id)],
    });
    return answerOf(session);
  }

  return async (request: TokenRequest): Promise<TokenResponse> => {
    if (request.client_id !== undefined) deviceClientOf(request.client_id);
    if (request.grant_type === DEVICE_CODE_GRANT_TYPE) return grantDeviceCode(request.device_code);
    if (request.grant_type === REFRESH_TOKEN_GRANT_TYPE) return grantRefresh(request);
    throw new OAuthRefusal(
      'unsupported_grant_type',
      `Only ${DEVICE_CODE_GRANT_TYPE} or ${REFRESH_TOKEN_GRANT_TYPE}`,
    );
  };
}

/**
 * The OAuth 2.0 device authorization grant (RFC 8628) over the pairing codes of one-time login:
 * a device asks for a code, a signed-in user enters it on the pair headset page, and the device's
 * poll of the token endpoint receives an access token and a refresh token. Form-encoded, CSRF-free
 * (no cookie is read: the device code or the refresh token is the credential), answers never
 * stored by caches.
 */
export const deviceGrantRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { auth, now } = options;
  const grantToken = createTokenGrant(auth, now);
  const limit = options.rateLimited;
  await app.register(import('@fastify/formbody'), { bodyLimit: 4096 });
  app.setErrorHandler(sendOAuthError);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  // RFC 6749 §3.2, RFC 8628 §3.1: the requests are form-encoded; a JSON body is not taken.
  app.addHook('preValidation', async (request) => {
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      throw new OAuthRefusal('invalid_request', 'Send application/x-www-form-urlencoded');
    }
  });
  const noCsrf = { config: { csrf: false } };

  route(
    app,
    endpoints.deviceAuthorization,
    { ...noCsrf, onRequest: limit(DEVICE_GRANT_PATHS.deviceAuthorization) },
    async (request) => {
      const clientType = deviceClientOf(request.body.client_id);
      // RFC 8628 has no device id: each authorization is a device of its own.
      const otp = await auth.requestOtp({ clientIdentifier: randomUUID(), clientType });
      return {
        device_code: otp.deviceCode,
        user_code: otp.code,
        verification_uri: otp.verificationUri,
        verification_uri_complete: otp.verificationUriComplete,
        expires_in: otp.expiresInSeconds,
        interval: otp.interval,
      };
    },
  );

  route(
    app,
    endpoints.token,
    // Polled every interval by each device behind an address, as the JSON poll is (a device
    // refreshes only about once a quarter of an hour).
    { ...noCsrf, onRequest: limit(DEVICE_GRANT_PATHS.token, { times: 10 }) },
    async (request, reply) => {
      const answer = await grantToken(request.body);
      reply.header('Pragma', 'no-cache');
      return answer;
    },
  );
};

/** RFC 8414 metadata: the issuer is the site's canonical address. Cacheable for an hour. */
export const deviceGrantMetadataRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  route(app, endpoints.metadata, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return {
      issuer: publicUrl,
      device_authorization_endpoint: `${publicUrl}${DEVICE_GRANT_PATHS.deviceAuthorization}`,
      token_endpoint: `${publicUrl}${DEVICE_GRANT_PATHS.token}`,
      grant_types_supported: [DEVICE_CODE_GRANT_TYPE, REFRESH_TOKEN_GRANT_TYPE],
      token_endpoint_auth_methods_supported: ['none'],
      response_types_supported: [],
    };
  });
};
