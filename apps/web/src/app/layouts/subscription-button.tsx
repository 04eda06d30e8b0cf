import type { SubscriptionDto } from '@parallax/core/contracts/subscriptions';
import { pagePath } from '@parallax/core/pages';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import type { AuthStatus } from '@/data/session/auth-status';
import { useTranslation } from '@/lib/i18n';
import { HAS_SUBSCRIPTION_PAGE } from '@/lib/pages';
import { isPaymentSupported } from '@/lib/platform';
import { useSession } from '@/data/session/session-context';
import { useActiveSubscription } from '@/data/subscriptions/subscription-queries';

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

/**
 * What is known of the user's subscription: a guest has none; a signed-in user's comes with the
 * active-subscription query. Until user info answers (spec 1 §4 auth status unknown), a visitor
 * without a session marker is taken for the guest they most likely are, as the header's login
 * button is, so the offer is there at first paint.
 */
export function subscriptionKnowledge({
  authStatus,
  isLikelySignedIn,
  subscription,
}: {
  authStatus: AuthStatus;
  isLikelySignedIn: boolean;
  subscription: SubscriptionDto | null | undefined;
}): boolean | null {
  if (subscription !== undefined) return subscription !== null;
  if (authStatus === 'unknown' && !isLikelySignedIn) return false;
  return null;
}

export function SubscriptionButton({
  className = 'button button-small',
  isLikelySignedIn,
}: {
  className?: string;
  /** The header's guess while the session is not confirmed: a live session marker. */
  isLikelySignedIn: boolean;
}) {
  const { t } = useTranslation();
  const { auth } = useSession();
  const [canPay] = useState(isPaymentSupported);
  // Asked only where the button could show.
  const { subscription } = useActiveSubscription({ isEnabled: HAS_SUBSCRIPTION_PAGE && canPay });
  const isShown = shouldOfferSubscription({
    hasSubscriptionPage: HAS_SUBSCRIPTION_PAGE,
    isPaymentSupported: canPay,
    hasSubscription: subscriptionKnowledge({
      authStatus: auth.status,
      isLikelySignedIn,
      subscription,
    }),
  });
  if (!isShown) return null;
  return (
    <Link
      to={`${pagePath('subscription')}#tariffs`}
      className={className}
      data-testid="header-subscription-button"
    >
      {t('header.subscribe')}
    </Link>
  );
}
