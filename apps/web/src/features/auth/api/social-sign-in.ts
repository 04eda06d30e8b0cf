import type { SocialProviderName } from '@parallax/core/contracts/system';
import type { Endpoint } from '@parallax/core/endpoints/endpoint';
import { socialEndpoints } from '@parallax/core/endpoints/social';
import { endpointUrl } from '@/lib/api-client';
import { readAttribution } from '@/data/marketing/attribution';
import { getDeviceId, VARIANT } from '@/lib/platform';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';

const START_ENDPOINTS = {
  google: socialEndpoints.googleStart,
  twitter: socialEndpoints.twitterStart,
} satisfies Record<SocialProviderName, Endpoint>;

/** spec 1 §7: the redirect that starts a social sign-in, with the attribution and consent. */
export function socialSignInUrl(
  provider: SocialProviderName,
  emailConsent: boolean,
  returnPath: string,
): string {
  const { source, clientId, affiliateProgram } = readAttribution();
  const query = new URLSearchParams({ platform: VARIANT.platform });
  if (source) query.set('source', source);
  if (clientId) query.set('clientId', clientId);
  if (affiliateProgram) query.set('affiliateProgram', affiliateProgram);
  query.set('emailConsent', String(emailConsent));
  query.set('clientIdentifier', getDeviceId());
  query.set('returnPath', returnPath);
  return `${endpointUrl(START_ENDPOINTS[provider], {})}?${query.toString()}`;
}

/** spec 1 §2 social return page: it reads where the sign-in started. */
export function rememberReturnPath(returnPath: string): void {
  writeStorage(STORAGE_KEYS.returnPath, returnPath);
}
