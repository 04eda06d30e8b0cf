import type { PersonalDiscount } from '@parallax/core/contracts/subscriptions';
import { pagePath } from '@parallax/core/pages';
import { bannerDiscountPercent, formatPrice } from '@parallax/core/rules/price';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/data/session/session-context';
import { useActiveSubscription } from '@/data/subscriptions/subscription-queries';
import { markBannerSeen, subscriptionApi } from '../api/subscription-api';
import '../subscription.css';

/** The upgrade banner's id for the seen check (spec 1 §4: Not now marks it seen). */
export const UPGRADE_BANNER_ID = 'subscription-upgrade';

const TARIFFS_ADDRESS = `${pagePath('subscription')}#tariffs`;

/** A banner worth showing: a discount type, a banner id to remember it by, tariffs on offer. */
function hasBanner(discount: PersonalDiscount | undefined): discount is PersonalDiscount & {
  type: NonNullable<PersonalDiscount['type']>;
  bannerId: string;
} {
  return (
    discount !== undefined &&
    discount.type !== null &&
    discount.bannerId !== null &&
    discount.discountedTariffs.length > 0
  );
}

/** Whether the user (or guest) closed this banner; undefined while the seen check runs. */
function useBannerSeen(userId: string | null, bannerId: string | null): boolean | undefined {
  const seen = useQuery({
    ...subscriptionApi.bannerSeen(userId, bannerId ?? ''),
    enabled: bannerId !== null,
  });
  return seen.data?.hasSeen;
}

function NotNowButton({
  userId,
  bannerId,
  label,
}: {
  userId: string | null;
  bannerId: string;
  label: string;
}) {
  const queryClient = useQueryClient();
  return (
    <button
      type="button"
      className="button button-secondary button-small"
      onClick={() => {
        void markBannerSeen(queryClient, userId, bannerId).catch((error: unknown) =>
          console.warn('The banner could not be marked seen', error),
        );
      }}
      data-testid="banner-not-now"
    >
      {label}
    </button>
  );
}

/**
 * spec 1 §4, spec 2 §3-§4 personal discount: the banner of the discount type the server chose
 * (source-14, subscription upgrade, pay-as-you-go), its tariffs with the old price and discount
 * percent where the banner rule shows one, See plans and Not now (marks it seen). Opened by the
 * seen check.
 */
export function PersonalDiscountBanner({
  userId,
  discount,
}: {
  /** null: a guest, whose closed banners are kept on this device. */
  userId: string | null;
  discount: PersonalDiscount & { type: NonNullable<PersonalDiscount['type']>; bannerId: string };
}) {
  const { t } = useTranslation();
  const isSeen = useBannerSeen(userId, discount.bannerId);
  if (isSeen !== false) return null;
  const { type, maxDiscountPercentage: percent } = discount;
  return (
    <aside
      className="subscription-banner"
      aria-labelledby="personal-discount-title"
      data-testid="personal-discount-banner"
      data-type={type}
    >
      <p className="subscription-banner-label">{t('subscription.discount.label')}</p>
      <h2 id="personal-discount-title" className="subscription-banner-title">
        {percent > 0
          ? t(`subscription.discount.titles.${type}`, { percent })
          : t(`subscription.discount.titlesNoPercent.${type}`)}
      </h2>
      {type === 'PayAsYouGo' && discount.purchasedContent.length > 0 && (
        <p className="subscription-banner-text">
          {t('subscription.discount.purchased', { count: discount.purchasedContent.length })}
        </p>
      )}
      <ul className="subscription-banner-tariffs">
        {discount.discountedTariffs.map((tariff) => {
          const shown = bannerDiscountPercent(tariff.oldPrice, tariff.price);
          return (
            <li key={tariff.id}>
              <span>{tariff.name}</span>
              <span className="price">
                <span className="price-current">{formatPrice(tariff.price)}</span>
                {shown !== null && tariff.oldPrice !== null && (
                  <>
                    <s className="price-old">
                      <span className="visually-hidden">{t('subscription.oldPrice')} </span>
                      {formatPrice(tariff.oldPrice)}
                    </s>
                    <span className="price-discount" data-testid="personal-discount-percent">
                      {t('subscription.discountPercent', { percent: shown })}
                    </span>
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="subscription-banner-actions">
        <Link className="button button-small" to={TARIFFS_ADDRESS}>
          {t('subscription.discount.see')}
        </Link>
        <NotNowButton
          userId={userId}
          bannerId={discount.bannerId}
          label={t('subscription.discount.notNow')}
        />
      </div>
    </aside>
  );
}

/** spec 1 §4 upgrade banner: a subscriber who may upgrade; Not now marks it seen. */
export function UpgradeBanner({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const isSeen = useBannerSeen(userId, UPGRADE_BANNER_ID);
  if (isSeen !== false) return null;
  return (
    <aside
      className="subscription-banner"
      aria-labelledby="upgrade-banner-title"
      data-testid="upgrade-banner"
    >
      <h2 id="upgrade-banner-title" className="subscription-banner-title">
        {t('subscription.upgradeBanner.title')}
      </h2>
      <p className="subscription-banner-text">{t('subscription.upgradeBanner.text')}</p>
      <div className="subscription-banner-actions">
        <Link className="button button-small" to={TARIFFS_ADDRESS}>
          {t('subscription.upgradeBanner.see')}
        </Link>
        <NotNowButton
          userId={userId}
          bannerId={UPGRADE_BANNER_ID}
          label={t('subscription.upgradeBanner.notNow')}
        />
      </div>
    </aside>
  );
}

/**
 * The banners of the store and subscription pages (spec 2 §2): the personal discount when the
 * server has one, else, on the store page, the upgrade banner for a subscriber who may upgrade.
 * spec 2 §4: a banner is open until the seen check says it was closed; closing marks it seen.
 * A guest who came from a source with an offer (source-14) is shown it too: the plans and the
 * cart give them its price, so the banner says so where they shop. A session not yet known gets
 * none.
 */
export function SubscriptionBanners({ withUpgrade }: { withUpgrade: boolean }) {
  const { auth, user } = useSession();
  if (user !== null) return <SignedInBanners userId={user.id} withUpgrade={withUpgrade} />;
  return auth.status === 'notAuthenticated' ? <GuestBanner /> : null;
}

function GuestBanner() {
  const discount = useQuery(subscriptionApi.personalDiscount(null));
  return hasBanner(discount.data) ? (
    <PersonalDiscountBanner userId={null} discount={discount.data} />
  ) : null;
}

function SignedInBanners({ userId, withUpgrade }: { userId: string; withUpgrade: boolean }) {
  const { subscription } = useActiveSubscription();
  const discount = useQuery(subscriptionApi.personalDiscount(userId));
  if (discount.isPending) return null;
  if (hasBanner(discount.data)) {
    return <PersonalDiscountBanner userId={userId} discount={discount.data} />;
  }
  // A cancelled plan runs out on its own: a new plan replaces it, nothing is upgraded.
  if (withUpgrade && subscription?.isUpgradeAvailable && !subscription.isCancelled) {
    return <UpgradeBanner userId={userId} />;
  }
  return null;
}
