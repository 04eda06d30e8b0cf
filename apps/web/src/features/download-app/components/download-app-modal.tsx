import { howToInstallPath, type GuidePlatform } from '@parallax/core/rules/app-downloads';
import { useQuery } from '@tanstack/react-query';
import { useId, type MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import { DownloadIcon } from '@/components/ui/store-icons';
import { useAuthModal } from '@/data/session/auth-modal-context';
import { isLikelyGuest } from '@/data/session/auth-status';
import { latestReleaseQuery } from '@/data/releases/release-queries';
import { hasLiveSession } from '@/lib/session';
import { useSession } from '@/data/session/session-context';
import { useAppDownloads, useIsMetaStoreSignUpEnabled } from '../api/app-downloads';
import { windowsInstallerHref } from '../api/windows-installer';
import { installPrompt, useCanInstall } from '../model/install-prompt';
import '../download-app.css';

/** spec 2 §2: three cards, in this order. */
export const DOWNLOAD_CARDS: readonly GuidePlatform[] = ['PCVR', 'Apk', 'MetaStore'];

/**
 * The download-app modal (spec 2 §2): a card per platform with a download button and a
 * how-to-install link. The addresses come from configuration (the `appDownloads` flag); a card
 * without one explains how to install the web app, and when the browser offers its own install
 * (`beforeinstallprompt`) the modal offers it first.
 */
export function DownloadAppModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const canInstall = useCanInstall();

  const handleInstall = async () => {
    if ((await installPrompt.install()) === 'accepted') onClose();
  };

  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={onClose}
      className="download-app"
      testId="download-app-modal"
      initialFocus=".download-app .button, .download-app a"
    >
      <DialogHeader title={t('downloadApp.title')} titleId={titleId} onClose={onClose} />
      <div className="dialog-body">
        <p className="download-intro">{t('downloadApp.intro')}</p>
        {canInstall && (
          <div className="download-install-here">
            <p>{t('downloadApp.installHereText')}</p>
            <button type="button" className="button" onClick={() => void handleInstall()}>
              <DownloadIcon />
              {t('downloadApp.installHere')}
            </button>
          </div>
        )}
        <ul className="download-cards">
          {DOWNLOAD_CARDS.map((platform) => (
            <DownloadCard key={platform} platform={platform} onLeave={onClose} />
          ))}
        </ul>
      </div>
    </Dialog>
  );
}

function DownloadCard({ platform, onLeave }: { platform: GuidePlatform; onLeave: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { links } = useAppDownloads();
  const { auth } = useSession();
  const { openAuthModal } = useAuthModal();
  const isSignUpFirst = useIsMetaStoreSignUpEnabled();
  // spec 2 §7 Windows installer link: with no PC VR address configured, this server's installer
  // (when it hands one out), named with the visitor's attribution (spec 1 §9), downloaded in place.
  const { data: release } = useQuery({
    ...latestReleaseQuery(),
    enabled: platform === 'PCVR' && links.PCVR === null,
  });
  const installerHref =
    platform === 'PCVR' && links.PCVR === null && release?.hasDesktopInstaller === true
      ? windowsInstallerHref()
      : null;
  const href = links[platform];
  const name = t(`downloadApp.platforms.${platform}.title`);

  // spec 2 §6: a guest clicking the Meta-store download gets the sign-up modal when the flag allows.
  // Before user info answers, a visitor without a session marker is the guest the header shows.
  const handleDownload = (event: MouseEvent<HTMLAnchorElement>) => {
    const isGuest = isLikelyGuest(auth.status, hasLiveSession());
    if (platform !== 'MetaStore' || !isSignUpFirst || !isGuest) return;
    event.preventDefault();
    onLeave();
    openAuthModal('register');
  };

  return (
    <li
      className="download-card"
      aria-labelledby={headingId}
      data-testid={`download-card-${platform}`}
    >
      <h3 id={headingId}>{name}</h3>
      <p className="download-card-text">{t(`downloadApp.platforms.${platform}.text`)}</p>
      {installerHref ? (
        <a
          className="button"
          href={installerHref}
          download
          aria-label={t('downloadApp.downloadFor', { platform: name })}
        >
          <DownloadIcon />
          {t('downloadApp.download')}
        </a>
      ) : href ? (
        <a
          className="button"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('downloadApp.downloadFor', { platform: name })} ${t('common.opensInNewTab')}`}
          onClick={handleDownload}
        >
          <DownloadIcon />
          {t('downloadApp.download')}
        </a>
      ) : (
        <div className="download-web-app">
          <p className="download-web-app-title">{t('downloadApp.webAppTitle')}</p>
          <p>{t(`downloadApp.platforms.${platform}.webApp`)}</p>
        </div>
      )}
      <Link
        className="download-how-to"
        to={howToInstallPath(platform)}
        onClick={onLeave}
        aria-label={t('downloadApp.howToInstallFor', { platform: name })}
      >
        {t('downloadApp.howToInstall')}
      </Link>
    </li>
  );
}
