import { z } from 'zod';
import { Language } from '../platform.js';
import { IsoDateTime, text } from './common.js';
import { DominantHand, VrControls } from './user-settings.js';

/**
 * The session, who holds it and where they came from (spec 1 §1, §3, §4): what every page needs,
 * kept apart from the sign-in and sign-up forms' contracts (auth.ts, which re-exports these), so
 * a page loads those only with the forms.
 */

/** spec 1 §1: affiliate programs. */
export const AFFILIATE_PROGRAMS = [
  'MEDIA_BUYING',
  'FIRST_PROMOTER',
  'EXOCLICK',
  'TRAFFIC_STARS',
] as const;
export const AffiliateProgram = z.enum(AFFILIATE_PROGRAMS);
export type AffiliateProgram = z.infer<typeof AffiliateProgram>;

/** Device id: a random UUID the client stores locally (spec 1 §9). */
export const ClientIdentifier = z.uuid();

/** Headset and desktop clients send the refresh token in the body; the web app has the cookie. */
export const RefreshRequest = z
  .object({
    refreshToken: text().max(300).optional(),
    /** A device client's token is bound to it: a refresh from the body names the device. */
    clientIdentifier: ClientIdentifier.optional(),
  })
  .meta({ id: 'RefreshRequest' });

export const USER_STATUSES = ['Active', 'NotSetPassword', 'InitializedViaPayment'] as const;
export const UserStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatus>;

/** spec 1 §3 User, as `GET /api/v1/settings/user/info` answers it. */
export const UserInfo = z
  .object({
    id: z.uuid(),
    pic: z.string().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    email: z.string(),
    allowsUploads: z.boolean(),
    isAllowedToUploadUserVrFiles: z.boolean(),
    roles: z.array(z.string()),
    isSocialAuth: z.boolean(),
    hasPassword: z.boolean(),
    status: UserStatus,
    emailConsent: z.boolean(),
    dominantHand: DominantHand,
    vrControls: VrControls,
    isQuickMenuEnabled: z.boolean(),
    registrationDate: IsoDateTime,
    ageVerified: z.boolean(),
    hasFullAccess: z.boolean(),
    isAccountSynced: z.boolean(),
    isBdEnabled: z.boolean(),
    emailToken: z.string(),
    language: Language,
    additionalData: z.object({
      acceptedRestictedContent: z.boolean(),
      acceptedCookies: z.boolean(),
    }),
  })
  .meta({ id: 'UserInfo' });
export type UserInfo = z.infer<typeof UserInfo>;

export const SessionTokens = z
  .object({
    accessTokenExpiresAt: IsoDateTime,
    accessToken: z.string().optional(),
    refreshToken: z.string().optional(),
  })
  .meta({ id: 'SessionTokens' });
export type SessionTokens = z.infer<typeof SessionTokens>;

export const Ok = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
