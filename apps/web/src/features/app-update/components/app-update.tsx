import { lazyPart } from '@/lib/lazy-part';
import { VARIANT } from '@/lib/platform';
import type { DownloadActivity } from '../model/download-activity';
import { UpdatePrompt } from './update-prompt';

const AndroidUpdatePart = lazyPart(() =>
  import('./android-update-toast').then((module) => module.AndroidUpdateToast),
);

/**
 * How this app updates: the Android package replaces itself with a newer package (spec 2 §2,
 * loaded only in that variant); every other variant runs the build this server serves, and
 * updates by loading the newer one (the update prompt).
 */
export function AppUpdate({ downloadActivity }: { downloadActivity: DownloadActivity }) {
  return VARIANT.isAndroidPackage ? (
    <AndroidUpdatePart />
  ) : (
    <UpdatePrompt downloadActivity={downloadActivity} />
  );
}
