import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { APP_VERSION, VARIANT } from '@/lib/platform';
import { releaseQueries } from '../api/release-queries';
import type { DownloadActivity } from '../model/download-activity';
import { isNewerRelease } from '../model/update-check';

const AndroidUpdatePart = lazyPart(() =>
  import('./android-update-toast').then((module) => module.AndroidUpdateToast),
);
const UpdatePromptPart = lazyPart(() =>
  import('./update-prompt').then((module) => module.UpdatePrompt),
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
    <UpdateCheck downloadActivity={downloadActivity} />
  );
}

/**
 * The release check (spec 1 §2, §7) on every page; the update prompt's code loads once the server
 * announces a newer version than this page's, and the prompt stays from then on (it keeps what
 * the user answered).
 */
function UpdateCheck({ downloadActivity }: { downloadActivity: DownloadActivity }) {
  const { data } = useQuery(releaseQueries.latest());
  const [hasNewer, setHasNewer] = useState(false);
  if (!hasNewer && data && isNewerRelease(data.version, APP_VERSION)) setHasNewer(true);
  return hasNewer ? <UpdatePromptPart downloadActivity={downloadActivity} /> : null;
}
