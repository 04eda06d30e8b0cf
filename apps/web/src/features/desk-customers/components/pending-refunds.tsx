import { formatPrice } from '@parallax/core/rules/price';
import { useState } from 'react';
import { useLocalTexts } from '@/lib/local-texts';
import { CUSTOMERS_TEXTS } from '../model/texts';

/** A refund as an order or a renewal lists it. */
type ListedRefund = { id: string; amount: number; isSettled: boolean };

/** What the last action on a table says (an error or not), above the table. */
export type Notice = { text: string; isError: boolean } | null;

export function ActionNotice({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <p className={notice.isError ? 'desk-error' : 'desk-notice'} role="status">
      {notice.text}
    </p>
  );
}

const pendingOf = <Refund extends ListedRefund>(refunds: readonly Refund[]) =>
  refunds.filter((refund) => !refund.isSettled);

/** The refunds the payment provider has not confirmed yet, each said to be waiting. */
export function PendingRefundNotes({ refunds }: { refunds: readonly ListedRefund[] }) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  return pendingOf(refunds).map((refund) => (
    <p key={refund.id} data-testid={`desk-refund-pending-${refund.id}`}>
      <strong>{texts.orders.pendingRefund(formatPrice(refund.amount))}</strong>
    </p>
  ));
}

/** A Finish refund button for each refund the payment provider has not confirmed yet. */
export function FinishRefundButtons<Refund extends ListedRefund>({
  refunds,
  isBusy,
  onFinish,
}: {
  refunds: readonly Refund[];
  isBusy: boolean;
  onFinish: (refund: Refund) => void;
}) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  return pendingOf(refunds).map((refund) => (
    <button
      key={refund.id}
      type="button"
      className="desk-button"
      aria-label={texts.orders.finishRefundLabel(formatPrice(refund.amount))}
      disabled={isBusy}
      onClick={() => onFinish(refund)}
      data-testid={`desk-refund-finish-${refund.id}`}
    >
      {texts.orders.finishRefund}
    </button>
  ));
}

/**
 * The notice of a table whose rows are refunded: a refund made (`done`) or left pending
 * (`pendingText`), and `finishing`, which asks a pending refund again and says how it went.
 */
export function useRefundNotice(pendingText: (amount: string) => string) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const [notice, setNotice] = useState<Notice>(null);
  const refunded = (amount: number, isPending: boolean) =>
    setNotice({
      text: (isPending ? pendingText : texts.refund.done)(formatPrice(amount)),
      isError: false,
    });
  /** `ask` asks again by the refund's id (made once, whatever happened): whether still pending. */
  const finishing = async (amount: number, ask: () => Promise<boolean>) => {
    setNotice(null);
    try {
      refunded(amount, await ask());
    } catch {
      setNotice({ text: texts.refund.errors.failed, isError: true });
    }
  };
  return { notice, setNotice, refunded, finishing };
}
