import type { Dispatch } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { AuthModalAction, AuthModalState } from '../model/auth-modal-machine';

/** What every mode of the authentication modal is given: the modal's state and its dispatch. */
export type AuthModeProps = {
  state: AuthModalState;
  dispatch: Dispatch<AuthModalAction>;
};

/** The error under the form (spec 1 §8), announced when it appears. */
export function FormError({ error }: { error: string | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="form-error" role="alert" data-testid="auth-error">
      {t(error)}
    </p>
  );
}

/** The line under the login and register forms that switches to the other one. */
export function AuthSwitch({
  question,
  action,
  onSwitch,
  isDisabled,
}: {
  question: string;
  action: string;
  onSwitch: () => void;
  isDisabled: boolean;
}) {
  return (
    <p className="auth-switch">
      {question}{' '}
      <button
        type="button"
        className="link-button"
        onClick={onSwitch}
        disabled={isDisabled}
        data-testid="auth-toggle"
      >
        {action}
      </button>
    </p>
  );
}
