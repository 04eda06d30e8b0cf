/**
 * Spec 1 §5 validation rules for accounts, as pure functions. Each returns the message key of
 * spec 1 §8 (a key of `errors` in the i18n catalogues) or null. The zod contracts in
 * `contracts/auth.ts` use them, so the server and the web forms give the same answer.
 */

export const USERNAME_MIN = 2;
export const USERNAME_MAX = 40;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
/** The longest address SMTP carries (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
export const CODE_LENGTH = 6;
/** spec 1 §9: a resend is offered 60 s after a code was sent (also the unconfirmed-login timer). */
export const RESEND_SECONDS = 60;

export type ValidationKey =
  | 'empty_field'
  | 'username_too_short'
  | 'username_too_long'
  | 'username_invalid_characters'
  | 'email_invalid'
  | 'password_length'
  | 'password_too_long'
  | 'password_characters'
  | 'password_length_and_characters'
  | 'passwords_equals'
  | 'wrong_set_new_password'
  | 'wrong_otp';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function usernameProblem(value: string): ValidationKey | null {
  const username = value.trim();
  if (username === '') return 'empty_field';
  if (!USERNAME_PATTERN.test(username)) return 'username_invalid_characters';
  if (username.length < USERNAME_MIN) return 'username_too_short';
  if (username.length > USERNAME_MAX) return 'username_too_long';
  return null;
}

export function emailProblem(value: string): ValidationKey | null {
  const email = normalizeEmail(value);
  if (email === '') return 'empty_field';
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return 'email_invalid';
  return null;
}

/**
 * spec 1 §5: 8 to 50 characters with a digit and a latin letter. A password over 50 is told the
 * upper limit ("8 or more symbols" would not help), before its characters.
 */
export function passwordProblem(value: string): ValidationKey | null {
  if (value === '') return 'empty_field';
  if (value.length > PASSWORD_MAX) return 'password_too_long';
  const badLength = value.length < PASSWORD_MIN;
  const badCharacters = !/[0-9]/.test(value) || !/[A-Za-z]/.test(value);
  if (badLength && badCharacters) return 'password_length_and_characters';
  if (badLength) return 'password_length';
  if (badCharacters) return 'password_characters';
  return null;
}

/** spec 1 §5: the new password must differ from the old one. */
export function newPasswordProblem(oldPassword: string, newPassword: string): ValidationKey | null {
  return passwordProblem(newPassword) ?? (oldPassword === newPassword ? 'passwords_equals' : null);
}

export function confirmationProblem(password: string, confirmation: string): ValidationKey | null {
  if (confirmation === '') return 'empty_field';
  return password === confirmation ? null : 'wrong_set_new_password';
}

export function codeProblem(value: string): ValidationKey | null {
  if (value === '') return 'empty_field';
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value) ? null : 'wrong_otp';
}

/** spec 1 §5: the login identifier is an e-mail when it looks like one, otherwise a username. */
export function identifierKind(identifier: string): 'email' | 'username' {
  return EMAIL_PATTERN.test(identifier.trim()) ? 'email' : 'username';
}

/** spec 1 §2: the resend countdown shows mm:ss. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
