import type { UserInfo } from '@parallax/core/contracts/auth';
import type { ProfileUpdate } from '@parallax/core/contracts/user-settings';
import { accountEndpoints } from '@parallax/core/endpoints/account';
import { callEndpoint } from '@/lib/api-client';

/**
 * spec 1 §7 profile update (PATCH /settings/user/profile): settings toggles, and the choices a
 * visitor made on the age gate and cookie banner (`additionalData`). Answers the updated user.
 */
export function updateProfile(patch: ProfileUpdate): Promise<UserInfo> {
  return callEndpoint(accountEndpoints.updateProfile, { prefix: 'store', body: patch });
}

/** spec 1 §7 age check start: the answer's redirectUrl is opened. */
export function startAgeVerification(): Promise<string> {
  return callEndpoint(accountEndpoints.startAgeVerification, { prefix: 'store', body: {} }).then(
    (answer) => answer.redirectUrl,
  );
}
