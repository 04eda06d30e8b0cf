import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import { useTranslation } from '@/lib/i18n';
import type { SupportSubject } from '@/data/support/support-context';
import { SupportRequestForm, type SentSupportRequest } from './support-request-form';

/** The support form in a dialog, about a pack when opened from its page or the player. */
export function SupportRequestDialog({
  subject,
  onSent,
  onClose,
}: {
  subject: SupportSubject | null;
  onSent: (sent: SentSupportRequest) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [isBusy, setIsBusy] = useState(false);
  const close = () => {
    if (!isBusy) onClose();
  };
  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={close}
      className="support-dialog"
      testId="support-request-dialog"
    >
      <DialogHeader
        title={t('supportRequest.title')}
        titleId={titleId}
        onClose={close}
        isDisabled={isBusy}
      />
      <div className="dialog-body">
        <p className="support-intro">{t('supportRequest.intro')}</p>
        {subject && (
          <p className="support-subject" data-testid="support-subject">
            {t('supportRequest.about', { title: subject.title })}
          </p>
        )}
        <SupportRequestForm
          contentId={subject?.contentPackId ?? null}
          onSent={onSent}
          onBusyChange={setIsBusy}
        />
      </div>
    </Dialog>
  );
}
