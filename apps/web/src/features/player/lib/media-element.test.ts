import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIDEO_RETRIES, VIDEO_RETRY_DELAY_MS } from '@parallax/core/rules/session';
import { watchVideo } from './media-element';

/*
 * jsdom has video elements but no playback: the element's paused state, play() and the network
 * error are set by hand on a real element; the retry's timing and decisions are watchVideo's own.
 */

const MEDIA_ERR_NETWORK = 2;

function playingVideo() {
  const video = document.createElement('video');
  video.src = 'https://media.example/clip.mp4?sig=old';
  let isPaused = false;
  Object.defineProperty(video, 'paused', { get: () => isPaused });
  Object.defineProperty(video, 'readyState', { value: HTMLMediaElement.HAVE_ENOUGH_DATA });
  Object.defineProperty(video, 'error', { value: { code: MEDIA_ERR_NETWORK } });
  const play = vi.fn(() => {
    isPaused = false;
    return Promise.resolve();
  });
  video.play = play;
  video.pause = () => {
    isPaused = true;
  };
  return { video, play };
}

/** A watched video that was playing when the network failed it. */
function failingPlayback() {
  const { video, play } = playingVideo();
  const freshUrl = vi.fn(() => Promise.resolve('https://media.example/clip.mp4?sig=new'));
  const watched = watchVideo(video, { freshUrl, onFatal: vi.fn() });
  video.dispatchEvent(new Event('error'));
  return { video, play, freshUrl, watched };
}

describe('watchVideo', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a network error with a fresh link and plays on from where it was', async () => {
    const { video, play, freshUrl, watched } = failingPlayback();
    await vi.advanceTimersByTimeAsync(VIDEO_RETRY_DELAY_MS);
    expect(freshUrl).toHaveBeenCalledTimes(1);
    expect(video.src).toBe('https://media.example/clip.mp4?sig=new');
    expect(play).toHaveBeenCalledTimes(1);
    watched.stop();
  });

  it('keeps a pause the user made while the retry waited', async () => {
    const { video, play, watched } = failingPlayback();
    await vi.advanceTimersByTimeAsync(VIDEO_RETRY_DELAY_MS / 2);
    video.pause();
    await vi.advanceTimersByTimeAsync(VIDEO_RETRY_DELAY_MS / 2);
    expect(video.src).toBe('https://media.example/clip.mp4?sig=new');
    expect(play).not.toHaveBeenCalled();
    watched.stop();
  });

  it('gives up after its retries and tells the session once it had shown a frame', async () => {
    const { video } = playingVideo();
    const onFatal = vi.fn();
    const freshUrl = () => Promise.resolve('https://media.example/clip.mp4?sig=new');
    const watched = watchVideo(video, { freshUrl, onFatal });
    for (let attempt = 0; attempt <= VIDEO_RETRIES; attempt++) {
      video.dispatchEvent(new Event('error'));
      await vi.advanceTimersByTimeAsync(VIDEO_RETRY_DELAY_MS);
    }
    expect(onFatal).toHaveBeenCalledExactlyOnceWith(MEDIA_ERR_NETWORK);
    watched.stop();
  });
});
