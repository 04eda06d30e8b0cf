import { useEffect } from 'react';
import { errorMessageKey } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { useRouteError } from 'react-router';

/** A page that failed for want of a network (spec 1 §8 offline), not for a fault of its own. */
const isOfflineFailure = (error: unknown): boolean =>
  errorMessageKey(error) === 'errors.offline' || !navigator.onLine;

/**
 * The error boundary page (spec 2 §8): a message and a return-home button. Inside the layout it
 * is a section of the layout's <main>; when the layout itself failed it stands alone.
 */
export function ErrorPage({ isStandalone = false }: { isStandalone?: boolean }) {
  const Landmark = isStandalone ? 'main' : 'section';
  const { t } = useTranslation();
  const error = useRouteError();
  const isOffline = isOfflineFailure(error);
  useEffect(() => {
    if (!isOffline) console.error(error);
  }, [error, isOffline]);
  if (isOffline) {
    // A page never seen on this device (nothing cached for it) opened without a network.
    return (
      <Landmark className="status-page" data-testid="offline-page">
        <title>{`${t('errorPage.offlineTitle')} | Parallax`}</title>
        <h1>{t('errorPage.offlineTitle')}</h1>
        <p role="status">{t('errors.offline')}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('errorPage.tryAgain')}
        </button>
      </Landmark>
    );
  }
  return (
    <Landmark className="status-page" data-testid="error-page">
      <title>{`${t('errorPage.title')} | Parallax`}</title>
      <h1>{t('errorPage.title')}</h1>
      <p>{t('errorPage.text')}</p>
      {/* A full navigation: the state that failed is not trusted to render home. */}
      <a className="button" href="/">
        {t('errorPage.home')}
      </a>
    </Landmark>
  );
}
