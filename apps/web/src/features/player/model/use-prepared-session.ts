import type { PlaybackProblem, SessionState } from '@parallax/core/rules/session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { positionsQuery } from '../api/player-api';
import { problemOf } from './playback-problem';
import { localPositions } from './positions';
import { prepareContent, prepareUserFile, type Prepared, type Start } from './prepare-session';

/**
 * Prepares the session's scenes once (store content or the user's own file) and holds where
 * playback starts: at once when there is nothing to resume, else once the user has chosen.
 */
export function usePreparedSession(options: {
  state: SessionState;
  isSignedIn: boolean;
  onFail: (problem: PlaybackProblem) => void;
}) {
  const queryClient = useQueryClient();
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [start, setStart] = useState<Start | null>(null);
  const { state, isSignedIn } = options;
  const viewerKey = isSignedIn ? 'user' : 'guest';

  const prepare = useEffectEvent(async (onObjectUrl: (url: string) => void) => {
    if (state.userFile) return prepareUserFile(state.userFile, onObjectUrl);
    // Offline (a pack kept on the device), a query would wait for the network: no resume point.
    return prepareContent(state, async (contentId) => {
      if (!isSignedIn) return localPositions(contentId);
      if (!navigator.onLine) return [];
      return (await queryClient.fetchQuery(positionsQuery(contentId, viewerKey))).items;
    });
  });
  const failEvent = useEffectEvent((error: unknown) => options.onFail(problemOf(error)));

  // Once per session: the overlay mounts this anew for each.
  useEffect(() => {
    let isCurrent = true;
    let objectUrl: string | null = null;
    prepare((url) => {
      objectUrl = url;
    })
      .then((result) => {
        if (!isCurrent) return;
        setPrepared(result);
        if (result.resume === null) setStart({ index: result.startIndex, at: 0 });
      })
      .catch((error: unknown) => {
        if (isCurrent) failEvent(error);
      });
    return () => {
      isCurrent = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, []);

  return { prepared, start, setStart };
}
