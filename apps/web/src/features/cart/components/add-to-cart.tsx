import { pagePath } from '@parallax/core/pages';
import type { ContentPack } from '@parallax/core/contracts/catalog';
import { formatPrice, toCents } from '@parallax/core/rules/price';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessageKey } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { useCart } from '../api/use-cart';

/** spec 1 §6: the tariffs that open the exclusive packs are on the subscription page. */
const TARIFFS_PATH = `${pagePath('subscription')}#tariffs`;

/**
 * spec 1 §4 on a content page: add to cart (with the buyer's own price where the pack takes one,
 * never below its lower bound), then "In cart" with a link to the cart. Instead: a note for a
 * pack the viewer owns or their subscription opens; for a pack exclusive to the annual and
 * lifetime tariffs (spec 1 §6), a link to those tariffs; nothing for one not for sale on its own.
 */
export function AddToCart({ pack }: { pack: ContentPack }) {
  const { t } = useTranslation();
  const cart = useCart();
  const inputId = useId();
  const lowerBound = pack.customPriceLowerBound ?? 0;
  const [customPrice, setCustomPrice] = useState(
    pack.isAllowedToSetCustomPrice ? String(Math.max(pack.price, lowerBound)) : '',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [isAdding, setIsAdding] = useState(false);

  if (pack.isOwned) return <p className="content-owned">{t('cart.owned')}</p>;
  if (pack.isUnlockedBySubscription) {
    return (
      <p className="content-owned" data-testid="included-in-subscription">
        {t('cart.includedInSubscription')}
      </p>
    );
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
  const isForSale = pack.price > 0 && !pack.isDemo && !pack.isBonusContent;
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

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    let price: number | undefined;
    if (pack.isAllowedToSetCustomPrice) {
      price = Number(customPrice);
      if (!Number.isFinite(price) || toCents(price) < toCents(lowerBound)) {
        setProblem(t('cart.customPriceTooLow', { min: formatPrice(lowerBound) }));
        return;
      }
    }
    setProblem(null);
    setIsAdding(true);
    try {
      await cart.add(
        price === undefined
          ? { type: 'content', id: pack.id }
          : { type: 'content', id: pack.id, customPrice: price },
      );
    } catch (error) {
      showToast(errorMessageKey(error), { tone: 'error' });
    } finally {
      setIsAdding(false);
    }
  };

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
