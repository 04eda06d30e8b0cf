import { LibraryPage as Library } from '@/features/library/components/library-page';
import { PlayerPortContext } from '@/features/library/model/player-port';
import { lazyPart } from '@/lib/lazy-part';
import { playerPort } from '../library-player';

const OpenFileButton = lazyPart(() =>
  import('@/features/player/components/open-file-button').then((module) => module.OpenFileButton),
);

/**
 * The library (spec 2 §2) with the player: its packs play through the tab's one session, and a
 * file of the user's own plays from the device.
 */
export function LibraryPage() {
  return (
    <PlayerPortContext value={playerPort}>
      <Library ownFiles={<OpenFileButton />} />
    </PlayerPortContext>
  );
}
