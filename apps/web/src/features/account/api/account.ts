import { LoginResult, Ok } from '@parallax/core/contracts/auth';
import { normalizeEmail } from '@parallax/core/rules/auth';
import { storeApi } from '@/lib/api-path';
import { apiSend } from '@/lib/http';
import { getDeviceId, PLATFORM } from '@/lib/platform';

/** DELETE /settings/user (spec 2 §5: refused with 409 ActiveSubscription while subscribed). */
export function deleteAccount(): Promise<void> {
  return apiSend('DELETE', storeApi('/settings/user'));
}

/** spec 1 §4 unsubscribe page: consent false with the e-mailed token. */
export function unsubscribeEmail(token: string): Promise<unknown> {
  return apiSend('POST', storeApi('/settings/user/email-consent'), { isConsent: false, token }, Ok);
}

/**
 * The quick-registration confirm (spec 1 §3 update: newPassword and an optional email, with the
 * e-mailed token). The address is sent only when the user changed it.
 */
export function confirmQuickRegistration(
  token: string,
  newPassword: string,
  email?: string,
): Promise<LoginResult> {
  return apiSend(
    'POST',
    storeApi('/registration/quick/confirm'),
    {
      token,
      newPassword,
      ...(email ? { email: normalizeEmail(email) } : {}),
      clientIdentifier: getDeviceId(),
      clientType: PLATFORM,
    },
    LoginResult,
  );
}
