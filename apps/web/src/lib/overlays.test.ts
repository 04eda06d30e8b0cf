import { describe, expect, it } from 'vitest';
import { isPromptShown, openOverlay, openOverlayCount } from './overlays';

describe('isPromptShown (no prompt over a player or a dialog)', () => {
  const quiet = { isOverlayOpen: false, isModal: false, wasShowing: false };

  it('shows a due prompt when nothing is open, never one that is not due', () => {
    expect(isPromptShown({ ...quiet, isDue: true })).toBe(true);
    expect(isPromptShown({ ...quiet, isDue: false })).toBe(false);
    expect(isPromptShown({ ...quiet, isDue: false, wasShowing: true })).toBe(false);
  });

  it('holds a due prompt back while a player or a dialog is open', () => {
    expect(isPromptShown({ ...quiet, isDue: true, isOverlayOpen: true })).toBe(false);
    expect(isPromptShown({ ...quiet, isDue: true, isOverlayOpen: true, isModal: true })).toBe(
      false,
    );
  });

  it('takes a prompt already on screen away when one opens, and gives it back after', () => {
    expect(isPromptShown({ ...quiet, isDue: true, isOverlayOpen: true, wasShowing: true })).toBe(
      false,
    );
    expect(isPromptShown({ ...quiet, isDue: true, wasShowing: false })).toBe(true);
  });

  it('keeps a prompt that is a dialog itself: once it shows, it is what is open', () => {
    const shown = { isDue: true, isOverlayOpen: true, isModal: true, wasShowing: true };
    expect(isPromptShown(shown)).toBe(true);
    expect(isPromptShown({ ...shown, isDue: false })).toBe(false);
  });
});

describe('openOverlay', () => {
  it('counts what is open, and closes each once', () => {
    const before = openOverlayCount();
    const closePlayer = openOverlay();
    const closeDialog = openOverlay();
    expect(openOverlayCount()).toBe(before + 2);
    closeDialog();
    closeDialog();
    expect(openOverlayCount()).toBe(before + 1);
    closePlayer();
    expect(openOverlayCount()).toBe(before);
  });
});
