import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { errorMessageKey } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { reportContent } from '../api/support-api';
import {
  REPORT_FIELDS,
  REPORT_SENT_TOAST_MS,
  reportProblems,
  type ReportField,
} from './report-form';
import { submitFailure } from './submit-failure';

/** The report's message, its problems (the server's contract), the refusal and the send. */
export function useReportContentSubmit(contentPackId: string, onSent: () => void) {
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Partial<Record<ReportField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useMutation({ mutationFn: reportContent });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = { contentPackId, message };
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
      onSent();
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
  const changeMessage = (value: string) => {
    setMessage(value);
    setProblems((current) => ({ ...current, message: undefined }));
  };

  return { message, changeMessage, problems, refusal, isBusy: send.isPending, handleSubmit };
}
