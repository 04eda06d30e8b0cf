import { formatPrice, fromCents } from '@parallax/core/rules/price';
import type { MailMessage } from '../mail/mail.types.js';
import { receiptEmail } from '../mail/mail.templates.js';
import type { OrderRow } from './orders.repository.js';

/**
 * The receipt e-mail of a paid order (what was bought, the promo code, the total and the card),
 * in the order's language: the one fulfilment sends, and the desk sends again.
 */
export function receiptMailOf(
  order: OrderRow,
  to: string,
  { cardPan, publicUrl }: { cardPan: string | null; publicUrl: string },
): MailMessage {
  const language = order.language === 'es' ? 'es' : 'en';
  const price = (cents: number) => formatPrice(fromCents(cents));
  return receiptEmail(language, to, {
    orderId: order.id,
    lines: order.lines.map((line) => ({ title: line.title, price: price(line.finalSumCents) })),
    promo: order.promo && { code: order.promo.code, amount: price(order.promo.decreaseCents) },
    total: price(order.totalCents),
    cardPan,
    libraryUrl: `${publicUrl}/library`,
  });
}
