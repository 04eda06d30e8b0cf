import { ADMIN_ROLE, STAFF_ROLES, SUPPORT_ROLE } from './staff.js';
/**
 * spec 2 §5 validation of the report-content and support forms, as pure functions. Each returns a
 * message key (`errors.*` in the i18n catalogues) or null; the zod contracts in
 * `contracts/support.ts` use them, so the server and the forms give the same answer.
 */
import { emailProblem } from './auth.js';

/** spec 2 §5: a report's message is at most 1000 characters. */
export const REPORT_MESSAGE_MAX = 1000;
/** The support form's longer fields (the spec gives no limit: ours). */
export const SUPPORT_DESCRIPTION_MAX = 4000;
export const SUPPORT_FIELD_MAX = 200;
/** A moderator's answer to a report or a support request. */
export const MODERATOR_ANSWER_MAX = 4000;
/** spec 2 §3 contentModerationDto message. */
export const MODERATION_MESSAGE_MAX = 1000;

export type SupportValidationKey =
  | 'content_required'
  | 'message_required'
  | 'message_too_long'
  | 'email_required'
  | 'invalid_email'
  | 'describe_problem_required'
  | 'describe_problem_too_long'
  | 'field_too_long'
  | 'answer_too_long';

export function reportMessageProblem(value: string): SupportValidationKey | null {
  if (value.trim() === '') return 'message_required';
  if (value.length > REPORT_MESSAGE_MAX) return 'message_too_long';
  return null;
}

/**
 * Characters that make an address more than one plain mailbox to a mail library or client: a list
 * (`a@x.com,b@y.com`, `;`), a display name or route (`<>`, `"`), a comment (`()`), a group (`:`),
 * a domain literal (`[]`), a backslash or whitespace. Sign-up's rule lets them through.
 */
const NOT_A_PLAIN_ADDRESS = /[,;<>"()[\]:\\\s]/;

/**
 * The support form's address is mailed to and named as Reply-To: one plain mailbox only, so it
 * can never add a recipient.
 */
export function isPlainEmailAddress(value: string): boolean {
  return emailProblem(value) === null && !NOT_A_PLAIN_ADDRESS.test(value.trim());
}

export function supportEmailProblem(value: string): SupportValidationKey | null {
  if (value.trim() === '') return 'email_required';
  return isPlainEmailAddress(value) ? null : 'invalid_email';
}

/**
 * Whether an e-mail to `address` may quote what the sender wrote (spec 2 §3 acknowledgements and
 * answers): only to the address the signed-in account has proven. Anyone may type any address into
 * the support form, and a checkout account's address is unproven until its code comes back, so
 * any other address gets the reference and our own words only — never a stranger's text.
 */
export function mayQuoteSenderTo(
  account: { email: string; emailConfirmed: boolean } | null | undefined,
  address: string,
): boolean {
  return account != null && account.emailConfirmed && account.email === address;
}

export function problemDescriptionProblem(value: string): SupportValidationKey | null {
  if (value.trim() === '') return 'describe_problem_required';
  if (value.length > SUPPORT_DESCRIPTION_MAX) return 'describe_problem_too_long';
  return null;
}

/** spec 2 §5: "Other" reveals a custom headset field that overrides the chosen headset. */
export const HEADSET_MODELS = [
  'QUEST_3',
  'QUEST_3S',
  'QUEST_2',
  'QUEST_PRO',
  'PICO_4_ULTRA',
  'VISION_PRO',
  'VALVE_INDEX',
  'OTHER',
] as const;
export type HeadsetModel = (typeof HEADSET_MODELS)[number];

/** How the user watches; `PCVR` reveals the GPU field (spec 2 §5). */
export const VR_SETUPS = ['STANDALONE', 'PCVR', 'BROWSER', 'NO_HEADSET'] as const;
export type VrSetup = (typeof VR_SETUPS)[number];

/** The headset a support request names: the custom field overrides the list's "Other". */
export function effectiveHeadset(
  headsetModel: HeadsetModel | null | undefined,
  headsetModelOther: string | null | undefined,
): string | null {
  if (headsetModel === 'OTHER') return headsetModelOther?.trim() || null;
  return headsetModel ?? null;
}

/**
 * How much one sender may put on the moderator's desk in an hour (ours: the spec gives no
 * figure). The server counts in the database, so the limits hold across instances.
 */
export const DESK_LIMITS = {
  reportsPerUserPerHour: 5,
  /**
   * Per account when signed in (whatever address it gives), per e-mail address for guests; the
   * two are counted apart, so nobody uses up another's allowance by giving their address.
   */
  supportRequestsPerSenderPerHour: 5,
  /** Guests' requests per client address, whatever e-mail addresses they give. */
  supportRequestsPerAddressPerHour: 10,
} as const;

/** spec 1 §3 User roles: the moderator's desk is for ROLE_MODERATOR (spec 2 §6). */
export const MODERATOR_ROLE = 'ROLE_MODERATOR';
/** The roles an operator may grant (`parallax role grant <email> <role>`). */
export const USER_ROLES = [MODERATOR_ROLE, ...STAFF_ROLES] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Whether roles open the moderator's desk: ROLE_MODERATOR, or the staff whose work it is
 * (support, which joins the moderators, and admin).
 */
export function isModerator(roles: readonly string[]): boolean {
  return [MODERATOR_ROLE, SUPPORT_ROLE, ADMIN_ROLE].some((role) => roles.includes(role));
}
