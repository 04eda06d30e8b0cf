import { pagePath } from '@parallax/core/pages';
import type { ContentPack } from '@parallax/core/contracts/content';
import { formatPrice } from '@parallax/core/rules/price';
import { useId } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n';
import { isPaymentSupported } from '@/lib/platform';
import { useCart } from '../api/use-cart';
import { useAddToCart } from '../model/use-add-to-cart';

/** spec 1 §6: the tariffs that open the exclusive packs are on the subscription page. */
const TARIFFS_PATH = `${pagePath('subscription')}#tariffs`;

/**
 * spec 1 §4 on a content page: add to cart (with the buyer's own price where the pack takes one,
 * never below its lower bound), then "In cart" with a link to the cart. Instead: a note for a
 * pack the viewer owns or their subscription opens; for a pack exclusive to the annual and
 * lifetime tariffs (spec 1 §6), a link to those tariffs; nothing for one not for sale on its own.
 * Where payment is unsupported (the viewer, spec 1 §6), no cart: a note says where to buy.
 */
export function AddToCart({ pack }: { pack: ContentPack }) {
  const { t } = useTranslation();
  const cart = useCart();
  const inputId = useId();
  const { lowerBound, customPrice, setCustomPrice, problem, isAdding, handleSubmit } = useAddToCart(
    pack,
    cart,
  );

  if (pack.isOwned) return <p className="content-owned">{t('cart.owned')}</p>;
  if (pack.isUnlockedBySubscription) {
    return (
      <p className="content-owned" data-testid="included-in-subscription">
        {t('cart.includedInSubscription')}
      </p>
    );
  }
  const isForSale = pack.price > 0 && !pack.isDemo && !pack.isBonusContent;
  if (!isPaymentSupported()) {
    return isForSale || pack.isExclusiveForYearAndLifetime ? (
      <p className="content-owned" data-testid="payment-unsupported">
        {t('cart.checkout.unsupported')}
      </p>
    ) : null;
  }
  // Exclusive packs come with the annual and lifetime tariffs only, never on their own: the
  // offer's notice says so (ContentOffer), and this leads to those tariffs.
  if (pack.isExclusiveForYearAndLifetime) {
    return (
      <p className="add-to-cart-state">
        <Link to={TARIFFS_PATH} className="button button-secondary" data-testid="exclusive-tariffs">
          {t('cart.seePlans')}
        </Link>
      </p>
    );
  }
  if (!isForSale) return null;

  if (cart.has(pack.id)) {
    return (
      <p className="add-to-cart-state">
        <span>{t('cart.inCart')}</span>{' '}
        <Link to={pagePath('cart')} className="button button-secondary" data-testid="view-in-cart">
          {t('cart.viewInCart')}
        </Link>
      </p>
    );
  }

  return (
    <form className="add-to-cart" onSubmit={(event) => void handleSubmit(event)} noValidate>
      {pack.isAllowedToSetCustomPrice && (
        <div className="field">
          <label htmlFor={inputId}>
            {t('cart.customPriceLabel', { min: formatPrice(lowerBound) })}
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="decimal"
            min={lowerBound}
            step="0.01"
            value={customPrice}
            onChange={(event) => setCustomPrice(event.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
          />
          {problem && (
            <p id={`${inputId}-problem`} className="field-error" role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
      <button type="submit" className="button" disabled={isAdding} data-testid="add-to-cart">
        {t('cart.addToCart')}
      </button>
    </form>
  );
}
