import { useSearchParams } from 'react-router';
import { reportNoInternet } from '@/lib/connectivity';
import { lazyPart } from '@/lib/lazy-part';
import { showToast } from '@/lib/toast';
import { usePlayerActive } from '../model/player-activity';

/*
 * The player's entry points, light enough for the store page's first load: the player, three.js
 * and the player's texts load only when a session starts, a play button shows (the content page)
 * or a feedback link is opened.
 */

const PlayerOverlay = lazyPart(
  () => import('./player-overlay').then((module) => module.PlayerOverlay),
  () => {
    // The session cannot show: it ends, and the viewer is told why.
    void import('../model/session-store').then((module) => module.stopSession());
    if (navigator.onLine) showToast('errors.something_went_wrong', { tone: 'error' });
    else reportNoInternet();
  },
);
const FeedbackLink = lazyPart(() =>
  import('./feedback-link').then((module) => module.FeedbackLink),
);

/**
 * Fetches the player (2D and VR) ahead of a session, so a pack kept on the device plays with the
 * network gone; once loaded, the modules are the page's.
 */
export function preloadPlayer(): void {
  for (const load of [
    () => import('./player-overlay'),
    () => import('../lib/pano-view'),
    () => import('../lib/vr-player'),
    () => import('three/addons/loaders/GLTFLoader.js'),
  ]) {
    void load().catch(() => undefined);
  }
}

/** spec 2 §4 content buttons of the player: play in VR or 2D, stop session, playing elsewhere. */
export const PlayButtons = lazyPart(() =>
  import('./play-buttons').then((module) => module.PlayButtons),
);

/** The running session (and its failure and feedback screens), mounted once in the layout. */
export function PlayerEntry() {
  const isActive = usePlayerActive();
  const [params] = useSearchParams();
  return (
    <>
      {isActive && <PlayerOverlay />}
      {params.has('feedback') && <FeedbackLink />}
    </>
  );
}
