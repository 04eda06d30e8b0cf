import { REPORT_MESSAGE_MAX } from '@parallax/core/rules/support';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { errorMessageKey } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import type { SupportSubject } from '@/data/support/support-context';
import { showToast } from '@/lib/toast';
import { reportContent } from '../api/support-api';
import {
  REPORT_FIELDS,
  REPORT_SENT_TOAST_MS,
  reportProblems,
  type ReportField,
} from '../model/report-form';
import { submitFailure } from '../model/submit-failure';
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
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Partial<Record<ReportField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useMutation({ mutationFn: reportContent });
  const isBusy = send.isPending;
  const close = () => {
    if (!isBusy) onClose();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = { contentPackId: subject.contentPackId, message };
    const found = reportProblems(body);
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    try {
      await send.mutateAsync(body);
      showToast('reportContent.sent', { tone: 'success', durationMs: REPORT_SENT_TOAST_MS });
      onClose();
    } catch (error) {
      const failure = submitFailure(error, REPORT_FIELDS);
      if (failure.kind === 'fields') {
        setProblems(failure.problems);
        focusFirstInvalid(form);
      } else if (failure.kind === 'refused') {
        setRefusal(failure.messageKey);
      } else {
        // spec 2 §8: a failed report is a generic toast.
        showToast(errorMessageKey(error), { tone: 'error' });
      }
    }
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
          onChange={(value) => {
            setMessage(value);
            setProblems((current) => ({ ...current, message: undefined }));
          }}
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
