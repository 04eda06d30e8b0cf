import { describe, expect, it } from 'vitest';
import {
  codeProblem,
  confirmationProblem,
  emailProblem,
  formatCountdown,
  identifierKind,
  newPasswordProblem,
  passwordProblem,
  usernameProblem,
} from './auth.js';

describe('spec 1 §5 account rules', () => {
  it.each([
    ['', 'empty_field'],
    ['  ', 'empty_field'],
    ['a', 'username_too_short'],
    ['ab', null],
    ['a'.repeat(40), null],
    ['a'.repeat(41), 'username_too_long'],
    ['with space', 'username_invalid_characters'],
    ['ñandu', 'username_invalid_characters'],
    ['dash-ed', 'username_invalid_characters'],
    ['Under_Score_9', null],
  ])('username %j → %s', (value, expected) => {
    expect(usernameProblem(value)).toBe(expected);
  });

  it.each([
    ['', 'empty_field'],
    ['user@example', 'email_invalid'],
    ['user example@x.io', 'email_invalid'],
    ['  User@Example.COM ', null],
    [`${'a'.repeat(250)}@x.io`, 'email_invalid'],
  ])('email %j → %s', (value, expected) => {
    expect(emailProblem(value)).toBe(expected);
  });

  it.each([
    ['', 'empty_field'],
    ['short1', 'password_length'],
    ['longenoughbutnodigits', 'password_characters'],
    ['12345678', 'password_characters'],
    ['abc', 'password_length_and_characters'],
    ['a1'.repeat(26), 'password_too_long'],
    ['a'.repeat(51), 'password_too_long'],
    ['a1'.repeat(25), null],
    ['secret123', null],
  ])('password %j → %s', (value, expected) => {
    expect(passwordProblem(value)).toBe(expected);
  });

  it('a new password must be valid and differ from the old one', () => {
    expect(newPasswordProblem('secret123', 'secret123')).toBe('passwords_equals');
    expect(newPasswordProblem('secret123', 'short')).toBe('password_length_and_characters');
    expect(newPasswordProblem('secret123', 'secret456')).toBeNull();
  });

  it('a confirmation must match', () => {
    expect(confirmationProblem('secret123', '')).toBe('empty_field');
    expect(confirmationProblem('secret123', 'secret124')).toBe('wrong_set_new_password');
    expect(confirmationProblem('secret123', 'secret123')).toBeNull();
  });

  it('a code is six digits', () => {
    expect(codeProblem('')).toBe('empty_field');
    expect(codeProblem('12345')).toBe('wrong_otp');
    expect(codeProblem('12345a')).toBe('wrong_otp');
    expect(codeProblem('012345')).toBeNull();
  });

  it('an identifier is an e-mail when it looks like one', () => {
    expect(identifierKind('ann@example.com')).toBe('email');
    expect(identifierKind('ann_01')).toBe('username');
  });

  it('formats the resend countdown as mm:ss', () => {
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(9.2)).toBe('00:10');
    expect(formatCountdown(-3)).toBe('00:00');
    expect(formatCountdown(3599)).toBe('59:59');
  });
});
