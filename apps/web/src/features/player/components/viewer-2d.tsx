import { formatPlaybackTime, type PlaybackProblem } from '@parallax/core/rules/session';
import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';
import { SpeakerIcon, SpeakerMutedIcon } from '@/components/ui/icons';
import { usePlayerTranslation } from '../i18n';
import { hasWebGl } from '../lib/content-scene';
import {
  createVideo,
  loadWithFreshLink,
  MediaFailure,
  releaseVideo,
  safePlay,
  watchVideo,
  type WatchedVideo,
} from '../lib/media-element';
import type { PanoView } from '../lib/pano-view';
import type { PlaybackChange, PlaybackRun, PlaybackState } from '../lib/vr-player';
import {
  Back10Icon,
  ExitFullscreenIcon,
  Forward10Icon,
  FullscreenIcon,
  NextSceneIcon,
  PauseIcon,
  PlayIcon,
  PreviousSceneIcon,
} from './player-icons';

/*
 * The 2D viewer: HTML5 video or image with the usual controls — play/pause, ±10 s, seek,
 * speed, volume, full screen, keyboard — and a look-around view for 180°, 360°, fisheye and glTF
 * parts (drag, arrow keys or the phone's motion). A stereo part is shown for one eye.
 */

type Props = PlaybackRun & {
  title: string;
  /** The scenes' titles in the language shown now, by id (else the title they came with). */
  sceneTitles?: ReadonlyMap<string, string>;
  /** Go on to the next scene when a video ends (the user's automatic scene switching). */
  autoAdvance: boolean;
  onClose: (last: PlaybackState) => void;
  /** Report the content (spec 2 §3); absent for the user's own files. */
  onReport?: (() => void) | undefined;
};

type Media = { sceneId: string; url: string; video: HTMLVideoElement | null };

/** What the controls show, copied from the video element on its events. */
type Snapshot = {
  paused: boolean;
  currentTime: number;
  duration: number;
  muted: boolean;
  volume: number;
  rate: number;
};

const snapshotOf = (video: HTMLVideoElement): Snapshot => ({
  paused: video.paused,
  currentTime: video.currentTime,
  duration: Number.isFinite(video.duration) ? video.duration : 0,
  muted: video.muted,
  volume: video.volume,
  rate: video.playbackRate,
});

/* The element's controls, outside the component: React state is never written through. */
const videoControls = {
  toggle: (video: HTMLVideoElement) => {
    if (video.paused) void safePlay(video);
    else video.pause();
  },
  skip: (video: HTMLVideoElement, seconds: number) => {
    video.currentTime = Math.max(0, Math.min(video.duration || 0, video.currentTime + seconds));
  },
  seek: (video: HTMLVideoElement, seconds: number) => {
    video.currentTime = seconds;
  },
  volume: (video: HTMLVideoElement, value: number) => {
    video.volume = Math.max(0, Math.min(1, value));
    video.muted = video.volume === 0;
  },
  mute: (video: HTMLVideoElement) => {
    video.muted = !video.muted;
  },
  rate: (video: HTMLVideoElement, rate: number) => {
    video.playbackRate = rate;
  },
};

/** iOS Safari has no Element.requestFullscreen, only the video element's own full screen. */
function enterNativeFullscreen(video: HTMLVideoElement) {
  (video as HTMLVideoElement & { webkitEnterFullscreen?: () => void }).webkitEnterFullscreen?.();
}

const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

export function Viewer2D({
  scenes,
  startIndex,
  startAt,
  title,
  sceneTitles,
  autoAdvance,
  onLoaded,
  onState,
  onFail,
  onClose,
  onReport,
}: Props) {
  const { t } = usePlayerTranslation();
  const [sceneIndex, setSceneIndex] = useState(startIndex);
  const [loaded, setLoaded] = useState<Media | null>(null);
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [isFullscreen, setIsFullscreen] = useState(false);
  const [hasMotion, setHasMotion] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const panoRef = useRef<PanoView | null>(null);
  const firstStart = useRef(startAt);
  const scene = scenes[sceneIndex]!;
  const sceneTitle = sceneTitles?.get(scene.id) ?? scene.title;
  const format = scene.format;
  const isFlat = format.projection === 'flat' && format.kind !== 'scene3d';
  const media = loaded?.sceneId === scene.id ? loaded : null;
  const video = media?.video ?? null;
  const shown = video ? snapshot : null;

  // Read from the video itself: a seek made just before closing has not been reported yet.
  const stateOf = (): PlaybackState => {
    const now = video ? snapshotOf(video) : null;
    return {
      sceneIndex,
      isPlaying: now ? !now.paused : false,
      currentTime: now?.currentTime ?? 0,
      duration: now && now.duration > 0 ? now.duration : null,
    };
  };
  const loadedEvent = useEffectEvent(() => onLoaded());
  const failEvent = useEffectEvent((problem: PlaybackProblem) => onFail(problem));
  const stateEvent = useEffectEvent((state: PlaybackState, change: PlaybackChange) =>
    onState(state, change),
  );

  // Load the scene's media: a video element (retried on errors) or the URL of a picture or scene.
  useEffect(() => {
    let isCurrent = true;
    let created: HTMLVideoElement | null = null;
    // The resume point applies to the first scene shown; it is used up only once that scene has
    // loaded, since a cancelled run (React's development double run) must leave it.
    const startFrom = firstStart.current;
    let watched: WatchedVideo | null = null;
    void (async () => {
      try {
        let url: string;
        if (format.kind === 'video') {
          url = await scene.resolveUrl();
          if (!isCurrent) return;
          created = createVideo(url);
          created.className = 'viewer-2d__media';
          watched = watchVideo(created, {
            freshUrl: scene.resolveUrl,
            onFatal: (code) => failEvent({ kind: 'media-error', code }),
          });
          await watched.ready;
          if (!isCurrent) return;
          if (startFrom > 0) created.currentTime = startFrom;
          void safePlay(created);
        } else if (format.kind === 'image') {
          url = await loadWithFreshLink(scene.resolveUrl, async (candidate) => {
            const probe = new Image();
            probe.src = candidate;
            await probe.decode();
            return candidate;
          });
        } else {
          url = await scene.resolveUrl();
        }
        if (!isCurrent) return;
        firstStart.current = 0;
        if (!isFlat && !hasWebGl()) {
          failEvent({ kind: 'webgl-unavailable' });
          return;
        }
        setLoaded({ sceneId: scene.id, url, video: created });
        if (created) setSnapshot(snapshotOf(created));
      } catch (error) {
        if (!isCurrent) return;
        firstStart.current = 0;
        failEvent(
          error instanceof MediaFailure
            ? { kind: 'media-error', code: error.code }
            : { kind: 'other' },
        );
      }
    })();
    return () => {
      isCurrent = false;
      watched?.stop();
      if (created) releaseVideo(created);
    };
  }, [scene, format.kind, isFlat]);

  // Place the media: the video element itself for flat parts, the look-around view otherwise.
  useEffect(() => {
    const stage = stageRef.current;
    if (!media || !stage) return;
    let isCurrent = true;
    if (isFlat) {
      if (media.video) stage.append(media.video);
      loadedEvent();
      return () => media.video?.remove();
    }
    void import('../lib/pano-view')
      .then(({ createPanoView }) =>
        createPanoView(stage, { format, url: media.url, video: media.video }),
      )
      .then((view) => {
        if (!isCurrent) {
          view.dispose();
          return;
        }
        panoRef.current = view;
        loadedEvent();
      })
      .catch(() => {
        if (!isCurrent) return;
        failEvent(
          format.kind === 'scene3d'
            ? { kind: 'scene-load-failed' }
            : { kind: 'media-error', code: 3 },
        );
      });
    return () => {
      isCurrent = false;
      panoRef.current?.dispose();
      panoRef.current = null;
    };
  }, [media, isFlat, format]);

  // Follow the video's events so the controls show its state; report the state for resume, with
  // the moments the user stops at (a pause, a seek by any control, the end) told as such.
  useEffect(() => {
    if (!video) return;
    const report = (change: PlaybackChange) => {
      const next = snapshotOf(video);
      setSnapshot(next);
      stateEvent(
        {
          sceneIndex,
          isPlaying: !next.paused,
          currentTime: next.currentTime,
          duration: next.duration > 0 ? next.duration : null,
        },
        change,
      );
    };
    const changes: Record<string, PlaybackChange> = {
      timeupdate: 'progress',
      seeking: 'progress',
      play: 'progress',
      ratechange: 'progress',
      volumechange: 'progress',
      durationchange: 'progress',
      seeked: 'seek',
      // At the end the video pauses too; 'ended' tells that.
      pause: 'pause',
    };
    const listeners = Object.entries(changes).map(([name, change]) => {
      const listener = () => {
        if (name === 'pause' && video.ended) return;
        report(change);
      };
      video.addEventListener(name, listener);
      return [name, listener] as const;
    });
    const onEnded = () => {
      report('end');
      if (autoAdvance && sceneIndex + 1 < scenes.length) setSceneIndex(sceneIndex + 1);
    };
    video.addEventListener('ended', onEnded);
    return () => {
      for (const [name, listener] of listeners) video.removeEventListener(name, listener);
      video.removeEventListener('ended', onEnded);
    };
  }, [video, sceneIndex, scenes.length, autoAdvance]);

  useEffect(() => {
    const onChange = () => setIsFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    rootRef.current?.focus();
  }, []);

  const toggleFullscreen = () => {
    const root = rootRef.current;
    if (document.fullscreenElement) void document.exitFullscreen();
    else if (root && typeof root.requestFullscreen === 'function') {
      void root.requestFullscreen().catch(() => undefined);
    } else if (video) enterNativeFullscreen(video); // iPhone: only the video goes full screen
  };
  /*
   * Acts on the video and shows the result at once. The video reports it in an event a moment
   * later, and meanwhile React would set a slider back to the old value, so the 'change' event
   * that follows the input (a key, the end of a drag) would seek back there.
   */
  const control = <A extends unknown[]>(
    action: (video: HTMLVideoElement, ...args: A) => void,
    ...args: A
  ) => {
    if (!video) return;
    action(video, ...args);
    setSnapshot(snapshotOf(video));
  };
  const close = () => onClose(stateOf());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.matches('input, select, textarea')) return;
    const pano = panoRef.current;
    switch (event.key) {
      case ' ':
      case 'k':
        if (target.matches('button')) return;
        control(videoControls.toggle);
        break;
      case 'ArrowLeft':
      case 'j':
        if (video) control(videoControls.skip, -10);
        else pano?.turn(10, 0);
        break;
      case 'ArrowRight':
      case 'l':
        if (video) control(videoControls.skip, 10);
        else pano?.turn(-10, 0);
        break;
      case 'ArrowUp':
        if (video) control(videoControls.volume, video.volume + 0.1);
        else pano?.turn(0, 10);
        break;
      case 'ArrowDown':
        if (video) control(videoControls.volume, video.volume - 0.1);
        else pano?.turn(0, -10);
        break;
      case 'f':
        toggleFullscreen();
        break;
      case 'm':
        control(videoControls.mute);
        break;
      case 'Escape':
        if (!document.fullscreenElement) close();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const duration = shown?.duration ?? 0;
  const currentTime = shown?.currentTime ?? 0;

  return (
    <div
      ref={rootRef}
      className="viewer-2d"
      role="region"
      aria-label={title}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="viewer-2d"
      data-format={`${format.kind}:${format.projection}:${format.stereo}`}
      data-current-time={currentTime.toFixed(2)}
      data-ready={media ? 'true' : 'false'}
    >
      <div className="viewer-2d__top">
        <p className="viewer-2d__title">
          {title} · {sceneTitle}
          {scenes.length > 1 && (
            <span className="viewer-2d__count">
              {' '}
              {t('player.sceneOf', { index: sceneIndex + 1, count: scenes.length })}
            </span>
          )}
        </p>
        {onReport && (
          <button
            type="button"
            className="button button--ghost"
            onClick={onReport}
            aria-haspopup="dialog"
          >
            {t('reportContent.action')}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={close}>
          {t('player.close')}
        </button>
      </div>
      <div
        ref={stageRef}
        className={`viewer-2d__stage viewer-2d__stage--${isFlat ? `flat-${format.stereo}` : 'pano'}`}
      >
        {isFlat && media && format.kind === 'image' && (
          <img className="viewer-2d__media" src={media.url} alt={sceneTitle} />
        )}
        {!media && <div className="viewer-2d__loading" aria-busy="true" />}
      </div>
      {!isFlat && media && (
        <p className="viewer-2d__hint">
          {t('player.lookAround')}
          {format.stereo !== 'mono' && ` · ${t('player.oneEye')}`}
          {'DeviceOrientationEvent' in window && !hasMotion && (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void panoRef.current?.enableMotion().then(setHasMotion)}
            >
              {t('player.useMotion')}
            </button>
          )}
        </p>
      )}
      {isFlat && media && format.stereo !== 'mono' && (
        <p className="viewer-2d__hint">{t('player.oneEye')}</p>
      )}
      <div className="viewer-2d__controls">
        {scenes.length > 1 && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('player.previousScene')}
            disabled={sceneIndex === 0}
            onClick={() => setSceneIndex(sceneIndex - 1)}
          >
            <PreviousSceneIcon />
          </button>
        )}
        {video && (
          <>
            <button
              type="button"
              className="icon-button"
              aria-label={t('player.back10')}
              onClick={() => control(videoControls.skip, -10)}
            >
              <Back10Icon />
            </button>
            <button
              type="button"
              className="icon-button icon-button--primary"
              aria-label={shown?.paused !== false ? t('player.play') : t('player.pause')}
              onClick={() => control(videoControls.toggle)}
            >
              {shown?.paused !== false ? <PlayIcon /> : <PauseIcon />}
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('player.forward10')}
              onClick={() => control(videoControls.skip, 10)}
            >
              <Forward10Icon />
            </button>
            <input
              className="viewer-2d__seek"
              type="range"
              min={0}
              max={duration || 0}
              step={0.1}
              value={Math.min(currentTime, duration || 0)}
              aria-label={t('player.seek')}
              aria-valuetext={`${formatPlaybackTime(currentTime)} / ${formatPlaybackTime(duration)}`}
              onChange={(event) => {
                control(videoControls.seek, Number(event.target.value));
              }}
            />
            <span className="viewer-2d__time" data-testid="viewer-time">
              {formatPlaybackTime(currentTime)} / {formatPlaybackTime(duration)}
            </span>
            <label className="viewer-2d__speed">
              <span className="visually-hidden">{t('player.speed')}</span>
              <select
                value={String(shown?.rate ?? 1)}
                onChange={(event) => {
                  control(videoControls.rate, Number(event.target.value));
                }}
              >
                {SPEEDS.map((speed) => (
                  <option key={speed} value={String(speed)}>
                    {speed}×
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="icon-button"
              aria-label={shown?.muted ? t('player.unmute') : t('player.mute')}
              onClick={() => control(videoControls.mute)}
            >
              {shown?.muted || shown?.volume === 0 ? <SpeakerMutedIcon /> : <SpeakerIcon />}
            </button>
            <input
              className="viewer-2d__volume"
              type="range"
              min={0}
              max={1}
              step={0.05}
              value={shown?.muted ? 0 : (shown?.volume ?? 1)}
              aria-label={t('player.volume')}
              onChange={(event) => control(videoControls.volume, Number(event.target.value))}
            />
          </>
        )}
        {scenes.length > 1 && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('player.nextScene')}
            disabled={sceneIndex + 1 >= scenes.length}
            onClick={() => setSceneIndex(sceneIndex + 1)}
          >
            <NextSceneIcon />
          </button>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label={isFullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
          onClick={toggleFullscreen}
        >
          {isFullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
        </button>
      </div>
      <p className="viewer-2d__keys">{t('player.keyboardHelp')}</p>
    </div>
  );
}
