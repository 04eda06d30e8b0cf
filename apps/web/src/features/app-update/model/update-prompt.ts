import { compareVersions } from '@parallax/core/rules/version';
import { isNewerRelease } from './update-check';

/**
 * The web app's update prompt (spec 1 §2, §7): offered when the server announces a newer version
 * than this page's; Later puts that version off (a newer one is offered again); Update applies it
 * at once, or — while a download is under way — once downloads are idle (`waiting`), because the
 * reload that loads the new version would stop the download worker in the middle of a write.
 */
export type UpdatePromptState = {
  phase: 'hidden' | 'offered' | 'waiting' | 'applying';
  /** The newest version announced that is newer than this page's. */
  offered: string | null;
  /** The version put off with Later. */
  putOff: string | null;
};

export type UpdatePromptEvent =
  | { type: 'announced'; version: string; installed: string }
  | { type: 'later' }
  /** `isDownloadActive` null: not known yet, so it waits to learn it. */
  | { type: 'update'; isDownloadActive: boolean | null }
  | { type: 'downloadsIdle' };

export const INITIAL_UPDATE_PROMPT: UpdatePromptState = {
  phase: 'hidden',
  offered: null,
  putOff: null,
};

export function updatePromptReducer(
  state: UpdatePromptState,
  event: UpdatePromptEvent,
): UpdatePromptState {
  switch (event.type) {
    case 'announced': {
      if (!isNewerRelease(event.version, event.installed)) return state;
      if (state.putOff !== null && compareVersions(event.version, state.putOff) <= 0) return state;
      if (state.phase !== 'hidden') return { ...state, offered: event.version };
      return { ...state, phase: 'offered', offered: event.version };
    }
    case 'later':
      if (state.phase !== 'offered' && state.phase !== 'waiting') return state;
      return { ...state, phase: 'hidden', putOff: state.offered };
    case 'update':
      if (state.phase !== 'offered') return state;
      return { ...state, phase: event.isDownloadActive === false ? 'applying' : 'waiting' };
    case 'downloadsIdle':
      return state.phase === 'waiting' ? { ...state, phase: 'applying' } : state;
  }
}
