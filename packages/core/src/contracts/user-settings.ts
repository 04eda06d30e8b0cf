import { z } from 'zod';
import { Language } from '../platform.js';
import { text } from './common.js';

/** The account's own settings (spec 1 §7 profile update): in-VR controls, profile, age check. */

export const DOMINANT_HANDS = ['LEFT', 'RIGHT', 'NONE'] as const;
export const DominantHand = z.enum(DOMINANT_HANDS);
export type DominantHand = z.infer<typeof DominantHand>;

export const VrControls = z
  .object({
    autoSwitchingScenes: z.boolean(),
    snapMovements: z.boolean(),
    handsRendering: z.boolean(),
  })
  .meta({ id: 'VrControls' });
export type VrControls = z.infer<typeof VrControls>;

/** The in-VR settings of a new account, and of a guest (the server's column defaults). */
export const DEFAULT_VR_SETTINGS = {
  dominantHand: 'LEFT',
  vrControls: { autoSwitchingScenes: true, snapMovements: true, handsRendering: true },
  isQuickMenuEnabled: true,
} as const satisfies {
  dominantHand: DominantHand;
  vrControls: VrControls;
  isQuickMenuEnabled: boolean;
};

export const ProfileUpdate = z
  .object({
    source: text({ trim: true }).max(64).optional(),
    vrControls: VrControls.partial().optional(),
    isQuickMenuEnabled: z.boolean().optional(),
    dominantHand: DominantHand.optional(),
    emailConsent: z.boolean().optional(),
    language: Language.optional(),
    acceptedRestictedContent: z.boolean().optional(),
    acceptedCookies: z.boolean().optional(),
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

export const AgeCheckStart = z
  .object({ redirectUrl: text().max(2000) })
  .meta({ id: 'AgeCheckStart' });
