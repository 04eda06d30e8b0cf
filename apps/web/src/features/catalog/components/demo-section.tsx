import { pagePath } from '@parallax/core/pages';
import type { ContentShortItem } from '@parallax/core/contracts/catalog';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/ui/link';
import { DownloadIcon, PlayIcon } from '@/components/ui/store-icons';
import { useDownloadApp } from '@/data/download-app/download-app-context';
import { GrabDemoSlot } from './action-slots';

/**
 * spec 1 §2 demo section: install the app, then grab the demo; Try demo opens the demo content.
 * Installing follows the download app flow (spec 2 §4); grabbing is the library issue's slot.
 */
export function DemoSection({ demo }: { demo: ContentShortItem }) {
  const { t } = useTranslation();
  const { openAppOrDownload } = useDownloadApp();
  return (
    <section className="demo-section" aria-labelledby="demo-title" data-testid="demo-section">
      <div className="demo-intro">
        <h2 id="demo-title">{t('store.demoSection.title')}</h2>
        <p>{t('store.demoSection.text')}</p>
      </div>
      <ol className="demo-steps">
        <li className="demo-step">
          <h3>{t('store.demoSection.installStep')}</h3>
          <p>{t('store.demoSection.installText')}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={openAppOrDownload}
            aria-haspopup="dialog"
          >
            <DownloadIcon />
            {t('store.demoSection.installButton')}
          </button>
        </li>
        <li className="demo-step">
          <h3>{t('store.demoSection.grabStep')}</h3>
          <p>{t('store.demoSection.grabText', { title: demo.title })}</p>
          <GrabDemoSlot demo={demo} />
        </li>
        <li className="demo-step">
          <h3>{t('store.demoSection.tryStep')}</h3>
          <p>{t('store.demoSection.tryText')}</p>
          <Link className="button" to={pagePath('content', { slug: demo.slug })}>
            <PlayIcon />
            {t('store.demoSection.tryButton')}
          </Link>
        </li>
      </ol>
    </section>
  );
}
