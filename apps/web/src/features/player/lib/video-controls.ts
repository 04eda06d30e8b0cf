import { safePlay } from './media-element';

/*
 * The 2D viewer's video controls, acting on the element itself (React state is never written
 * through), and the snapshot of the element that the controls show.
 */

/** What the controls show, copied from the video element on its events. */
export type VideoSnapshot = {
  paused: boolean;
  currentTime: number;
  duration: number;
  muted: boolean;
  volume: number;
  rate: number;
};

export const snapshotOf = (video: HTMLVideoElement): VideoSnapshot => ({
  paused: video.paused,
  currentTime: video.currentTime,
  duration: Number.isFinite(video.duration) ? video.duration : 0,
  muted: video.muted,
  volume: video.volume,
  rate: video.playbackRate,
});

export const videoControls = {
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

/** A control applied to the video: the action and its arguments after the element. */
export type VideoControl = <A extends unknown[]>(
  action: (video: HTMLVideoElement, ...args: A) => void,
  ...args: A
) => void;

/** iOS Safari has no Element.requestFullscreen, only the video element's own full screen. */
export function enterNativeFullscreen(video: HTMLVideoElement) {
  (video as HTMLVideoElement & { webkitEnterFullscreen?: () => void }).webkitEnterFullscreen?.();
}
