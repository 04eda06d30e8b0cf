import { pagePath } from '@parallax/core/pages';
import { howToInstallPath, type GuidePlatform } from '@parallax/core/rules/app-downloads';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/ui/link';
import { TwitterIcon } from '@/components/ui/icons';
import { DiscordIcon, InstagramIcon } from '@/components/ui/store-icons';
import { useAppDownloads } from '@/features/download-app/api/app-downloads';
import { useContentPolicy } from '@/data/age-check/content-policy';
import { useDownloadApp } from '@/data/download-app/download-app-context';
import { flagQueries } from '@/data/flags/flag-queries';
import {
  readFooterLinks,
  SOCIAL_NETWORKS,
  type FooterLinks,
  type SocialNetwork,
} from './footer-links';
import './layout.css';

/** spec 1 §2 footer: download links per platform in this order. */
const FOOTER_DOWNLOADS: readonly GuidePlatform[] = ['MetaStore', 'Apk', 'PCVR'];

const LEGAL_LINKS = [
  [pagePath('cookie-policy'), 'footer.cookiePolicy'],
  [pagePath('privacy-policy'), 'footer.privacyPolicy'],
  [pagePath('terms-of-service'), 'footer.termsOfService'],
  [pagePath('usc-2257'), 'footer.usc2257'],
  [pagePath('dmca'), 'footer.dmca'],
] as const;

const SOCIAL_ICONS: Record<SocialNetwork, ReactNode> = {
  twitter: <TwitterIcon />,
  instagram: <InstagramIcon />,
  discord: <DiscordIcon />,
};

/**
 * spec 1 §2 footer: handy links, download links per platform, legal links, three social links
 * and, under them, the SEO tag footer (`tagFooter`, tags linking to their pages).
 */
export function SiteFooter({ tagFooter }: { tagFooter?: ReactNode }) {
  const { t } = useTranslation();
  const { data: links } = useQuery({ ...flagQueries.list(), select: readFooterLinks });

  return (
    <footer className="site-footer">
      <div className="site-footer-inner footer-columns">
        <FooterBrand links={links} />
        <FooterHandyLinks links={links} />
        <FooterDownloads />
        <nav className="footer-nav" aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('footer.legal')}</h2>
          <ul>
            {LEGAL_LINKS.map(([path, key]) => (
              <li key={path}>
                <Link to={path}>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {tagFooter}
      <div className="site-footer-inner footer-bottom">
        <p className="footer-rights">{t('footer.rights', { year: new Date().getFullYear() })}</p>
        <p className="footer-links">
          <a href="/api/docs">{t('footer.apiDocs')}</a>
        </p>
      </div>
    </footer>
  );
}

function NewTabLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  );
}

/** A configured outside address as a list item (a mail link in this tab); none, nothing. */
function ExternalItem({ href, label }: { href: string | null | undefined; label: string }) {
  if (!href) return null;
  return (
    <li>
      {href.startsWith('mailto:') ? (
        <a href={href}>{label}</a>
      ) : (
        <NewTabLink href={href} label={label} />
      )}
    </li>
  );
}

function FooterBrand({ links }: { links: FooterLinks | undefined }) {
  const { t } = useTranslation();
  const newTab = t('common.opensInNewTab');
  return (
    <div className="footer-brand-block">
      <p className="footer-brand">
        <strong>Parallax</strong> — {t('footer.tagline')}
      </p>
      <ul className="footer-social" aria-label={t('footer.social')}>
        {SOCIAL_NETWORKS.map((network) => {
          const href = links?.[network];
          if (!href) return null;
          return (
            <li key={network}>
              <a
                className="icon-button footer-social-link"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t(`footer.socialLinks.${network}`)} ${newTab}`}
              >
                {SOCIAL_ICONS[network]}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function FooterHandyLinks({ links }: { links: FooterLinks | undefined }) {
  const { t } = useTranslation();
  const { isSafeMode } = useContentPolicy();
  const { openDownloadApp } = useDownloadApp();
  return (
    <nav className="footer-nav" aria-labelledby="footer-handy">
      <h2 id="footer-handy">{t('footer.handyLinks')}</h2>
      <ul>
        <li>
          <Link to={pagePath('howToWatch')}>{t('footer.howToRun')}</Link>
        </li>
        <ExternalItem href={links?.reportContent} label={t('footer.reportContent')} />
        <li>
          <button
            type="button"
            className="footer-link-button"
            onClick={openDownloadApp}
            aria-haspopup="dialog"
          >
            {t('footer.downloadApp')}
          </button>
        </li>
        <li>
          <Link to={pagePath('models')}>{t('footer.models')}</Link>
        </li>
        {/* spec 1 §2: safe-for-work mode hides the blog link. */}
        {!isSafeMode && (
          <li>
            <Link to={pagePath('blog')}>{t('footer.blog')}</Link>
          </li>
        )}
        {/* The support form is the app's own (spec 2 §3 support request). */}
        <li>
          <Link to={pagePath('support')}>{t('footer.support')}</Link>
        </li>
        <ExternalItem href={links?.affiliate} label={t('footer.affiliate')} />
      </ul>
    </nav>
  );
}

function FooterDownloads() {
  const { t } = useTranslation();
  const { links: downloads } = useAppDownloads();
  return (
    <nav className="footer-nav" aria-labelledby="footer-downloads">
      <h2 id="footer-downloads">{t('footer.downloads')}</h2>
      <ul>
        {FOOTER_DOWNLOADS.map((platform) => {
          const href = downloads[platform];
          const label = t(`footer.downloadPlatforms.${platform}`);
          return (
            <li key={platform}>
              {/* No address configured: the platform's install guide instead of a dead link. */}
              {href ? (
                <NewTabLink href={href} label={label} />
              ) : (
                <Link to={howToInstallPath(platform)}>{label}</Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
