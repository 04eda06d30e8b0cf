import { pagePath } from '@parallax/core/pages';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n';
import { isPaymentSupported } from '@/lib/platform';
import { useActiveSubscription } from '@/data/subscriptions/subscription-queries';
import { SubscriptionPanel } from './subscription-panel';
import '../subscription.css';

/**
 * spec 2 §2, §5 control panel: the subscription in the profile settings — its status panel (the
 * lifetime one included), or none, with the way to the plans where payment is supported.
 */
export function ProfileSubscription() {
  const { t } = useTranslation();
  const [canPay] = useState(isPaymentSupported);
  const { subscription } = useActiveSubscription();
  if (subscription === undefined) return null;
  if (subscription) {
    return (
      <div className="settings-block" data-testid="profile-subscription">
        <SubscriptionPanel subscription={subscription} headingLevel={4} />
      </div>
    );
  }
  return (
    <section
      className="settings-block"
      aria-labelledby="profile-subscription-title"
      data-testid="profile-subscription"
    >
      <h4 id="profile-subscription-title" className="settings-title">
        {t('subscription.panel.title')}
      </h4>
      <p className="settings-text">{t('subscription.panel.none')}</p>
      {canPay && (
        <Link className="button button-secondary" to={`${pagePath('subscription')}#tariffs`}>
          {t('subscription.panel.seePlans')}
        </Link>
      )}
    </section>
  );
}
