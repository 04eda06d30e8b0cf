import { pagePath } from '@parallax/core/pages';
import type { TransactionDto } from '@parallax/core/contracts/payments';
import { formatPrice } from '@parallax/core/rules/price';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button-link';
import { isNotFound } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/data/session/session-context';
import { usePaymentTransaction } from '../model/use-payment-transaction';
import '../cart.css';

function Receipt({ transaction }: { transaction: TransactionDto }) {
  const { t } = useTranslation();
  return (
    <div className="payment-receipt">
      <ul className="payment-lines" data-testid="payment-lines">
        {transaction.items.map((item) => (
          <li key={item.id}>
            <span>{item.title}</span>
            <span className="payment-owned">{t('paymentResult.owned')}</span>
            <span className="price-current">{formatPrice(item.finalSum)}</span>
          </li>
        ))}
        {transaction.presales.map((presale) => (
          <li key={presale.categoryId}>
            <span>
              {presale.name}
              <small className="payment-line-note">{t('paymentResult.presale')}</small>
            </span>
            <span className="payment-owned">{t('paymentResult.owned')}</span>
            <span className="price-current">{formatPrice(presale.finalPrice)}</span>
          </li>
        ))}
        {transaction.subscription && (
          <li>
            <span>
              {transaction.subscription.name}
              <small className="payment-line-note">{t('paymentResult.subscription')}</small>
            </span>
            <span />
            <span className="price-current">{formatPrice(transaction.subscription.finalSum)}</span>
          </li>
        )}
      </ul>
      <dl className="cart-totals">
        <dt>{t('paymentResult.total')}</dt>
        <dd className="cart-total">{formatPrice(transaction.totalSum)}</dd>
      </dl>
      {transaction.cardPan && (
        <p className="payment-card">{t('paymentResult.card', { pan: transaction.cardPan })}</p>
      )}
    </div>
  );
}

/**
 * spec 1 §2 payment result: where the payment page sends the buyer back (transaction id and
 * success flag). The transaction is asked about until it settles — the success flag only says
 * what the payment page saw — then the page shows what was bought, or why it failed and that the
 * cart is kept. A buyer who still has to choose a password (NotSetPassword) is led there.
 */
export function PaymentResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const transactionId = params.get('transactionId') ?? '';
  const session = useSession();
  const isSignedIn = session.auth.status === 'authenticated';
  const { transaction, error, isSlow } = usePaymentTransaction(transactionId, isSignedIn);

  const title = (text: string) => <title>{`${text} | Parallax`}</title>;

  if (!transactionId || session.auth.status === 'notAuthenticated' || isNotFound(error)) {
    const text =
      transactionId && !isSignedIn ? t('paymentResult.signInToSee') : t('paymentResult.notFound');
    return (
      <section className="status-page" data-testid="payment-result">
        {title(t('paymentResult.title'))}
        <h1>{t('paymentResult.title')}</h1>
        <p>{text}</p>
        <ButtonLink to="/">{t('common.goToStore')}</ButtonLink>
      </section>
    );
  }

  if (!transaction || transaction.status === 'PENDING') {
    return (
      <section className="status-page" data-testid="payment-result" aria-busy="true">
        {title(t('paymentResult.pendingTitle'))}
        <span className="spinner spinner-center" aria-hidden="true" />
        <h1>{t('paymentResult.pendingTitle')}</h1>
        <p role="status">{isSlow ? t('paymentResult.slowText') : t('paymentResult.pendingText')}</p>
      </section>
    );
  }

  if (transaction.status === 'FAILED') return <PaymentFailed transaction={transaction} />;

  const mustSetPassword =
    session.user?.status === 'NotSetPassword' || session.user?.status === 'InitializedViaPayment';
  return (
    <section
      className="status-page payment-result"
      data-testid="payment-result"
      data-status="success"
    >
      {title(t('paymentResult.successTitle'))}
      <h1>{t('paymentResult.successTitle')}</h1>
      <p>{t('paymentResult.successText')}</p>
      <Receipt transaction={transaction} />
      {mustSetPassword ? (
        <div className="notice payment-next">
          <h2>{t('paymentResult.setPasswordTitle')}</h2>
          <p>{t('paymentResult.setPasswordText')}</p>
          <Link className="button" to={pagePath('userConfirm')}>
            {t('paymentResult.setPassword')}
          </Link>
        </div>
      ) : (
        <div className="status-actions">
          <Link className="button" to={pagePath('library')}>
            {t('paymentResult.openLibrary')}
          </Link>
          <Link className="button button-secondary" to="/">
            {t('paymentResult.continue')}
          </Link>
        </div>
      )}
    </section>
  );
}

/** Why the payment failed, and that the cart is kept. */
function PaymentFailed({ transaction }: { transaction: TransactionDto }) {
  const { t } = useTranslation();
  const title = (text: string) => <title>{`${text} | Parallax`}</title>;
  const reason = transaction.failureReason ?? 'other';
  const reasonKey = [
    'card_declined',
    'authentication_failed',
    'canceled',
    'trial_already_used',
    'trial_card_used',
  ].includes(reason)
    ? reason
    : 'other';
  return (
    <section
      className="status-page payment-result"
      data-testid="payment-result"
      data-status="failed"
    >
      {title(t('paymentResult.failedTitle'))}
      <h1>{t('paymentResult.failedTitle')}</h1>
      <p role="alert">{t(`paymentResult.reasons.${reasonKey}`)}</p>
      <p>{t('paymentResult.cartKept')}</p>
      <div className="status-actions">
        <Link className="button" to={pagePath('cart')}>
          {t('paymentResult.backToCart')}
        </Link>
      </div>
    </section>
  );
}
