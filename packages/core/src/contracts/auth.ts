import { z } from 'zod';
import { Platform } from '../platform.js';
import {
  codeProblem,
  emailProblem,
  normalizeEmail,
  CODE_LENGTH,
  EMAIL_MAX,
  PASSWORD_MAX,
  passwordProblem,
  USERNAME_MAX,
  usernameProblem,
  type ValidationKey,
} from '../rules/auth.js';
import { IsoDateTime, OpaqueToken, text } from './common.js';
import { AffiliateProgram, ClientIdentifier, UserInfo } from './session.js';

export {
  AFFILIATE_PROGRAMS,
  AffiliateProgram,
  ClientIdentifier,
  Ok,
  SessionTokens,
  UserInfo,
  UserStatus,
} from './session.js';

/**
 * Accounts and sign-in (spec 1 §3, §7). Validation messages are message keys of spec 1 §8
 * (`errors.*` in the i18n catalogues): the server answers them in `issues[].message` and the web
 * forms translate them, so both sides apply one rule set.
 */

const checked = (problem: (value: string) => ValidationKey | null, base = text()) =>
  base.superRefine((value, context) => {
    const key = problem(value);
    if (key) context.addIssue({ code: 'custom', message: key });
  });

// The rules refuse longer values with their own message keys; `maxLength` says so in the OpenAPI
// document too.
export const Email = checked(emailProblem, text({ trim: true }))
  .meta({ maxLength: EMAIL_MAX })
  .transform(normalizeEmail)
  .describe('E-mail address; trimmed and lowercased');
export const Username = checked(usernameProblem, text({ trim: true }))
  .meta({ maxLength: USERNAME_MAX })
  .transform((value) => value.trim().toLowerCase())
  .describe('Latin letters, digits and underscore, 2-40; stored lowercased');
export const Password = checked(passwordProblem)
  .meta({ maxLength: PASSWORD_MAX })
  .describe('8-50 characters with at least one digit and one latin letter');
/** A password being checked, not chosen: any non-empty string up to a sane bound. */
export const GivenPassword = text().min(1, 'empty_field').max(200, 'password_length');
export const ConfirmationCode = checked(codeProblem)
  .meta({ maxLength: CODE_LENGTH })
  .describe('The six-digit code from the e-mail');

const attribution = {
  source: text({ trim: true }).max(64).optional(),
  clientId: text({ trim: true }).max(128).optional(),
  affiliateProgram: AffiliateProgram.optional(),
};

export const ClientType = Platform.describe('web_app, desktop_app or quest3');

export const RegistrationRequest = z
  .object({
    username: Username,
    email: Email,
    password: Password,
    emailConsent: z.boolean().default(true),
    ...attribution,
  })
  .meta({ id: 'RegistrationRequest' });
export type RegistrationRequest = z.input<typeof RegistrationRequest>;

/** A code was sent: the token names the challenge; the next send is possible after the seconds. */
export const CodeChallenge = z
  .object({
    token: z.string(),
    secondsToNextAttempt: z.number().int().nonnegative(),
    /** Seconds until the code expires. */
    ttlSeconds: z.number().int().nonnegative(),
  })
  .meta({ id: 'CodeChallenge' });
export type CodeChallenge = z.infer<typeof CodeChallenge>;

export const TokenConfirmation = z
  .object({ token: OpaqueToken, confirmation: ConfirmationCode })
  .meta({ id: 'TokenConfirmation' });
export type TokenConfirmation = z.infer<typeof TokenConfirmation>;

export const TokenDto = z.object({ token: OpaqueToken }).meta({ id: 'TokenDto' });
export type TokenDto = z.infer<typeof TokenDto>;

export const EmailDto = z.object({ email: Email }).meta({ id: 'EmailDto' });
export const UsernameDto = z.object({ username: Username }).meta({ id: 'UsernameDto' });
export const ExistsResponse = z.object({ isExists: z.boolean() }).meta({ id: 'ExistsResponse' });
export type ExistsResponse = z.infer<typeof ExistsResponse>;

export const SignInRequest = z
  .object({
    identifier: text({ trim: true }).min(1, 'empty_field').max(254),
    password: GivenPassword,
    clientIdentifier: ClientIdentifier,
    clientType: ClientType,
  })
  .meta({ id: 'SignInRequest' });
export type SignInRequest = z.infer<typeof SignInRequest>;

export const TokenSignInRequest = z
  .object({ token: OpaqueToken, clientIdentifier: ClientIdentifier, clientType: ClientType })
  .meta({ id: 'TokenSignInRequest' });
export type TokenSignInRequest = z.infer<typeof TokenSignInRequest>;

/**
 * spec 1 §4 login result. ACTIVE: signed in (tokens in httpOnly cookies; headset and desktop
 * clients also get them in the body for `Authorization: Bearer`). NOT_CONFIRMED_EMAIL: a new code
 * was sent and `challenge` names it.
 */
export const LoginResult = z
  .discriminatedUnion('status', [
    z.object({
      status: z.literal('ACTIVE'),
      user: UserInfo,
      accessTokenExpiresAt: IsoDateTime,
      accessToken: z.string().optional(),
      refreshToken: z.string().optional(),
    }),
    z.object({
      status: z.literal('NOT_CONFIRMED_EMAIL'),
      email: z.string(),
      challenge: CodeChallenge,
    }),
  ])
  .meta({ id: 'LoginResult' });
export type LoginResult = z.infer<typeof LoginResult>;

export const PasswordResetStart = z.object({ email: Email }).meta({ id: 'PasswordResetStart' });
/** After the code is confirmed, the token allows one password update. */
export const PasswordResetToken = z
  .object({ token: z.string() })
  .meta({ id: 'PasswordResetToken' });
export const PasswordReset = z
  .object({ token: OpaqueToken, password: Password })
  .meta({ id: 'PasswordReset' });
export const PasswordUpdate = z
  .object({ oldPassword: GivenPassword, newPassword: Password })
  .meta({ id: 'PasswordUpdate' });
export const PasswordSet = z.object({ newPassword: Password }).meta({ id: 'PasswordSet' });

export const QuickRegistrationRequest = z
  .object({
    email: Email,
    clientType: ClientType,
    clientIdentifier: ClientIdentifier,
    emailConsent: z.boolean().default(true),
    ...attribution,
  })
  .meta({ id: 'QuickRegistrationRequest' });
export type QuickRegistrationRequest = z.input<typeof QuickRegistrationRequest>;

/** spec 1 §3 quick registration update, sent from the user-confirm page with its token. */
export const QuickRegistrationUpdate = z
  .object({
    token: OpaqueToken,
    newPassword: Password,
    email: Email.optional(),
    clientIdentifier: ClientIdentifier,
    clientType: ClientType,
  })
  .meta({ id: 'QuickRegistrationUpdate' });
export type QuickRegistrationUpdate = z.infer<typeof QuickRegistrationUpdate>;

export const EmailConsentUpdate = z
  .object({ isConsent: z.boolean(), token: OpaqueToken })
  .meta({ id: 'EmailConsentUpdate' });
export type EmailConsentUpdate = z.infer<typeof EmailConsentUpdate>;

/** spec 1 §7 social sign-in redirect parameters, carried through to the callback. */
export const SocialSignInQuery = z.object({
  platform: Platform.optional(),
  emailConsent: z.enum(['true', 'false']).optional(),
  clientIdentifier: ClientIdentifier.optional(),
  returnPath: text().max(500).optional(),
  ...attribution,
});
export type SocialSignInQuery = z.infer<typeof SocialSignInQuery>;

export const DevOutboxMessage = z
  .object({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'DevOutboxMessage' });
export type DevOutboxMessage = z.infer<typeof DevOutboxMessage>;

/** Registration confirmation signs the new user in, so it may name the client. */
export const RegistrationConfirmation = TokenConfirmation.extend({
  clientIdentifier: ClientIdentifier.optional(),
  clientType: ClientType.optional(),
}).meta({ id: 'RegistrationConfirmation' });
export type RegistrationConfirmation = z.infer<typeof RegistrationConfirmation>;
