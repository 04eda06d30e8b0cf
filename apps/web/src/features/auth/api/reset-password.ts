import { CodeChallenge, Ok, PasswordResetToken } from '@parallax/core/contracts/auth';
import { normalizeEmail } from '@parallax/core/rules/auth';
import { storeApi } from '@/lib/api-path';
import { apiSend } from '@/lib/http';

/** spec 1 §4: reset password → email confirmation → new password → login. */
export function startPasswordReset(email: string): Promise<CodeChallenge> {
  return apiSend(
    'POST',
    storeApi('/auth/password/reset'),
    { email: normalizeEmail(email) },
    CodeChallenge,
  );
}

export function resendPasswordResetCode(token: string): Promise<CodeChallenge> {
  return apiSend('POST', storeApi('/auth/password/reset/resend'), { token }, CodeChallenge);
}

/** The code is right: answers the token that allows one password update. */
export function confirmPasswordReset(token: string, confirmation: string): Promise<string> {
  return apiSend(
    'POST',
    storeApi('/auth/password/reset/confirm'),
    { token, confirmation },
    PasswordResetToken,
  ).then((answer) => answer.token);
}

export function resetPassword(token: string, password: string): Promise<unknown> {
  return apiSend('POST', storeApi('/auth/password/reset/update'), { token, password }, Ok);
}
