import { createContext, useContext } from 'react';

/**
 * What the library's buttons need of the player: the tab's one session (spec 2 §4 playing and
 * playing_other) and starting or stopping it. The player is another feature, so the app supplies
 * this (app/library-player.tsx) and neither imports the other.
 */

/** A pack as a session starts it. */
export type PlayablePack = {
  id: string;
  title: string;
  preview: string | null;
  price: number;
  is2DViewerEnabled: boolean;
};

export type PlayerPort = {
  /** A hook: whether a session plays this pack, another one, or nothing. */
  useSessionOf: (contentId: string) => 'playing' | 'playing_other' | null;
  /**
   * Starts a session as Play in VR does; a pack kept on the device plays from its files (the
   * player checks the device first).
   */
  play: (pack: PlayablePack, sessionType: 'VR' | '2D', source: string) => void;
  stop: () => void;
  /** Fetches the player's code while online, so a pack kept on the device plays offline too. */
  preload: () => void;
};

export const PlayerPortContext = createContext<PlayerPort | null>(null);

export function usePlayerPort(): PlayerPort {
  const port = useContext(PlayerPortContext);
  if (!port) throw new Error('usePlayerPort needs the PlayerPortContext (app/)');
  return port;
}
