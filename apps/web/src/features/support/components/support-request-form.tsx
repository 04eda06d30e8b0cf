import type { DeskTicketCreated } from '@parallax/core/contracts/support';
import { useId } from 'react';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/data/session/session-context';
import { useSupportRequestSubmit } from '../model/use-support-request-submit';
import { SupportSetupFields } from './support-setup-fields';
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
  const form = useSupportRequestSubmit({ contentId, userEmail, onSent, onBusyChange });
  const { fields, change, check, messageOf, refusal, isBusy, canSend } = form;

  return (
    <form
      className="support-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(event)}
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
      <SupportSetupFields form={form} />
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
