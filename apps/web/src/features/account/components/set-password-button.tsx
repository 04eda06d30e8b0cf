import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Dialog } from '@/components/ui/dialog';
import { CloseIcon } from '@/components/ui/icons';
import { useSession } from '@/data/session/session-context';
import { PasswordForm } from './password-form';

/**
 * A Set password button opening the control panel's set-password form in a dialog, for a user
 * who signed up with a social account (spec 2 §2: the Meta store guide offers it). Once the
 * password is set the user has one, and whoever shows this button stops showing it.
 */
export function SetPasswordButton() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  if (!user) return null;
  return (
    <>
      <button
        type="button"
        className="button button-small"
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        {t('account.setPassword')}
      </button>
      {isOpen && (
        <Dialog
          labelledBy={titleId}
          onRequestClose={() => setIsOpen(false)}
          testId="set-password-dialog"
        >
          <div className="dialog-header">
            <button
              type="button"
              className="icon-button dialog-close"
              onClick={() => setIsOpen(false)}
              aria-label={t('common.close')}
            >
              <CloseIcon />
            </button>
          </div>
          {/* The form's own heading names the dialog. */}
          <div className="dialog-body">
            <PasswordForm hasPassword={user.hasPassword} email={user.email} titleId={titleId} />
          </div>
        </Dialog>
      )}
    </>
  );
}
