import { pagePath } from '@parallax/core/pages';
import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n';
import { useCart } from '../api/use-cart';

/** spec 1 §2 header: the cart button, shown while the cart has items, with their count. */
export function CartButton() {
  const { t } = useTranslation();
  const { count } = useCart();
  if (count === 0) return null;
  return (
    <Link
      to={pagePath('cart')}
      className="button button-small button-secondary header-cart"
      aria-label={t('cart.headerButton', { count })}
      data-testid="header-cart"
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2h2.2l.6 3H21l-2 9H8.1l.4 2H19v2H6.9L4.3 4H3V2Zm4.4 10h10l1.2-5H6.4l1 5Z"
        />
      </svg>
      <span className="header-cart-count">{count}</span>
    </Link>
  );
}
