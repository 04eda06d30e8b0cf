import type { TariffDto } from '@parallax/core/contracts/subscriptions';
import { formatPrice } from '@parallax/core/rules/price';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { errorMessageKey } from '@/lib/http';
import { currentLanguage, useTranslation, type TFunction } from '@/lib/i18n';
import { isPaymentSupported } from '@/lib/platform';
import { useSession } from '@/data/session/session-context';
import { useActiveSubscription } from '@/data/subscriptions/subscription-queries';
import { showToast } from '@/lib/toast';
import { subscriptionApi } from '../api/subscription-api';
import { CardPromo } from './card-promo';
import { SubscriptionBanners } from './discount-banners';
import { SubscriptionPanel, type RenewOffer } from './subscription-panel';
import { TariffCard, type SubscribeChoice } from './tariff-card';
import { periodText } from './tariff-price';
import '../subscription.css';

/** The anchor of the tariffs (spec 1 §2 /subscription#tariffs). */
export const TARIFFS_ANCHOR = 'tariffs';

/** A tariff's price as its card shows it (its personal offer's first): once, or per its period. */
function priceText(t: TFunction, tariff: TariffDto): string {
  const price = tariff.personalOffer?.price ?? tariff.price;
  if (tariff.isLifetime || tariff.durationDays === null) return formatPrice(price);
  return t('subscription.perPeriod', {
    price: formatPrice(price),
    period: periodText(t, tariff.durationDays),
  });
}

/**
 * spec 1 §2 /subscription: only where payment is supported (not in the viewer); an existing
 * subscriber is sent to main unless an upgrade is available. The subscriber's status panel, the
 * personal-discount banner, the subscribers' card promo and the tariffs. A customer whose
 * subscription ended sees its panel with a Renew offer, and the plans without a trial (a trial is
 * for new customers only). Subscribe, Upgrade and Renew put the tariff in the cart (the app gives
 * `onSubscribe`: the cart is another feature's).
 */
export function SubscriptionPage({
  onSubscribe,
}: {
  onSubscribe: (choice: SubscribeChoice) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { auth, user } = useSession();
  const location = useLocation();
  const [canPay] = useState(isPaymentSupported);
  const active = useActiveSubscription();
  const { subscription } = active;
  // Shown only when nothing gives access (the server sends it so).
  const ended = subscription ? null : (active.ended ?? null);
  // An unreadable subscription still lets the tariffs show (the server marks what is held).
  const isKnown = auth.status !== 'unknown' && (subscription !== undefined || active.isError);
  const tariffs = useQuery({
    ...subscriptionApi.tariffs(user?.id ?? null, currentLanguage()),
    enabled: canPay && isKnown,
  });
  const [busyTariffId, setBusyTariffId] = useState<string | null>(null);
  const hasTariffs = tariffs.data !== undefined;
  // The ended plan's own offer, while its tariff is on sale to the caller.
  const renewable = ended
    ? tariffs.data?.find((tariff) => tariff.id === ended.tariff.id && tariff.isAvailable)
    : undefined;

  // The tariffs arrive after the page: the anchor is scrolled to once they are there.
  useEffect(() => {
    if (location.hash !== `#${TARIFFS_ANCHOR}` || !hasTariffs) return;
    document.getElementById(TARIFFS_ANCHOR)?.scrollIntoView?.({ block: 'start' });
  }, [location.hash, location.key, hasTariffs]);

  if (!canPay) return <Navigate to="/" replace />;
  if (subscription && !subscription.isUpgradeAvailable) return <Navigate to="/" replace />;

  const subscribe = async (choice: SubscribeChoice) => {
    setBusyTariffId(choice.tariffId);
    try {
      await onSubscribe(choice);
    } catch (error) {
      showToast(errorMessageKey(error), { tone: 'error' });
    } finally {
      setBusyTariffId(null);
    }
  };

  const renew: RenewOffer | undefined = renewable && {
    price: priceText(t, renewable),
    isBusy: busyTariffId === renewable.id,
    isDisabled: busyTariffId !== null,
    onRenew: () => void subscribe({ tariffId: renewable.id, viaTrial: false }),
  };
  // A cancelled plan is not upgraded: the plans offered replace it.
  const heading = subscription
    ? subscription.isCancelled
      ? 'resubscribe'
      : 'upgrade'
    : ended
      ? 'renew'
      : null;

  return (
    <div className="subscription-page" data-testid="subscription-page">
      <title>{t('subscription.metaTitle')}</title>
      <meta name="description" content={t('subscription.metaDescription')} />
      <header className="subscription-intro">
        <h1>{heading ? t(`subscription.${heading}Heading`) : t('subscription.heading')}</h1>
        <p>{heading ? t(`subscription.${heading}Intro`) : t('subscription.intro')}</p>
      </header>
      {subscription && <SubscriptionPanel subscription={subscription} />}
      {ended && <SubscriptionPanel subscription={ended} renew={renew} />}
      <SubscriptionBanners withUpgrade={false} />
      {subscription && user && <CardPromo userId={user.id} />}
      <TariffsSection
        tariffs={tariffs}
        isSubscriber={Boolean(subscription)}
        busyTariffId={busyTariffId}
        onSubscribe={(choice) => void subscribe(choice)}
      />
    </div>
  );
}

/** The tariffs: placeholders while they load, a retry when they fail, then a card each. */
function TariffsSection({
  tariffs,
  isSubscriber,
  busyTariffId,
  onSubscribe,
}: {
  tariffs: UseQueryResult<TariffDto[]>;
  isSubscriber: boolean;
  busyTariffId: string | null;
  onSubscribe: (choice: SubscribeChoice) => void;
}) {
  const { t } = useTranslation();
  const hasTariffs = tariffs.data !== undefined;
  return (
    <section
      id={TARIFFS_ANCHOR}
      className="subscription-tariffs"
      aria-labelledby="tariffs-title"
      aria-busy={!hasTariffs && !tariffs.isError}
    >
      <h2 id="tariffs-title">{t('subscription.tariffsTitle')}</h2>
      {!hasTariffs && !tariffs.isError && (
        <div className="tariff-grid" aria-label={t('subscription.loading')}>
          {[0, 1, 2].map((index) => (
            <div key={index} className="tariff-card skeleton" />
          ))}
        </div>
      )}
      {tariffs.isError && (
        <div className="notice" role="alert">
          <p>{t('subscription.loadError')}</p>
          <button type="button" className="button" onClick={() => void tariffs.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {tariffs.data?.length === 0 && <p className="notice">{t('subscription.empty')}</p>}
      {tariffs.data && tariffs.data.length > 0 && (
        <div className="tariff-grid">
          {tariffs.data.map((tariff) => (
            <TariffCard
              key={tariff.id}
              tariff={tariff}
              tariffs={tariffs.data}
              isSubscriber={isSubscriber}
              busyTariffId={busyTariffId}
              onSubscribe={onSubscribe}
            />
          ))}
        </div>
      )}
    </section>
  );
}
