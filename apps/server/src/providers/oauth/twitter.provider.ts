import type * as Oidc from 'openid-client';
import type { Config } from '../../config.js';
import type { OAuthProfile, OAuthProvider } from './oauth.types.js';
import {
  authorizationParameters,
  callbackUrl,
  newChecks,
  oidcLibrary,
  prepare,
  text,
} from './openid-client.provider.js';

const TWITTER_SCOPES = 'users.read tweet.read users.email offline.access';

/**
 * Twitter (X): OAuth 2.0 authorization code with PKCE, no OpenID Connect, so the server metadata
 * is given rather than discovered and the identity comes from the users/me endpoint.
 */
export function twitterProvider(
  settings: NonNullable<Config['twitter']>,
  publicUrl: string,
): OAuthProvider {
  const redirectUri = `${publicUrl}/api/v1/authorization/twitter/callback`;
  const configure = (oidc: typeof Oidc) =>
    prepare(
      oidc,
      new oidc.Configuration(
        {
          issuer: new URL(settings.authorizationUrl).origin,
          authorization_endpoint: settings.authorizationUrl,
          token_endpoint: settings.tokenUrl,
        },
        settings.clientId,
        settings.clientSecret,
        // Twitter authenticates confidential clients with HTTP Basic.
        oidc.ClientSecretBasic(settings.clientSecret),
      ),
      [settings.authorizationUrl, settings.tokenUrl, settings.userInfoUrl],
    );
  let configuration: Oidc.Configuration | null = null;
  const configured = async () => {
    const oidc = await oidcLibrary();
    configuration ??= configure(oidc);
    return { oidc, configuration };
  };
  return {
    name: 'twitter',
    redirectUri,
    newChecks: () => newChecks(false),
    async authorizationUrl(checks) {
      const parameters = await authorizationParameters(checks, redirectUri, TWITTER_SCOPES);
      const { oidc, configuration } = await configured();
      return oidc.buildAuthorizationUrl(configuration, parameters);
    },
    async profile(query, checks) {
      const { oidc, configuration } = await configured();
      const tokens = await oidc.authorizationCodeGrant(
        configuration,
        callbackUrl(redirectUri, query),
        { pkceCodeVerifier: checks.codeVerifier, expectedState: checks.state },
      );
      const response = await oidc.fetchProtectedResource(
        configuration,
        tokens.access_token,
        new URL(settings.userInfoUrl),
        'GET',
      );
      if (!response.ok) throw new Error(`Twitter users/me answered ${response.status}`);
      return twitterProfile(await response.json());
    },
  };
}

/** `{ data: { id, username, name, confirmed_email?, profile_image_url? } }` (X API v2 users/me). */
function twitterProfile(body: unknown): OAuthProfile {
  const data = (body as { data?: Record<string, unknown> } | null)?.data;
  const subject = text(data?.id);
  if (!data || !subject) throw new Error('Twitter users/me answered without data.id');
  const email = text(data.confirmed_email);
  return {
    subject,
    email,
    // X only ever returns a confirmed address in confirmed_email.
    isEmailVerified: email !== null,
    name: text(data.name) ?? text(data.username) ?? '',
    pic: text(data.profile_image_url),
  };
}
