import { howToInstallPath, type GuidePlatform } from '@parallax/core/rules/app-downloads';
import { useQuery } from '@tanstack/react-query';
import { useId, type MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/ui/link';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import { DownloadIcon } from '@/components/ui/store-icons';
import { useAuthModal } from '@/data/session/auth-modal-context';
import { isLikelyGuest } from '@/data/session/auth-status';
import { readAttribution } from '@/data/marketing/attribution';
import { androidPackageQuery } from '@/data/releases/android-package-query';
import { latestReleaseQuery } from '@/data/releases/release-queries';
import { hasLiveSession } from '@/lib/session';
import { useSession } from '@/data/session/session-context';
import { useAppDownloads, useIsMetaStoreSignUpEnabled } from '../api/app-downloads';
import { windowsInstallerHref } from '../api/windows-installer';
import { installPrompt, useCanInstall } from '../model/install-prompt';
import '../download-app.css';

/** spec 2 §2: three cards, in this order. */
export const DOWNLOAD_CARDS: readonly GuidePlatform[] = ['PCVR', 'Apk', 'MetaStore'];

/** The guide's name for the package (guide.apk: "Download parallax.apk from the Install app window"). */
const ANDROID_PACKAGE_NAME = 'parallax.apk';

/**
 * A card's button: a file this server hands out (downloaded in place), a configured address, or
 * the link that opens this site on the user's headset.
 */
type CardButton =
  | { kind: 'file'; href: string; fileName?: string }
  | { kind: 'external'; href: string }
  | { kind: 'headset'; href: string };

/** Meta's address that opens a page in the Meta Quest Browser of the user's own headset. */
function metaQuestOpenUrl(siteUrl: string): string {
  return `https://www.oculus.com/open_url/?url=${encodeURIComponent(siteUrl)}`;
}

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

/**
 * The card's button: the configured address; else, for PC VR this server's Windows installer
 * (spec 2 §7, named with the visitor's attribution, spec 1 §9), for the sideload package this
 * server's Android package (spec 2 §7 Android update), and for the Meta store a link that opens
 * this site on the user's Meta Quest (Meta's "open on headset" address), where the app installs.
 */
function useCardButton(platform: GuidePlatform): CardButton | null {
  const { links } = useAppDownloads();
  const configured = links[platform];
  const { data: release } = useQuery({
    ...latestReleaseQuery(),
    enabled: platform === 'PCVR' && configured === null,
  });
  const { data: androidPackage } = useQuery({
    ...androidPackageQuery(readAttribution().source),
    enabled: platform === 'Apk' && configured === null,
  });
  if (configured !== null) return { kind: 'external', href: configured };
  if (platform === 'PCVR') {
    return release?.hasDesktopInstaller === true
      ? { kind: 'file', href: windowsInstallerHref() }
      : null;
  }
  if (platform === 'Apk') {
    const url = androidPackage?.platforms.android.url;
    return url ? { kind: 'file', href: url, fileName: ANDROID_PACKAGE_NAME } : null;
  }
  return { kind: 'headset', href: metaQuestOpenUrl(window.location.origin) };
}

function DownloadCard({ platform, onLeave }: { platform: GuidePlatform; onLeave: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { auth } = useSession();
  const { openAuthModal } = useAuthModal();
  const isSignUpFirst = useIsMetaStoreSignUpEnabled();
  const button = useCardButton(platform);
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
      {(button === null || button.kind === 'headset') && (
        <div className="download-web-app">
          <p className="download-web-app-title">{t('downloadApp.webAppTitle')}</p>
          <p>{t(`downloadApp.platforms.${platform}.webApp`)}</p>
        </div>
      )}
      {button?.kind === 'file' ? (
        <a
          className="button"
          href={button.href}
          download={button.fileName ?? true}
          aria-label={t('downloadApp.downloadFor', { platform: name })}
        >
          <DownloadIcon />
          {t('downloadApp.download')}
        </a>
      ) : button ? (
        <a
          className="button"
          href={button.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${
            button.kind === 'headset'
              ? t('downloadApp.openOnQuest')
              : t('downloadApp.downloadFor', { platform: name })
          } ${t('common.opensInNewTab')}`}
          onClick={handleDownload}
        >
          <DownloadIcon />
          {button.kind === 'headset' ? t('downloadApp.openOnQuest') : t('downloadApp.download')}
        </a>
      ) : null}
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
