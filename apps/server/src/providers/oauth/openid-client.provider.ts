import type * as Oidc from 'openid-client';
import type { OAuthChecks } from './oauth.types.js';

export const TIMEOUT_SECONDS = 10;

/** openid-client, loaded by the first sign-in with a provider rather than with the server. */
let library: Promise<typeof Oidc> | null = null;
export const oidcLibrary = (): Promise<typeof Oidc> => (library ??= import('openid-client'));

/** What the start of a sign-in keeps for its callback: a fresh state, PKCE verifier and nonce. */
export async function newChecks(usesNonce: boolean): Promise<OAuthChecks> {
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
export function isLocalHttpOnly(urls: string[]): boolean {
  const http = urls.map((url) => new URL(url)).filter((url) => url.protocol === 'http:');
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  return http.length > 0 && http.every((url) => loopback.includes(url.hostname));
}

export function prepare(
  oidc: typeof Oidc,
  configuration: Oidc.Configuration,
  urls: string[],
): Oidc.Configuration {
  configuration.timeout = TIMEOUT_SECONDS;
  if (isLocalHttpOnly(urls)) oidc.allowInsecureRequests(configuration);
  return configuration;
}

/** A non-empty string claim, else null. */
export const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export function callbackUrl(redirectUri: string, query: Record<string, string>): URL {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}

export async function authorizationParameters(
  checks: OAuthChecks,
  redirectUri: string,
  scope: string,
) {
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
