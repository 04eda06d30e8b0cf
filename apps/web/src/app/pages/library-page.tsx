import { useTranslation } from '@/lib/i18n';

/** The library (spec 2 §2) arrives with its own issue; the route and its guard exist already. */
export function LibraryPage() {
  const { t } = useTranslation();
  return (
    <section className="form-page" data-testid="library-page">
      <title>{`${t('library.title')} | Parallax`}</title>
      <h1>{t('library.title')}</h1>
      <p>{t('library.empty')}</p>
    </section>
  );
}
