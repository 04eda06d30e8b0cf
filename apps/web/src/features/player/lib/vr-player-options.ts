import type { DominantHand, VrControls } from '@parallax/core/contracts/user-settings';
import type { RenditionInfo } from './adaptive-stream';
import type { FrameStats } from './frame-stats';
import type { PlaybackRun, PlaybackState } from './playback';
import type { PanelAction, VrPanelLabels } from './vr-panel';

/* What an immersive session takes and what it offers while it runs (vr-runtime.ts). */

export type VrSettings = {
  dominantHand: DominantHand;
  vrControls: VrControls;
  isQuickMenuEnabled: boolean;
};

export type VrPlayerOptions = PlaybackRun & {
  settings: VrSettings;
  panelLabels: VrPanelLabels;
  /** The session ended (Exit pressed, the headset taken off, or the browser ended it). */
  onEnd: (last: PlaybackState) => void;
};

export type VrPlayer = {
  readonly stats: FrameStats;
  /** Where the panel's buttons are in the world (local-floor metres), for pointing at them. */
  panelTargets: () => Record<PanelAction, [number, number, number]>;
  /** Whether the panel shows (the quick menu hides it when idle). */
  isPanelVisible: () => boolean;
  /** The rendition streaming now (null for a scene that does not stream adaptively). */
  rendition: () => RenditionInfo | null;
  end: () => Promise<void>;
};
