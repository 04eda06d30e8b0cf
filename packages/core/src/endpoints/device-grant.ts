import {
  AuthorizationServerMetadata,
  DEVICE_GRANT_PATHS,
  DeviceAuthorizationRequest,
  DeviceAuthorizationResponse,
  OAuthError,
  TokenRequest,
  TokenResponse,
} from '../contracts/device-grant.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['auth'];
const FORM = ['application/x-www-form-urlencoded'] as const;

/**
 * One-time login and pair headset as the OAuth 2.0 device authorization grant in RFC 8628's own
 * wire format, at the site's root, so a generic device-flow client signs a headset or a script
 * in. The user approves the code on the pair headset page, as in the JSON calls of auth.ts.
 */
export const deviceGrantEndpoints = {
  metadata: defineEndpoint({
    method: 'GET',
    base: '',
    path: DEVICE_GRANT_PATHS.metadata,
    responses: { 200: AuthorizationServerMetadata },
    tags,
    summary: 'RFC 8414 authorization server metadata: the device authorization and token endpoints',
  }),
  deviceAuthorization: defineEndpoint({
    method: 'POST',
    base: '',
    path: DEVICE_GRANT_PATHS.deviceAuthorization,
    consumes: FORM,
    body: DeviceAuthorizationRequest,
    responses: { 200: DeviceAuthorizationResponse, 400: OAuthError, 429: OAuthError },
    tags,
    summary:
      'RFC 8628 device authorization (form-encoded): a code for the device to show, entered on the pair headset page',
  }),
  token: defineEndpoint({
    method: 'POST',
    base: '',
    path: DEVICE_GRANT_PATHS.token,
    consumes: FORM,
    body: TokenRequest,
    responses: { 200: TokenResponse, 400: OAuthError, 429: OAuthError },
    tags,
    summary:
      'Token endpoint (form-encoded), grant_type urn:ietf:params:oauth:grant-type:device_code or refresh_token',
    description:
      'The device-code grant answers 400 authorization_pending until the code is approved, slow_down to a poll sooner than the interval, access_denied when the user declined, expired_token past its time, invalid_grant for an unknown or used device code; then an access token and a refresh token. The refresh_token grant rotates the refresh token: one already replaced, or of a device signed out, answers invalid_grant. Another grant is unsupported_grant_type, an unknown client_id invalid_client.',
  }),
};
