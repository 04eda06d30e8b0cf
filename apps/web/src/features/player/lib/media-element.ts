import {
  isRetryableMediaError,
  VIDEO_RETRIES,
  VIDEO_RETRY_DELAY_MS,
} from '@parallax/core/rules/session';

/*
 * The video element of a session, with spec 2 §8's rules: errors retried 3 times at 1 s (with a
 * fresh signed URL, in case the old one expired), decode errors reported at once, and the autoplay
 * block of iOS (NotAllowedError) ignored — the user presses play.
 */

export function createVideo(url: string): HTMLVideoElement {
  const video = document.createElement('video');
  video.playsInline = true;
  video.preload = 'auto';
  video.loop = false;
  video.src = url;
  return video;
}

/** Plays; an autoplay block or an interrupted play is not an error. */
export async function safePlay(video: HTMLVideoElement): Promise<void> {
  try {
    await video.play();
  } catch (error) {
    if (error instanceof DOMException && ['NotAllowedError', 'AbortError'].includes(error.name)) {
      return;
    }
    throw error;
  }
}

/**
 * Retries a failing video, then gives up with the MediaError code. Returns a function that stops
 * watching it.
 */
export function watchVideoErrors(
  video: HTMLVideoElement,
  options: { freshUrl: () => Promise<string>; onFatal: (code: number) => void },
): () => void {
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isStopped = false;
  const onError = () => {
    const code = video.error?.code ?? 0;
    if (!isRetryableMediaError(code) || attempts >= VIDEO_RETRIES) {
      options.onFatal(code);
      return;
    }
    attempts++;
    const resumeAt = video.currentTime;
    const wasPlaying = !video.paused;
    timer = setTimeout(() => {
      void options
        .freshUrl()
        .then((url) => {
          if (isStopped) return;
          video.src = url;
          video.currentTime = resumeAt;
          if (wasPlaying) return safePlay(video);
        })
        .catch(() => options.onFatal(code));
    }, VIDEO_RETRY_DELAY_MS);
  };
  const onPlaying = () => {
    attempts = 0;
  };
  video.addEventListener('error', onError);
  video.addEventListener('playing', onPlaying);
  return () => {
    isStopped = true;
    clearTimeout(timer);
    video.removeEventListener('error', onError);
    video.removeEventListener('playing', onPlaying);
  };
}

/** Waits until the video can show its first frame; rejects with its MediaError code. */
export function videoReady(video: HTMLVideoElement): Promise<void> {
  return new Promise((resolve, reject) => {
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
      resolve();
      return;
    }
    const done = () => {
      video.removeEventListener('loadeddata', onData);
      video.removeEventListener('error', onError);
    };
    const onData = () => {
      done();
      resolve();
    };
    const onError = () => {
      done();
      reject(new MediaFailure(video.error?.code ?? 0));
    };
    video.addEventListener('loadeddata', onData);
    video.addEventListener('error', onError);
  });
}

export class MediaFailure extends Error {
  constructor(readonly code: number) {
    super(`media error ${code}`);
    this.name = 'MediaFailure';
  }
}
