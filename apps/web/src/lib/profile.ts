import type { ProfileUpdate } from '@parallax/core/contracts/auth';
import { AgeCheckStart, UserInfo } from '@parallax/core/contracts/auth';
import { storeApi } from './api-path';
import { apiSend } from './http';

/**
 * spec 1 §7 profile update (PATCH /settings/user/profile): settings toggles, and the choices a
 * visitor made on the age gate and cookie banner (`additionalData`). Answers the updated user.
 */
export function updateProfile(patch: ProfileUpdate): Promise<UserInfo> {
  return apiSend('PATCH', storeApi('/settings/user/profile'), patch, UserInfo);
}

/** spec 1 §7 age check start: the answer's redirectUrl is opened. */
export function startAgeVerification(): Promise<string> {
  return apiSend('POST', storeApi('/settings/user/age-verification'), {}, AgeCheckStart).then(
    (answer) => answer.redirectUrl,
  );
}
