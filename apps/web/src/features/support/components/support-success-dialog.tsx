import { useId } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import { useTranslation } from '@/lib/i18n';
import type { SentSupportRequest } from './support-request-form';

/** spec 2 §8: a support request that was sent ends in this modal. */
export function SupportSuccessDialog({
  sent,
  onClose,
}: {
  sent: SentSupportRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={onClose}
      className="support-dialog"
      testId="support-success"
      initialFocus="button.button"
    >
      <DialogHeader title={t('supportRequest.success.title')} titleId={titleId} onClose={onClose} />
      <div className="dialog-body">
        <p>{t('supportRequest.success.text', { email: sent.email })}</p>
        <p className="support-reference">
          {t('supportRequest.success.reference', { id: sent.id })}
        </p>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('supportRequest.success.close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
