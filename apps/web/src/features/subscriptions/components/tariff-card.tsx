import type { TariffDto } from '@parallax/core/contracts/subscriptions';
import { formatPrice } from '@parallax/core/rules/price';
import type { CSSProperties } from 'react';
import { useTranslation } from '@/lib/i18n';
import { tariffColours, trialOffer } from '../model/tariff-display';
import { TariffPrice, TariffTrialOffer } from './tariff-price';

/** Adding a tariff to the cart: as a trial, or at its price (an upgrade never as a trial). */
export type SubscribeChoice = { tariffId: string; viaTrial: boolean };

type Props = {
  tariff: TariffDto;
  tariffs: readonly TariffDto[];
  /**
   * The caller holds a subscription: the card offers an upgrade or nothing, never a trial (nor to
   * anyone who held one before: the server's isTrialAvailable).
   */
  isSubscriber: boolean;
  /** The tariff being added to the cart, if any (its buttons show it; the others wait). */
  busyTariffId: string | null;
  onSubscribe: (choice: SubscribeChoice) => void;
};

/**
 * One tariff (spec 1 §3 Tariff, §9): its colours, features, per-period price with the old price
 * and its discount, the trial offer, and what the caller may do with it — subscribe (with the
 * trial where offered), upgrade to it with the unused time credited, or nothing (their current
 * tariff, or a downgrade).
 */
export function TariffCard({ tariff, tariffs, isSubscriber, busyTariffId, onSubscribe }: Props) {
  const { t } = useTranslation();
  const colours = tariffColours(tariff);
  const trial = isSubscriber || !tariff.isTrialAvailable ? null : trialOffer(tariff);
  const isBusy = busyTariffId === tariff.id;
  const isDisabled = busyTariffId !== null;
  const style = {
    '--tariff-background': colours.background,
    '--tariff-text': colours.text,
    '--tariff-accent': colours.accent,
  } as CSSProperties;

  return (
    <article
      className={`tariff-card${tariff.isCurrent ? ' is-current' : ''}`}
      style={style}
      data-testid={`tariff-card-${tariff.kind}`}
      data-current={tariff.isCurrent || undefined}
      aria-labelledby={`tariff-${tariff.id}`}
    >
      <header className="tariff-card-header">
        <h3 id={`tariff-${tariff.id}`} className="tariff-card-name">
          {tariff.name}
        </h3>
        {tariff.isCurrent && (
          <span className="badge tariff-current">{t('subscription.current')}</span>
        )}
      </header>
      {tariff.description && <p className="tariff-card-description">{tariff.description}</p>}
      <TariffPrice tariff={tariff} tariffs={tariffs} />
      {tariff.featureDataList.length > 0 && (
        <ul className="tariff-features">
          {tariff.featureDataList.map((feature) => (
            <li key={`${feature.icon}-${feature.description}`} data-icon={feature.icon}>
              {feature.description}
            </li>
          ))}
        </ul>
      )}
      {tariff.isExclusiveAccess && (
        <p className="tariff-exclusive">{t('subscription.exclusive')}</p>
      )}
      {trial && <TariffTrialOffer tariff={tariff} trial={trial} />}
      <div className="tariff-actions">
        <TariffActions
          tariff={tariff}
          isSubscriber={isSubscriber}
          hasTrial={trial !== null}
          isBusy={isBusy}
          isDisabled={isDisabled}
          onSubscribe={onSubscribe}
        />
      </div>
    </article>
  );
}

function TariffActions({
  tariff,
  isSubscriber,
  hasTrial,
  isBusy,
  isDisabled,
  onSubscribe,
}: {
  tariff: TariffDto;
  isSubscriber: boolean;
  hasTrial: boolean;
  isBusy: boolean;
  isDisabled: boolean;
  onSubscribe: (choice: SubscribeChoice) => void;
}) {
  const { t } = useTranslation();
  const busy = { disabled: isDisabled, 'aria-busy': isBusy || undefined };
  if (tariff.isCurrent) return null;
  if (isSubscriber) {
    if (!tariff.isAvailable) return <p className="tariff-note">{t('subscription.notOffered')}</p>;
    // A cancelled plan is not upgraded: a new plan starts today and replaces what is left of it.
    if (tariff.upgradePrice === null) {
      return (
        <ReplacePlanAction tariff={tariff} isBusy={isBusy} onSubscribe={onSubscribe} {...busy} />
      );
    }
    // spec 1 §9: upgrades only, with the unused part of the current period credited.
    return (
      <>
        <p className="tariff-note" data-testid={`upgrade-proration-${tariff.kind}`}>
          {tariff.upgradeCredit !== null && tariff.upgradeCredit > 0
            ? t('subscription.upgradeProration', {
                price: formatPrice(tariff.upgradePrice),
                credit: formatPrice(tariff.upgradeCredit),
              })
            : t('subscription.upgradeNoCredit', { price: formatPrice(tariff.upgradePrice) })}
        </p>
        <button
          type="button"
          className="button button-block"
          onClick={() => onSubscribe({ tariffId: tariff.id, viaTrial: false })}
          data-testid={`upgrade-${tariff.kind}`}
          {...busy}
        >
          {isBusy ? t('subscription.adding') : t('subscription.upgrade')}
        </button>
      </>
    );
  }
  if (!tariff.isAvailable) return null;
  return (
    <>
      <button
        type="button"
        className="button button-block"
        onClick={() => onSubscribe({ tariffId: tariff.id, viaTrial: hasTrial })}
        data-testid={`subscribe-${tariff.kind}`}
        {...busy}
      >
        {isBusy
          ? t('subscription.adding')
          : hasTrial
            ? t('subscription.startTrial')
            : t('subscription.subscribe')}
      </button>
      {hasTrial && (
        <button
          type="button"
          className="link-button tariff-no-trial"
          onClick={() => onSubscribe({ tariffId: tariff.id, viaTrial: false })}
          data-testid={`subscribe-full-${tariff.kind}`}
          disabled={isDisabled}
        >
          {t('subscription.subscribeWithoutTrial')}
        </button>
      )}
    </>
  );
}

/** A new plan for a subscriber whose plan was cancelled: it replaces what is left of theirs. */
function ReplacePlanAction({
  tariff,
  isBusy,
  disabled,
  onSubscribe,
}: {
  tariff: TariffDto;
  isBusy: boolean;
  disabled: boolean;
  onSubscribe: (choice: SubscribeChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="tariff-note" data-testid={`replaces-plan-${tariff.kind}`}>
        {t('subscription.replacesPlan')}
      </p>
      <button
        type="button"
        className="button button-block"
        onClick={() => onSubscribe({ tariffId: tariff.id, viaTrial: false })}
        data-testid={`subscribe-${tariff.kind}`}
        disabled={disabled}
        aria-busy={isBusy || undefined}
      >
        {isBusy ? t('subscription.adding') : t('subscription.subscribe')}
      </button>
    </>
  );
}
