import { DEFAULT_VR_SETTINGS } from '@parallax/core/contracts/auth';
import type { ContentPartFormat } from '@parallax/core/contracts/catalog';
import {
  ContentMetadata,
  PLAYER_FORMAT_VERSION,
  type ContentLinks,
  type PlaybackPosition,
} from '@parallax/core/contracts/player';
import {
  failureReasonOf,
  FAILURE_CODES,
  formatPlaybackTime,
  resumableAt,
  sessionBlocksScreen,
  type FailureReason,
  type PlaybackProblem,
  type SessionState,
} from '@parallax/core/rules/session';
import { formatSize } from '@parallax/core/rules/size';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useSession } from '@/data/session/session-context';
import {
  fetchLinks,
  fetchMetadataBody,
  metadataQuery,
  playerKeys,
  positionsQuery,
} from '../api/player-api';
import { useOptionalDownloadApp } from '@/data/download-app/download-app-context';
import { useOptionalSupport } from '@/data/support/support-context';
import { usePlayerTranslation } from '../i18n';
import { guessFormat } from '../lib/projection';
import type { PlaybackChange, PlaybackState, PlayableScene, VrPlayer } from '../lib/vr-player';
import {
  dispatchSession,
  getUserFileBlob,
  registerStopHandler,
  usePlayerSession,
} from '../model/session-store';
import { openOffline } from '../model/offline-source';
import { localPositions, PositionSaver } from '../model/positions';
import { FeedbackDialog } from './feedback-dialog';
import { Viewer2D } from './viewer-2d';
import '../player.css';

/*
 * The running session (spec 2 §4): prepares the scenes (metadata checked, signed links), offers to
 * resume, then hands over to the VR player or the 2D viewer; shows the failure screen with its
 * code and what to do, the upload warning of a user's own file, and the feedback form at the end.
 */

type Start = { index: number; at: number };

type Prepared = {
  scenes: PlayableScene[];
  startIndex: number;
  /** The scene last watched and where, when worth offering. */
  resume: Start | null;
  title: string;
  contentId: string | null;
};

/** Links are refreshed this long before they expire. */
const LINK_MARGIN_MS = 60_000;

export function PlayerOverlay() {
  const state = usePlayerSession();
  const session = useSession();
  const isSignedIn = session.auth.status === 'authenticated';

  if (state.status === 'feedback' && state.content) {
    return (
      <FeedbackDialog
        contentId={state.content.contentId}
        contentName={state.content.contentName}
        onDone={() => dispatchSession({ type: 'clear' })}
      />
    );
  }
  if (state.status === 'upload_warning') return <UploadWarning state={state} />;
  if (state.status === 'failed') return <FailureScreen state={state} />;
  if (state.status === 'loading' || state.status === 'playing') {
    return <ActiveSession state={state} isSignedIn={isSignedIn} />;
  }
  return null;
}

/** Prepares the scenes of store content: metadata validated, links signed, resume point found. */
async function prepareContent(
  state: SessionState,
  loadPositions: (contentId: string) => Promise<PlaybackPosition[]>,
): Promise<Prepared> {
  const content = state.content!;
  // A pack downloaded to this device plays from its files (each checked as it is opened),
  // network or not.
  const offline = await openOffline(content.contentId);
  const body = offline ? offline.metadata : await fetchMetadataBody(content.contentId);
  const parsed = ContentMetadata.safeParse(body);
  if (!parsed.success) throw new ProblemError({ kind: 'metadata-invalid' });
  const accessible = parsed.data.scenes.filter((scene) => scene.isAccessible);
  const newest = Math.max(0, ...accessible.map((scene) => scene.formatVersion));
  if (newest > PLAYER_FORMAT_VERSION)
    throw new ProblemError({ kind: 'format-version', version: newest });
  if (accessible.length === 0) throw new ProblemError({ kind: 'other' });

  let links: ContentLinks | null = null;
  let pending: Promise<ContentLinks> | null = null;
  const freshLinks = async () => {
    const isFresh = links && Date.parse(links.expiresAt) - Date.now() > LINK_MARGIN_MS;
    if (isFresh) return links!;
    pending ??= fetchLinks(content.contentId).finally(() => {
      pending = null;
    });
    links = await pending;
    return links;
  };
  if (!offline) await freshLinks();
  const scenes: PlayableScene[] = accessible.map((scene) => ({
    id: scene.id,
    title: scene.title,
    format: scene.format,
    // From the device when the file there passes its check, else streamed.
    resolveUrl: async () => {
      const url =
        (offline ? await offline.urlOf(scene.id) : null) ??
        (await freshLinks()).scenes.find((item) => item.id === scene.id)?.url;
      if (!url) throw new ProblemError({ kind: 'other' });
      return url;
    },
  }));
  const positions = await loadPositions(content.contentId).catch(() => []);
  const startIndex = Math.max(
    0,
    content.partId ? scenes.findIndex((scene) => scene.id === content.partId) : 0,
  );
  // The newest position in this pack worth resuming (positions come newest first).
  const resume = positions
    .map((item) => ({
      index: scenes.findIndex((scene) => scene.id === item.partId),
      at: resumableAt(item.positionSeconds, item.durationSeconds),
    }))
    .find((item): item is Start => item.index >= 0 && item.at !== null);
  return {
    scenes,
    startIndex,
    resume: resume ?? null,
    title: content.contentName,
    contentId: content.contentId,
  };
}

class ProblemError extends Error {
  constructor(readonly problem: PlaybackProblem) {
    super(problem.kind);
  }
}

function problemOf(error: unknown): PlaybackProblem {
  if (error instanceof ProblemError) return error.problem;
  if (error && typeof error === 'object' && 'problem' in error) {
    return (error as { problem: PlaybackProblem }).problem;
  }
  return { kind: 'other' };
}

function ActiveSession({ state, isSignedIn }: { state: SessionState; isSignedIn: boolean }) {
  const { t, language } = usePlayerTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [start, setStart] = useState<Start | null>(null);
  const [needsGesture, setNeedsGesture] = useState(false);
  const [vr, setVr] = useState<VrPlayer | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const lastPlayback = useRef<PlaybackState | null>(null);
  /** The VR player once started, and whether this screen is gone (a start still pending ends). */
  const running = useRef<{ player: VrPlayer | null; isGone: boolean }>({
    player: null,
    isGone: false,
  });
  const isVr = state.sessionType === 'VR';
  const sessionContent = state.content;
  const userFile = state.userFile;
  const viewerKey = isSignedIn ? 'user' : 'guest';

  const fail = (problem: PlaybackProblem) =>
    dispatchSession({ type: 'fail', reason: failureReasonOf(problem) });

  // Prepare once per session.
  useEffect(() => {
    let isCurrent = true;
    let objectUrl: string | null = null;
    const load = async (): Promise<Prepared> => {
      if (userFile) {
        const blob = getUserFileBlob();
        if (!blob) throw new ProblemError({ kind: 'other' });
        const url = URL.createObjectURL(blob);
        objectUrl = url;
        return {
          scenes: [
            {
              id: 'user-file',
              title: userFile.name,
              format: userFileFormat ?? guessFormat(userFile.name, userFile.mimeType),
              resolveUrl: () => Promise.resolve(url),
            },
          ],
          startIndex: 0,
          resume: null,
          title: userFile.name,
          contentId: null,
        };
      }
      // Offline (a pack kept on the device), a query would wait for the network: no resume point.
      return prepareContent(state, async (contentId) => {
        if (!isSignedIn) return localPositions(contentId);
        if (!navigator.onLine) return [];
        return (await queryClient.fetchQuery(positionsQuery(contentId, viewerKey))).items;
      });
    };
    load()
      .then((result) => {
        if (!isCurrent) return;
        setPrepared(result);
        if (result.resume === null) setStart({ index: result.startIndex, at: 0 });
      })
      .catch((error: unknown) => {
        if (isCurrent) fail(problemOf(error));
      });
    return () => {
      isCurrent = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- prepared once per session
  }, []);

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
    dispatchSession({ type: 'end', askFeedback: isSignedIn && sessionContent !== null });
  };

  // Scene titles in the language shown now: the viewer's language may change mid-session.
  const metadata = useQuery({
    ...metadataQuery(prepared?.contentId ?? '', user?.id ?? 'guest', language),
    enabled: Boolean(prepared?.contentId),
  });
  const sceneTitles = useMemo(
    () => new Map(metadata.data?.scenes.map((scene) => [scene.id, scene.title])),
    [metadata.data],
  );

  // Start VR when the scenes and the start point are known.
  const startVr = async () => {
    if (!prepared || start === null) return;
    const { startVrPlayer, VrStartError } = await import('../lib/vr-player');
    try {
      if (running.current.isGone) return;
      const player = await startVrPlayer({
        scenes: prepared.scenes,
        startIndex: start.index,
        startAt: start.at,
        settings: user ?? DEFAULT_VR_SETTINGS,
        panelLabels: {
          play: t('player.vrPanel.play'),
          pause: t('player.vrPanel.pause'),
          next: t('player.vrPanel.next'),
          exit: t('player.vrPanel.exit'),
        },
        // A session cancelled while starting reports nothing into the next one.
        onLoaded: () => {
          if (!running.current.isGone) dispatchSession({ type: 'loaded' });
        },
        onState: (playback, change) => {
          if (!running.current.isGone) report(playback, change);
        },
        onFail: (problem) => {
          if (!running.current.isGone) fail(problem);
        },
        onEnd: (last) => {
          running.current.player = null;
          if (running.current.isGone) return;
          setVr(null);
          finish(last);
        },
      });
      // Cancelled while the headset was starting: the session ends at once.
      if (running.current.isGone) {
        void player.end();
        return;
      }
      running.current.player = player;
      setVr(player);
    } catch (error) {
      const cause = error instanceof VrStartError ? error.cause : null;
      // A browser that wants a fresh click for the headset gets one.
      if (
        cause instanceof DOMException &&
        ['NotAllowedError', 'SecurityError'].includes(cause.name)
      ) {
        setNeedsGesture(true);
        return;
      }
      fail(problemOf(error));
    }
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

  // The content button's "Stop session".
  useEffect(() => {
    registerStopHandler(() => {
      if (vr) void vr.end();
      else finish(lastPlayback.current);
    });
    return () => registerStopHandler(null);
  });

  // The measured frames, readable by tests and the benchmark.
  useEffect(() => {
    if (!vr) return;
    const timer = setInterval(() => {
      const root = rootRef.current;
      if (!root) return;
      const summary = vr.stats.summary();
      root.dataset['xrFrames'] = String(summary.frames);
      root.dataset['xrDrawsLeft'] = String(summary.drawsLeft);
      root.dataset['xrDrawsRight'] = String(summary.drawsRight);
      root.dataset['xrStats'] = JSON.stringify(summary);
      root.dataset['xrPanel'] = JSON.stringify(vr.panelTargets());
      root.dataset['xrPanelVisible'] = String(vr.isPanelVisible());
      const playback = lastPlayback.current;
      if (playback) {
        root.dataset['sceneIndex'] = String(playback.sceneIndex);
        root.dataset['playing'] = String(playback.isPlaying);
        root.dataset['currentTime'] = playback.currentTime.toFixed(2);
        root.dataset['duration'] = String(playback.duration ?? '');
      }
    }, 250);
    return () => clearInterval(timer);
  }, [vr]);

  const title = prepared?.title ?? sessionContent?.contentName ?? userFile?.name ?? '';
  const titleId = useId();
  const leave = () => (vr ? void vr.end() : dispatchSession({ type: 'clear' }));
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

  if (prepared && start === null && prepared.resume !== null) {
    const resume = prepared.resume;
    return (
      <ResumePrompt
        time={formatPlaybackTime(resume.at)}
        onResume={() => setStart(resume)}
        onStartOver={() => setStart({ index: prepared.startIndex, at: 0 })}
        onCancel={() => dispatchSession({ type: 'clear' })}
      />
    );
  }

  if (!isVr && prepared && start !== null) {
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
          title={title}
          autoAdvance={user?.vrControls.autoSwitchingScenes ?? true}
          onLoaded={() => dispatchSession({ type: 'loaded' })}
          sceneTitles={sceneTitles}
          onState={report}
          onFail={fail}
          onClose={(last) => finish(last)}
          onReport={openReport}
        />
      </div>
    );
  }

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
        <button
          type="button"
          className="button"
          onClick={() => {
            setNeedsGesture(false);
            void startVr();
          }}
        >
          {t('player.playVr')}
        </button>
      )}
      {state.status === 'playing' && <p className="player-card__text">{t('player.inVr')}</p>}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={leave}>
          {vr ? t('player.exitVr') : t('player.uploadWarning.cancel')}
        </button>
        {openReport && (
          <button
            type="button"
            className="button button-secondary"
            onClick={openReport}
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
      onRequestClose={leave}
      className="player-vr-dialog"
      initialFocus="button"
    >
      {card}
    </Dialog>
  );
}

function ResumePrompt(props: {
  time: string;
  onResume: () => void;
  onStartOver: () => void;
  onCancel: () => void;
}) {
  const { t } = usePlayerTranslation();
  const titleId = useId();
  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={props.onCancel}
      testId="resume-prompt"
      initialFocus="button"
    >
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-title">
          {t('player.resumeTitle')}
        </h2>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={props.onResume}>
            {t('player.resumeFrom', { time: props.time })}
          </button>
          <button type="button" className="button button-secondary" onClick={props.onStartOver}>
            {t('player.startOver')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** The format the user confirmed for their own file (kept with the file, outside the state). */
let userFileFormat: ContentPartFormat | null = null;

const PROJECTIONS = ['flat', 'equirect180', 'equirect360', 'fisheye190', 'fisheye200'] as const;
const STEREO = ['mono', 'sbs', 'tb'] as const;

function UploadWarning({ state }: { state: SessionState }) {
  const { t } = usePlayerTranslation();
  const titleId = useId();
  const file = state.userFile!;
  const guessed = useMemo(() => guessFormat(file.name, file.mimeType), [file]);
  const [format, setFormat] = useState<ContentPartFormat>(guessed);
  const cancel = () => dispatchSession({ type: 'clear' });
  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={cancel}
      testId="upload-warning"
      initialFocus="select"
    >
      <form
        className="dialog-body"
        onSubmit={(event) => {
          event.preventDefault();
          userFileFormat = format;
          dispatchSession({ type: 'confirmUpload' });
        }}
      >
        <h2 id={titleId} className="dialog-title">
          {t('player.uploadWarning.title')}
        </h2>
        <p>
          {t('player.uploadWarning.text', { name: file.name, size: formatSize(file.sizeInBytes) })}
        </p>
        {format.kind !== 'scene3d' && (
          <div className="player-format">
            <label>
              {t('player.uploadWarning.projection')}
              <select
                value={format.projection}
                onChange={(event) =>
                  setFormat({
                    ...format,
                    projection: event.target.value as ContentPartFormat['projection'],
                  })
                }
              >
                {PROJECTIONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`player.projections.${value}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('player.uploadWarning.stereo')}
              <select
                value={format.stereo}
                onChange={(event) =>
                  setFormat({
                    ...format,
                    stereo: event.target.value as ContentPartFormat['stereo'],
                  })
                }
              >
                {STEREO.map((value) => (
                  <option key={value} value={value}>
                    {t(`player.stereoLayouts.${value}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
        <div className="dialog-actions">
          <button type="submit" className="button">
            {t('player.uploadWarning.continue')}
          </button>
          <button type="button" className="button button-secondary" onClick={cancel}>
            {t('player.uploadWarning.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function FailureScreen({ state }: { state: SessionState }) {
  const { t } = usePlayerTranslation();
  const titleId = useId();
  const reason: FailureReason = state.failureReason ?? 'unknown';
  const content = state.content;
  const close = () => dispatchSession({ type: 'clear' });
  const retry = (sessionType: 'VR' | '2D') => {
    dispatchSession({ type: 'clear' });
    if (content) dispatchSession({ type: 'start', sessionType, content });
  };
  const isNoVr = state.sessionType === 'VR' && ['noHmd', 'openxrFailed'].includes(reason);
  const canWatch2d = isNoVr && content?.is2DViewerEnabled === true;
  // spec 2 §2 how-to-watch-in-VR modal: where this device has no VR, the ways that do.
  const guides = useOptionalDownloadApp();
  const showHowToWatch = () => {
    close();
    guides?.openHowToWatch();
  };
  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={close}
      className="player-failure"
      testId="player-failure"
      initialFocus="button"
    >
      <div className="dialog-body" data-reason={reason} data-code={FAILURE_CODES[reason]}>
        <p className="player-failure__code">
          {t('player.failed.code', { code: FAILURE_CODES[reason] })}
        </p>
        <h2 id={titleId} className="dialog-title">
          {t(`player.failed.${reason}.title`)}
        </h2>
        <p>{t(`player.failed.${reason}.text`)}</p>
        <div className="dialog-actions">
          {canWatch2d && (
            <button type="button" className="button" onClick={() => retry('2D')}>
              {t('player.failed.play2d')}
            </button>
          )}
          {isNoVr && guides && (
            <button type="button" className="button button-secondary" onClick={showHowToWatch}>
              {t('player.failed.howToWatch')}
            </button>
          )}
          {content && reason !== 'updateRequired' && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => retry(state.sessionType ?? '2D')}
            >
              {t('player.failed.retry')}
            </button>
          )}
          {reason === 'updateRequired' && (
            <button type="button" className="button" onClick={() => window.location.reload()}>
              {t('player.failed.retry')}
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={close}>
            {t('player.failed.close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
