import {
  formatPlaybackTime,
  sessionBlocksScreen,
  type SessionState,
} from '@parallax/core/rules/session';
import { useId, type RefObject } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useSession } from '@/data/session/session-context';
import { usePlayerTranslation } from '../i18n';
import { dispatchSession } from '../model/session-store';
import { useActiveSession } from '../model/use-active-session';
import { ResumePrompt } from './resume-prompt';
import { Viewer2D } from './viewer-2d';

/*
 * The running session (spec 2 §4): offers to resume, then hands over to the 2D viewer; meanwhile,
 * and for a VR session, shows the session's card (loading, a click to start the headset, in VR).
 */

export function ActiveSession({ state, isSignedIn }: { state: SessionState; isSignedIn: boolean }) {
  const { user } = useSession();
  const { rootRef, ...session } = useActiveSession(state, isSignedIn);
  const { prepared, start } = session;

  if (prepared && start === null && prepared.resume !== null) {
    const resume = prepared.resume;
    return (
      <ResumePrompt
        time={formatPlaybackTime(resume.at)}
        onResume={() => session.setStart(resume)}
        onStartOver={() => session.setStart({ index: prepared.startIndex, at: 0 })}
        onCancel={() => dispatchSession({ type: 'clear' })}
      />
    );
  }

  if (!session.isVr && prepared && start !== null) {
    return (
      <div
        className="player-layer"
        data-testid="player"
        data-session-type="2D"
        data-status={state.status}
      >
        <Viewer2D
          scenes={prepared.scenes}
          startIndex={start.index}
          startAt={start.at}
          title={session.title}
          autoAdvance={user?.vrControls.autoSwitchingScenes ?? true}
          onLoaded={() => dispatchSession({ type: 'loaded' })}
          sceneTitles={session.sceneTitles}
          onState={session.report}
          onFail={session.fail}
          onClose={(last) => session.finish(last)}
          onReport={session.openReport}
        />
      </div>
    );
  }

  return (
    <SessionCard
      state={state}
      rootRef={rootRef}
      title={session.title}
      needsGesture={session.needsGesture}
      onStartFromGesture={session.startFromGesture}
      isInVr={session.vr !== null}
      onLeave={session.leave}
      onReport={session.openReport}
    />
  );
}

/** The session's card while it loads, and a VR session's while it plays (spec 2 §4). */
function SessionCard({
  state,
  rootRef,
  title,
  needsGesture,
  onStartFromGesture,
  isInVr,
  onLeave,
  onReport,
}: {
  state: SessionState;
  rootRef: RefObject<HTMLDivElement | null>;
  title: string;
  needsGesture: boolean;
  onStartFromGesture: () => void;
  isInVr: boolean;
  onLeave: () => void;
  onReport: (() => void) | undefined;
}) {
  const { t } = usePlayerTranslation();
  const titleId = useId();
  const card = (
    <div
      ref={rootRef}
      className="player-card"
      data-testid="player"
      data-session-type={state.sessionType ?? ''}
      data-status={state.status}
    >
      <p className="player-card__title" id={titleId}>
        {title}
      </p>
      {state.status === 'loading' && !needsGesture && (
        <p className="player-card__text" aria-busy="true">
          <span className="spinner" /> {t('player.loading', { name: title })}
        </p>
      )}
      {needsGesture && (
        <button type="button" className="button" onClick={onStartFromGesture}>
          {t('player.playVr')}
        </button>
      )}
      {state.status === 'playing' && <p className="player-card__text">{t('player.inVr')}</p>}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onLeave}>
          {isInVr ? t('player.exitVr') : t('player.uploadWarning.cancel')}
        </button>
        {onReport && (
          <button
            type="button"
            className="button button-secondary"
            onClick={onReport}
            aria-haspopup="dialog"
          >
            {t('reportContent.action')}
          </button>
        )}
      </div>
    </div>
  );
  // spec 2 §4: a VR session covers the page; a 2D one does not while it loads.
  if (!sessionBlocksScreen(state)) {
    return <div className="player-layer player-layer--loading">{card}</div>;
  }
  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={onLeave}
      className="player-vr-dialog"
      initialFocus="button"
    >
      {card}
    </Dialog>
  );
}
