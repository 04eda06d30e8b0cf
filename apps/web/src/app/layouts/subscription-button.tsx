import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { HAS_SUBSCRIPTION_PAGE } from '@/lib/pages';
import { isPaymentSupported } from '@/lib/platform';
import { useSession } from '@/lib/session-context';

/**
 * spec 1 §2 header: the subscription button shows when payments are supported (not embedded in
 * the viewer) and the user has no subscription. `hasSubscription` null means not known yet:
 * hidden, so a subscriber never sees the offer flash by.
 */
export function shouldOfferSubscription({
  hasSubscriptionPage,
  isPaymentSupported: canPay,
  hasSubscription,
}: {
  hasSubscriptionPage: boolean;
  isPaymentSupported: boolean;
  hasSubscription: boolean | null;
}): boolean {
  return hasSubscriptionPage && canPay && hasSubscription === false;
}

export function SubscriptionButton({ className = 'button button-small' }: { className?: string }) {
  const { t } = useTranslation();
  const { auth } = useSession();
  // A guest has no subscription; a signed-in user's comes with the subscription query.
  const hasSubscription = auth.status === 'notAuthenticated' ? false : null;
  const isShown = shouldOfferSubscription({
    hasSubscriptionPage: HAS_SUBSCRIPTION_PAGE,
    isPaymentSupported: isPaymentSupported(),
    hasSubscription,
  });
  if (!isShown) return null;
  return (
    <Link to="/subscription" className={className} data-testid="subscription-button">
      {t('header.subscribe')}
    </Link>
  );
}
