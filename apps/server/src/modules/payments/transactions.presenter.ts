import type { TransactionDto, TransactionStatus } from '@parallax/core/contracts/payments';
import { fromCents } from '@parallax/core/rules/price';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import type { OrderRow } from './orders.repository.js';
import { tariffLineOf } from './orders.rules.js';

/** A transaction's status: a paid order with a trial tariff shows as TRIAL. */
export function statusOf(order: OrderRow): TransactionStatus {
  if (order.status === 'REFUNDED') return 'REFUNDED';
  if (order.status !== 'SUCCESSFUL') return order.status === 'FAILED' ? 'FAILED' : 'PENDING';
  return order.lines.some((line) => line.type === 'tariff' && line.viaTrial)
    ? 'TRIAL'
    : 'SUCCESSFUL';
}

/** An order, as the purchases list and the result page show it (spec 1 §3 Transaction). */
export function transactionOf(order: OrderRow): TransactionDto {
  const method = order.paymentMethod.toUpperCase() as TransactionDto['paymentMethod'];
  const tariff = tariffLineOf(order);
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    orderId: order.id,
    paymentSystemOrderId: order.providerPaymentId,
    status: statusOf(order),
    totalSum: fromCents(order.totalCents),
    totalPrice: fromCents(order.totalCents),
    initialSum: fromCents(order.initialSumCents),
    refundedSum: fromCents(order.refundedCents),
    cardPan: order.cardPan,
    paymentMethod: method,
    paymentType: method,
    acquiringType: order.acquiringType.toUpperCase(),
    paymentSystem: order.provider,
    failureReason: order.failureReason,
    promoCode: order.promo?.code ?? null,
    promoCodeData: order.promo && {
      type: order.promo.type,
      value: order.promo.type === 'FIXED' ? fromCents(order.promo.value) : order.promo.value,
      name: order.promo.code,
    },
    items: order.lines
      .filter((line) => line.type === 'content')
      .map((line) => ({
        id: line.id,
        title: line.title,
        slug: line.slug,
        previews: line.previews,
        creator: line.creator,
        price: fromCents(line.initialSumCents),
        initialSum: fromCents(line.initialSumCents),
        discountPrice: fromCents(line.finalSumCents),
        finalSum: fromCents(line.finalSumCents),
      })),
    presales: order.lines
      .filter((line) => line.type === 'presale')
      .map((line) => ({
        categoryId: line.id,
        name: line.title,
        price: fromCents(line.initialSumCents),
        finalPrice: fromCents(line.finalSumCents),
        discountPrice: fromCents(line.finalSumCents),
      })),
    subscription: tariff
      ? {
          tariffId: tariff.id,
          name: tariff.title,
          price: fromCents(tariff.initialSumCents),
          finalSum: fromCents(tariff.finalSumCents),
          discountPrice: fromCents(tariff.finalSumCents),
          rebillPrice: fromCents(tariff.regularPriceCents ?? tariff.salePriceCents),
          trialEndsAt:
            tariff.viaTrial && tariff.trialDurationDays !== null && order.completedAt
              ? new Date(
                  order.completedAt.getTime() + tariff.trialDurationDays * 86_400_000,
                ).toISOString()
              : null,
        }
      : null,
  };
}

/** A renewal charge of a subscription, as the purchases list shows it. */
export function renewalTransactionOf({
  charge,
  subscription,
}: Awaited<ReturnType<SubscriptionsService['renewalsOfUser']>>[number]): TransactionDto {
  const method = (
    subscription.paymentMethod ?? 'card'
  ).toUpperCase() as TransactionDto['paymentMethod'];
  const amount = fromCents(charge.amountCents);
  return {
    id: charge.id,
    createdAt: charge.createdAt.toISOString(),
    orderId: charge.id,
    paymentSystemOrderId: charge.providerPaymentId,
    status:
      charge.status === 'failed'
        ? 'FAILED'
        : charge.status === 'refunded'
          ? 'REFUNDED'
          : 'SUCCESSFUL',
    totalSum: amount,
    totalPrice: amount,
    initialSum: amount,
    refundedSum: charge.status === 'refunded' ? amount : 0,
    cardPan: subscription.cardPan,
    paymentMethod: method,
    paymentType: method,
    acquiringType: (subscription.acquiringType ?? '').toUpperCase(),
    paymentSystem: subscription.paymentSystem ?? '',
    failureReason: charge.failureReason,
    promoCode: null,
    promoCodeData: null,
    items: [],
    presales: [],
    subscription: {
      tariffId: subscription.tariffId,
      name: subscription.tariffName,
      price: amount,
      finalSum: amount,
      discountPrice: amount,
      rebillPrice: fromCents(subscription.renewalPriceCents),
      trialEndsAt: null,
    },
  };
}
