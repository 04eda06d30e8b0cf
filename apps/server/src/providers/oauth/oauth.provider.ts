import { SOCIAL_PROVIDERS } from '@parallax/core/contracts/system';
import type { Config } from '../../config.js';
import { googleProvider } from './google.provider.js';
import type { OAuthProviderName, OAuthProviders } from './oauth.types.js';
import { twitterProvider } from './twitter.provider.js';

/**
 * The providers this server has settings for (openid-client does the protocol, loaded by the
 * first sign-in rather than with the server).
 */
export function createOAuthProviders(
  config: Pick<Config, 'google' | 'twitter' | 'publicUrl'>,
): OAuthProviders {
  return {
    google: config.google ? googleProvider(config.google, config.publicUrl) : null,
    twitter: config.twitter ? twitterProvider(config.twitter, config.publicUrl) : null,
  };
}

/** The providers with settings (a client id and secret), which the app may offer. */
export function configuredOAuthProviders(
  config: Pick<Config, 'google' | 'twitter'>,
): OAuthProviderName[] {
  return SOCIAL_PROVIDERS.filter((name) => config[name] !== null && config[name] !== undefined);
}
