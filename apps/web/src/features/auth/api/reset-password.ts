import type { CodeChallenge } from '@parallax/core/contracts/auth';
import { authEndpoints } from '@parallax/core/endpoints/auth';
import { normalizeEmail } from '@parallax/core/rules/auth';
import { callEndpoint } from '@/lib/api-client';

/** spec 1 §4: reset password → email confirmation → new password → login. */
export function startPasswordReset(email: string): Promise<CodeChallenge> {
  return callEndpoint(authEndpoints.startPasswordReset, {
    prefix: 'store',
    body: { email: normalizeEmail(email) },
  });
}

export function resendPasswordResetCode(token: string): Promise<CodeChallenge> {
  return callEndpoint(authEndpoints.resendPasswordReset, { prefix: 'store', body: { token } });
}

/** The code is right: answers the token that allows one password update. */
export function confirmPasswordReset(token: string, confirmation: string): Promise<string> {
  return callEndpoint(authEndpoints.confirmPasswordReset, {
    prefix: 'store',
    body: { token, confirmation },
  }).then((answer) => answer.token);
}

export function resetPassword(token: string, password: string): Promise<unknown> {
  return callEndpoint(authEndpoints.resetPassword, { prefix: 'store', body: { token, password } });
}
