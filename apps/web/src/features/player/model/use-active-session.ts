import {
  failureReasonOf,
  type PlaybackProblem,
  type SessionState,
} from '@parallax/core/rules/session';
import { useEffect, useRef } from 'react';
import { useOptionalSupport } from '@/data/support/support-context';
import { dispatchSession, registerStopHandler } from './session-store';
import { useFrameStatsAttributes } from './use-frame-stats-attributes';
import { usePlaybackPosition } from './use-playback-position';
import { usePreparedSession } from './use-prepared-session';
import { useSceneTitles } from './use-scene-titles';
import { useVrSession } from './use-vr-session';

const fail = (problem: PlaybackProblem) =>
  dispatchSession({ type: 'fail', reason: failureReasonOf(problem) });

/**
 * The running session's behaviour (spec 2 §4): the scenes prepared, the resume point offered,
 * the position kept, the VR player started and ended, "Stop session" and reporting the content.
 */
export function useActiveSession(state: SessionState, isSignedIn: boolean) {
  const rootRef = useRef<HTMLDivElement>(null);
  const { prepared, start, setStart } = usePreparedSession({ state, isSignedIn, onFail: fail });
  const { lastPlayback, report, finish } = usePlaybackPosition({ prepared, state, isSignedIn });
  const sceneTitles = useSceneTitles(prepared?.contentId);
  const isVr = state.sessionType === 'VR';
  const vrSession = useVrSession({ isVr, prepared, start, report, fail, finish });
  const { vr } = vrSession;

  // The content button's "Stop session".
  useEffect(() => {
    registerStopHandler(() => {
      if (vr) void vr.end();
      else finish(lastPlayback.current);
    });
    return () => registerStopHandler(null);
  });

  useFrameStatsAttributes(rootRef, vr, lastPlayback);

  const sessionContent = state.content;
  // spec 2 §3: store content is reported from the player too (not the user's own files).
  const support = useOptionalSupport();
  const openReport =
    support && sessionContent
      ? () =>
          support.openReportContent({
            contentPackId: sessionContent.contentId,
            title: sessionContent.contentName,
          })
      : undefined;

  return {
    rootRef,
    prepared,
    start,
    setStart,
    sceneTitles,
    isVr,
    vr,
    needsGesture: vrSession.needsGesture,
    startFromGesture: vrSession.startFromGesture,
    report,
    fail,
    finish,
    openReport,
    title: prepared?.title ?? sessionContent?.contentName ?? state.userFile?.name ?? '',
    leave: () => (vr ? void vr.end() : dispatchSession({ type: 'clear' })),
  };
}
