import { codeProblem } from '@parallax/core/rules/auth';
import type { Dispatch } from 'react';
import { errorMessageKey, hasErrorType } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { confirmRegistration, resendRegistrationCode } from '../api/register';
import { confirmPasswordReset, resendPasswordResetCode } from '../api/reset-password';
import type { AuthModalAction, EmailConfirmation } from './auth-modal-machine';
import type { LoginResponse } from './login-result';

export const NOTICE_MS = 5000;

type ResendDeps = { confirmation: EmailConfirmation; dispatch: Dispatch<AuthModalAction> };
type SubmitDeps = ResendDeps & { finishLogin: (response: LoginResponse) => void };

/**
 * Sends the e-mailed code (spec 1 §2): it confirms a registration (or an unconfirmed login) or a
 * password reset, depending on where the user came from.
 */
export async function submitCode(
  code: string,
  { confirmation, dispatch, finishLogin }: SubmitDeps,
) {
  const problem = codeProblem(code);
  if (problem) {
    dispatch({ type: 'submitFailed', error: `errors.${problem}` });
    return;
  }
  dispatch({ type: 'submitStarted' });
  try {
    if (confirmation.previousMode === 'resetPassword') {
      const resetToken = await confirmPasswordReset(confirmation.token, code);
      dispatch({ type: 'resetTokenReceived', token: resetToken });
    } else {
      finishLogin(await confirmRegistration(confirmation.token, code));
    }
  } catch (error) {
    dispatch({ type: 'submitFailed', error: errorMessageKey(error) });
  }
}

/** Asks for a new code; LockedNotification locks resending (spec 1 §8). */
export async function resendCode({ confirmation, dispatch }: ResendDeps) {
  dispatch({ type: 'resendStarted' });
  try {
    const isReset = confirmation.previousMode === 'resetPassword';
    const challenge = await (isReset ? resendPasswordResetCode : resendRegistrationCode)(
      confirmation.token,
    );
    dispatch({ type: 'resendSucceeded', challenge, now: Date.now() });
    showToast('auth.notices.emailSent', { durationMs: NOTICE_MS, tone: 'success' });
  } catch (error) {
    dispatch({
      type: 'resendFailed',
      error: errorMessageKey(error),
      // spec 1 §8: LockedNotification locks resending.
      isLocked: hasErrorType(error, 'LockedNotification'),
    });
  }
}
