import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useRouteError } from 'react-router';

/**
 * The error boundary page (spec 2 §8): a message and a return-home button. Inside the layout it
 * is a section of the layout's <main>; when the layout itself failed it stands alone.
 */
export function ErrorPage({ isStandalone = false }: { isStandalone?: boolean }) {
  const Landmark = isStandalone ? 'main' : 'section';
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
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
