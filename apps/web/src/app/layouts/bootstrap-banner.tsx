import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/data/session/session-context';

/** spec 1 §4: outdated and offline stop the bootstrap; this says so and offers the way on. */
export function BootstrapBanner() {
  const { t } = useTranslation();
  const { bootstrap, retryBootstrap } = useSession();
  if (bootstrap.status === 'outdated') {
    return (
      <div className="banner" role="alert" data-testid="bootstrap-outdated">
        <span>{t('bootstrap.outdated')}</span>
        <button
          type="button"
          className="button button-small"
          onClick={() => window.location.reload()}
        >
          {t('bootstrap.reload')}
        </button>
      </div>
    );
  }
  if (bootstrap.status === 'offline') {
    return (
      <div className="banner" role="alert" data-testid="bootstrap-offline">
        <span>{bootstrap.isUpdating ? t('bootstrap.retrying') : t('errors.offline')}</span>
        <button
          type="button"
          className="button button-small"
          onClick={retryBootstrap}
          disabled={bootstrap.isUpdating}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return null;
}
