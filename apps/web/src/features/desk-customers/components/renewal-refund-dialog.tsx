import { zodResolver } from '@hookform/resolvers/zod';
import type { DeskRenewal } from '@parallax/core/contracts/desk-customers';
import { formatPrice } from '@parallax/core/rules/price';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import { useLocalTexts } from '@/lib/local-texts';
import { useRefundRenewal } from '../api/customers-api';
import { formatDate } from '../model/format';
import {
  refundFormOf,
  refundProblemOf,
  renewalRefundRequestOf,
  type RefundFormValues,
} from '../model/refund-form';
import { CUSTOMERS_TEXTS } from '../model/texts';
import type { RefundDone } from './refund-dialog';
import { AmountField, ReasonField, RefundActions, refundFailureOf } from './refund-fields';

/** The form's state and submit: the server's 400 issues and 409 RefundTooLarge land on fields. */
function useRenewalRefundForm(userId: string, renewal: DeskRenewal, onDone: RefundDone) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const refund = useRefundRenewal(userId);
  // One id per opened dialog: a second click, or a retry after a lost answer, refunds once.
  const [refundId] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => refundFormOf(renewal.refundable), [renewal.refundable]);
  const form = useForm<RefundFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { itemIds: [], amount: renewal.refundable.toFixed(2), reason: '' },
    shouldFocusError: true,
  });
  const handleSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = renewalRefundRequestOf(refundId, values);
    try {
      const after = await refund.mutateAsync({ chargeId: renewal.id, body });
      const made = after.renewals
        .find((row) => row.id === renewal.id)
        ?.refunds.find((row) => row.id === refundId);
      onDone(made?.amount ?? body.amount ?? 0, made?.isSettled === false);
    } catch (error) {
      setFailure(refundFailureOf(error, form, texts.refund.errors));
    }
  });
  return { form, failure, handleSubmit, isPending: refund.isPending };
}

/** Refund a renewal charge: the amount (prefilled with all that is left) and a reason. */
export function RenewalRefundDialog({
  userId,
  renewal,
  onDone,
  onClose,
}: {
  userId: string;
  renewal: DeskRenewal;
  onDone: RefundDone;
  onClose: () => void;
}) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const { i18n } = useTranslation();
  const id = useId();
  const { form, failure, handleSubmit, isPending } = useRenewalRefundForm(userId, renewal, onDone);
  const { errors } = form.formState;

  return (
    <Dialog
      labelledBy={`${id}-title`}
      onRequestClose={() => !isPending && onClose()}
      testId="desk-renewal-refund-dialog"
      className="customers-dialog-frame"
    >
      <form
        className="desk-form customers-dialog"
        noValidate
        onSubmit={(e) => void handleSubmit(e)}
      >
        <h2 id={`${id}-title`}>
          {texts.renewals.title(formatDate(renewal.paidAt, i18n.language))}
        </h2>
        <p className="customers-hint">{texts.renewals.full}</p>
        <AmountField
          id={id}
          hint={texts.renewals.amountHint(formatPrice(renewal.refundable))}
          problem={refundProblemOf(errors.amount?.message)}
          amount={form.register('amount')}
        />
        <ReasonField
          id={id}
          problem={refundProblemOf(errors.reason?.message)}
          reason={form.register('reason')}
        />
        <RefundActions failure={failure} isPending={isPending} onClose={onClose} />
      </form>
    </Dialog>
  );
}
