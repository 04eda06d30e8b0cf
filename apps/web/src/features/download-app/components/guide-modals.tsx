import { pagePath } from '@parallax/core/pages';
import { useId } from 'react';
import { Link } from '@/components/ui/link';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import { useTranslation } from '@/lib/i18n';
import { VARIANT } from '@/lib/platform';
import { useSession } from '@/data/session/session-context';
import { useAppDownloads } from '../api/app-downloads';
import { howToInstallPath } from '@parallax/core/rules/app-downloads';
import '../download-app.css';

/** The site's address as a person types it into a headset's browser. */
const siteAddress = (): string => window.location.host;

/**
 * spec 2 §2 how-to-watch-in-VR modal: the ways to watch in short — the headset's browser, PC VR,
 * the headset app — each with its part of the full guide.
 */
export function HowToWatchModal({
  onClose,
  onInstallViewerApp,
}: {
  onClose: () => void;
  onInstallViewerApp: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { auth } = useSession();
  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={onClose}
      className="download-app guide-modal"
      testId="how-to-watch-modal"
      initialFocus=".guide-modal a, .guide-modal button"
    >
      <DialogHeader title={t('downloadApp.howToWatch.title')} titleId={titleId} onClose={onClose} />
      <div className="dialog-body">
        {VARIANT.isHeadset && (
          <p className="download-install-here" role="status">
            {t('downloadApp.howToWatch.here')}
          </p>
        )}
        <ul className="download-cards">
          <li className="download-card">
            <h3>{t('downloadApp.howToWatch.browser.title')}</h3>
            <p className="download-card-text">
              {t('downloadApp.howToWatch.browser.text', { address: siteAddress() })}
            </p>
            {auth.status === 'authenticated' && (
              <Link className="button" to={pagePath('pairHeadset')} onClick={onClose}>
                {t('downloadApp.howToWatch.pair')}
              </Link>
            )}
          </li>
          <li className="download-card">
            <h3>{t('downloadApp.howToWatch.pcvr.title')}</h3>
            <p className="download-card-text">{t('downloadApp.howToWatch.pcvr.text')}</p>
            <Link className="download-how-to" to={howToInstallPath('PCVR')} onClick={onClose}>
              {t('downloadApp.howToWatch.pcvr.guide')}
            </Link>
          </li>
          <li className="download-card">
            <h3>{t('downloadApp.howToWatch.app.title')}</h3>
            <p className="download-card-text">{t('downloadApp.howToWatch.app.text')}</p>
            <button type="button" className="button button-secondary" onClick={onInstallViewerApp}>
              {t('downloadApp.howToWatch.app.get')}
            </button>
          </li>
        </ul>
        <p className="guide-modal-more">
          <Link to={pagePath('howToWatch')} onClick={onClose}>
            {t('downloadApp.howToWatch.fullGuide')}
          </Link>
        </p>
      </div>
    </Dialog>
  );
}

/**
 * spec 2 §2 install-viewer-app info modal: what the headset app does, how to get it (the Meta
 * store or the sideload package where configured, else the web app installed from the headset's
 * browser) and how it signs in (a code entered on the pair headset page).
 */
export function InstallViewerAppModal({
  onClose,
  onDownloadApp,
}: {
  onClose: () => void;
  onDownloadApp: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { links } = useAppDownloads();
  const { auth } = useSession();
  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={onClose}
      className="download-app guide-modal"
      testId="install-viewer-app-modal"
      initialFocus=".guide-modal a, .guide-modal button"
    >
      <DialogHeader title={t('downloadApp.viewerApp.title')} titleId={titleId} onClose={onClose} />
      <div className="dialog-body">
        <p className="download-intro">{t('downloadApp.viewerApp.intro')}</p>
        <ol className="guide-modal-steps">
          <li>
            {links.MetaStore || links.Apk
              ? t('downloadApp.viewerApp.stepInstall')
              : t('downloadApp.viewerApp.stepInstallWeb', { address: siteAddress() })}
            <span className="guide-modal-links">
              {links.MetaStore && (
                <a
                  className="button"
                  href={links.MetaStore}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('downloadApp.platforms.MetaStore.title')}
                </a>
              )}
              {links.Apk && (
                <a
                  className="button button-secondary"
                  href={links.Apk}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('downloadApp.platforms.Apk.title')}
                </a>
              )}
            </span>
          </li>
          <li>{t('downloadApp.viewerApp.stepOpen')}</li>
          <li>
            {t('downloadApp.viewerApp.stepPair', {
              address: `${siteAddress()}${pagePath('pairHeadset')}`,
            })}
          </li>
        </ol>
        <div className="dialog-actions">
          {auth.status === 'authenticated' && (
            <Link className="button" to={pagePath('pairHeadset')} onClick={onClose}>
              {t('downloadApp.howToWatch.pair')}
            </Link>
          )}
          <button type="button" className="button button-secondary" onClick={onDownloadApp}>
            {t('downloadApp.viewerApp.allDownloads')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
