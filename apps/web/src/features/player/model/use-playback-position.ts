import type { SessionState } from '@parallax/core/rules/session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { playerKeys } from '../api/player-api';
import type { PlaybackChange, PlaybackState } from '../lib/playback';
import { PositionSaver } from './positions';
import type { Prepared } from './prepare-session';
import { dispatchSession } from './session-store';

/**
 * Where the user is in the session, kept for resume (store content only): every state the player
 * reports, the page hidden or left, and the end, which also closes the session.
 */
export function usePlaybackPosition(options: {
  prepared: Prepared | null;
  state: SessionState;
  isSignedIn: boolean;
}) {
  const { prepared, isSignedIn } = options;
  const queryClient = useQueryClient();
  const lastPlayback = useRef<PlaybackState | null>(null);
  const viewerKey = isSignedIn ? 'user' : 'guest';
  const hasContent = options.state.content !== null;

  const saver = useMemo(() => {
    const contentId = prepared?.contentId;
    if (!prepared || !contentId) return null;
    return new PositionSaver({
      contentId,
      scenes: prepared.scenes,
      isSignedIn,
      onSaved: () =>
        queryClient.invalidateQueries({ queryKey: playerKeys.positions(contentId, viewerKey) }),
    });
  }, [prepared, isSignedIn, queryClient, viewerKey]);

  // A page hidden or left (a reload, another tab, the phone locked) keeps where the user was.
  useEffect(() => saver?.flushOnPageHide(() => lastPlayback.current), [saver]);

  const report = (playback: PlaybackState, change: PlaybackChange) => {
    lastPlayback.current = playback;
    saver?.report(playback, change);
  };

  const finish = (last: PlaybackState | null) => {
    if (last) saver?.report(last, 'end');
    dispatchSession({ type: 'end', askFeedback: isSignedIn && hasContent });
  };

  return { lastPlayback, report, finish };
}
