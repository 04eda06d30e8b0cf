import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { flagQueries } from '@/data/flags/flag-queries';
import { isPaymentSupported } from '@/lib/platform';
import {
  hasPlatformSwitcher,
  offeredPlatforms,
  selectPlatform,
  type GuidePlatform,
} from '../model/guide-platforms';
import { ApkGuide } from './apk-guide';
import { ChoiceGroup } from './choice-group';
import { MetaStoreGuide } from './meta-store-guide';
import { PcvrGuide } from './pcvr-guide';
import '../guide.css';

const TITLE_KEYS = {
  MetaStore: 'guide.metaStore.title',
  PCVR: 'guide.pcvr.title',
  Apk: 'guide.apk.title',
} as const satisfies Record<GuidePlatform, string>;

/**
 * The how-to-watch-in-VR guide (spec 2 §2 guides). The platforms offered come from the
 * `guidePlatforms` flag; `?platform=` (PCVR | MetaStore | Apk) picks one, the Meta store by
 * default, and the switcher writes the choice back to the query. `setPasswordAction` is the
 * account feature's set-password button (composed by the app).
 */
export function HowToWatchPage({ setPasswordAction }: { setPasswordAction: ReactNode }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const flags = useQuery(flagQueries.list());
  const [canPay] = useState(isPaymentSupported);
  // A choice shows at once, before the navigation writing it to the query lands; once the query
  // changes (that navigation, or a link elsewhere) the query rules again.
  const requested = searchParams.get('platform');
  const [choice, setChoice] = useState<{ query: string | null; platform: GuidePlatform | null }>({
    query: requested,
    platform: null,
  });
  if (choice.query !== requested) setChoice({ query: requested, platform: null });
  // spec 2 §2: where payment is unsupported (embedded in the viewer), web-only texts.
  const purchaseText = canPay ? t('guide.buyOnWeb') : t('guide.buyOnWebOnly');

  const header = (
    <header className="guide-header">
      <title>{t('guide.metaTitle')}</title>
      <meta name="description" content={t('guide.description')} />
      <h1>{t('guide.title')}</h1>
      <p className="guide-intro">{t('guide.intro')}</p>
    </header>
  );
  // Feature flags come with the bootstrap; a failed load offers every platform.
  if (flags.isPending) {
    return (
      <div className="guide-page" aria-busy="true">
        {header}
        <Skeleton className="guide-skeleton" />
      </div>
    );
  }

  const offered = offeredPlatforms(flags.data);
  const platform = choice.platform ?? selectPlatform(requested, offered);
  const choose = (next: GuidePlatform) => {
    setChoice({ query: requested, platform: next });
    setSearchParams(
      (params) => {
        params.set('platform', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="guide-page">
      {header}
      {hasPlatformSwitcher(offered) && (
        <ChoiceGroup
          legend={t('guide.platformLegend')}
          name="guide-platform"
          options={offered.map((value) => ({ value, label: t(`guide.platforms.${value}`) }))}
          value={platform}
          onChange={choose}
        />
      )}
      <p className="guide-tip">{t('guide.browserTip')}</p>
      <section className="guide-section" aria-labelledby="guide-platform-title">
        <h2 id="guide-platform-title">{t(TITLE_KEYS[platform])}</h2>
        {platform === 'MetaStore' && (
          <MetaStoreGuide setPasswordAction={setPasswordAction} purchaseText={purchaseText} />
        )}
        {platform === 'PCVR' && <PcvrGuide />}
        {platform === 'Apk' && <ApkGuide purchaseText={purchaseText} />}
      </section>
    </div>
  );
}
