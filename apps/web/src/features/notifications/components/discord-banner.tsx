import type { FeatureFlag } from '@parallax/core/contracts/flags';
import { subscriptionEndpoints } from '@parallax/core/endpoints/subscriptions';
import { safeHref } from '@parallax/core/rules/links';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { DiscordIcon } from '@/components/ui/store-icons';
import { callEndpoint } from '@/lib/api-client';
import { flagQueries } from '@/data/flags/flag-queries';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/data/session/session-context';
import '../notifications.css';

/** The banner's id for the seen check (spec 1 §7 banner seen check and mark by bannerId). */
export const DISCORD_BANNER_ID = 'discord_community';
/** The flag that turns the banner on; its customInfo.url (or a `url` param) is the invitation. */
export const DISCORD_BANNER_FLAG = 'discordBanner';

/** The community's invitation address from the flag, when the flag is on and it is a web address. */
export function discordInvite(flags: readonly FeatureFlag[] | undefined): string | null {
  const flag = flags?.find((candidate) => candidate.name === DISCORD_BANNER_FLAG);
  if (!flag?.isEnabled) return null;
  const fromInfo = flag.customInfo?.url;
  const fromParams = flag.params.find((param) => param.label === 'url')?.value;
  return safeHref(typeof fromInfo === 'string' ? fromInfo : fromParams);
}

const bannerSeen = (userId: string) =>
  queryOptions({
    queryKey: ['notifications', 'banner-seen', userId, DISCORD_BANNER_ID],
    queryFn: ({ signal }) =>
      callEndpoint(subscriptionEndpoints.bannerSeen, {
        prefix: 'plain',
        params: { bannerId: DISCORD_BANNER_ID },
        signal,
      }),
    staleTime: Infinity,
  });

/**
 * spec 2 §2 Discord community promo banner, in the page's flow. spec 2 §4 Banner: visible only
 * if authorized and open; opening is decided by the seen check, closing marks it seen.
 */
export function DiscordBanner() {
  const { user } = useSession();
  const flags = useQuery({ ...flagQueries.list(), enabled: user !== null });
  const invite = discordInvite(flags.data);
  if (!user || !invite) return null;
  return <OpenDiscordBanner userId={user.id} invite={invite} />;
}

function OpenDiscordBanner({ userId, invite }: { userId: string; invite: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const seen = useQuery(bannerSeen(userId));
  if (seen.data?.hasSeen !== false) return null;

  const close = async () => {
    const key = bannerSeen(userId).queryKey;
    // Closed at once; the call only makes it last.
    queryClient.setQueryData(key, { bannerId: DISCORD_BANNER_ID, hasSeen: true, seen: true });
    try {
      queryClient.setQueryData(
        key,
        await callEndpoint(subscriptionEndpoints.markBannerSeen, {
          prefix: 'plain',
          params: { bannerId: DISCORD_BANNER_ID },
        }),
      );
    } catch (error) {
      console.warn('The Discord banner could not be marked seen', error);
    }
  };

  return (
    <div className="discord-banner-row">
      <aside className="discord-banner" aria-labelledby={titleId} data-testid="discord-banner">
        <span className="discord-banner-icon" aria-hidden="true">
          <DiscordIcon size={28} />
        </span>
        <div className="discord-banner-text">
          <p className="discord-banner-label">{t('notifications.discord.label')}</p>
          <h2 id={titleId} className="discord-banner-title">
            {t('notifications.discord.title')}
          </h2>
          <p>{t('notifications.discord.text')}</p>
        </div>
        <a className="button button-small" href={invite} target="_blank" rel="noopener">
          {t('notifications.discord.join')}
        </a>
        <button
          type="button"
          className="icon-button discord-banner-close"
          onClick={() => void close()}
          aria-label={t('notifications.discord.close')}
        >
          <CloseIcon size={18} />
        </button>
      </aside>
    </div>
  );
}
