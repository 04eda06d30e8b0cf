import type { SubscriptionDto } from '@parallax/core/contracts/subscriptions';
import { formatPrice } from '@parallax/core/rules/price';
import { useState } from 'react';
import { errorMessageKey } from '@/lib/http';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { openSubscriptionManagement } from '../api/subscription-api';
import { formatDay } from '../model/dates';
import { canManage, isEnded, panelKind, type PanelKind } from '../model/panel-kind';

/** The panel's lines for one status (spec 1 §4: each status has its own panel). */
function panelTexts(
  t: TFunction,
  kind: PanelKind,
  subscription: SubscriptionDto,
  day: (iso: string) => string,
): string[] {
  const { endDate, trialEndsAt, graceEndsAt, nextChargeAt, nextChargePrice } = subscription;
  switch (kind) {
    case 'active': {
      const renewsAt = nextChargeAt ?? endDate;
      if (!renewsAt) return [];
      const price = nextChargePrice ?? subscription.tariff.price;
      return [
        t('subscription.panel.texts.renews', { date: day(renewsAt), price: formatPrice(price) }),
      ];
    }
    case 'trial': {
      const endsAt = trialEndsAt ?? endDate;
      if (!endsAt) return [];
      return nextChargePrice === null
        ? [t('subscription.panel.texts.trialNoPrice', { date: day(endsAt) })]
        : [
            t('subscription.panel.texts.trial', {
              date: day(endsAt),
              price: formatPrice(nextChargePrice),
            }),
          ];
    }
    case 'lifetime':
      return [t('subscription.panel.texts.lifetime')];
    case 'cancelInProgress':
      return endDate
        ? [t('subscription.panel.texts.cancelInProgress', { date: day(endDate) })]
        : [];
    case 'cancelled':
      return [
        endDate
          ? t('subscription.panel.texts.cancelled', { date: day(endDate) })
          : t('subscription.panel.texts.cancelledNoDate'),
      ];
    case 'grace':
      return [
        graceEndsAt
          ? t('subscription.panel.texts.grace', { date: day(graceEndsAt) })
          : t('subscription.panel.texts.graceNoDate'),
        t('subscription.panel.texts.fixPayment'),
      ];
    case 'paymentFailed':
      return [t('subscription.panel.texts.paymentFailed')];
    case 'pending':
      return [t('subscription.panel.texts.pending')];
    case 'refunded':
      return [t('subscription.panel.texts.refunded')];
    case 'ended':
      return [t('subscription.panel.texts.ended')];
  }
}

/** An ended subscription's own offer: its tariff again, at the price it sells for now. */
export type RenewOffer = {
  price: string;
  isBusy: boolean;
  isDisabled: boolean;
  onRenew: () => void;
};

/**
 * The subscriber's status panel (spec 1 §2, §4): one per status — active, trial, being cancelled,
 * cancelled with its last day, grace with its end and a fix-payment note, and the ends — payment
 * failed for good, refunded, expired — each with its Renew offer, where the tariff is still sold
 * (a trial is for new customers only); a lifetime panel without manage or renew actions. Manage subscription opens the payment
 * provider's management page.
 */
export function SubscriptionPanel({
  subscription,
  headingLevel = 2,
  renew,
}: {
  subscription: SubscriptionDto;
  headingLevel?: 2 | 4;
  renew?: RenewOffer | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [isOpening, setIsOpening] = useState(false);
  const kind = panelKind(subscription);
  const day = (iso: string) => formatDay(iso, i18n.language);
  const Heading = headingLevel === 2 ? 'h2' : 'h4';

  const manage = async () => {
    setIsOpening(true);
    try {
      await openSubscriptionManagement();
    } catch (error) {
      setIsOpening(false);
      showToast(errorMessageKey(error), { tone: 'error' });
    }
  };

  return (
    <section
      className={`subscription-panel subscription-panel-${kind}`}
      data-testid="subscription-panel"
      data-status={subscription.status}
      data-panel={kind}
      aria-labelledby={`subscription-panel-${subscription.id}`}
    >
      <Heading id={`subscription-panel-${subscription.id}`} className="subscription-panel-title">
        {t(`subscription.panel.titles.${kind}`)}
      </Heading>
      <dl className="subscription-panel-facts">
        <div>
          <dt>{t('subscription.panel.tariff')}</dt>
          <dd data-testid="subscription-tariff">{subscription.tariff.name}</dd>
        </div>
      </dl>
      {panelTexts(t, kind, subscription, day).map((text) => (
        <p key={text} className="subscription-panel-text">
          {text}
        </p>
      ))}
      {subscription.cardPan && kind !== 'lifetime' && !isEnded(kind) && (
        <p className="subscription-panel-card">
          {/* spec 1 §3: the card's last 6 digits are shown. */}
          {t('subscription.panel.card', { pan: subscription.cardPan.slice(-6) })}
        </p>
      )}
      {isEnded(kind) && renew && (
        <RenewOfferBlock tariffName={subscription.tariff.name} renew={renew} />
      )}
      {canManage(kind) && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void manage()}
          disabled={isOpening}
          aria-busy={isOpening || undefined}
          data-testid="manage-subscription"
        >
          {isOpening ? t('subscription.panel.opening') : t('subscription.panel.manage')}
        </button>
      )}
    </section>
  );
}

/** An ended plan's Renew offer, while its tariff is still sold. */
function RenewOfferBlock({ tariffName, renew }: { tariffName: string; renew: RenewOffer }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="subscription-panel-text" data-testid="renew-offer">
        {t('subscription.panel.renewOffer', {
          tariff: tariffName,
          price: renew.price,
        })}
      </p>
      <button
        type="button"
        className="button"
        onClick={renew.onRenew}
        disabled={renew.isDisabled}
        aria-busy={renew.isBusy || undefined}
        data-testid="renew-subscription"
      >
        {renew.isBusy ? t('subscription.adding') : t('subscription.panel.renew')}
      </button>
    </>
  );
}
