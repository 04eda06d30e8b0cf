import type { SocialProviderName } from '@parallax/core/contracts/system';

/** The OAuth providers a user may sign in with (spec 1 §7): Google and Twitter (X). */
export type OAuthProviderName = SocialProviderName;

/** Who the provider says signed in. `email` is null when the provider shared none. */
export type OAuthProfile = {
  subject: string;
  email: string | null;
  /** Only a verified address may link to an existing account. */
  isEmailVerified: boolean;
  name: string;
  pic: string | null;
};

/** What the start of a sign-in keeps for its callback. */
export type OAuthChecks = { state: string; codeVerifier: string; nonce: string | null };

/** An OAuth 2.0 provider behind the few calls sign-in needs. */
export type OAuthProvider = {
  name: OAuthProviderName;
  redirectUri: string;
  /** A fresh state, PKCE verifier and (for OpenID Connect) nonce for a sign-in to start with. */
  newChecks(): Promise<OAuthChecks>;
  authorizationUrl(checks: OAuthChecks): Promise<URL>;
  /** Exchanges the code of the callback (PKCE, state and, for OIDC, nonce checked) for a profile. */
  profile(callbackQuery: Record<string, string>, checks: OAuthChecks): Promise<OAuthProfile>;
};

/** Every provider, null where this server has no settings for it. */
export type OAuthProviders = Record<OAuthProviderName, OAuthProvider | null>;
