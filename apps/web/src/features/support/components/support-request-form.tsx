import type { DeskTicketCreated } from '@parallax/core/contracts/support';
import { HEADSET_MODELS, VR_SETUPS } from '@parallax/core/rules/support';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/data/session/session-context';
import { showToast } from '@/lib/toast';
import { sendSupportRequest } from '../api/support-api';
import {
  asksGpuModel,
  asksHeadsetModelOther,
  canSendSupportRequest,
  emptySupportFields,
  SUPPORT_FIELDS,
  supportFieldProblem,
  supportRequestBody,
  supportRequestProblems,
  type SupportField,
  type SupportFields,
} from '../model/support-form';
import { submitFailure } from '../model/submit-failure';
import '../support.css';

/** A request the server took: its number, and the address the answer goes to. */
export type SentSupportRequest = DeskTicketCreated & { email: string };

/**
 * spec 2 §3, §5 the support form (supportRequestDto): e-mail (the signed-in user's to start with)
 * and the problem are required, and Send stays disabled while either is empty; the headset's
 * Other reveals a custom field, PC VR the graphics card. Messages show as a field is left and on
 * Send (the server's contract, the server's issues under their fields); a failure is the
 * ModalReportSupport.error toast, a refusal for sending too many (429) a message in the form.
 */
export function SupportRequestForm(props: FormProps) {
  const { user } = useSession();
  // Started again once the session is known, so a signed-in user's e-mail fills the field.
  return <SupportForm key={user?.id ?? 'guest'} {...props} userEmail={user?.email ?? ''} />;
}

type FormProps = {
  /** The pack the request is about (opened from its page), sent as contentId. */
  contentId: string | null;
  onSent: (sent: SentSupportRequest) => void;
  onBusyChange?: (isBusy: boolean) => void;
};

function SupportForm({
  contentId,
  onSent,
  onBusyChange,
  userEmail,
}: FormProps & { userEmail: string }) {
  const { t } = useTranslation();
  const hintId = useId();
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

  return (
    <form
      className="support-form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      data-testid="support-form"
    >
      <TextField
        label={t('supportRequest.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={(value) => change('email', value)}
        onBlur={() => check('email')}
        error={messageOf('email')}
        isDisabled={isBusy}
      />
      <TextField
        rows={5}
        label={t('supportRequest.problemDescription')}
        name="problemDescription"
        value={fields.problemDescription}
        onChange={(value) => change('problemDescription', value)}
        onBlur={() => check('problemDescription')}
        error={messageOf('problemDescription')}
        hint={t('supportRequest.problemHint')}
        isDisabled={isBusy}
      />
      <SelectField
        label={t('supportRequest.vrSetup')}
        name="vrSetup"
        value={fields.vrSetup}
        onChange={(value) => change('vrSetup', value)}
        options={VR_SETUPS.map((value) => ({
          value,
          label: t(`supportRequest.vrSetups.${value}`),
        }))}
        emptyLabel={t('supportRequest.notChosen')}
        isDisabled={isBusy}
      />
      {asksGpuModel(fields) && (
        <TextField
          label={t('supportRequest.gpuModel')}
          name="gpuModel"
          value={fields.gpuModel}
          onChange={(value) => change('gpuModel', value)}
          onBlur={() => check('gpuModel')}
          error={messageOf('gpuModel')}
          hint={t('supportRequest.gpuHint')}
          isDisabled={isBusy}
        />
      )}
      <SelectField
        label={t('supportRequest.headsetModel')}
        name="headsetModel"
        value={fields.headsetModel}
        onChange={(value) => change('headsetModel', value)}
        options={HEADSET_MODELS.map((value) => ({
          value,
          label: t(`supportRequest.headsetModels.${value}`),
        }))}
        emptyLabel={t('supportRequest.notChosen')}
        isDisabled={isBusy}
      />
      {asksHeadsetModelOther(fields) && (
        <TextField
          label={t('supportRequest.headsetModelOther')}
          name="headsetModelOther"
          value={fields.headsetModelOther}
          onChange={(value) => change('headsetModelOther', value)}
          onBlur={() => check('headsetModelOther')}
          error={messageOf('headsetModelOther')}
          isDisabled={isBusy}
        />
      )}
      {refusal && (
        <p className="form-error" role="alert" data-testid="support-refusal">
          {t(refusal)}
        </p>
      )}
      <button
        type="submit"
        className="button button-block"
        disabled={!canSend || isBusy}
        aria-busy={isBusy || undefined}
        aria-describedby={canSend ? undefined : hintId}
      >
        {isBusy && <span className="spinner" aria-hidden="true" />}
        {t('supportRequest.send')}
      </button>
      {!canSend && (
        <p id={hintId} className="field-hint support-send-hint">
          {t('supportRequest.sendHint')}
        </p>
      )}
    </form>
  );
}
