import { LoginResult } from '@parallax/core/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { useSession } from '@/data/session/session-context';
import { signInWithToken } from '../api/sign-in';

/**
 * spec 1 §2 auth result: where a social sign-in from a non-web platform lands. The one-time token
 * signs this client in, then the user can return to the app.
 */
export function AuthResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { completeSignIn } = useSession();
  // A query, not an effect: the token is single-use and the cache runs the call exactly once.
  const signIn = useQuery({
    queryKey: ['auth-result', token],
    queryFn: async () => {
      const parsed = LoginResult.safeParse(await signInWithToken(token ?? ''));
      return parsed.success && parsed.data.status === 'ACTIVE' ? parsed.data.user : null;
    },
    enabled: Boolean(token) && !params.has('error'),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const user = signIn.data;
  useEffect(() => {
    if (user) completeSignIn(user);
  }, [user, completeSignIn]);

  const isLoading = signIn.isLoading;
  const isSuccess = Boolean(user);
  return (
    <section className="status-page" data-testid="auth-result" aria-busy={isLoading}>
      <title>{`${t('auth.authResult.title')} | Parallax`}</title>
      {isLoading ? (
        <>
          <h1>{t('auth.authResult.loading')}</h1>
          <span className="spinner spinner-center" aria-hidden="true" />
        </>
      ) : (
        <>
          <h1>
            {isSuccess ? t('auth.authResult.successTitle') : t('auth.authResult.failureTitle')}
          </h1>
          <p>{isSuccess ? t('auth.authResult.successText') : t('auth.authResult.failureText')}</p>
          <Link className="button" to="/">
            {t('common.goToStore')}
          </Link>
        </>
      )}
    </section>
  );
}
