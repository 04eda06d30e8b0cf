import { pagePath } from '@parallax/core/pages';
import { isLocalPath } from '@parallax/core/rules/return-path';
import { PLATFORMS } from '@parallax/core/platform';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuthModal } from '@/data/session/auth-modal-context';
import { VARIANT } from '@/lib/platform';
import { useSession } from '@/data/session/session-context';
import { readStorage, removeStorage, STORAGE_KEYS } from '@/lib/storage';

/** A stored path is used only when it is a path of this site (never another origin). */
function safeReturnPath(stored: string | null): string {
  return stored && isLocalPath(stored) ? stored : '/';
}

/** The login modal's message for the server's failure code (modules/social). */
function errorOf(code: string | null): { errorKey?: string } {
  if (code === null) return {};
  // An old link or a typed address to a provider this server has no settings for.
  if (code === 'provider_not_configured') return { errorKey: 'auth.socialUnavailable' };
  return { errorKey: 'auth.socialFailed' };
}

/**
 * spec 1 §2 social return page. Signed in → main. Otherwise go back where the sign-in started
 * (or to the auth-result page for a non-web platform) and open the login modal there, unless
 * that is the cart.
 */
export function SocialReturnPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { bootstrap, auth, user, completeSignIn } = useSession();
  const { openAuthModal } = useAuthModal();
  const hasRun = useRef(false);
  const isReady = bootstrap.status === 'bootstrapped' && auth.status !== 'unknown';

  useEffect(() => {
    if (!isReady || hasRun.current) return;
    hasRun.current = true;
    const returnPath = safeReturnPath(
      readStorage(STORAGE_KEYS.returnPath) ?? params.get('returnPath'),
    );
    removeStorage(STORAGE_KEYS.returnPath);
    if (auth.status === 'authenticated') {
      if (user) completeSignIn(user); // a fresh sign-in: the header greets the user
      void navigate('/', { replace: true });
      return;
    }
    const platform = params.get('platform') ?? VARIANT.platform;
    if (platform !== VARIANT.platform && (PLATFORMS as readonly string[]).includes(platform)) {
      void navigate(`${pagePath('authResult')}?${params.toString()}`, { replace: true });
      return;
    }
    void navigate(returnPath, { replace: true });
    if (!returnPath.startsWith(pagePath('cart'))) {
      openAuthModal('login', errorOf(params.get('error')));
    }
  }, [isReady, auth.status, user, completeSignIn, navigate, params, openAuthModal]);

  return (
    <section className="status-page" aria-busy="true">
      <title>{`${t('auth.socialReturn.title')} | Parallax`}</title>
      <h1>{t('auth.socialReturn.title')}</h1>
      <span className="spinner spinner-center" aria-hidden="true" />
    </section>
  );
}
