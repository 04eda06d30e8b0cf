import type { CategoryWithContent } from '@parallax/core/contracts/catalog';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessageKey } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { useCart } from '../api/use-cart';

/** spec 1 §4: the presale button shows "Added to cart" for 1000 ms before "In cart". */
export const PRESALE_ADDED_MS = 1000;

/**
 * spec 1 §4 presale button: Add to cart → Added to cart → In cart (View in cart goes to the
 * cart). Nothing once the presale is bought.
 */
export function PresaleCartButton({ category }: { category: CategoryWithContent }) {
  const { t } = useTranslation();
  const cart = useCart();
  const [justAdded, setJustAdded] = useState(false);

  useEffect(() => {
    if (!justAdded) return;
    const timer = setTimeout(() => setJustAdded(false), PRESALE_ADDED_MS);
    return () => clearTimeout(timer);
  }, [justAdded]);

  if (category.isPresaleBought || !category.isPresaleEnabled) return null;
  if (justAdded) {
    return (
      <p className="presale-cart" role="status" data-testid="presale-cart">
        {t('cart.addedToCart')}
      </p>
    );
  }
  if (cart.has(category.id)) {
    return (
      <p className="presale-cart" data-testid="presale-cart">
        <span>{t('cart.inCart')}</span>{' '}
        <Link to="/cart" className="button button-secondary">
          {t('cart.viewInCart')}
        </Link>
      </p>
    );
  }

  const handleAdd = async () => {
    try {
      await cart.add({ type: 'presale', id: category.id });
      setJustAdded(true);
    } catch (error) {
      showToast(errorMessageKey(error), { tone: 'error' });
    }
  };

  return (
    <p className="presale-cart" data-testid="presale-cart">
      <button type="button" className="button" onClick={() => void handleAdd()}>
        {t('cart.addToCart')}
      </button>
    </p>
  );
}
