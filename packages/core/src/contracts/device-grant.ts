import { z } from 'zod';
import { text } from './common.js';

/**
 * The OAuth 2.0 device authorization grant in its own wire format (RFC 8628, RFC 6749 §5,
 * RFC 8414): what a generic device-flow client sends and reads. It is the one-time login and pair
 * headset flow of contracts/devices.ts, spelled the standard's way: form-encoded requests, snake
 * case answers, errors as `{ error, error_description }`.
 */

/** RFC 8628 §3.4: the grant type a device polls the token endpoint with. */
export const DEVICE_CODE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';

/** RFC 6749 §6: the grant a signed-in device keeps its session with. */
export const REFRESH_TOKEN_GRANT_TYPE = 'refresh_token';

/** Where the device authorization and token endpoints are served (the site's root). */
export const DEVICE_GRANT_PATHS = {
  metadata: '/.well-known/oauth-authorization-server',
  deviceAuthorization: '/oauth/device_authorization',
  token: '/oauth/token',
} as const;

/**
 * The public clients (no secret; RFC 8628 §3.1): a client id names the kind of device, the
 * platform its session is listed as in the control panel.
 */
export const DEVICE_GRANT_CLIENT_IDS = ['quest3', 'desktop_app'] as const;

const ClientId = text({ trim: true })
  .max(100)
  .describe(`the kind of device: ${DEVICE_GRANT_CLIENT_IDS.join(' or ')}`);

/** RFC 8628 §3.1 device authorization request. `scope` is taken and ignored (one scope). */
export const DeviceAuthorizationRequest = z
  .object({ client_id: ClientId, scope: text().max(1000).optional() })
  .meta({ id: 'DeviceAuthorizationRequest' });

/** RFC 8628 §3.2 device authorization response. */
export const DeviceAuthorizationResponse = z
  .object({
    device_code: z.string(),
    user_code: z.string().describe('six letters, entered on the pair headset page'),
    verification_uri: z.string(),
    verification_uri_complete: z.string(),
    expires_in: z.number().int().positive(),
    interval: z.number().int().positive(),
  })
  .meta({ id: 'DeviceAuthorizationResponse' });
export type DeviceAuthorizationResponse = z.infer<typeof DeviceAuthorizationResponse>;

/**
 * RFC 8628 §3.4 device access token request, or RFC 6749 §6 refresh request. The grant type is
 * checked by the server, so another one is answered unsupported_grant_type (RFC 6749 §5.2) rather
 * than a validation error.
 */
export const TokenRequest = z
  .object({
    grant_type: text().max(200),
    device_code: text().max(200).optional().describe(`with grant_type ${DEVICE_CODE_GRANT_TYPE}`),
    refresh_token: text()
      .max(200)
      .optional()
      .describe(`with grant_type ${REFRESH_TOKEN_GRANT_TYPE}`),
    client_id: ClientId.optional(),
  })
  .meta({ id: 'TokenRequest' });
export type TokenRequest = z.infer<typeof TokenRequest>;

/**
 * RFC 6749 §5.1 access token response (the access token is a Bearer JWT of the API). The refresh
 * token keeps the device signed in (grant_type refresh_token); each refresh answers a new one.
 */
export const TokenResponse = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().nonnegative(),
    refresh_token: z.string(),
  })
  .meta({ id: 'TokenResponse' });
export type TokenResponse = z.infer<typeof TokenResponse>;

/** RFC 6749 §5.2 and RFC 8628 §3.5 error codes. */
export const OAUTH_ERRORS = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unsupported_grant_type',
  'authorization_pending',
  'slow_down',
  'access_denied',
  'expired_token',
  'temporarily_unavailable',
  'server_error',
] as const;
export type OAuthErrorCode = (typeof OAUTH_ERRORS)[number];

export const OAuthError = z
  .object({ error: z.enum(OAUTH_ERRORS), error_description: z.string().optional() })
  .meta({ id: 'OAuthError' });
export type OAuthError = z.infer<typeof OAuthError>;

/** RFC 8414 authorization server metadata: where a client finds the two endpoints. */
export const AuthorizationServerMetadata = z
  .object({
    issuer: z.string(),
    device_authorization_endpoint: z.string(),
    token_endpoint: z.string(),
    grant_types_supported: z.array(z.string()),
    token_endpoint_auth_methods_supported: z.array(z.string()),
    response_types_supported: z.array(z.string()),
  })
  .meta({ id: 'AuthorizationServerMetadata' });
export type AuthorizationServerMetadata = z.infer<typeof AuthorizationServerMetadata>;
