import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { UserButton } from '@/features/account/components/user-button';
import { LoginButton } from '@/features/auth/components/login-button';
import { LanguageSwitch } from '@/features/i18n/components/language-switch';
import { useSession } from '@/lib/session-context';

/** spec 1 §2: a scroll of more than 10 px shows the header shadow. */
export const HEADER_SHADOW_SCROLL_PX = 10;

export function SiteHeader() {
  const { t } = useTranslation();
  const { auth, user } = useSession();
  const [hasShadow, setHasShadow] = useState(false);

  useEffect(() => {
    const handleScroll = () => setHasShadow(window.scrollY > HEADER_SHADOW_SCROLL_PX);
    handleScroll();
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, []);

  return (
    <header className={`site-header${hasShadow ? ' has-shadow' : ''}`}>
      <nav className="site-header-inner" aria-label={t('header.mainNavigation')}>
        <Link to="/" className="logo" aria-label={t('header.homeLink')}>
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>Parallax</span>
        </Link>
        <div className="header-actions">
          {/* A NotSetPassword user is confined to user confirm (spec 1 §2): no library link. */}
          {user && user.status !== 'NotSetPassword' && (
            <NavLink to="/library" className="header-link">
              {t('header.library')}
            </NavLink>
          )}
          <LanguageSwitch />
          {auth.status === 'notAuthenticated' && <LoginButton />}
          {user && <UserButton user={user} signedInAt={auth.signedInAt} />}
          {auth.status === 'unknown' && (
            <span className="header-account-placeholder" aria-hidden="true" />
          )}
        </div>
      </nav>
    </header>
  );
}
