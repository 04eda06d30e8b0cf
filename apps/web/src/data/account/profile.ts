import type { UserInfo } from '@parallax/core/contracts/auth';
import type { ProfileUpdate } from '@parallax/core/contracts/user-settings';
import { profileEndpoints } from '@parallax/core/endpoints/profile';
import { callEndpoint } from '@/lib/api-client';

/**
 * spec 1 §7 profile update (PATCH /settings/user/profile): settings toggles, and the choices a
 * visitor made on the age gate and cookie banner (`additionalData`). Answers the updated user.
 */
export function updateProfile(patch: ProfileUpdate): Promise<UserInfo> {
  return callEndpoint(profileEndpoints.updateProfile, { prefix: 'store', body: patch });
}

/** spec 1 §7 age check start: the answer's redirectUrl is opened. */
export function startAgeVerification(): Promise<string> {
  return callEndpoint(profileEndpoints.startAgeVerification, { prefix: 'store', body: {} }).then(
    (answer) => answer.redirectUrl,
  );
}
