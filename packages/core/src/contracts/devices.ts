import { z } from 'zod';
import { ClientIdentifier, ClientType, LoginResult } from './auth.js';
import { IsoDateTime, text } from './common.js';

/**
 * Devices (spec 1 §3, §9; spec 2 §2): one-time login and pair headset as a device authorization
 * grant, the user's signed-in sessions, and the push token a device registers.
 */

/**
 * The letters of pair and one-time login codes: no 0/O or 1/I, since a code read off a headset
 * screen is typed by hand. 32 letters, six of them: about 10^9 codes.
 */
export const OTP_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const OTP_CODE_LENGTH = 6;

/**
 * spec 2 §5: pair and one-time login codes are six uppercase characters. Entry is
 * case-insensitive: a lowercase code is read as the uppercase one.
 */
export const OtpCodeValue = text({ trim: true })
  .max(32, 'wrong_otp')
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(new RegExp(`^[${OTP_CODE_ALPHABET}]{${OTP_CODE_LENGTH}}$`), 'wrong_otp'));
export const OtpRequest = z
  .object({
    clientIdentifier: ClientIdentifier,
    clientType: ClientType,
    source: text({ trim: true }).max(64).optional(),
  })
  .meta({ id: 'OtpRequest' });
/**
 * A device authorization (RFC 8628 §3.2): the code the device shows, the secret device code it
 * polls with, how long both live, how often to poll, and where the user enters the code.
 */
export const OtpCode = z
  .object({
    code: z.string(),
    deviceCode: z.string(),
    expiresInSeconds: z.number().int().nonnegative(),
    /** Seconds between polls (spec 1 §9: 1). */
    interval: z.number().int().positive(),
    verificationUri: z.string(),
    verificationUriComplete: z.string(),
  })
  .meta({ id: 'OtpCode' });
export type OtpCode = z.infer<typeof OtpCode>;
/** spec 2 §3 pairing `otpCodeBody`: the code a signed-in user enters. */
export const OtpCodeBody = z.object({ code: OtpCodeValue }).meta({ id: 'OtpCodeBody' });
/** spec 1 §3 poll body `{code}`, with the device code that proves the poll comes from the device. */
export const OtpPollBody = z
  .object({ code: OtpCodeValue, deviceCode: text().min(1).max(128) })
  .meta({ id: 'OtpPollBody' });
/**
 * Polling answers PENDING (RFC 8628 authorization_pending) until a signed-in user approves the
 * code, then signs the client in. slow_down, expired_token and access_denied are errors.
 */
export const OtpPollResult = z
  .union([
    z.object({
      status: z.literal('PENDING'),
      error: z.literal('authorization_pending'),
      interval: z.number().int().positive(),
    }),
    LoginResult,
  ])
  .meta({ id: 'OtpPollResult' });
export type OtpPollResult = z.infer<typeof OtpPollResult>;
/** The pair headset page's answer: which kind of device was signed in. */
export const OtpApproval = z
  .object({ ok: z.literal(true), clientType: ClientType })
  .meta({ id: 'OtpApproval' });
export type OtpApproval = z.infer<typeof OtpApproval>;

/** One signed-in session of the user (control panel devices): a browser, headset or app. */
export const DeviceSession = z
  .object({
    id: z.uuid(),
    clientType: ClientType,
    startedAt: IsoDateTime,
    lastActiveAt: IsoDateTime,
    /** The session this answer was asked from. */
    isCurrent: z.boolean(),
    /** Registered a push token (spec 1 §7 device token). */
    hasDeviceToken: z.boolean(),
  })
  .meta({ id: 'DeviceSession' });
export type DeviceSession = z.infer<typeof DeviceSession>;
export const DeviceSessionList = z
  .object({ sessions: z.array(DeviceSession) })
  .meta({ id: 'DeviceSessionList' });
export type DeviceSessionList = z.infer<typeof DeviceSessionList>;
export const DeviceSessionParams = z.object({ id: z.uuid() });

/** spec 1 §7 device token `deviceTokenDto`: the push token of this session's device. */
export const DeviceTokenBody = z
  .object({ deviceToken: text({ trim: true }).min(1).max(4096) })
  .meta({ id: 'DeviceTokenBody' });
