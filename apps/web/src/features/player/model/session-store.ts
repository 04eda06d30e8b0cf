import type { ContentPartFormat } from '@parallax/core/contracts/content';
import {
  IDLE_SESSION,
  sessionReducer,
  type SessionEvent,
  type SessionState,
} from '@parallax/core/rules/session';
import { useSyncExternalStore } from 'react';
import { openOverlay } from '@/lib/overlays';
import { announcePlayerActive } from './player-activity';

/*
 * The one VR or 2D session of this tab (spec 2 §4), as a tiny external store over the pure
 * reducer of @parallax/core/rules/session: the content buttons read it on every page, the player
 * (loaded on demand) drives it.
 */

let state: SessionState = IDLE_SESSION;

/**
 * The local file of a user-file session; kept out of the state so the state stays plain data, and
 * let go when the session ends.
 */
let userFileBlob: Blob | null = null;
export function setUserFileBlob(blob: Blob | null): void {
  userFileBlob = blob;
}
export function getUserFileBlob(): Blob | null {
  return userFileBlob;
}

/**
 * The format the user confirmed for their own file (kept with the file, outside the state): the
 * upload warning sets it, the player reads it when it prepares the file.
 */
let userFileFormat: ContentPartFormat | null = null;
export function setUserFileFormat(format: ContentPartFormat): void {
  userFileFormat = format;
}
export function getUserFileFormat(): ContentPartFormat | null {
  return userFileFormat;
}

const listeners = new Set<() => void>();

/**
 * A session is the player open over the page, from its start (before the player's code has even
 * loaded) to its end: prompts wait meanwhile (lib/overlays.ts).
 */
let closePlayerOverlay: (() => void) | null = null;

function markPlayerOpen(isOpen: boolean) {
  if (isOpen) closePlayerOverlay ??= openOverlay();
  else {
    closePlayerOverlay?.();
    closePlayerOverlay = null;
  }
}

export function getSessionState(): SessionState {
  return state;
}

export function dispatchSession(event: SessionEvent): SessionState {
  const next = sessionReducer(state, event);
  if (next !== state) {
    // The user's file goes with the session that played it.
    if (state.userFile && !next.userFile) userFileBlob = null;
    state = next;
    if (state.status !== 'idle') announcePlayerActive();
    markPlayerOpen(state.status !== 'idle');
    for (const listener of listeners) listener();
  }
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlayerSession(): SessionState {
  return useSyncExternalStore(subscribe, getSessionState, getSessionState);
}

/** How the running player stops its session (the content button's "Stop session"). */
let stopHandler: (() => void) | null = null;
export function registerStopHandler(handler: (() => void) | null): void {
  stopHandler = handler;
}
export function stopSession(): void {
  if (stopHandler) stopHandler();
  else dispatchSession({ type: 'clear' });
}
