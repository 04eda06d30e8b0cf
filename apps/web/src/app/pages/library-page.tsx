import { DownloadsSection } from '@/features/library/components/downloads-section';
import { LibraryPage as Library } from '@/features/library/components/library-page';
import { PlayerPortContext } from '@/features/library/model/player-port';
import { DiscordBanner } from '@/features/notifications/components/discord-banner';
import { useSession } from '@/data/session/session-context';
import { useTranslation } from '@/lib/i18n';
import { lazyPart } from '@/lib/lazy-part';
import { playerPort } from '../library-player';

const OpenFileButton = lazyPart(() =>
  import('@/features/player/components/open-file-button').then((module) => module.OpenFileButton),
);

/**
 * The library (spec 2 §2) with the player: its packs play through the tab's one session, and a
 * file of the user's own plays from the device (for users allowed to upload). The Discord community banner (spec 2 §2) opens
 * above it until closed.
 */
export function LibraryPage() {
  // spec 2 §6: playing a file of one's own is for users allowed to upload their files.
  const { user } = useSession();
  return (
    <PlayerPortContext value={playerPort}>
      <DiscordBanner />
      <Library ownFiles={user?.allowsUploads ? <OpenFileButton /> : null} />
    </PlayerPortContext>
  );
}

/**
 * The library opened with no network (the app from the service worker, the bootstrap stopped
 * offline): the packs kept on this device, which play from it.
 */
export function OfflineLibraryPage() {
  const { t } = useTranslation();
  return (
    <PlayerPortContext value={playerPort}>
      <section className="library-page" data-testid="offline-library">
        <h1>{t('library.title')}</h1>
        <p className="library-notice" role="status">
          {t('library.offline')}
        </p>
        <DownloadsSection />
      </section>
    </PlayerPortContext>
  );
}
