import { z } from 'zod';
import { IsoDateTime } from './common.js';

/**
 * Why every credential of an account was ended at once: its address was proven by its owner (a
 * code or link reached them, or a provider vouched for it), its password was reset or changed,
 * or its owner signed out everywhere.
 */
export const CREDENTIAL_ENDING_REASONS = [
  'address_claimed',
  'password_reset',
  'password_changed',
  'signed_out_everywhere',
] as const;
export const CredentialEndingReason = z.enum(CREDENTIAL_ENDING_REASONS);
export type CredentialEndingReason = z.infer<typeof CredentialEndingReason>;

const count = z.int().nonnegative();

/**
 * What was ended, counted by kind: browser sessions; device sessions (headsets, desktop apps,
 * scripts) with their push tokens; VR player feed links; web push subscriptions; pairings a
 * device had not yet collected; e-mailed or handed-over one-time sign-in links.
 */
export const CredentialsEnded = z
  .object({
    sessions: count,
    devices: count,
    feedLinks: count,
    pushSubscriptions: count,
    pairingApprovals: count,
    oneTimeLogins: count,
  })
  .meta({ id: 'CredentialsEnded' });
export type CredentialsEnded = z.infer<typeof CredentialsEnded>;
export type CredentialKind = keyof CredentialsEnded;

/** One time every credential of the account was ended, and what went. */
export const CredentialEnding = z
  .object({ reason: CredentialEndingReason, endedAt: IsoDateTime, ended: CredentialsEnded })
  .meta({ id: 'CredentialEnding' });
export type CredentialEnding = z.infer<typeof CredentialEnding>;

/** The account's latest endings, newest first (the control panel's devices block). */
export const CredentialEndingList = z
  .object({ endings: z.array(CredentialEnding) })
  .meta({ id: 'CredentialEndingList' });
export type CredentialEndingList = z.infer<typeof CredentialEndingList>;
