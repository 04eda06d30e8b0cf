import type { ContentPartFormat } from '@parallax/core/contracts/content';
import type { PlaybackProblem } from '@parallax/core/rules/session';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import type { PanoView } from '../lib/pano-view';
import type { SceneMedia } from './use-scene-media';

/**
 * Places the 2D viewer's media on its stage: the video element itself for flat parts, the
 * look-around view otherwise (loaded on demand, with three.js).
 */
export function useMediaStage(options: {
  stageRef: RefObject<HTMLDivElement | null>;
  media: SceneMedia | null;
  format: ContentPartFormat;
  isFlat: boolean;
  onLoaded: () => void;
  onFail: (problem: PlaybackProblem) => void;
}) {
  const { stageRef, media, format, isFlat } = options;
  const panoRef = useRef<PanoView | null>(null);
  const [hasMotion, setHasMotion] = useState(false);
  const loadedEvent = useEffectEvent(() => options.onLoaded());
  const failEvent = useEffectEvent((problem: PlaybackProblem) => options.onFail(problem));

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
  }, [stageRef, media, isFlat, format]);

  return {
    /** Turns the look-around view (none for flat parts). */
    turn: (yawDegrees: number, pitchDegrees: number) =>
      panoRef.current?.turn(yawDegrees, pitchDegrees),
    /** Whether the phone's motion turns the view. */
    hasMotion,
    enableMotion: () => void panoRef.current?.enableMotion().then(setHasMotion),
  };
}
