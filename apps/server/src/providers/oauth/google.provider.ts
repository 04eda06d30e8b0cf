import type * as Oidc from 'openid-client';
import type { Config } from '../../config.js';
import type { OAuthProvider } from './oauth.types.js';
import {
  authorizationParameters,
  callbackUrl,
  isLocalHttpOnly,
  newChecks,
  oidcLibrary,
  prepare,
  text,
  TIMEOUT_SECONDS,
} from './openid-client.provider.js';

/** Google: OpenID Connect with discovery; the identity comes from the checked ID token. */
export function googleProvider(
  settings: NonNullable<Config['google']>,
  publicUrl: string,
): OAuthProvider {
  const redirectUri = `${publicUrl}/login/oauth2/code/google`;
  // Discovered once per process; a failed discovery is retried on the next sign-in.
  let configuration: Promise<Oidc.Configuration> | null = null;
  const configured = (): Promise<Oidc.Configuration> => {
    configuration ??= oidcLibrary()
      .then(async (oidc) => {
        const discovered = await oidc.discovery(
          new URL(settings.issuer),
          settings.clientId,
          settings.clientSecret,
          undefined,
          {
            timeout: TIMEOUT_SECONDS,
            execute: isLocalHttpOnly([settings.issuer]) ? [oidc.allowInsecureRequests] : [],
          },
        );
        return prepare(oidc, discovered, [settings.issuer]);
      })
      .catch((error: unknown) => {
        configuration = null;
        throw error;
      });
    return configuration;
  };
  return {
    name: 'google',
    redirectUri,
    newChecks: () => newChecks(true),
    async authorizationUrl(checks) {
      const parameters = await authorizationParameters(checks, redirectUri, 'openid email profile');
      return (await oidcLibrary()).buildAuthorizationUrl(await configured(), parameters);
    },
    async profile(query, checks) {
      const oidc = await oidcLibrary();
      const tokens = await oidc.authorizationCodeGrant(
        await configured(),
        callbackUrl(redirectUri, query),
        {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          ...(checks.nonce ? { expectedNonce: checks.nonce } : {}),
          idTokenExpected: true,
        },
      );
      const claims = tokens.claims();
      if (!claims) throw new Error('Google answered without an ID token');
      return {
        subject: claims.sub,
        email: text(claims.email),
        isEmailVerified: claims.email_verified === true,
        name: text(claims.name) ?? '',
        pic: text(claims.picture),
      };
    },
  };
}
