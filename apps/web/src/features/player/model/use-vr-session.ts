import { DEFAULT_VR_SETTINGS } from '@parallax/core/contracts/user-settings';
import type { PlaybackProblem } from '@parallax/core/rules/session';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSession } from '@/data/session/session-context';
import { usePlayerTranslation } from '../i18n';
import { renditionLabel } from '../lib/adaptive-stream';
import type { PlaybackChange, PlaybackState } from '../lib/playback';
import type { VrPlayer, VrPlayerOptions } from '../lib/vr-player-options';
import { problemOf } from './playback-problem';
import type { Prepared, Start } from './prepare-session';
import { dispatchSession } from './session-store';

/** The VR player once started, and whether the session's screen is gone (a pending start ends). */
type Running = { player: VrPlayer | null; isGone: boolean };

type Reports = {
  report: (playback: PlaybackState, change: PlaybackChange) => void;
  fail: (problem: PlaybackProblem) => void;
  finish: (last: PlaybackState | null) => void;
};

/**
 * A VR session's player: started when the scenes and the start point are known (again from a
 * click where the browser wants one), ended when the session's screen goes.
 */
export function useVrSession(
  options: Reports & { isVr: boolean; prepared: Prepared | null; start: Start | null },
) {
  const { t, language } = usePlayerTranslation();
  const { user } = useSession();
  const { isVr, prepared, start } = options;
  const [needsGesture, setNeedsGesture] = useState(false);
  const [vr, setVr] = useState<VrPlayer | null>(null);
  const running = useRef<Running>({ player: null, isGone: false });

  const startVr = async () => {
    if (!prepared || start === null) return;
    await startVrPlayerFor(running.current, options, {
      options: {
        scenes: prepared.scenes,
        startIndex: start.index,
        startAt: start.at,
        settings: user ?? DEFAULT_VR_SETTINGS,
        panelLabels: {
          play: t('player.vrPanel.play'),
          pause: t('player.vrPanel.pause'),
          next: t('player.vrPanel.next'),
          exit: t('player.vrPanel.exit'),
          rendition: (rendition) =>
            renditionLabel(rendition, language, {
              quality: t('player.quality'),
              auto: t('player.qualityAuto'),
            }),
        },
      },
      onPlayer: setVr,
      onNeedsGesture: () => setNeedsGesture(true),
    });
  };

  const startVrWhenReady = useEffectEvent(() => void startVr());
  useEffect(() => {
    if (isVr && prepared && start !== null) startVrWhenReady();
  }, [isVr, prepared, start]);

  // Leaving this screen (cancel, stop, failure) ends a running or starting VR session.
  useEffect(() => {
    const current = running.current;
    current.isGone = false;
    return () => {
      current.isGone = true;
      void current.player?.end();
    };
  }, []);

  const startFromGesture = () => {
    setNeedsGesture(false);
    void startVr();
  };

  return { vr, needsGesture, startFromGesture };
}

type VrRunOptions = Omit<VrPlayerOptions, 'onLoaded' | 'onState' | 'onFail' | 'onEnd'>;

async function startVrPlayerFor(
  running: Running,
  { report, fail, finish }: Reports,
  start: {
    options: VrRunOptions;
    onPlayer: (player: VrPlayer | null) => void;
    onNeedsGesture: () => void;
  },
): Promise<void> {
  const { startVrPlayer, VrStartError } = await import('../lib/vr-player');
  try {
    if (running.isGone) return;
    const player = await startVrPlayer({
      ...start.options,
      // A session cancelled while starting reports nothing into the next one.
      onLoaded: () => {
        if (!running.isGone) dispatchSession({ type: 'loaded' });
      },
      onState: (playback, change) => {
        if (!running.isGone) report(playback, change);
      },
      onFail: (problem) => {
        if (!running.isGone) fail(problem);
      },
      onEnd: (last) => {
        running.player = null;
        if (running.isGone) return;
        start.onPlayer(null);
        finish(last);
      },
    });
    // Cancelled while the headset was starting: the session ends at once.
    if (running.isGone) {
      void player.end();
      return;
    }
    running.player = player;
    start.onPlayer(player);
  } catch (error) {
    const cause = error instanceof VrStartError ? error.cause : null;
    // A browser that wants a fresh click for the headset gets one.
    if (
      cause instanceof DOMException &&
      ['NotAllowedError', 'SecurityError'].includes(cause.name)
    ) {
      start.onNeedsGesture();
      return;
    }
    fail(problemOf(error));
  }
}
