import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button-link';

/** spec 1 §8: the not-found page shows 404 and sets a prerender 404 status. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="status-page" data-testid="not-found">
      <title>{`${t('notFound.title')} | Parallax`}</title>
      <meta name="prerender-status-code" content="404" />
      <p className="status-code">{t('notFound.code')}</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
    </section>
  );
}
