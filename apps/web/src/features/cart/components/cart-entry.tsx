import { pagePath } from '@parallax/core/pages';
import type { CartResponse } from '@parallax/core/contracts/cart';
import type { CategoryWithContent } from '@parallax/core/contracts/catalog';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { errorMessageKey } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { isPaymentSupported } from '@/lib/platform';
import { lazyPart } from '@/lib/lazy-part';
import { useSession } from '@/data/session/session-context';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { showToast } from '@/lib/toast';
import { hasServerCart, SERVER_CART_KEY, useLocalCartIds } from '../model/cart-presence';
import { promoCodeParamOf, withoutPromoCodeParam } from '../model/promo-code-param';

/*
 * The cart's entry points on every page, light enough for the store page's first load: they read
 * whether there is a cart at all (local storage, the session) and load the cart's code only when
 * there is one, or when the buyer adds something.
 */

const CartButton = lazyPart(() => import('./cart-button').then((module) => module.CartButton));
const CartSync = lazyPart(() => import('./cart-sync').then((module) => module.CartSync));

/** The header cart button, for a signed-in user or a guest whose cart holds something. */
export function CartEntry() {
  const session = useSession();
  const localIds = useLocalCartIds();
  if (!hasServerCart(session) && localIds.length === 0) return null;
  return <CartButton />;
}

/** The merge of a guest cart into the server cart, when a signed-in user still has one locally. */
export function CartSyncEntry() {
  const session = useSession();
  const localIds = useLocalCartIds();
  if (!hasServerCart(session) || localIds.length === 0) return null;
  return <CartSync />;
}

/**
 * spec 1 §6: the payment status is refreshed on route change, except on the payment-result and
 * cart pages; its code loads only while a checkout has not settled.
 */
export function PaymentStatusEntry() {
  const { pathname } = useLocation();
  const session = useSession();
  const queryClient = useQueryClient();
  const isSignedIn = session.auth.status === 'authenticated';
  useEffect(() => {
    if (!isSignedIn || pathname === pagePath('paymentResult') || pathname === pagePath('cart'))
      return;
    if (!readStorage(STORAGE_KEYS.userGoToPayment)) return;
    void import('../model/payment-status').then((module) =>
      module.refreshPaymentStatus(queryClient),
    );
  }, [pathname, isSignedIn, queryClient]);
  return null;
}

/**
 * spec 1 §2, spec 2 §2: a promo-code parameter on any page is checked against the cart in use
 * once the session is known (guest or user), then removed from the address. The check's code
 * loads only when a link carries one.
 */
export function PromoCodeParamEntry() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const queryClient = useQueryClient();
  const code = promoCodeParamOf(params);
  const isReady = session.bootstrap.status === 'bootstrapped' && session.auth.status !== 'unknown';
  const isServerCart = hasServerCart(session);
  // Once per arrival, even when the effect runs twice (React's development checks).
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    if (code === null || !isReady || handledKey.current === location.key) return;
    handledKey.current = location.key;
    // Replaces the history entry in place: the hash, the state and the scroll position stay.
    const search = withoutPromoCodeParam(params).toString();
    void navigate(
      { search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state as unknown, preventScrollReset: true },
    );
    if (code === '') return;
    void import('../api/apply-promo-code-param').then((module) =>
      module.applyPromoCodeFromAddress(code, { isServerCart, queryClient }),
    );
  }, [code, isReady, location, params, navigate, isServerCart, queryClient]);

  return null;
}

/** The content page's add-to-cart (that page is loaded on demand anyway). */
export const AddToCart = lazyPart(() => import('./add-to-cart').then((module) => module.AddToCart));

/** spec 1 §4: the presale button shows "Added to cart" for 1000 ms before "In cart". */
export const PRESALE_ADDED_MS = 1000;

/**
 * spec 1 §4 presale button: Add to cart → Added to cart → In cart (View in cart goes to the
 * cart). Nothing once the presale is bought. It knows what is in the cart without the cart's code
 * (local storage, or the server cart the header button loaded) and loads it to add.
 */
export function PresaleCartButton({ category }: { category: CategoryWithContent }) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const isServerCart = hasServerCart(session);
  const localIds = useLocalCartIds();
  const serverCart = useQuery<CartResponse>({ queryKey: SERVER_CART_KEY, queryFn: skipToken });
  const [justAdded, setJustAdded] = useState(false);

  useEffect(() => {
    if (!justAdded) return;
    const timer = setTimeout(() => setJustAdded(false), PRESALE_ADDED_MS);
    return () => clearTimeout(timer);
  }, [justAdded]);

  if (category.isPresaleBought || !category.isPresaleEnabled) return null;
  // Where payment is unsupported (the viewer, spec 1 §6), no cart: a note says where to buy.
  if (!isPaymentSupported()) {
    return (
      <p className="presale-cart content-owned" data-testid="payment-unsupported">
        {t('cart.checkout.unsupported')}
      </p>
    );
  }
  const isInCart = isServerCart
    ? (serverCart.data?.cartItems.some((line) => line.presaleCategoryId === category.id) ?? false)
    : localIds.includes(category.id);

  if (justAdded) {
    return (
      <p className="presale-cart" role="status" data-testid="presale-cart">
        {t('cart.addedToCart')}
      </p>
    );
  }
  if (isInCart) {
    return (
      <p className="presale-cart" data-testid="presale-cart">
        <span>{t('cart.inCart')}</span>{' '}
        <Link to={pagePath('cart')} className="button button-secondary">
          {t('cart.viewInCart')}
        </Link>
      </p>
    );
  }

  const handleAdd = async () => {
    try {
      const { addToCart } = await import('../api/cart-actions');
      await addToCart({ type: 'presale', id: category.id }, { isServerCart, queryClient });
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
