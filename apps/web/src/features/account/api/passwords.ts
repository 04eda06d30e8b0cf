import { Ok, UserInfo } from '@parallax/core/contracts/auth';
import { storeApi } from '@/lib/api-path';
import { ApiError, apiSend } from '@/lib/http';

/** PUT /settings/user/password: change a password, knowing the old one. */
export function changePassword(oldPassword: string, newPassword: string): Promise<unknown> {
  return apiSend('PUT', storeApi('/settings/user/password'), { oldPassword, newPassword }, Ok);
}

/** POST /settings/user/password: a first password for a social or quick-registered account. */
export function setPassword(newPassword: string): Promise<UserInfo> {
  // The answer is the updated user (its status leaves NotSetPassword).
  return apiSend('POST', storeApi('/settings/user/password'), { newPassword }, UserInfo);
}

/** spec 1 §8: password errors are logged with errorType and message, defaulting to unknown. */
export function logPasswordError(action: string, error: unknown): void {
  const { errorType, message } =
    error instanceof ApiError ? error : { errorType: 'unknown', message: 'unknown' };
  console.error(
    `${action} failed`,
    { errorType, message },
    ...(error instanceof ApiError ? [] : [error]),
  );
}
