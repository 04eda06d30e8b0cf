import type { DeskRenewal, DeskSubscription } from '@parallax/core/contracts/desk-customers';
import { formatPrice } from '@parallax/core/rules/price';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocalTexts } from '@/lib/local-texts';
import { useRefundRenewal } from '../api/customers-api';
import { formatDate } from '../model/format';
import { CUSTOMERS_TEXTS } from '../model/texts';
import {
  ActionNotice,
  FinishRefundButtons,
  PendingRefundNotes,
  useRefundNotice,
} from './pending-refunds';
import { RenewalRefundDialog } from './renewal-refund-dialog';

type Refund = DeskRenewal['refunds'][number];

/** One paid renewal: when, how much, what was given back, and its actions. */
function RenewalRow({
  renewal,
  isBusy,
  onRefund,
  onFinish,
}: {
  renewal: DeskRenewal;
  isBusy: boolean;
  onRefund: () => void;
  onFinish: (refund: Refund) => void;
}) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const { i18n } = useTranslation();
  const date = formatDate(renewal.paidAt, i18n.language);
  return (
    <tr data-testid={`desk-renewal-${renewal.id}`}>
      <td>{date}</td>
      <td className="desk-number">{formatPrice(renewal.amount)}</td>
      <td className="desk-number" data-testid={`desk-renewal-refunded-${renewal.id}`}>
        {formatPrice(renewal.refunded)}
      </td>
      <td data-testid={`desk-renewal-status-${renewal.id}`} data-status={renewal.status}>
        {texts.renewals.statuses[renewal.status]}
        <PendingRefundNotes refunds={renewal.refunds} />
      </td>
      <td>
        <div className="customers-row-actions">
          {renewal.refundable > 0 && (
            <button
              type="button"
              className="desk-button"
              aria-label={texts.renewals.refundLabel(date)}
              onClick={onRefund}
              data-testid={`desk-renewal-refund-${renewal.id}`}
            >
              {texts.renewals.refund}
            </button>
          )}
          <FinishRefundButtons refunds={renewal.refunds} isBusy={isBusy} onFinish={onFinish} />
        </div>
      </td>
    </tr>
  );
}

/** Refunds made or finished, and what the last one says. */
function useRenewalActions(userId: string) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const finish = useRefundRenewal(userId);
  const { notice, refunded, finishing } = useRefundNotice(texts.renewals.pending);

  const handleFinish = (chargeId: string, refund: Refund) =>
    finishing(refund.amount, async () => {
      const body = { refundId: refund.id, amount: refund.amount, reason: refund.reason };
      const after = await finish.mutateAsync({ chargeId, body });
      const made = after.renewals
        .find((row) => row.id === chargeId)
        ?.refunds.find((row) => row.id === refund.id);
      return made?.isSettled === false;
    });

  return { notice, refunded, handleFinish, isBusy: finish.isPending };
}

/** A subscription's paid renewals, newest first, each refundable in full or in part. */
export function SubscriptionRenewals({
  userId,
  subscription,
}: {
  userId: string;
  subscription: DeskSubscription;
}) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const [refunding, setRefunding] = useState<DeskRenewal | null>(null);
  const { notice, refunded, handleFinish, isBusy } = useRenewalActions(userId);
  if (subscription.renewals.length === 0) return null;

  return (
    <>
      <h3>{texts.renewals.heading}</h3>
      <ActionNotice notice={notice} />
      <div className="desk-table-scroll">
        <table className="desk-table" data-testid={`desk-renewals-${subscription.id}`}>
          <caption>{texts.renewals.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.renewals.paidAt}</th>
              <th scope="col" className="desk-number">
                {texts.renewals.amount}
              </th>
              <th scope="col" className="desk-number">
                {texts.renewals.refunded}
              </th>
              <th scope="col">{texts.renewals.status}</th>
              <th scope="col">{texts.renewals.actions}</th>
            </tr>
          </thead>
          <tbody>
            {subscription.renewals.map((renewal) => (
              <RenewalRow
                key={renewal.id}
                renewal={renewal}
                isBusy={isBusy}
                onRefund={() => setRefunding(renewal)}
                onFinish={(refund) => void handleFinish(renewal.id, refund)}
              />
            ))}
          </tbody>
        </table>
      </div>
      {refunding && (
        <RenewalRefundDialog
          userId={userId}
          renewal={refunding}
          onDone={(amount, isPending) => {
            setRefunding(null);
            refunded(amount, isPending);
          }}
          onClose={() => setRefunding(null)}
        />
      )}
    </>
  );
}
