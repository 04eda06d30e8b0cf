import { useState, useSyncExternalStore } from 'react';

/*
 * What is open over the page: the player (a session of any kind, docked in its corner or over the
 * whole page) and every modal dialog. What pops up on its own — the push prompt, the
 * notification toasts, the cookie banner, the update prompt, the Android update toast, the
 * source welcome popup — waits while any of them is open (isPromptShown), so no prompt ever lies
 * on a player's or a dialog's controls and none has to be answered before the user can close
 * what they opened. The Discord and discount banners are part of their page's flow: they cover
 * nothing, and need no turn.
 */

const open = new Set<object>();
const listeners = new Set<() => void>();
let count = 0;

function publish() {
  count = open.size;
  for (const listener of listeners) listener();
}

/** Marks something open over the page; the function returned marks it closed (once). */
export function openOverlay(): () => void {
  const token = {};
  open.add(token);
  publish();
  return () => {
    if (open.delete(token)) publish();
  };
}

export function openOverlayCount(): number {
  return count;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsOverlayOpen(): boolean {
  return useSyncExternalStore(subscribe, openOverlayCount, openOverlayCount) > 0;
}

/**
 * Whether a prompt shows now: when it is due and nothing is open over the page. A prompt that is
 * a modal dialog itself (`isModal`) is what is open once it shows, so it stays until it is no
 * longer due; any other prompt steps aside while a player or a dialog is open, and comes back
 * when they are closed.
 */
export function isPromptShown({
  isDue,
  isOverlayOpen,
  isModal,
  wasShowing,
}: {
  isDue: boolean;
  isOverlayOpen: boolean;
  isModal: boolean;
  /** It showed at the last render. */
  wasShowing: boolean;
}): boolean {
  if (!isDue) return false;
  return !isOverlayOpen || (isModal && wasShowing);
}

/** isPromptShown for a component: `isDue` is the prompt's own rule. */
export function usePromptTurn(isDue: boolean, { isModal = false } = {}): boolean {
  const isOverlayOpen = useIsOverlayOpen();
  const [wasShowing, setWasShowing] = useState(false);
  const isShown = isPromptShown({ isDue, isOverlayOpen, isModal, wasShowing });
  if (isShown !== wasShowing) setWasShowing(isShown);
  return isShown;
}
