import { REPORT_MESSAGE_MAX } from '@parallax/core/rules/support';
import { useId } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/i18n';
import type { SupportSubject } from '@/data/support/support-context';
import { useReportContentSubmit } from '../model/use-report-content-submit';
import '../support.css';

/**
 * spec 2 §3, §5, §8 report content {contentPackId, message}: the message is required and at most
 * 1000 characters (checked by the server's own contract); success is a toast for 7 s, a failure a
 * generic toast, a refusal for sending too many (429) a message in the form.
 */
export function ReportContentDialog({
  subject,
  onClose,
}: {
  subject: SupportSubject;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { message, changeMessage, problems, refusal, isBusy, handleSubmit } =
    useReportContentSubmit(subject.contentPackId, onClose);
  const close = () => {
    if (!isBusy) onClose();
  };

  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={close}
      className="support-dialog"
      testId="report-content-dialog"
    >
      <DialogHeader
        title={t('reportContent.title')}
        titleId={titleId}
        onClose={close}
        isDisabled={isBusy}
      />
      <form
        className="dialog-body support-form"
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
      >
        <p className="support-intro">{t('reportContent.intro', { title: subject.title })}</p>
        {problems.contentPackId && (
          <p className="form-error" role="alert" data-testid="contentPackId-error">
            {t(problems.contentPackId)}
          </p>
        )}
        <TextField
          rows={5}
          label={t('reportContent.message')}
          name="message"
          value={message}
          onChange={changeMessage}
          error={problems.message ? t(problems.message) : undefined}
          hint={t('reportContent.messageHint', { max: REPORT_MESSAGE_MAX })}
          isDisabled={isBusy}
        />
        {refusal && (
          <p className="form-error" role="alert" data-testid="report-refusal">
            {t(refusal)}
          </p>
        )}
        <SubmitButton isBusy={isBusy} label={t('reportContent.send')} />
      </form>
    </Dialog>
  );
}
