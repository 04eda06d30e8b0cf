import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_MODAL_DELAY_MS, openAppThenDownload, type OpenAppEnvironment } from './open-app';

let hasFocus = true;
const followLink = vi.fn();
const environment: OpenAppEnvironment = {
  followLink,
  hasFocus: () => hasFocus,
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (id) => clearTimeout(id),
};

beforeEach(() => {
  vi.useFakeTimers();
  hasFocus = true;
  followLink.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('download app flow (spec 2 §4)', () => {
  it('opens the modal at once when no app link is configured', () => {
    const openModal = vi.fn();
    openAppThenDownload(null, openModal, environment);
    expect(openModal).toHaveBeenCalledOnce();
    expect(followLink).not.toHaveBeenCalled();
  });

  it('follows the app link, then opens the modal after 2.5 s if the window still has focus', () => {
    const openModal = vi.fn();
    openAppThenDownload('web+parallax://open', openModal, environment);
    expect(followLink).toHaveBeenCalledWith('web+parallax://open');
    vi.advanceTimersByTime(DOWNLOAD_MODAL_DELAY_MS - 1);
    expect(openModal).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(openModal).toHaveBeenCalledOnce();
  });

  it('does not open the modal when the app took the focus', () => {
    const openModal = vi.fn();
    openAppThenDownload('web+parallax://open', openModal, environment);
    hasFocus = false;
    vi.advanceTimersByTime(DOWNLOAD_MODAL_DELAY_MS);
    expect(openModal).not.toHaveBeenCalled();
  });

  it('can be cancelled while waiting', () => {
    const openModal = vi.fn();
    const cancel = openAppThenDownload('web+parallax://open', openModal, environment);
    cancel();
    vi.advanceTimersByTime(DOWNLOAD_MODAL_DELAY_MS);
    expect(openModal).not.toHaveBeenCalled();
  });
});
