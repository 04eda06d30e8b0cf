import {
  SOCIAL_PROVIDERS,
  type SocialProviderName as ProviderName,
} from '@parallax/core/contracts/system';
import type * as Oidc from 'openid-client';
import type { Config } from '../../config.js';

export type SocialProviderName = ProviderName;

/** Who the provider says signed in. `email` is null when the provider shared none. */
export type SocialProfile = {
  subject: string;
  email: string | null;
  /** Only a verified address may link to an existing account. */
  isEmailVerified: boolean;
  name: string;
  pic: string | null;
};

/** What the start of a sign-in keeps for its callback. */
export type SocialChecks = { state: string; codeVerifier: string; nonce: string | null };

/** An OAuth 2.0 provider behind the few calls sign-in needs (openid-client does the protocol). */
export type SocialProvider = {
  name: SocialProviderName;
  redirectUri: string;
  usesNonce: boolean;
  authorizationUrl(checks: SocialChecks): Promise<URL>;
  /** Exchanges the code of the callback (PKCE, state and, for OIDC, nonce checked) for a profile. */
  profile(callbackQuery: Record<string, string>, checks: SocialChecks): Promise<SocialProfile>;
};

export type SocialProviders = Record<SocialProviderName, SocialProvider | null>;

const TIMEOUT_SECONDS = 10;
const TWITTER_SCOPES = 'users.read tweet.read users.email offline.access';

/** openid-client, loaded by the first sign-in with a provider rather than with the server. */
let library: Promise<typeof Oidc> | null = null;
const oidcLibrary = (): Promise<typeof Oidc> => (library ??= import('openid-client'));

/** What the start of a sign-in keeps for its callback: a fresh state, PKCE verifier and nonce. */
export async function newSocialChecks(usesNonce: boolean): Promise<SocialChecks> {
  const oidc = await oidcLibrary();
  return {
    state: oidc.randomState(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    nonce: usesNonce ? oidc.randomNonce() : null,
  };
}

/**
 * Plain http is allowed only when every http endpoint is on this machine (the tests' mock server,
 * local development); otherwise openid-client's TLS-only default stands.
 */
function isLocalHttpOnly(urls: string[]): boolean {
  const http = urls.map((url) => new URL(url)).filter((url) => url.protocol === 'http:');
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  return http.length > 0 && http.every((url) => loopback.includes(url.hostname));
}

function prepare(
  oidc: typeof Oidc,
  configuration: Oidc.Configuration,
  urls: string[],
): Oidc.Configuration {
  configuration.timeout = TIMEOUT_SECONDS;
  if (isLocalHttpOnly(urls)) oidc.allowInsecureRequests(configuration);
  return configuration;
}

/** A non-empty string claim, else null. */
const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

function callbackUrl(redirectUri: string, query: Record<string, string>): URL {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}

async function authorizationParameters(checks: SocialChecks, redirectUri: string, scope: string) {
  const oidc = await oidcLibrary();
  return {
    redirect_uri: redirectUri,
    scope,
    state: checks.state,
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
    ...(checks.nonce ? { nonce: checks.nonce } : {}),
  };
}

/** Google: OpenID Connect with discovery; the identity comes from the checked ID token. */
function googleProvider(
  settings: NonNullable<Config['google']>,
  publicUrl: string,
): SocialProvider {
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
    usesNonce: true,
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

/**
 * Twitter (X): OAuth 2.0 authorization code with PKCE, no OpenID Connect, so the server metadata
 * is given rather than discovered and the identity comes from the users/me endpoint.
 */
function twitterProvider(
  settings: NonNullable<Config['twitter']>,
  publicUrl: string,
): SocialProvider {
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
    usesNonce: false,
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
function twitterProfile(body: unknown): SocialProfile {
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

export function createSocialProviders(config: Pick<Config, 'google' | 'twitter' | 'publicUrl'>) {
  return {
    google: config.google ? googleProvider(config.google, config.publicUrl) : null,
    twitter: config.twitter ? twitterProvider(config.twitter, config.publicUrl) : null,
  } satisfies SocialProviders;
}

/** The providers with settings (a client id and secret), which the app may offer. */
export function configuredSocialProviders(
  config: Pick<Config, 'google' | 'twitter'>,
): SocialProviderName[] {
  return SOCIAL_PROVIDERS.filter((name) => config[name] !== null && config[name] !== undefined);
}
