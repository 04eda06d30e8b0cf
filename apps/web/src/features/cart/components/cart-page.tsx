import { pagePath } from '@parallax/core/pages';
import type { CartResponse } from '@parallax/core/contracts/cart';
import { discountPercent, formatPrice } from '@parallax/core/rules/price';
import { useId, useState, type FormEvent } from 'react';
import { Link } from '@/components/ui/link';
import { errorMessageKey } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { applyToLocalCart } from '../api/apply-promo-code-param';
import { lineId, useCart } from '../api/use-cart';
import { CheckoutForm } from './checkout-form';
import '../cart.css';

type Line = CartResponse['cartItems'][number];

/** What kind of item a line is, and its details (spec 1 §2 cart: previews, creator, counts). */
function LineDetails({ line }: { line: Line }) {
  const { t } = useTranslation();
  if (line.tariffId) {
    return (
      <p className="cart-line-meta">
        {t('cart.subscription')} ·{' '}
        {line.isLifetimeTariff
          ? t('cart.lifetime')
          : t('cart.days', { count: line.tariffDurationDays ?? 0 })}
        {line.isSubscriptionTrial && line.trialDurationDays !== null && (
          <>
            {' · '}
            {t('cart.trial', {
              days: line.trialDurationDays,
              price: formatPrice(line.regularTariffPrice ?? line.salePrice),
            })}
          </>
        )}
        {line.upgradeCredit != null && (
          <>
            {' · '}
            <span data-testid="upgrade-credit">
              {t('cart.upgradeCredit', { amount: formatPrice(line.upgradeCredit) })}
            </span>
          </>
        )}
      </p>
    );
  }
  return (
    <p className="cart-line-meta">
      {line.presaleCategoryId && <>{t('cart.presale')} · </>}
      {line.creator && <>{t('cart.by', { name: line.creator.username })} · </>}
      {t('cart.contentCount', { count: line.numberOfContentItems })}
      {line.customPrice !== null && <> · {t('cart.customPrice')}</>}
      {line.coveredByPresale && <> · {t('cart.coveredByPresale')}</>}
      {line.coveredByLifetimeSubscription && <> · {t('cart.coveredByLifetime')}</>}
    </p>
  );
}

/**
 * A line's price, with an old price only where one is real: the catalogue's, a personal offer's
 * or a promo code's. An upgrade's credit is not a cut of the plan's price: the line shows the plan's
 * price and, in its details, the credit taken off it (the totals take it off too).
 */
function LinePrice({ line }: { line: Line }) {
  const { t } = useTranslation();
  const price = line.finalSum + (line.upgradeCredit ?? 0);
  const percent = discountPercent(line.initialSum, price);
  return (
    <p className="price cart-line-price" data-testid="cart-line-price">
      <span className="price-current">{formatPrice(price)}</span>
      {percent > 0 && (
        <>
          <s className="price-old">
            <span className="visually-hidden">{t('content.oldPrice')} </span>
            {formatPrice(line.initialSum)}
          </s>
          <span className="price-discount">{t('content.discount', { percent })}</span>
        </>
      )}
    </p>
  );
}

/** A code the cart keeps: one that applies, or one that takes nothing off what is in it yet. */
const isKept = (info: NonNullable<CartResponse['promoCodeInfo']>) =>
  info.errorType === null || info.errorType === 'PromoCodeNotApplicable';

function PromoCodeForm({ info }: { info: CartResponse['promoCodeInfo'] }) {
  const { t } = useTranslation();
  const cart = useCart();
  const inputId = useId();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const problem = refusal ?? info?.errorMessage ?? null;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setRefusal(null);
    try {
      if (cart.isServerCart) {
        await cart.applyPromoCode(code.trim());
      } else {
        // A guest's cart keeps a code only where a user's would: a refused one is not kept.
        const outcome = await applyToLocalCart(code.trim());
        if (outcome.kind === 'refused') return setRefusal(t(outcome.messageKey));
      }
      setCode('');
    } catch (error) {
      setRefusal(t(errorMessageKey(error)));
    }
  };

  return (
    <section className="cart-promo" aria-labelledby={`${inputId}-label`}>
      {info && isKept(info) && (
        // A code on the cart: what it takes off, or (why it takes nothing shows below) a way to
        // drop it. A refused code is on no cart: nothing to remove.
        <p className="cart-promo-applied">
          {info.errorType === null && (
            <span>
              {t('cart.promo.applied', {
                code: info.promoCodeValue,
                amount: formatPrice(info.promoCodeDecreaseValue),
              })}
            </span>
          )}
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => void cart.removePromoCode()}
          >
            {t('cart.promo.remove')}
          </button>
        </p>
      )}
      <form className="cart-promo-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <label id={`${inputId}-label`} htmlFor={inputId}>
          {t('cart.promo.label')}
        </label>
        <input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          maxLength={64}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          data-testid="promo-code-input"
        />
        <button type="submit" className="button button-secondary">
          {t('cart.promo.apply')}
        </button>
      </form>
      {problem && (
        <p id={`${inputId}-problem`} className="field-error" role="alert" data-testid="promo-error">
          {problem}
        </p>
      )}
    </section>
  );
}

/** spec 1 §2 cart page: the items with their prices, the promo code, payment methods and totals. */
export function CartPage() {
  const { t } = useTranslation();
  const cart = useCart();
  const { data } = cart;

  const handleRemove = async (id: string) => {
    try {
      await cart.remove(id);
    } catch (error) {
      showToast(errorMessageKey(error), { tone: 'error' });
    }
  };

  return (
    <div className="cart-page">
      <title>{t('cart.metaTitle')}</title>
      <h1>{t('cart.title')}</h1>
      {cart.isError && (
        <div className="notice" role="alert">
          <p>{t('cart.loadError')}</p>
          <button type="button" className="button" onClick={() => void cart.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {!data && !cart.isError && <p aria-busy="true">{t('cart.loading')}</p>}
      {data?.cartItems.length === 0 && (
        <div className="cart-empty">
          <p>{t('cart.empty')}</p>
          <Link to="/" className="button">
            {t('cart.browse')}
          </Link>
        </div>
      )}
      {data && data.cartItems.length > 0 && (
        <div className="cart-layout">
          <section aria-label={t('cart.items')}>
            <ul className="cart-lines" data-testid="cart-lines">
              {data.cartItems.map((line) => (
                <CartLine key={lineId(line)} line={line} onRemove={handleRemove} />
              ))}
            </ul>
          </section>
          <aside className="cart-summary">
            <PromoCodeForm info={data.promoCodeInfo} />
            <dl className="cart-totals" data-testid="cart-totals">
              <dt>{t('cart.totals.subtotal')}</dt>
              <dd>{formatPrice(data.initialSum)}</dd>
              {data.initialSum > data.resultingSum && (
                <>
                  <dt>{t('cart.totals.discount')}</dt>
                  <dd>−{formatPrice(data.initialSum - data.resultingSum)}</dd>
                </>
              )}
              <dt>{t('cart.totals.total')}</dt>
              <dd className="cart-total" data-testid="cart-total">
                {formatPrice(data.resultingSum)}
              </dd>
            </dl>
            <CheckoutForm cart={data} />
          </aside>
        </div>
      )}
    </div>
  );
}

/** One line: its picture, title (linked to a pack's page), details, price and the remove button. */
function CartLine({ line, onRemove }: { line: Line; onRemove: (id: string) => Promise<void> }) {
  const { t } = useTranslation();
  const image = line.storePreview ?? line.presaleCategoryImage ?? line.tariffCartPreview;
  return (
    <li className="cart-line" data-testid="cart-line">
      {image ? (
        <img className="cart-line-image" src={image} alt="" loading="lazy" />
      ) : (
        <span className="cart-line-image" aria-hidden="true" />
      )}
      <div className="cart-line-body">
        <h2 className="cart-line-title">
          {line.slug ? (
            <Link to={pagePath('content', { slug: line.slug })}>{line.title}</Link>
          ) : (
            line.title
          )}
        </h2>
        <LineDetails line={line} />
      </div>
      <LinePrice line={line} />
      <button
        type="button"
        className="button button-small button-secondary"
        onClick={() => void onRemove(lineId(line))}
        aria-label={t('cart.remove', { title: line.title })}
      >
        ×
      </button>
    </li>
  );
}
