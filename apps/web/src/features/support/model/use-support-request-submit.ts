import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { sendSupportRequest } from '../api/support-api';
import type { SentSupportRequest } from '../components/support-request-form';
import {
  canSendSupportRequest,
  emptySupportFields,
  SUPPORT_FIELDS,
  supportFieldProblem,
  supportRequestBody,
  supportRequestProblems,
  type SupportField,
  type SupportFields,
} from './support-form';
import { submitFailure } from './submit-failure';

type Options = {
  contentId: string | null;
  userEmail: string;
  onSent: (sent: SentSupportRequest) => void;
  onBusyChange?: (isBusy: boolean) => void;
};

/** The support form's fields, their problems (on leaving a field and on Send) and the send. */
export function useSupportRequestSubmit({ contentId, userEmail, onSent, onBusyChange }: Options) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<SupportFields>(() => emptySupportFields(userEmail));
  const [problems, setProblems] = useState<Partial<Record<SupportField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: sendSupportRequest,
    onMutate: () => onBusyChange?.(true),
    onSettled: () => onBusyChange?.(false),
  });
  const isBusy = send.isPending;
  const canSend = canSendSupportRequest(fields);

  const change = <Field extends keyof SupportFields>(field: Field, value: SupportFields[Field]) => {
    setFields((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  /** A required or limited field is checked as the user leaves it. */
  const check = (field: SupportField) =>
    setProblems((current) => ({ ...current, [field]: supportFieldProblem(fields, field) }));
  const messageOf = (field: SupportField) => {
    const key = problems[field];
    return key ? t(key) : undefined;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSend || isBusy) return;
    const form = event.currentTarget;
    const found = supportRequestProblems(fields, contentId);
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    try {
      const created = await send.mutateAsync(supportRequestBody(fields, contentId));
      onSent({ ...created, email: fields.email.trim() });
    } catch (error) {
      const failure = submitFailure(error, SUPPORT_FIELDS);
      if (failure.kind === 'fields') {
        setProblems(failure.problems);
        focusFirstInvalid(form);
      } else if (failure.kind === 'refused') {
        setRefusal(failure.messageKey);
      } else {
        // spec 2 §8: the support failure toast (ModalReportSupport.error).
        showToast('supportRequest.error', { tone: 'error' });
      }
    }
  };

  return { fields, change, check, messageOf, refusal, isBusy, canSend, handleSubmit };
}

export type SupportRequestSubmit = ReturnType<typeof useSupportRequestSubmit>;
