import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import type { AuthModeProps } from './auth-form-parts';
import { EmailConfirmationForm } from './email-confirmation-form';
import { LoginForm } from './login-form';
import { NewPasswordForm } from './new-password-form';
import { OneTimeLogin } from './one-time-login';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

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
      <DialogHeader
        title={t(`auth.titles.${state.mode}`)}
        titleId={titleId}
        onBack={hasBack ? () => dispatch({ type: 'wentBack' }) : undefined}
        onClose={state.isPermanent ? undefined : () => dispatch({ type: 'closed' })}
        isDisabled={state.isLoading}
      />
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
