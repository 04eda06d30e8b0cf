import type { ContentPack } from '@parallax/core/contracts/catalog';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { usePlayerActive } from '../model/player-activity';

/*
 * The player's entry points, light enough for the store page's first load: the player, three.js
 * and the player's texts load only when a session starts, a play button shows (the content page)
 * or a feedback link is opened.
 */

const PlayerOverlay = lazy(() =>
  import('./player-overlay').then((module) => ({ default: module.PlayerOverlay })),
);
const PlayButtonsLazy = lazy(() =>
  import('./play-buttons').then((module) => ({ default: module.PlayButtons })),
);
const FeedbackLinkLazy = lazy(() =>
  import('./feedback-link').then((module) => ({ default: module.FeedbackLink })),
);

/** The running session (and its failure and feedback screens), mounted once in the layout. */
export function PlayerEntry() {
  const isActive = usePlayerActive();
  const [params] = useSearchParams();
  return (
    <Suspense fallback={null}>
      {isActive && <PlayerOverlay />}
      {params.has('feedback') && <FeedbackLinkLazy />}
    </Suspense>
  );
}

/** spec 2 §4 content buttons of the player: play in VR or 2D, stop session, playing elsewhere. */
export function PlayButtons({ pack }: { pack: ContentPack }) {
  return (
    <Suspense fallback={null}>
      <PlayButtonsLazy pack={pack} />
    </Suspense>
  );
}
