import type { Language, Platform } from '@parallax/core/platform';

/** The sign-in parameters carried from the redirect to the callback in the state row. */
export type CarriedParams = {
  platform: Platform;
  language: Language;
  emailConsent?: 'true' | 'false';
  clientIdentifier?: string;
  returnPath?: string;
  source?: string;
  clientId?: string;
  affiliateProgram?: string;
};

/**
 * Why a social sign-in ended without a session; the social return page receives it as `error`.
 * access_denied: the user said no at the provider. invalid_state: unknown, expired or replayed
 * state. email_required: a new Twitter account shared no e-mail. email_exists: an unverified
 * address belongs to another account. sign_in_failed: the provider exchange failed.
 * provider_not_configured: this server has no settings for the provider (an old link, a typed
 * address: the app itself offers only configured providers).
 */
export type SocialFailureCode =
  | 'access_denied'
  | 'invalid_state'
  | 'email_required'
  | 'email_exists'
  | 'sign_in_failed'
  | 'provider_not_configured';
