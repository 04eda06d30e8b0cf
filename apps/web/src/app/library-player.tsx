import { sessionButtonState } from '@parallax/core/rules/session';
import type { ComponentType } from 'react';
import {
  PlayerPortContext,
  type PlayablePack,
  type PlayerPort,
} from '@/features/library/model/player-port';
import { preloadPlayer } from '@/features/player/components/player-entry';
import {
  dispatchSession,
  stopSession,
  usePlayerSession,
} from '@/features/player/model/session-store';

/*
 * The player as the library's buttons see it (features/library/model/player-port.ts): the tab's
 * one session, started as Play in VR starts it. Loaded with the library's code only.
 */

function useSessionOf(contentId: string): 'playing' | 'playing_other' | null {
  return sessionButtonState(usePlayerSession(), contentId);
}

function play(pack: PlayablePack, sessionType: 'VR' | '2D', source: string): void {
  dispatchSession({ type: 'setSource', source });
  dispatchSession({
    type: 'start',
    sessionType,
    content: {
      contentId: pack.id,
      contentName: pack.title,
      contentPreview: pack.preview,
      contentPriceType: pack.price > 0 ? 'paid' : 'free',
      // The player picks the first scene it may play, from the device or the server.
      contentFormat: null,
      partId: null,
      is2DViewerEnabled: pack.is2DViewerEnabled,
    },
  });
}

export const playerPort: PlayerPort = {
  useSessionOf,
  play,
  stop: stopSession,
  preload: preloadPlayer,
};

/** A library component under the player port. */
export function withPlayerPort<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithPlayerPort(props: P) {
    return (
      <PlayerPortContext value={playerPort}>
        <Component {...props} />
      </PlayerPortContext>
    );
  }
  return WithPlayerPort;
}
