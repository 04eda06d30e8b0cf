import type { Dispatch, FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import type { AuthModalAction, FieldErrors, FieldName } from './auth-modal-machine';
import { submitFailure } from './form-errors';

type Submission = {
  /** Problems found before sending (collectProblems); any of them keeps the form from sending. */
  problems: FieldErrors;
  /** The fields whose schema messages from the server are shown under them (spec 1 §8). */
  fields: readonly FieldName[];
  send: () => Promise<void>;
  /** Runs first when sending fails. */
  onFailure?: () => void;
};

/**
 * The submit of an auth modal form: check, then send. Problems go under their fields and focus
 * moves to the first of them; other failures show under the form. `prepare` is read at submit
 * time; it returns null to stop there (having dispatched what happens instead).
 */
export function useAuthFormSubmit(isLoading: boolean, dispatch: Dispatch<AuthModalAction>) {
  const { i18n } = useTranslation();
  return (prepare: () => Submission | null) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (isLoading) return;
    const submission = prepare();
    if (!submission) return;
    if (Object.keys(submission.problems).length > 0) {
      dispatch({ type: 'validationFailed', fieldErrors: submission.problems });
      focusFirstInvalid(form);
      return;
    }
    dispatch({ type: 'submitStarted' });
    try {
      await submission.send();
    } catch (error) {
      submission.onFailure?.();
      const failure = submitFailure(error, submission.fields, (key) => i18n.exists(key));
      dispatch({ type: 'submitFailed', ...failure });
      if (failure.fieldErrors) focusFirstInvalid(form);
    }
  };
}
