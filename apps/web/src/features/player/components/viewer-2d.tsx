import type { ContentPartFormat } from '@parallax/core/contracts/content';
import { usePlayerTranslation } from '../i18n';
import { renditionLabel } from '../lib/adaptive-stream';
import { thisDeviceCanLookAroundByMotion } from '../lib/motion-support';
import { useViewer2D, type Viewer2DOptions } from '../model/use-viewer-2d';
import { Viewer2DControls } from './viewer-2d-controls';

/*
 * The 2D viewer: HTML5 video or image with the usual controls — play/pause, ±10 s, seek,
 * speed, volume, full screen, keyboard — and a look-around view for 180°, 360°, fisheye and glTF
 * parts (drag, arrow keys or the phone's motion). A stereo part is shown for one eye.
 */

type Props = Viewer2DOptions & {
  title: string;
  /** The scenes' titles in the language shown now, by id (else the title they came with). */
  sceneTitles?: ReadonlyMap<string, string>;
  /** Report the content (spec 2 §3); absent for the user's own files. */
  onReport?: (() => void) | undefined;
};

export function Viewer2D({ title, sceneTitles, onReport, ...options }: Props) {
  const { t, language } = usePlayerTranslation();
  const { rootRef, stageRef, ...viewer } = useViewer2D(options);
  const { scene, format, isFlat, media, shown, rendition } = viewer;
  const sceneTitle = sceneTitles?.get(scene.id) ?? scene.title;
  const currentTime = shown?.currentTime ?? 0;
  const sceneCount = options.scenes.length;

  return (
    <div
      ref={rootRef}
      className="viewer-2d"
      role="region"
      aria-label={title}
      tabIndex={-1}
      onKeyDown={viewer.onKeyDown}
      data-testid="viewer-2d"
      data-format={`${format.kind}:${format.projection}:${format.stereo}`}
      data-current-time={currentTime.toFixed(2)}
      data-ready={media ? 'true' : 'false'}
    >
      <div className="viewer-2d__top">
        <p className="viewer-2d__title">
          {title} · {sceneTitle}
          {sceneCount > 1 && (
            <span className="viewer-2d__count">
              {' '}
              {t('player.sceneOf', { index: viewer.sceneIndex + 1, count: sceneCount })}
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
        <button type="button" className="button button--ghost" onClick={viewer.close}>
          {t('player.close')}
        </button>
      </div>
      <div
        ref={stageRef}
        className={`viewer-2d__stage viewer-2d__stage--${isFlat ? `flat-${format.stereo}` : 'pano'}`}
        data-rendition={rendition?.height}
      >
        {isFlat && media && format.kind === 'image' && (
          <img className="viewer-2d__media" src={media.url} alt={sceneTitle} />
        )}
        {!media && <div className="viewer-2d__loading" aria-busy="true" />}
      </div>
      {media && <ViewerHint format={format} isFlat={isFlat} stage={viewer.stage} />}
      {rendition && (
        <p className="viewer-2d__rendition" data-testid="rendition">
          {renditionLabel(rendition, language, {
            quality: t('player.quality'),
            auto: t('player.qualityAuto'),
          })}
        </p>
      )}
      <Viewer2DControls
        sceneIndex={viewer.sceneIndex}
        sceneCount={sceneCount}
        onScene={viewer.setSceneIndex}
        hasVideo={viewer.video !== null}
        shown={shown}
        control={viewer.control}
        isFullscreen={viewer.isFullscreen}
        onToggleFullscreen={viewer.toggleFullscreen}
      />
      <p className="viewer-2d__keys">{t('player.keyboardHelp')}</p>
    </div>
  );
}

/** How to look around a panorama (and the phone's motion), or that a stereo part shows one eye. */
function ViewerHint({
  format,
  isFlat,
  stage,
}: {
  format: ContentPartFormat;
  isFlat: boolean;
  stage: { hasMotion: boolean; enableMotion: () => void };
}) {
  const { t } = usePlayerTranslation();
  if (isFlat) {
    return format.stereo === 'mono' ? null : (
      <p className="viewer-2d__hint">{t('player.oneEye')}</p>
    );
  }
  return (
    <p className="viewer-2d__hint">
      {t('player.lookAround')}
      {format.stereo !== 'mono' && ` · ${t('player.oneEye')}`}
      {thisDeviceCanLookAroundByMotion() && !stage.hasMotion && (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={stage.enableMotion}
        >
          {t('player.useMotion')}
        </button>
      )}
    </p>
  );
}
