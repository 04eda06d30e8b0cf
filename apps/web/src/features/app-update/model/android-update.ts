import type { AndroidUpdateManifest } from '@parallax/core/contracts/releases';
import { compareVersions } from '@parallax/core/rules/version';
import { progressOf } from '@parallax/core/rules/download';
import { isNewerRelease } from './update-check';

/** The package an update installs (spec 2 §3 Android update manifest). */
type Release = { version: string; url: string; fileSizeInBytes: number };

/**
 * spec 2 §2, §4 Android in-app update toast: update available → downloading with progress →
 * downloaded with an install button; a failed download or install is the update error (spec 2
 * §8) with a retry. It never closes by itself: only the user closes it (not while downloading),
 * and a closed version is not offered again, a newer one is.
 */
export type AndroidUpdateState =
  | { status: 'idle' }
  | { status: 'available'; release: Release }
  | { status: 'downloading'; release: Release; received: number; percent: number }
  | { status: 'downloaded'; release: Release }
  | { status: 'failed'; release: Release; during: 'download' | 'install' }
  | { status: 'closed'; release: Release };

export type AndroidUpdateEvent =
  | { type: 'checked'; manifest: AndroidUpdateManifest; installed: string }
  | { type: 'download' }
  | { type: 'progress'; received: number; total: number }
  | { type: 'downloaded' }
  | { type: 'failed' }
  | { type: 'retry' }
  | { type: 'close' };

export const INITIAL_ANDROID_UPDATE: AndroidUpdateState = { status: 'idle' };

export function androidUpdateReducer(
  state: AndroidUpdateState,
  event: AndroidUpdateEvent,
): AndroidUpdateState {
  switch (event.type) {
    case 'checked': {
      const { version, platforms } = event.manifest;
      if (!isNewerRelease(version, event.installed)) return state;
      const release = { version, ...platforms.android };
      // A newer manifest replaces an offer not acted on yet, never a download under way.
      if (state.status === 'idle') return { status: 'available', release };
      if (state.status === 'available' || state.status === 'closed') {
        if (compareVersions(version, state.release.version) <= 0) return state;
        return { status: 'available', release };
      }
      return state;
    }
    case 'download':
      return state.status === 'available'
        ? { status: 'downloading', release: state.release, received: 0, percent: 0 }
        : state;
    case 'progress':
      if (state.status !== 'downloading') return state;
      return {
        ...state,
        received: event.received,
        percent: progressOf(event.received, event.total).percent,
      };
    case 'downloaded':
      return state.status === 'downloading'
        ? { status: 'downloaded', release: state.release }
        : state;
    case 'failed':
      if (state.status === 'downloading') {
        return { status: 'failed', release: state.release, during: 'download' };
      }
      if (state.status === 'downloaded') {
        return { status: 'failed', release: state.release, during: 'install' };
      }
      return state;
    case 'retry':
      if (state.status !== 'failed') return state;
      return state.during === 'download'
        ? { status: 'downloading', release: state.release, received: 0, percent: 0 }
        : { status: 'downloaded', release: state.release };
    case 'close':
      return state.status === 'idle' || state.status === 'downloading'
        ? state
        : { status: 'closed', release: state.release };
  }
}
