import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/http';
import { useLocalTexts } from '@/lib/local-texts';
import {
  refundProblemFromServer,
  type RefundFormValues,
  type RefundProblem,
} from '../model/refund-form';
import { CUSTOMERS_TEXTS } from '../model/texts';

// The parts of the refund dialogs of an order and of a renewal: amount, reason, buttons, and
// where a failure shows.

/**
 * What a refund's failure shows: the server's 400 issues and 409 RefundTooLarge land on their
 * fields (null); anything else is the dialog's message.
 */
export function refundFailureOf(
  error: unknown,
  form: UseFormReturn<RefundFormValues>,
  errors: { failed: string; acquirer: string },
): string | null {
  const field =
    error instanceof ApiError ? refundProblemFromServer(error.errorType, error.issues) : null;
  if (field) {
    form.setError(field.field, { type: 'server', message: field.problem }, { shouldFocus: true });
    return null;
  }
  return error instanceof ApiError && error.status === 503 ? errors.acquirer : errors.failed;
}

/** The amount to give back, in dollars, with what is left (`hint`). */
export function AmountField({
  id,
  hint,
  problem,
  amount,
}: {
  id: string;
  hint: string;
  problem: RefundProblem | undefined;
  amount: UseFormRegisterReturn<'amount'>;
}) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  return (
    <div className="desk-field">
      <label htmlFor={`${id}-amount`}>{texts.refund.amount}</label>
      <input
        id={`${id}-amount`}
        inputMode="decimal"
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-amount-hint${problem ? ` ${id}-amount-error` : ''}`}
        data-testid="desk-refund-amount"
        {...amount}
      />
      <p id={`${id}-amount-hint`} className="customers-hint">
        {hint}
      </p>
      {problem && (
        <p id={`${id}-amount-error`} className="desk-error">
          {texts.refund.errors[problem]}
        </p>
      )}
    </div>
  );
}

/** Why the money goes back (kept in the audit log). */
export function ReasonField({
  id,
  problem,
  reason,
}: {
  id: string;
  problem: RefundProblem | undefined;
  reason: UseFormRegisterReturn<'reason'>;
}) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  return (
    <div className="desk-field">
      <label htmlFor={`${id}-reason`}>{texts.refund.reason}</label>
      <textarea
        id={`${id}-reason`}
        rows={3}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-reason-error` : undefined}
        data-testid="desk-refund-reason"
        {...reason}
      />
      {problem && (
        <p id={`${id}-reason-error`} className="desk-error">
          {texts.refund.errors[problem]}
        </p>
      )}
    </div>
  );
}

/** The dialog's failure, and its Cancel and Refund buttons. */
export function RefundActions({
  failure,
  isPending,
  onClose,
}: {
  failure: string | null;
  isPending: boolean;
  onClose: () => void;
}) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  return (
    <>
      {failure && (
        <p className="desk-error" role="alert">
          {failure}
        </p>
      )}
      <div className="desk-actions">
        <button type="button" className="desk-button" onClick={onClose} disabled={isPending}>
          {texts.refund.cancel}
        </button>
        <button
          type="submit"
          className="desk-button desk-button-primary"
          disabled={isPending}
          data-testid="desk-refund-confirm"
        >
          {isPending ? texts.refund.busy : texts.refund.confirm}
        </button>
      </div>
    </>
  );
}
