import type { SocialProviderName } from '@parallax/core/contracts/system';
import { readAttribution } from '@/lib/marketing';
import { getDeviceId, PLATFORM } from '@/lib/platform';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';

const START_PATHS: Record<SocialProviderName, string> = {
  google: '/oauth2/authorization/google',
  twitter: '/api/v1/authorization/twitter',
};

/** spec 1 §7: the redirect that starts a social sign-in, with the attribution and consent. */
export function socialSignInUrl(
  provider: SocialProviderName,
  emailConsent: boolean,
  returnPath: string,
): string {
  const { source, clientId, affiliateProgram } = readAttribution();
  const query = new URLSearchParams({ platform: PLATFORM });
  if (source) query.set('source', source);
  if (clientId) query.set('clientId', clientId);
  if (affiliateProgram) query.set('affiliateProgram', affiliateProgram);
  query.set('emailConsent', String(emailConsent));
  query.set('clientIdentifier', getDeviceId());
  query.set('returnPath', returnPath);
  return `${START_PATHS[provider]}?${query.toString()}`;
}

/** spec 1 §2 social return page: it reads where the sign-in started. */
export function rememberReturnPath(returnPath: string): void {
  writeStorage(STORAGE_KEYS.returnPath, returnPath);
}
