import type { DeskOrder } from '@parallax/core/contracts/desk-customers';
import { formatPrice } from '@parallax/core/rules/price';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocalTexts } from '@/lib/local-texts';
import { useRefundOrder, useResendReceipt } from '../api/customers-api';
import { formatDate } from '../model/format';
import { CUSTOMERS_TEXTS } from '../model/texts';
import {
  ActionNotice,
  FinishRefundButtons,
  PendingRefundNotes,
  useRefundNotice,
} from './pending-refunds';
import { RefundDialog } from './refund-dialog';

const isPaid = (order: DeskOrder) => order.status === 'SUCCESSFUL' || order.status === 'REFUNDED';

type Refund = DeskOrder['refunds'][number];

function OrderLines({ order }: { order: DeskOrder }) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  return (
    <ul className="customers-lines">
      {order.lines.map((line) => (
        <li key={line.id}>
          {texts.orders.lineTypes[line.type]}: {line.title} — {formatPrice(line.finalSum)}
          {line.isRefunded && <strong> ({texts.orders.refundedLine})</strong>}
        </li>
      ))}
      {order.promo && (
        <li>{texts.orders.promo(order.promo.code, formatPrice(order.promo.decrease))}</li>
      )}
    </ul>
  );
}

/** One order: its lines, sums, status and actions (Refund, Resend receipt). */
function OrderRow({
  order,
  isBusy,
  onRefund,
  onFinish,
  onResend,
}: {
  order: DeskOrder;
  isBusy: boolean;
  onRefund: () => void;
  onFinish: (refund: Refund) => void;
  onResend: () => void;
}) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const { i18n } = useTranslation();
  return (
    <tr data-testid={`desk-order-${order.id}`}>
      <td>{formatDate(order.createdAt, i18n.language)}</td>
      <td>
        <OrderLines order={order} />
        <PendingRefundNotes refunds={order.refunds} />
      </td>
      <td className="desk-number">{formatPrice(order.total)}</td>
      <td className="desk-number" data-testid={`desk-order-refunded-${order.id}`}>
        {formatPrice(order.refunded)}
      </td>
      <td data-testid={`desk-order-status-${order.id}`} data-status={order.status}>
        {texts.orders.statuses[order.status] ?? order.status}
      </td>
      <td>
        <div className="customers-row-actions">
          {order.refundable > 0 && (
            <button
              type="button"
              className="desk-button"
              aria-label={texts.orders.refundLabel(order.id)}
              onClick={onRefund}
              data-testid={`desk-order-refund-${order.id}`}
            >
              {texts.orders.refund}
            </button>
          )}
          <FinishRefundButtons refunds={order.refunds} isBusy={isBusy} onFinish={onFinish} />
          {isPaid(order) && (
            <button
              type="button"
              className="desk-button"
              aria-label={texts.orders.resendLabel(order.id)}
              disabled={isBusy}
              onClick={onResend}
              data-testid={`desk-order-resend-${order.id}`}
            >
              {texts.orders.resend}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** The orders' actions and what the last one says: refunds finished, receipts sent again. */
function useOrderActions(userId: string) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const resend = useResendReceipt(userId);
  const finish = useRefundOrder(userId);
  const { notice, setNotice, refunded, finishing } = useRefundNotice(texts.refund.pending);

  const handleFinish = (orderId: string, refund: Refund) =>
    finishing(refund.amount, async () => {
      const body = {
        refundId: refund.id,
        itemIds: refund.itemIds,
        amount: refund.amount,
        reason: refund.reason,
      };
      const after = await finish.mutateAsync({ orderId, body });
      return after.refunds.find((row) => row.id === refund.id)?.isSettled === false;
    });

  const handleResend = async (orderId: string) => {
    setNotice(null);
    try {
      const { to } = await resend.mutateAsync(orderId);
      setNotice({ text: texts.orders.resent(to), isError: false });
    } catch {
      setNotice({ text: texts.failed, isError: true });
    }
  };

  const isBusy = resend.isPending || finish.isPending;
  return { notice, refunded, handleFinish, handleResend, isBusy };
}

/** The customer's orders, each with every line, what was refunded, and its actions. */
export function CustomerOrders({ userId, orders }: { userId: string; orders: DeskOrder[] }) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const [refunding, setRefunding] = useState<DeskOrder | null>(null);
  const { notice, refunded, handleFinish, handleResend, isBusy } = useOrderActions(userId);

  return (
    <section aria-labelledby="customer-orders">
      <h2 id="customer-orders">{texts.orders.heading}</h2>
      <ActionNotice notice={notice} />
      {orders.length === 0 ? (
        <p>{texts.orders.empty}</p>
      ) : (
        <div className="desk-table-scroll">
          <table className="desk-table">
            <caption>{texts.orders.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.orders.date}</th>
                <th scope="col">{texts.orders.lines}</th>
                <th scope="col" className="desk-number">
                  {texts.orders.total}
                </th>
                <th scope="col" className="desk-number">
                  {texts.orders.refunded}
                </th>
                <th scope="col">{texts.orders.status}</th>
                <th scope="col">{texts.orders.actions}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <OrderRow
                  key={order.id}
                  order={order}
                  isBusy={isBusy}
                  onRefund={() => setRefunding(order)}
                  onFinish={(refund) => void handleFinish(order.id, refund)}
                  onResend={() => void handleResend(order.id)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {refunding && (
        <RefundDialog
          userId={userId}
          order={refunding}
          onDone={(amount, isPending) => {
            setRefunding(null);
            refunded(amount, isPending);
          }}
          onClose={() => setRefunding(null)}
        />
      )}
    </section>
  );
}
