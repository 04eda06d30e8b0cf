import { useEffect, useState } from 'react';
import { NotificationsEntry } from '@/features/notifications/components/notifications-entry';
import { usePlayerActive } from '@/features/player/model/player-activity';
import { lazyPart } from '@/lib/lazy-part';

/** Tells whether a player session is on; loaded with the player's session store, once it is. */
const PlayerSessionWatch = lazyPart(() =>
  import('@/features/player/model/session-store').then(({ usePlayerSession }) => {
    function PlayerSessionWatch({ onChange }: { onChange: (isOn: boolean) => void }) {
      const isOn = usePlayerSession().status !== 'idle';
      useEffect(() => onChange(isOn), [isOn, onChange]);
      return null;
    }
    return PlayerSessionWatch;
  }),
);

/**
 * The notification area and push upkeep (features/notifications). New toasts wait while a player
 * session is on, so nothing pops over the player (its notices then take the top of the screen).
 * The store page does not load the player's session store for this: it is watched once the tab
 * has started the player.
 */
export function NotificationsArea() {
  const hasPlayer = usePlayerActive();
  const [isPlaying, setIsPlaying] = useState(false);
  return (
    <>
      <NotificationsEntry isPaused={hasPlayer && isPlaying} />
      {hasPlayer && <PlayerSessionWatch onChange={setIsPlaying} />}
    </>
  );
}
