import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';

/** spec 2 §2: the auth-required modal, with sign-up and go-to-store buttons. */
export function AuthRequiredModal({
  onClose,
  onSignUp,
}: {
  onClose: () => void;
  onSignUp: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={onClose}
      className="auth-required"
      testId="auth-required"
      initialFocus=".dialog-actions .button"
    >
      <DialogHeader title={t('auth.required.title')} titleId={titleId} onClose={onClose} />
      <div className="dialog-body">
        <p>{t('auth.required.text')}</p>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onSignUp}>
            {t('auth.required.signUp')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              onClose();
              void navigate('/');
            }}
          >
            {t('common.goToStore')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
