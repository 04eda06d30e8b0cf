import { describe, expect, it } from 'vitest';
import {
  authModalReducer,
  initialAuthModalState,
  type AuthModalAction,
  type AuthModalState,
} from './auth-modal-machine';

const NOW = 1_700_000_000_000;
const challenge = { token: 'challenge-1', secondsToNextAttempt: 60, ttlSeconds: 600 };

const run = (state: AuthModalState, ...actions: AuthModalAction[]) =>
  actions.reduce(authModalReducer, state);

const open = (mode: 'login' | 'register' | 'resetPassword' | 'Otp' = 'login') =>
  run(initialAuthModalState, { type: 'opened', mode });

const inConfirmation = (from: 'login' | 'register' | 'resetPassword' = 'register') =>
  run(
    open(from),
    { type: 'fieldChanged', field: 'email', value: 'ann@example.com' },
    { type: 'submitStarted' },
    { type: 'emailConfirmationRequired', email: 'ann@example.com', challenge, now: NOW },
  );

describe('auth modal: opening and closing (spec 1 §4)', () => {
  it('opens with a mode', () => {
    expect(open('register')).toMatchObject({ isOpen: true, mode: 'register', isPermanent: false });
  });

  it('opens permanent and with an error when asked', () => {
    const state = run(initialAuthModalState, {
      type: 'opened',
      mode: 'login',
      isPermanent: true,
      error: 'errors.something_went_wrong',
    });
    expect(state).toMatchObject({ isPermanent: true, error: 'errors.something_went_wrong' });
  });

  it('ignores closing while loading', () => {
    const loading = run(open(), { type: 'submitStarted' });
    expect(authModalReducer(loading, { type: 'closed' })).toBe(loading);
  });

  it('a permanent modal cannot be closed', () => {
    const permanent = run(initialAuthModalState, {
      type: 'opened',
      mode: 'login',
      isPermanent: true,
    });
    expect(authModalReducer(permanent, { type: 'closed' })).toBe(permanent);
  });

  it('closing clears the email confirmation, reset token, error and fields', () => {
    const confirming = run(inConfirmation('resetPassword'), {
      type: 'submitFailed',
      error: 'errors.wrong_otp',
    });
    expect(confirming.emailConfirmation).not.toBeNull();
    const closed = authModalReducer(confirming, { type: 'closed' });
    expect(closed).toEqual(initialAuthModalState);

    const withToken = run(inConfirmation('resetPassword'), {
      type: 'resetTokenReceived',
      token: 'reset-1',
    });
    expect(withToken.resetToken).toBe('reset-1');
    expect(authModalReducer(withToken, { type: 'closed' })).toEqual(initialAuthModalState);
  });
});

describe('auth modal: mode changes (spec 1 §4)', () => {
  it('ignores a mode change while loading', () => {
    const loading = run(open(), { type: 'submitStarted' });
    expect(authModalReducer(loading, { type: 'modeChanged', mode: 'register' })).toBe(loading);
    expect(authModalReducer(loading, { type: 'toggled' })).toBe(loading);
    expect(authModalReducer(loading, { type: 'wentBack' })).toBe(loading);
  });

  it('clears the error and validation errors on a mode change', () => {
    const failed = run(
      open(),
      { type: 'validationFailed', fieldErrors: { password: 'errors.password_required' } },
      { type: 'submitStarted' },
      { type: 'submitFailed', error: 'errors.bad_credentials' },
    );
    const next = authModalReducer(failed, { type: 'modeChanged', mode: 'resetPassword' });
    expect(next).toMatchObject({ mode: 'resetPassword', error: null, fieldErrors: {} });
  });

  it('toggles between login and register', () => {
    const register = authModalReducer(open('login'), { type: 'toggled' });
    expect(register.mode).toBe('register');
    expect(authModalReducer(register, { type: 'toggled' }).mode).toBe('login');
  });

  it('keeps the typed fields across login and register', () => {
    const state = run(
      open('login'),
      { type: 'fieldChanged', field: 'password', value: 'secret123' },
      { type: 'toggled' },
    );
    expect(state.fields.password).toBe('secret123');
  });

  it('reset password and Otp return to login', () => {
    expect(authModalReducer(open('resetPassword'), { type: 'wentBack' }).mode).toBe('login');
    expect(authModalReducer(open('Otp'), { type: 'wentBack' }).mode).toBe('login');
  });

  it('a field change clears that field’s validation error only', () => {
    const state = run(
      open('register'),
      {
        type: 'validationFailed',
        fieldErrors: { username: 'errors.empty_field', email: 'errors.empty_field' },
      },
      { type: 'fieldChanged', field: 'username', value: 'ann' },
    );
    expect(state.fieldErrors).toEqual({ email: 'errors.empty_field' });
    expect(state.fields.username).toBe('ann');
  });

  it('records and clears an asynchronous field check for the current value only', () => {
    const typed = authModalReducer(open('register'), {
      type: 'fieldChanged',
      field: 'username',
      value: 'ann',
    });
    const taken = authModalReducer(typed, {
      type: 'fieldChecked',
      field: 'username',
      value: 'ann',
      error: 'errors.username_exists',
    });
    expect(taken.fieldErrors.username).toBe('errors.username_exists');
    const free = authModalReducer(taken, {
      type: 'fieldChecked',
      field: 'username',
      value: 'ann',
      error: null,
    });
    expect(free.fieldErrors).toEqual({});
    const stale = authModalReducer(typed, {
      type: 'fieldChecked',
      field: 'username',
      value: 'an',
      error: 'errors.username_exists',
    });
    expect(stale).toBe(typed);
  });

  it('a new code clears the error about the old one', () => {
    const wrong = run(
      inConfirmation(),
      { type: 'fieldChanged', field: 'code', value: '123456' },
      { type: 'submitStarted' },
      { type: 'submitFailed', error: 'errors.wrong_otp' },
      { type: 'fieldChanged', field: 'code', value: '12345' },
    );
    expect(wrong.error).toBeNull();
  });
});

describe('auth modal: email confirmation (spec 1 §4)', () => {
  it('stores the email, resend token, locked=false, resend idle and the previous mode', () => {
    const state = inConfirmation('register');
    expect(state).toMatchObject({ mode: 'emailConfirmation', isLoading: false, error: null });
    expect(state.emailConfirmation).toEqual({
      email: 'ann@example.com',
      token: 'challenge-1',
      isLocked: false,
      resendStatus: 'idle',
      previousMode: 'register',
      resendAvailableAt: NOW + 60_000,
      expiresAt: NOW + 600_000,
    });
  });

  it('is entered only if not already in it', () => {
    const state = inConfirmation('register');
    const again = run(
      state,
      { type: 'submitStarted' },
      {
        type: 'emailConfirmationRequired',
        email: 'other@example.com',
        challenge: { ...challenge, token: 'challenge-2' },
        now: NOW + 5000,
      },
    );
    expect(again.emailConfirmation).toEqual(state.emailConfirmation);
    expect(again.isLoading).toBe(false);
  });

  it('uses an explicit resend wait (60 s for an unconfirmed login)', () => {
    const state = run(open('login'), {
      type: 'emailConfirmationRequired',
      email: 'ann@example.com',
      challenge: { ...challenge, secondsToNextAttempt: 0 },
      now: NOW,
      resendSeconds: 60,
    });
    expect(state.emailConfirmation?.resendAvailableAt).toBe(NOW + 60_000);
    expect(state.emailConfirmation?.previousMode).toBe('login');
  });

  it('returns to the previous mode', () => {
    expect(authModalReducer(inConfirmation('register'), { type: 'wentBack' }).mode).toBe(
      'register',
    );
    const back = authModalReducer(inConfirmation('resetPassword'), { type: 'wentBack' });
    expect(back.mode).toBe('resetPassword');
    expect(back.emailConfirmation).toBeNull();
  });

  it('resend: idle → inProgress → idle with the new token and timer', () => {
    const started = authModalReducer(inConfirmation(), { type: 'resendStarted' });
    expect(started.emailConfirmation?.resendStatus).toBe('inProgress');
    const done = authModalReducer(started, {
      type: 'resendSucceeded',
      challenge: { token: 'challenge-2', secondsToNextAttempt: 60, ttlSeconds: 600 },
      now: NOW + 61_000,
    });
    expect(done.emailConfirmation).toMatchObject({
      token: 'challenge-2',
      resendStatus: 'idle',
      resendAvailableAt: NOW + 121_000,
    });
  });

  it('a locked resend stays locked and cannot start again', () => {
    const locked = run(
      inConfirmation(),
      { type: 'resendStarted' },
      { type: 'resendFailed', error: 'errors.day_lock', isLocked: true },
    );
    expect(locked.emailConfirmation).toMatchObject({ isLocked: true, resendStatus: 'idle' });
    expect(locked.error).toBe('errors.day_lock');
    expect(authModalReducer(locked, { type: 'resendStarted' })).toBe(locked);
    const laterFailure = authModalReducer(locked, {
      type: 'resendFailed',
      error: 'errors.early_resend',
      isLocked: false,
    });
    expect(laterFailure.emailConfirmation?.isLocked).toBe(true);
  });
});

describe('auth modal: reset and new password (spec 1 §4)', () => {
  const withResetToken = () =>
    run(
      inConfirmation('resetPassword'),
      { type: 'fieldChanged', field: 'password', value: 'typed-before1' },
      { type: 'submitStarted' },
      { type: 'resetTokenReceived', token: 'reset-1' },
    );

  it('after the code, goes to newPassword with the reset token and an empty password', () => {
    const state = withResetToken();
    expect(state).toMatchObject({ mode: 'newPassword', resetToken: 'reset-1', isLoading: false });
    expect(state.fields.password).toBe('');
    expect(state.emailConfirmation).toBeNull();
  });

  it('leaving newPassword clears the reset token', () => {
    const back = authModalReducer(withResetToken(), { type: 'wentBack' });
    expect(back).toMatchObject({ mode: 'login', resetToken: null });
  });

  it('a completed reset returns to login with the e-mail as identifier', () => {
    const done = run(
      withResetToken(),
      { type: 'fieldChanged', field: 'password', value: 'newPass123' },
      { type: 'submitStarted' },
      { type: 'passwordResetCompleted' },
    );
    expect(done).toMatchObject({ mode: 'login', resetToken: null, isLoading: false });
    expect(done.fields).toMatchObject({ identifier: 'ann@example.com', password: '' });
  });
});

describe('auth modal: submitting', () => {
  it('loading on submit; a failure shows the error under the form and field errors', () => {
    const failed = run(
      open('register'),
      { type: 'submitStarted' },
      {
        type: 'submitFailed',
        error: null,
        fieldErrors: { username: 'errors.username_exists' },
      },
    );
    expect(failed).toMatchObject({
      isLoading: false,
      error: null,
      fieldErrors: { username: 'errors.username_exists' },
    });
  });

  it('a completed sign-in closes and resets everything, even a permanent modal', () => {
    const state = run(
      initialAuthModalState,
      { type: 'opened', mode: 'login', isPermanent: true },
      { type: 'submitStarted' },
      { type: 'signInCompleted' },
    );
    expect(state).toEqual(initialAuthModalState);
  });
});
