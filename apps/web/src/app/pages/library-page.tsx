import { useTranslation } from '@/lib/i18n';
import { lazyPart } from '@/lib/lazy-part';

const OpenFileButton = lazyPart(() =>
  import('@/features/player/components/open-file-button').then((module) => module.OpenFileButton),
);

/**
 * The library (spec 2 §2) arrives with its own issue; the route and its guard exist already. It
 * already plays a file of the user's own.
 */
export function LibraryPage() {
  const { t } = useTranslation();
  return (
    <section className="form-page" data-testid="library-page">
      <title>{`${t('library.title')} | Parallax`}</title>
      <h1>{t('library.title')}</h1>
      <p>{t('library.empty')}</p>
      <OpenFileButton />
    </section>
  );
}
