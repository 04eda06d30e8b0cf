import { emailProblem, passwordProblem, usernameProblem } from '@parallax/core/rules/auth';
import type { Dispatch } from 'react';
import { useSession } from '@/data/session/session-context';
import { collectProblems } from '@/lib/form-problems';
import { isEmailInViewerSystem, isEmailTaken, isUsernameTaken, register } from '../api/register';
import type { AuthModalAction, AuthModalState } from './auth-modal-machine';
import { useAuthFormSubmit } from './use-auth-form-submit';

/**
 * The register form's checks and submission (spec 1 §5): the username and address are checked
 * when their field is left; a sign-up asks for the e-mailed code next.
 */
export function useRegisterForm(state: AuthModalState, dispatch: Dispatch<AuthModalAction>) {
  const { auth } = useSession();
  const submit = useAuthFormSubmit(state.isLoading, dispatch);
  const { fields } = state;

  // spec 1 §5: the username and e-mail must not be taken; checked when the field is left.
  const checkUsername = async (value: string) => {
    if (usernameProblem(value)) return;
    const isTaken = await isUsernameTaken(value).catch(() => false);
    dispatch({
      type: 'fieldChecked',
      field: 'username',
      value,
      error: isTaken ? 'errors.username_exists' : null,
    });
  };
  // An address of the viewer system is also a store account, so that answer is asked first:
  // it turns "taken" into "log in instead" (spec 1 §5).
  const checkEmail = async (value: string) => {
    if (emailProblem(value)) return;
    let error: string | null = null;
    if (await isEmailInViewerSystem(value).catch(() => false)) error = 'errors.email_exists_viewer';
    else if (await isEmailTaken(value).catch(() => false)) error = 'errors.email_exists';
    dispatch({ type: 'fieldChecked', field: 'email', value, error });
  };
  const logInWithEmail = () => {
    dispatch({ type: 'fieldChanged', field: 'identifier', value: fields.email.trim() });
    dispatch({ type: 'toggled' });
  };

  const handleSubmit = submit(() => ({
    problems: collectProblems({
      username: usernameProblem(fields.username),
      email: emailProblem(fields.email),
      password: passwordProblem(fields.password),
    }),
    fields: ['username', 'email', 'password'],
    send: async () => {
      const challenge = await register({
        username: fields.username,
        email: fields.email,
        password: fields.password,
        emailConsent: auth.emailConsent,
      });
      dispatch({
        type: 'emailConfirmationRequired',
        email: fields.email.trim().toLowerCase(),
        challenge,
        now: Date.now(),
      });
    },
  }));

  return { checkUsername, checkEmail, logInWithEmail, handleSubmit };
}
