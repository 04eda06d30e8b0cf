import type { UserInfo } from '@parallax/core/contracts/auth';
import { accountEndpoints } from '@parallax/core/endpoints/account';
import { callEndpoint } from '@/lib/api-client';
import { ApiError } from '@/lib/http';

/** PUT /settings/user/password: change a password, knowing the old one. */
export function changePassword(oldPassword: string, newPassword: string): Promise<unknown> {
  return callEndpoint(accountEndpoints.changePassword, {
    prefix: 'store',
    body: { oldPassword, newPassword },
  });
}

/** POST /settings/user/password: a first password for a social or quick-registered account. */
export function setPassword(newPassword: string): Promise<UserInfo> {
  // The answer is the updated user (its status leaves NotSetPassword).
  return callEndpoint(accountEndpoints.setPassword, { prefix: 'store', body: { newPassword } });
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
