import { formatPlaybackTime } from '@parallax/core/rules/session';
import { SpeakerIcon, SpeakerMutedIcon } from '@/components/ui/icons';
import { usePlayerTranslation } from '../i18n';
import { videoControls, type VideoControl, type VideoSnapshot } from '../lib/video-controls';
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

/* The 2D viewer's control bar: scenes, the video's controls (when a video shows), full screen. */

const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

type VideoProps = { shown: VideoSnapshot | null; control: VideoControl };

export function Viewer2DControls(props: {
  sceneIndex: number;
  sceneCount: number;
  onScene: (index: number) => void;
  hasVideo: boolean;
  shown: VideoSnapshot | null;
  control: VideoControl;
  isFullscreen: boolean;
  onToggleFullscreen: () => void;
}) {
  const { t } = usePlayerTranslation();
  const { sceneIndex, sceneCount, onScene, shown, control, isFullscreen } = props;
  return (
    <div className="viewer-2d__controls">
      {sceneCount > 1 && (
        <button
          type="button"
          className="icon-button"
          aria-label={t('player.previousScene')}
          disabled={sceneIndex === 0}
          onClick={() => onScene(sceneIndex - 1)}
        >
          <PreviousSceneIcon />
        </button>
      )}
      {props.hasVideo && (
        <>
          <PlayControls shown={shown} control={control} />
          <SeekBar shown={shown} control={control} />
          <SpeedSelect shown={shown} control={control} />
          <VolumeControls shown={shown} control={control} />
        </>
      )}
      {sceneCount > 1 && (
        <button
          type="button"
          className="icon-button"
          aria-label={t('player.nextScene')}
          disabled={sceneIndex + 1 >= sceneCount}
          onClick={() => onScene(sceneIndex + 1)}
        >
          <NextSceneIcon />
        </button>
      )}
      <button
        type="button"
        className="icon-button"
        aria-label={isFullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
        onClick={props.onToggleFullscreen}
      >
        {isFullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
      </button>
    </div>
  );
}

function PlayControls({ shown, control }: VideoProps) {
  const { t } = usePlayerTranslation();
  const isPaused = shown?.paused !== false;
  return (
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
        aria-label={isPaused ? t('player.play') : t('player.pause')}
        onClick={() => control(videoControls.toggle)}
      >
        {isPaused ? <PlayIcon /> : <PauseIcon />}
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('player.forward10')}
        onClick={() => control(videoControls.skip, 10)}
      >
        <Forward10Icon />
      </button>
    </>
  );
}

function SeekBar({ shown, control }: VideoProps) {
  const { t } = usePlayerTranslation();
  const duration = shown?.duration ?? 0;
  const currentTime = shown?.currentTime ?? 0;
  return (
    <>
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
    </>
  );
}

function SpeedSelect({ shown, control }: VideoProps) {
  const { t } = usePlayerTranslation();
  return (
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
  );
}

function VolumeControls({ shown, control }: VideoProps) {
  const { t } = usePlayerTranslation();
  return (
    <>
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
  );
}
