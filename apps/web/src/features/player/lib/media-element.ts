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

/** A video element for a session; without `url`, for a source attached later (hls.js). */
export function createVideo(url?: string): HTMLVideoElement {
  const video = document.createElement('video');
  // A CORS request, as for images (content-scene.ts): the frames become WebGL textures, which a
  // file from another origin may only be when it allows this one — the media bucket, which the
  // server redirects to when media live in object storage, does (its CORS rule).
  video.crossOrigin = 'use-credentials';
  video.playsInline = true;
  video.preload = 'auto';
  video.loop = false;
  if (url !== undefined) video.src = url;
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

export class MediaFailure extends Error {
  constructor(
    readonly code: number,
    options?: { cause?: unknown },
  ) {
    super(`media error ${code}`, options);
    this.name = 'MediaFailure';
  }
}

/** MediaError.code of a file the browser cannot decode. */
export const MEDIA_ERR_DECODE = 3;

/**
 * Whether the server refuses a URL (an expired or refused signed link): the browser reports
 * that as "source not supported", like a file it cannot decode, so it is asked.
 */
export async function isLinkRefused(url: string): Promise<boolean> {
  if (!url.startsWith('/') && !url.startsWith(location.origin)) return false;
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin' });
    return !response.ok;
  } catch {
    return true;
  }
}

export type WatchedVideo = {
  /** Settles when the first frame can show, or rejects (MediaFailure) once retries are spent. */
  ready: Promise<void>;
  stop: () => void;
};

/**
 * Watches a video: its errors are retried with a fresh URL (3 times at 1 s) unless the file
 * itself is bad; `onFatal` is told when it gives up during playback, `ready` rejects when it gives
 * up before the first frame.
 */
export function watchVideo(
  video: HTMLVideoElement,
  options: { freshUrl: () => Promise<string>; onFatal: (code: number) => void },
): WatchedVideo {
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isStopped = false;
  let isReady = false;
  let settleReady: { resolve: () => void; reject: (error: MediaFailure) => void } | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    settleReady = { resolve, reject };
  });
  // A session that gives up before the first frame reports through `ready` only.
  ready.catch(() => undefined);

  const giveUp = (code: number) => {
    if (isStopped) return;
    if (isReady) options.onFatal(code);
    else settleReady?.reject(new MediaFailure(code));
  };
  const retry = (code: number) => {
    if (attempts >= VIDEO_RETRIES) {
      giveUp(code);
      return;
    }
    attempts++;
    const resumeAt = video.currentTime;
    const wasPlaying = isReady && !video.paused;
    timer = setTimeout(() => {
      void options
        .freshUrl()
        .then((url) => {
          if (isStopped) return;
          // A pause the user made while the retry waited stays: the video plays on only if it
          // was playing and still is (a new source pauses it, so this is read first).
          const playsOn = wasPlaying && !video.paused;
          video.src = url;
          if (resumeAt > 0) video.currentTime = resumeAt;
          if (playsOn) return safePlay(video);
        })
        .catch(() => giveUp(code));
    }, VIDEO_RETRY_DELAY_MS);
  };
  const onError = () => {
    const code = video.error?.code ?? 0;
    if (isRetryableMediaError(code)) {
      retry(code);
      return;
    }
    if (code === MEDIA_ERR_DECODE) {
      giveUp(code);
      return;
    }
    // "Source not supported": a refused link is retried, a file the browser cannot play is not.
    const src = video.currentSrc || video.src;
    void isLinkRefused(src).then((isRefused) => (isRefused ? retry(code) : giveUp(code)));
  };
  const onData = () => {
    isReady = true;
    attempts = 0;
    settleReady?.resolve();
  };
  const onPlaying = () => {
    attempts = 0;
  };
  video.addEventListener('error', onError);
  video.addEventListener('loadeddata', onData);
  video.addEventListener('playing', onPlaying);
  if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) onData();
  return {
    ready,
    stop: () => {
      isStopped = true;
      clearTimeout(timer);
      video.removeEventListener('error', onError);
      video.removeEventListener('loadeddata', onData);
      video.removeEventListener('playing', onPlaying);
    },
  };
}

/** Releases a video element's file and network connection. */
export function releaseVideo(video: HTMLVideoElement): void {
  video.pause();
  video.removeAttribute('src');
  video.load();
}

/**
 * Loads a picture or scene from a signed URL; when it fails because the link was refused (it
 * expired), once more from a fresh one. A file that fails on a good link is a bad file.
 */
export async function loadWithFreshLink<T>(
  resolveUrl: () => Promise<string>,
  load: (url: string) => Promise<T>,
): Promise<T> {
  const url = await resolveUrl();
  try {
    return await load(url);
  } catch (error) {
    if (!(await isLinkRefused(url))) throw new MediaFailure(MEDIA_ERR_DECODE, { cause: error });
    return load(await resolveUrl());
  }
}
