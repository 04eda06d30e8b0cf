import type { CardOwnership } from '@parallax/core/contracts/subscriptions';
import { pagePath } from '@parallax/core/pages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { errorMessageKey } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { useNow } from '@/lib/use-now';
import { claimCardPromo, subscriptionApi } from '../api/subscription-api';
import { formatCountdown } from '../model/countdown';
import { formatDay } from '../model/dates';

/**
 * spec 2 §2-§4 card ownership promo, for subscribers: the pack on offer (a link to its page by
 * slug), a countdown to the end of the claim window, the next drop's date, and Claim; once owned,
 * a text for a claimed pack and another for one owned otherwise.
 */
export function CardPromo({ userId }: { userId: string }) {
  const promo = useQuery(subscriptionApi.cardPromo(userId));
  if (!promo.data?.promo) return null;
  return (
    <CardPromoPanel userId={userId} promo={promo.data.promo} receivedAt={promo.dataUpdatedAt} />
  );
}

function CardPromoPanel({
  userId,
  promo,
  receivedAt,
}: {
  userId: string;
  promo: CardOwnership;
  /** When the answer came, by this device's clock. */
  receivedAt: number;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [isClaiming, setIsClaiming] = useState(false);
  const { isOpen, msLeft } = useClaimWindow(promo, receivedAt);
  const contentPath = pagePath('content', { slug: promo.slug });

  const claim = async () => {
    setIsClaiming(true);
    try {
      await claimCardPromo(queryClient, userId);
    } catch (error) {
      showToast(errorMessageKey(error), { tone: 'error' });
    } finally {
      setIsClaiming(false);
    }
  };

  return (
    <section
      className="card-promo"
      aria-labelledby="card-promo-title"
      data-testid="card-promo"
      data-owned={promo.isOwned || undefined}
    >
      {promo.storePreview && (
        <Link to={contentPath} className="card-promo-cover" tabIndex={-1} aria-hidden="true">
          <img src={promo.storePreview} alt="" loading="lazy" />
        </Link>
      )}
      <div className="card-promo-body">
        <p className="subscription-banner-label">{t('subscription.cardPromo.label')}</p>
        <h2 id="card-promo-title" className="subscription-banner-title">
          <Link to={contentPath}>
            {promo.isOwned
              ? promo.title
              : t('subscription.cardPromo.title', { title: promo.title })}
          </Link>
        </h2>
        <CardPromoState promo={promo} isOpen={isOpen} msLeft={msLeft} />
        {promo.nextDropDate && (
          <p className="subscription-banner-text">
            {t('subscription.cardPromo.nextDrop', {
              date: formatDay(promo.nextDropDate, i18n.language),
            })}
          </p>
        )}
        <div className="subscription-banner-actions">
          {isOpen && (
            <button
              type="button"
              className="button button-small"
              onClick={() => void claim()}
              disabled={isClaiming}
              aria-busy={isClaiming || undefined}
              data-testid="card-promo-claim"
            >
              {isClaiming
                ? t('subscription.cardPromo.claiming')
                : t('subscription.cardPromo.claim')}
            </button>
          )}
          {promo.isOwned && (
            <Link className="button button-secondary button-small" to={contentPath}>
              {t('subscription.cardPromo.open', { title: promo.title })}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * The claim window, counted from the seconds the server said were left when it answered: a device
 * whose clock is off (or a server on another clock) still counts the window's own time.
 */
function useClaimWindow(promo: CardOwnership, receivedAt: number) {
  const windowEnd =
    promo.claimWindowSecondsLeft === null ? null : receivedAt + promo.claimWindowSecondsLeft * 1000;
  const now = useNow(!promo.isOwned && windowEnd !== null);
  const msLeft = windowEnd === null ? 0 : windowEnd - now;
  return { isOpen: !promo.isOwned && promo.isClaimable && msLeft > 0, msLeft };
}

/** Owned (claimed, or owned otherwise), or on offer with the countdown while the window is open. */
function CardPromoState({
  promo,
  isOpen,
  msLeft,
}: {
  promo: CardOwnership;
  isOpen: boolean;
  msLeft: number;
}) {
  const { t } = useTranslation();
  return promo.isOwned ? (
    <p className="subscription-banner-text" data-testid="card-promo-owned">
      {promo.ownedReason === 'claim'
        ? t('subscription.cardPromo.ownedClaim', { title: promo.title })
        : t('subscription.cardPromo.ownedOther', { title: promo.title })}
    </p>
  ) : (
    <>
      <p className="subscription-banner-text">{t('subscription.cardPromo.text')}</p>
      {isOpen ? (
        <p className="card-promo-countdown" data-testid="card-promo-countdown">
          {t('subscription.cardPromo.endsIn', { time: formatCountdown(msLeft) })}
        </p>
      ) : (
        <p className="subscription-banner-text">{t('subscription.cardPromo.closed')}</p>
      )}
    </>
  );
}
