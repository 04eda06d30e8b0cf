import { describe, expect, it } from 'vitest';
import {
  failureReasonOf,
  formatPlaybackTime,
  IDLE_SESSION,
  isRetryableMediaError,
  resumableAt,
  sessionBlocksScreen,
  sessionButtonState,
  sessionReducer,
  type SessionContent,
  type SessionEvent,
  type SessionState,
} from './session.js';

const content: SessionContent = {
  contentId: 'a',
  contentName: 'Alpine Dawn',
  contentPreview: null,
  contentPriceType: 'free',
  contentFormat: { kind: 'video', projection: 'equirect360', stereo: 'mono' },
  partId: null,
  is2DViewerEnabled: true,
};
const file = { name: 'trip.mp4', sizeInBytes: 10, mimeType: 'video/mp4' };

function run(...events: SessionEvent[]): SessionState {
  return events.reduce(sessionReducer, IDLE_SESSION);
}

describe('session state machine (spec 2 §4)', () => {
  it('goes loading → playing → feedback → idle for store content', () => {
    const loading = run({ type: 'start', sessionType: 'VR', content });
    expect(loading.status).toBe('loading');
    const playing = sessionReducer(loading, { type: 'loaded' });
    expect(playing.status).toBe('playing');
    const feedback = sessionReducer(playing, { type: 'end', askFeedback: true });
    expect(feedback.status).toBe('feedback');
    expect(feedback.content).toEqual(content);
    expect(sessionReducer(feedback, { type: 'clear' })).toEqual(IDLE_SESSION);
  });

  it('ends without feedback when not asked, or for a user file', () => {
    expect(
      run(
        { type: 'start', sessionType: '2D', content },
        { type: 'loaded' },
        { type: 'end', askFeedback: false },
      ).status,
    ).toBe('idle');
    const own = run(
      { type: 'openFile', sessionType: '2D', userFile: file },
      { type: 'confirmUpload' },
      { type: 'loaded' },
      { type: 'end', askFeedback: true },
    );
    expect(own.status).toBe('idle');
  });

  it('warns before a user file loads, and keeps the file', () => {
    const warned = run({ type: 'openFile', sessionType: '2D', userFile: file, isDir: false });
    expect(warned).toMatchObject({ status: 'upload_warning', userFile: file, content: null });
    expect(sessionReducer(warned, { type: 'confirmUpload' }).status).toBe('loading');
    expect(sessionReducer(warned, { type: 'loaded' }).status).toBe('upload_warning');
  });

  it('fails with a reason from loading or playing only', () => {
    const failed = run(
      { type: 'start', sessionType: 'VR', content },
      { type: 'fail', reason: 'noHmd' },
    );
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'noHmd' });
    expect(run({ type: 'fail', reason: 'badFile' })).toEqual(IDLE_SESSION);
    // a failed session can be started again
    expect(sessionReducer(failed, { type: 'start', sessionType: '2D', content }).status).toBe(
      'loading',
    );
  });

  it('does not start a second session over an active one', () => {
    const first = run({ type: 'start', sessionType: 'VR', content });
    const second = sessionReducer(first, {
      type: 'start',
      sessionType: '2D',
      content: { ...content, contentId: 'b' },
    });
    expect(second).toBe(first);
    expect(sessionReducer(first, { type: 'openFile', sessionType: '2D', userFile: file })).toBe(
      first,
    );
  });

  it('sets the source only when no content or file is set, and clearing resets it', () => {
    const withSource = run({ type: 'setSource', source: 'library' });
    expect(withSource.source).toBe('library');
    const started = sessionReducer(withSource, { type: 'start', sessionType: 'VR', content });
    expect(started.source).toBe('library');
    expect(sessionReducer(started, { type: 'setSource', source: 'other' }).source).toBe('library');
    expect(sessionReducer(started, { type: 'clear' }).source).toBeNull();
  });

  it('blocks the screen for VR always, for 2D only when failed or warning', () => {
    const vr = run({ type: 'start', sessionType: 'VR', content });
    expect(sessionBlocksScreen(vr)).toBe(true);
    const flat = run({ type: 'start', sessionType: '2D', content }, { type: 'loaded' });
    expect(sessionBlocksScreen(flat)).toBe(false);
    expect(sessionBlocksScreen(sessionReducer(flat, { type: 'fail', reason: 'badFile' }))).toBe(
      true,
    );
    expect(sessionBlocksScreen(run({ type: 'openFile', sessionType: '2D', userFile: file }))).toBe(
      true,
    );
    expect(sessionBlocksScreen(IDLE_SESSION)).toBe(false);
  });

  it('gives playing to the session content and playing_other to the rest', () => {
    const active = run({ type: 'start', sessionType: 'VR', content }, { type: 'loaded' });
    expect(sessionButtonState(active, 'a')).toBe('playing');
    expect(sessionButtonState(active, 'b')).toBe('playing_other');
    expect(
      sessionButtonState(sessionReducer(active, { type: 'end', askFeedback: true }), 'a'),
    ).toBeNull();
    expect(sessionButtonState(IDLE_SESSION, 'a')).toBeNull();
  });
});

describe('failure codes from what the browser tells', () => {
  it.each([
    [{ kind: 'webgl-unavailable' } as const, 'noGpu'],
    [{ kind: 'xr-unavailable' } as const, 'noHmd'],
    [{ kind: 'immersive-unsupported' } as const, 'noHmd'],
    [{ kind: 'xr-session-failed' } as const, 'openxrFailed'],
    [{ kind: 'media-error', code: 3 } as const, 'badFile'],
    [{ kind: 'media-error', code: 4 } as const, 'badFile'],
    [{ kind: 'media-error', code: 2 } as const, 'unknown'],
    [{ kind: 'scene-load-failed' } as const, 'badFile'],
    [{ kind: 'format-version', version: 2 } as const, 'updateRequired'],
    [{ kind: 'format-version', version: 1 } as const, 'unknown'],
    [{ kind: 'metadata-invalid' } as const, 'invalidMetadata'],
    [{ kind: 'other' } as const, 'unknown'],
  ])('%o → %s', (problem, reason) => {
    expect(failureReasonOf(problem)).toBe(reason);
  });

  it('retries network errors but not decode errors', () => {
    expect(isRetryableMediaError(2)).toBe(true);
    expect(isRetryableMediaError(3)).toBe(false);
    expect(isRetryableMediaError(4)).toBe(false);
  });
});

describe('resume', () => {
  it('offers a position past the first seconds and before the end', () => {
    expect(resumableAt(3, 60)).toBeNull();
    expect(resumableAt(30, 60)).toBe(30);
    expect(resumableAt(57, 60)).toBeNull();
    expect(resumableAt(30, null)).toBe(30);
    // a short clip: a tenth of it at each end
    expect(resumableAt(0.4, 6)).toBeNull();
    expect(resumableAt(2.5, 6)).toBe(2.5);
    expect(resumableAt(5.5, 6)).toBeNull();
    // never a position the offer would show as 0:00
    expect(resumableAt(0.7, 6)).toBeNull();
    expect(resumableAt(0.99, 4)).toBeNull();
    expect(resumableAt(1, 6)).toBe(1);
    expect(formatPlaybackTime(resumableAt(1.6, 6)!)).toBe('0:01');
  });

  it('formats times', () => {
    expect(formatPlaybackTime(83)).toBe('1:23');
    expect(formatPlaybackTime(3723)).toBe('1:02:03');
    expect(formatPlaybackTime(Number.NaN)).toBe('0:00');
  });
});
