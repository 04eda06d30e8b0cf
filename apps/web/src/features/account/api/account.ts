import type { LoginResult } from '@parallax/core/contracts/auth';
import { accountEndpoints } from '@parallax/core/endpoints/account';
import { authEndpoints } from '@parallax/core/endpoints/auth';
import { normalizeEmail } from '@parallax/core/rules/auth';
import { callEndpoint } from '@/lib/api-client';
import { getDeviceId, VARIANT } from '@/lib/platform';

/**
 * DELETE /settings/user (spec 2 §5: refused with 409 ActiveSubscription while subscribed). A
 * lifetime plan ends with the account: its holder says they were told (`endLifetimePlan`).
 */
export async function deleteAccount({ endLifetimePlan = false } = {}): Promise<void> {
  await callEndpoint(accountEndpoints.deleteAccount, {
    prefix: 'store',
    ...(endLifetimePlan ? { query: { endLifetimePlan: 'true' } } : {}),
  });
}

/** spec 1 §4 unsubscribe page: consent false with the e-mailed token. */
export function unsubscribeEmail(token: string): Promise<unknown> {
  return callEndpoint(accountEndpoints.emailConsent, {
    prefix: 'store',
    body: { isConsent: false, token },
  });
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
  return callEndpoint(authEndpoints.confirmQuickRegistration, {
    prefix: 'store',
    body: {
      token,
      newPassword,
      ...(email ? { email: normalizeEmail(email) } : {}),
      clientIdentifier: getDeviceId(),
      clientType: VARIANT.platform,
    },
  });
}
