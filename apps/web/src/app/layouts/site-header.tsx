import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/features/i18n/components/language-switch';

/** spec 1 §2: a scroll of more than 10 px shows the header shadow. */
export const HEADER_SHADOW_SCROLL_PX = 10;

export function SiteHeader() {
  const { t } = useTranslation();
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
          <LanguageSwitch />
        </div>
      </nav>
    </header>
  );
}
