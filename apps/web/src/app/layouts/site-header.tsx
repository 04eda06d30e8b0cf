import { pagePath } from '@parallax/core/pages';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, NavLink } from '@/components/ui/link';
import { DownloadIcon } from '@/components/ui/store-icons';
import { UserButton, UserButtonPlaceholder } from '@/features/account/components/user-button';
import { forgetUserName } from '@/features/account/model/remembered-user-name';
import { CartEntry } from '@/features/cart/components/cart-entry';
import { LoginButton } from '@/features/auth/components/login-button';
import { LanguageSwitch } from '@/features/i18n/components/language-switch';
import { NotificationButton } from '@/features/notifications/components/notification-button';
import { isLikelyGuest } from '@/data/session/auth-status';
import { useDownloadApp } from '@/data/download-app/download-app-context';
import { hasLiveSession } from '@/lib/session';
import { useSession } from '@/data/session/session-context';
import { useMediaQuery } from '@/lib/use-media-query';
import { MOBILE_MENU_QUERY, MobileMenu } from './mobile-menu';
import { SubscriptionButton } from './subscription-button';
import './layout.css';

const ControlPanel = lazy(() =>
  import('@/features/account/components/control-panel').then((module) => ({
    default: module.ControlPanel,
  })),
);

/** spec 1 §2: a scroll of more than 10 px shows the header shadow. */
export const HEADER_SHADOW_SCROLL_PX = 10;

/** Inside the installed app (a PWA window) there is nothing left to install. */
const INSTALLED_APP_QUERY = '(display-mode: standalone)';

/**
 * Whether the page has scrolled more than HEADER_SHADOW_SCROLL_PX, and the mark to render at the
 * page's top that tells it.
 */
function useScrolledPastShadowLine(): [boolean, RefObject<HTMLDivElement | null>] {
  const [hasScrolledPast, setHasScrolledPast] = useState(false);
  const shadowMark = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const mark = shadowMark.current;
    if (mark && typeof IntersectionObserver !== 'undefined') {
      // The mark covers the page's first 10 px: once it has scrolled out, the page has scrolled
      // more than 10 px. The browser answers after its own layout; reading the scroll offset
      // instead would make it lay out the page just drawn at once, in the middle of the start.
      const observer = new IntersectionObserver(([entry]) =>
        setHasScrolledPast(entry ? !entry.isIntersecting : false),
      );
      observer.observe(mark);
      return () => observer.disconnect();
    }
    const handleScroll = () => setHasScrolledPast(window.scrollY > HEADER_SHADOW_SCROLL_PX);
    handleScroll();
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, []);
  return [hasScrolledPast, shadowMark];
}

/**
 * spec 1 §2 header: logo to main, subscription (payments supported, no subscription), library
 * (signed in), install app, login or user button, and below 810 px a menu with the library, the
 * control panel and what does not fit in the bar.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { auth, user } = useSession();
  const { openDownloadApp } = useDownloadApp();
  const isCompact = useMediaQuery(MOBILE_MENU_QUERY);
  const isInstalledApp = useMediaQuery(INSTALLED_APP_QUERY);
  const [hasShadow, shadowMark] = useScrolledPastShadowLine();
  const [isPanelOpen, setIsPanelOpen] = useState(false);
  // Until user info answers (spec 1 §4 auth status unknown), the header shows what is most likely:
  // a session marker means signed in, none means a guest, who gets the real login button at once.
  const [isLikelySignedIn] = useState(hasLiveSession);
  const isSignedOut = auth.status === 'notAuthenticated';

  useEffect(() => {
    if (isSignedOut) forgetUserName();
  }, [isSignedOut]);

  // A NotSetPassword user is confined to user confirm (spec 1 §2): no library link.
  const canSeeLibrary = user !== null && user.status !== 'NotSetPassword';

  return (
    <>
      <div
        ref={shadowMark}
        className="site-header-shadow-mark"
        style={{ height: HEADER_SHADOW_SCROLL_PX }}
        aria-hidden="true"
      />
      <header className={`site-header${hasShadow ? ' has-shadow' : ''}`}>
        <nav className="site-header-inner" aria-label={t('header.mainNavigation')}>
          <Link to="/" className="logo" aria-label={t('header.homeLink')}>
            <img src="/favicon.svg" alt="" width="28" height="28" />
            <span>Parallax</span>
          </Link>
          <div className="header-actions">
            {/* The first of the right-aligned actions: when it shows or hides (a signed-in user's
              subscription is known after user info), nothing to its right moves. */}
            {!isCompact && <SubscriptionButton isLikelySignedIn={isLikelySignedIn} />}
            {!isCompact && canSeeLibrary && (
              <NavLink to={pagePath('library')} className="header-link">
                {t('header.library')}
              </NavLink>
            )}
            {!isInstalledApp && (
              <button
                type="button"
                className="button button-small button-secondary header-install"
                onClick={openDownloadApp}
                aria-haspopup="dialog"
                data-testid="install-app-button"
              >
                <DownloadIcon size={18} />
                <span className="header-install-label">{t('header.installApp')}</span>
              </button>
            )}
            <CartEntry />
            {!isCompact && <LanguageSwitch />}
            <NotificationButton isLikelySignedIn={isLikelySignedIn} />
            {isLikelyGuest(auth.status, isLikelySignedIn) && <LoginButton />}
            {user && <UserButton user={user} signedInAt={auth.signedInAt} />}
            {auth.status === 'unknown' && isLikelySignedIn && <UserButtonPlaceholder />}
            {isCompact && (
              <MobileMenu
                canSeeLibrary={canSeeLibrary}
                isLikelySignedIn={isLikelySignedIn}
                onOpenControlPanel={user ? () => setIsPanelOpen(true) : null}
              />
            )}
          </div>
        </nav>
        {user && isPanelOpen && (
          <Suspense fallback={null}>
            <ControlPanel user={user} onClose={() => setIsPanelOpen(false)} />
          </Suspense>
        )}
      </header>
    </>
  );
}
