import { useCallback, type Dispatch } from 'react';
import { useSession } from '@/data/session/session-context';
import type { AuthModalAction } from './auth-modal-machine';
import { interpretLoginResult, type LoginResponse } from './login-result';

/** Applies a login answer to the session and the modal (spec 1 §4 login result). */
export function useFinishLogin(dispatch: Dispatch<AuthModalAction>) {
  const { completeSignIn, failSignIn, logout } = useSession();
  return useCallback(
    (response: LoginResponse) => {
      const outcome = interpretLoginResult(response);
      switch (outcome.kind) {
        case 'signedIn':
          completeSignIn(outcome.user);
          dispatch({ type: 'signInCompleted' });
          return;
        case 'emailNotConfirmed':
          void logout({ isServerDone: true });
          dispatch({
            type: 'emailConfirmationRequired',
            email: outcome.email,
            challenge: outcome.challenge,
            resendSeconds: outcome.resendSeconds,
            now: Date.now(),
          });
          return;
        case 'badCredentials':
          failSignIn();
          dispatch({ type: 'submitFailed', error: 'errors.bad_credentials' });
      }
    },
    [completeSignIn, failSignIn, logout, dispatch],
  );
}
