import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { unsubscribeEmail } from '../api/account';

/**
 * spec 1 §4 unsubscribe page: on load sends consent false with the e-mailed token; shows
 * loading, error or success with the spec 1 §8 texts.
 */
export function UnsubscribeEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  // A query runs the call once per token, however often the page renders.
  const unsubscribe = useQuery({
    queryKey: ['unsubscribe-email', token],
    queryFn: () => unsubscribeEmail(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });

  const state =
    !token || unsubscribe.isError ? 'error' : unsubscribe.isSuccess ? 'success' : 'loading';
  return (
    <section
      className="status-page"
      data-testid="unsubscribe"
      data-state={state}
      aria-busy={state === 'loading'}
    >
      <title>{`${t('unsubscribe.title')} | Parallax`}</title>
      {state === 'loading' && (
        <>
          <h1>{t('unsubscribe.loading')}</h1>
          <span className="spinner spinner-center" aria-hidden="true" />
        </>
      )}
      {state === 'success' && (
        <>
          <h1>{t('unsubscribe.successTitle')}</h1>
          <p>{t('unsubscribe.successText')}</p>
        </>
      )}
      {state === 'error' && (
        <>
          <h1>{t('unsubscribe.errorTitle')}</h1>
          <p>{t('unsubscribe.errorText')}</p>
        </>
      )}
      {state !== 'loading' && (
        <Link className="button" to="/">
          {t('common.goToStore')}
        </Link>
      )}
    </section>
  );
}
