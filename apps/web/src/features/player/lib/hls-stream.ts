import { VIDEO_RETRIES, VIDEO_RETRY_DELAY_MS } from '@parallax/core/rules/session';
import Hls, { ErrorTypes, Events, type ErrorData } from 'hls.js/light';
import { hlsConfigFor, measuredThroughput, type RenditionInfo } from './adaptive-stream';
import { MEDIA_ERR_DECODE, MediaFailure, safePlay, type WatchedVideo } from './media-element';

/*
 * A video streamed adaptively with hls.js (loaded only when a part with a ladder plays), under
 * spec 2 §8's rules as media-element.ts's watchVideo applies them to a file: a fatal network
 * error is retried 3 times at 1 s from a fresh master playlist (the signed links may have
 * expired), a media error is recovered once, and then the player gives up.
 */

/** MediaError.code of a network failure: what a spent network retry reports. */
const MEDIA_ERR_NETWORK = 2;

export function isHlsSupported(): boolean {
  return Hls.isSupported();
}

type StreamOptions = {
  url: string;
  isVr: boolean;
  /** A fresh master playlist URL (a fresh links call). */
  freshUrl: () => Promise<string>;
  onFatal: (code: number) => void;
  onRendition: (rendition: RenditionInfo) => void;
};

/** Streams `url` into the video; `stop` destroys hls.js (call it before releasing the video). */
export function streamWithHls(video: HTMLVideoElement, options: StreamOptions): WatchedVideo {
  const connection = (navigator as { connection?: { downlink?: number } }).connection;
  const hls = new Hls(
    hlsConfigFor({ isVr: options.isVr, throughput: measuredThroughput(connection) }),
  );
  let attempts = 0;
  let hasRecovered = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isStopped = false;
  let isReady = false;
  const { ready, settleReady } = readySignal();

  const giveUp = (code: number) => {
    if (isStopped) return;
    isStopped = true;
    hls.stopLoad();
    if (isReady) options.onFatal(code);
    else settleReady.reject(new MediaFailure(code));
  };
  const retry = () => {
    if (attempts >= VIDEO_RETRIES) {
      giveUp(MEDIA_ERR_NETWORK);
      return;
    }
    attempts++;
    const resumeAt = video.currentTime;
    const wasPlaying = isReady && !video.paused;
    timer = setTimeout(() => {
      void options
        .freshUrl()
        .then((url) => {
          // A pause the user made while the retry waited stays (as watchVideo does).
          if (!isStopped)
            reload(hls, video, url, { resumeAt, playsOn: wasPlaying && !video.paused });
        })
        .catch(() => giveUp(MEDIA_ERR_NETWORK));
    }, VIDEO_RETRY_DELAY_MS);
  };
  const onError = (_event: string, data: ErrorData) => {
    if (!data.fatal || isStopped) return;
    if (data.type === ErrorTypes.NETWORK_ERROR) {
      retry();
    } else if (data.type === ErrorTypes.MEDIA_ERROR && !hasRecovered) {
      hasRecovered = true;
      hls.recoverMediaError();
    } else {
      // A second media error, or one hls.js cannot recover from: the stream cannot be decoded.
      giveUp(MEDIA_ERR_DECODE);
    }
  };
  const onData = () => {
    isReady = true;
    attempts = 0;
    settleReady.resolve();
  };
  const onPlaying = () => {
    attempts = 0;
  };
  hls.on(Events.ERROR, onError);
  hls.on(Events.LEVEL_SWITCHED, () => reportLevel(hls, options.onRendition));
  video.addEventListener('loadeddata', onData);
  video.addEventListener('playing', onPlaying);
  hls.attachMedia(video);
  hls.loadSource(options.url);
  return {
    ready,
    stop: () => {
      isStopped = true;
      clearTimeout(timer);
      video.removeEventListener('loadeddata', onData);
      video.removeEventListener('playing', onPlaying);
      hls.destroy();
    },
  };
}

/** Loads a fresh master playlist: a new media source, so the position is set again once known. */
function reload(
  hls: Hls,
  video: HTMLVideoElement,
  url: string,
  { resumeAt, playsOn }: { resumeAt: number; playsOn: boolean },
): void {
  video.addEventListener(
    'loadedmetadata',
    () => {
      if (resumeAt > 0) video.currentTime = resumeAt;
      if (playsOn) void safePlay(video);
    },
    { once: true },
  );
  hls.loadSource(url);
}

/** The first frame's promise; one that is given up on reports through `onFatal`'s caller only. */
function readySignal() {
  let settleReady!: { resolve: () => void; reject: (error: MediaFailure) => void };
  const ready = new Promise<void>((resolve, reject) => {
    settleReady = { resolve, reject };
  });
  ready.catch(() => undefined);
  return { ready, settleReady };
}

function reportLevel(hls: Hls, onRendition: (rendition: RenditionInfo) => void): void {
  const level = hls.levels[hls.currentLevel];
  if (level) {
    onRendition({ height: level.height, bitrate: level.bitrate, isAuto: hls.autoLevelEnabled });
  }
}
