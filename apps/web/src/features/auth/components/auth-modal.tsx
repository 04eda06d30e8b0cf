import { useId, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { BackIcon, CloseIcon } from '@/components/ui/icons';
import type { AuthModalAction, AuthModalState } from '../model/auth-modal-machine';
import { EmailConfirmationForm } from './email-confirmation-form';
import { LoginForm } from './login-form';
import { NewPasswordForm } from './new-password-form';
import { OneTimeLogin } from './one-time-login';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

export type AuthModeProps = {
  state: AuthModalState;
  dispatch: Dispatch<AuthModalAction>;
};

/** The authentication modal (spec 1 §2): six modes in one dialog. Loaded on first opening. */
export function AuthModal({ state, dispatch }: AuthModeProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const hasBack = state.mode !== 'login' && state.mode !== 'register';
  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={() => dispatch({ type: 'closed' })}
      className="auth-modal"
      testId="auth-modal"
    >
      <header className="dialog-header">
        {hasBack && (
          <button
            type="button"
            className="icon-button"
            onClick={() => dispatch({ type: 'wentBack' })}
            disabled={state.isLoading}
            aria-label={t('common.back')}
          >
            <BackIcon />
          </button>
        )}
        <h2 id={titleId} className="dialog-title">
          {t(`auth.titles.${state.mode}`)}
        </h2>
        {!state.isPermanent && (
          <button
            type="button"
            className="icon-button dialog-close"
            onClick={() => dispatch({ type: 'closed' })}
            disabled={state.isLoading}
            aria-label={t('common.close')}
          >
            <CloseIcon />
          </button>
        )}
      </header>
      <div className="dialog-body" data-mode={state.mode}>
        {state.mode === 'login' && <LoginForm state={state} dispatch={dispatch} />}
        {state.mode === 'register' && <RegisterForm state={state} dispatch={dispatch} />}
        {state.mode === 'emailConfirmation' && (
          <EmailConfirmationForm state={state} dispatch={dispatch} />
        )}
        {state.mode === 'resetPassword' && <ResetPasswordForm state={state} dispatch={dispatch} />}
        {state.mode === 'newPassword' && <NewPasswordForm state={state} dispatch={dispatch} />}
        {state.mode === 'Otp' && <OneTimeLogin state={state} dispatch={dispatch} />}
      </div>
    </Dialog>
  );
}

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

export function SubmitButton({ isLoading, label }: { isLoading: boolean; label: string }) {
  return (
    <button
      type="submit"
      className="button button-block"
      disabled={isLoading}
      aria-busy={isLoading || undefined}
    >
      {isLoading ? <span className="spinner" aria-hidden="true" /> : null}
      {label}
    </button>
  );
}
