import { pagePath } from '@parallax/core/pages';
import type { TransactionDto } from '@parallax/core/contracts/payments';
import { formatPrice } from '@parallax/core/rules/price';
import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n';

/** TRIAL is shown as SUCCESSFUL (spec 1 §3); a card shows at most its last 6 digits (spec 2 §3). */
const shownStatus = (status: TransactionDto['status']) =>
  status === 'TRIAL' ? 'SUCCESSFUL' : status;

function Purchase({ transaction }: { transaction: TransactionDto }) {
  const { t, i18n } = useTranslation();
  const status = shownStatus(transaction.status);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <li className="purchase" data-testid="purchase">
      <header className="purchase-header">
        <time dateTime={transaction.createdAt}>{date(transaction.createdAt)}</time>
        <span className={`purchase-status purchase-status-${status.toLowerCase()}`}>
          {t(`account.purchases.status.${status}`)}
        </span>
      </header>
      <ul className="purchase-lines">
        {transaction.items.map((item) => (
          <li key={item.id}>
            {item.slug ? (
              <Link to={pagePath('content', { slug: item.slug })}>{item.title}</Link>
            ) : (
              item.title
            )}
            <span>{formatPrice(item.discountPrice)}</span>
          </li>
        ))}
        {transaction.presales.map((presale) => (
          <li key={presale.categoryId}>
            <span>
              {t('account.purchases.presale')}: {presale.name}
            </span>
            <span>{formatPrice(presale.discountPrice)}</span>
          </li>
        ))}
        {transaction.subscription && (
          <li>
            <span>
              {t('account.purchases.subscription')}: {transaction.subscription.name}
              {transaction.subscription.trialEndsAt && (
                <small className="purchase-note">
                  {t('account.purchases.trialEnds', {
                    date: date(transaction.subscription.trialEndsAt),
                  })}
                </small>
              )}
            </span>
            <span>{formatPrice(transaction.subscription.discountPrice)}</span>
          </li>
        )}
      </ul>
      <p className="purchase-total">
        <span>{t('account.purchases.total')}</span>
        <strong>{formatPrice(transaction.totalPrice)}</strong>
      </p>
      {transaction.refundedSum > 0 && (
        <p className="purchase-total" data-testid="purchase-refunded">
          <span>{t('account.purchases.refunded')}</span>
          <strong>{formatPrice(transaction.refundedSum)}</strong>
        </p>
      )}
      <p className="purchase-meta">
        {/* A card names itself once: "Card ending in 424242", or "Card" without its digits. */}
        {transaction.cardPan
          ? t('account.purchases.card', { pan: transaction.cardPan.slice(-6) })
          : t(`account.purchases.methods.${transaction.paymentMethod}`)}
        {transaction.promoCode &&
          ` · ${t('account.purchases.promo', { code: transaction.promoCode })}`}
        {' · '}
        {t('account.purchases.order', { id: transaction.orderId.slice(0, 8) })}
      </p>
    </li>
  );
}

/** spec 2 §5 control panel Purchases: the user's transactions, newest first. */
export function PurchasesSection({ transactions }: { transactions: TransactionDto[] }) {
  return (
    <ul className="purchases" data-testid="purchases">
      {transactions.map((transaction) => (
        <Purchase key={transaction.id} transaction={transaction} />
      ))}
    </ul>
  );
}
