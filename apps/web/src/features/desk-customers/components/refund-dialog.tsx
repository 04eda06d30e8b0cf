import { zodResolver } from '@hookform/resolvers/zod';
import type { DeskOrder } from '@parallax/core/contracts/desk-customers';
import { formatPrice } from '@parallax/core/rules/price';
import { useId, useMemo, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Dialog } from '@/components/ui/dialog';
import { useLocalTexts } from '@/lib/local-texts';
import { useRefundOrder } from '../api/customers-api';
import {
  refundableLines,
  refundFormOf,
  refundProblemOf,
  refundRequestOf,
  suggestedAmount,
  type RefundFormValues,
} from '../model/refund-form';
import { CUSTOMERS_TEXTS } from '../model/texts';
import { AmountField, ReasonField, RefundActions, refundFailureOf } from './refund-fields';

/** What the dialog tells when the refund was made (`isPending`: the acquirer has not confirmed it). */
export type RefundDone = (amount: number, isPending: boolean) => void;

/** The form's state and submit: the server's 400 issues and 409 RefundTooLarge land on fields. */
function useRefundForm(userId: string, order: DeskOrder, onDone: RefundDone) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const refund = useRefundOrder(userId);
  // One id per opened dialog: a second click, or a retry after a lost answer, refunds once.
  const [refundId] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => refundFormOf(order.refundable), [order.refundable]);
  const form = useForm<RefundFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { itemIds: [], amount: order.refundable.toFixed(2), reason: '' },
    shouldFocusError: true,
  });
  const handleSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = refundRequestOf(refundId, values);
    try {
      const after = await refund.mutateAsync({ orderId: order.id, body });
      const made = after.refunds.find((row) => row.id === refundId);
      onDone(made?.amount ?? body.amount ?? 0, made?.isSettled === false);
    } catch (error) {
      setFailure(refundFailureOf(error, form, texts.refund.errors));
    }
  });
  const itemIds = form.register('itemIds', {
    onChange: () => {
      if (!form.getFieldState('amount').isDirty) {
        form.setValue('amount', suggestedAmount(order, form.getValues('itemIds')));
      }
    },
  });
  return { form, itemIds, failure, handleSubmit, isPending: refund.isPending };
}

/** The lines a refund may take back, as checkboxes. */
function RefundLines({
  order,
  itemIds,
}: {
  order: DeskOrder;
  itemIds: UseFormRegisterReturn<'itemIds'>;
}) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  return (
    <fieldset>
      <legend>{texts.refund.lines}</legend>
      {refundableLines(order).map((line) => (
        <label key={line.id} className="customers-check">
          <input
            type="checkbox"
            value={line.id}
            data-testid={`desk-refund-line-${line.id}`}
            {...itemIds}
          />
          {texts.orders.lineTypes[line.type]}: {line.title} — {formatPrice(line.finalSum)}
        </label>
      ))}
    </fieldset>
  );
}

/** Refund an order: lines to take back (checkboxes), the amount (prefilled), a reason. */
export function RefundDialog({
  userId,
  order,
  onDone,
  onClose,
}: {
  userId: string;
  order: DeskOrder;
  onDone: RefundDone;
  onClose: () => void;
}) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const id = useId();
  const { form, itemIds, failure, handleSubmit, isPending } = useRefundForm(userId, order, onDone);
  const { errors } = form.formState;
  const amountProblem = refundProblemOf(errors.amount?.message);
  const reasonProblem = refundProblemOf(errors.reason?.message);

  return (
    <Dialog
      labelledBy={`${id}-title`}
      onRequestClose={() => !isPending && onClose()}
      testId="desk-refund-dialog"
      className="customers-dialog-frame"
    >
      <form
        className="desk-form customers-dialog"
        noValidate
        onSubmit={(e) => void handleSubmit(e)}
      >
        <h2 id={`${id}-title`}>{texts.refund.title}</h2>
        <RefundLines order={order} itemIds={itemIds} />
        <AmountField
          id={id}
          hint={texts.refund.amountHint(formatPrice(order.refundable))}
          problem={amountProblem}
          amount={form.register('amount')}
        />
        <ReasonField id={id} problem={reasonProblem} reason={form.register('reason')} />
        <RefundActions failure={failure} isPending={isPending} onClose={onClose} />
      </form>
    </Dialog>
  );
}
