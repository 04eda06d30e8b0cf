import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionContextValue } from '@/data/session/session-context';
import {
  aUser,
  apiError,
  byTestId,
  inputNamed,
  json,
  settle,
  stubFetch,
  typeInto,
} from '@/test/dom';
import { aSession, setUpComponentTests } from '@/test/render';
import type { AuthModalAction } from '../model/auth-modal-machine';
import { renderAuthModal } from './auth-modal-harness';

const API = '/store/api/v1';
let session: SessionContextValue;

setUpComponentTests();
beforeEach(() => {
  session = aSession();
});

const renderModal = (...actions: AuthModalAction[]) => renderAuthModal(session, ...actions);

/** Lets fake time pass, running timers and the answers they trigger. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('Otp mode (spec 1 §4: poll every second until success)', () => {
  const PENDING = { status: 'PENDING', error: 'authorization_pending', interval: 1 };
  let issued = 0;
  const issue = () => {
    issued += 1;
    return json({
      code: issued === 1 ? 'K7M2QX' : 'P4W9ZB',
      deviceCode: `device-code-${issued}`,
      expiresInSeconds: 300,
      interval: 1,
      verificationUri: 'https://parallax.example/pair-headset',
      verificationUriComplete: 'https://parallax.example/pair-headset?code=K7M2QX',
    });
  };
  beforeEach(() => {
    issued = 0;
  });

  it('shows the issued code and polls it every 1000 ms until a device approves it', async () => {
    vi.useFakeTimers();
    const user = aUser();
    const answers = [
      json(PENDING),
      json(PENDING),
      json({ status: 'ACTIVE', user, accessTokenExpiresAt: '2030-01-01T00:00:00.000Z' }),
    ];
    const api = stubFetch({
      [`POST ${API}/auth/otp`]: issue,
      [`POST ${API}/auth/otp/poll`]: () => answers.shift() ?? json(PENDING),
    });
    const polls = () => api.callsTo(`POST ${API}/auth/otp/poll`);

    await renderModal({ type: 'opened', mode: 'Otp' });
    await elapse(0);
    expect(byTestId('otp-code')?.textContent).toBe('K7M2QX');
    expect(document.body.textContent).toContain('The code expires in 05:00');
    expect(document.body.textContent).toContain('go to parallax.example/pair-headset');

    await elapse(999);
    expect(polls()).toHaveLength(0);
    await elapse(1);
    expect(polls()).toHaveLength(1);
    expect(polls()[0]?.body).toEqual({ code: 'K7M2QX', deviceCode: 'device-code-1' });

    await elapse(1000);
    expect(polls()).toHaveLength(2);
    expect(session.completeSignIn).not.toHaveBeenCalled();

    await elapse(1000);
    expect(polls()).toHaveLength(3);
    expect(session.completeSignIn).toHaveBeenCalledWith(user);
    expect(document.body.textContent).toContain('closed');

    // Signed in: polling has stopped.
    await elapse(5000);
    expect(polls()).toHaveLength(3);
  });

  it('keeps polling after a failed poll, and waits longer when told to slow down', async () => {
    vi.useFakeTimers();
    const answers = [apiError(503, 'Unavailable'), apiError(400, 'slow_down'), json(PENDING)];
    const api = stubFetch({
      [`POST ${API}/auth/otp`]: issue,
      [`POST ${API}/auth/otp/poll`]: () => answers.shift() ?? json(PENDING),
    });
    await renderModal({ type: 'opened', mode: 'Otp' });
    await elapse(2000);
    expect(api.callsTo(`POST ${API}/auth/otp/poll`)).toHaveLength(2);
    // After slow_down the next poll comes 2 s later, not 1 s.
    await elapse(1000);
    expect(api.callsTo(`POST ${API}/auth/otp/poll`)).toHaveLength(2);
    await elapse(1000);
    expect(api.callsTo(`POST ${API}/auth/otp/poll`)).toHaveLength(3);
  });

  it('shows a new code as soon as the old one expires', async () => {
    vi.useFakeTimers();
    const api = stubFetch({
      [`POST ${API}/auth/otp`]: issue,
      [`POST ${API}/auth/otp/poll`]: () => json(PENDING),
    });
    await renderModal({ type: 'opened', mode: 'Otp' });
    await elapse(0);
    expect(byTestId('otp-code')?.textContent).toBe('K7M2QX');
    await elapse(303_000);
    await elapse(0);
    expect(api.callsTo(`POST ${API}/auth/otp`)).toHaveLength(2);
    expect(byTestId('otp-code')?.textContent).toBe('P4W9ZB');
  });

  it('shows a new code at once when the server says the code ran out', async () => {
    vi.useFakeTimers();
    const api = stubFetch({
      [`POST ${API}/auth/otp`]: issue,
      [`POST ${API}/auth/otp/poll`]: () => apiError(400, 'expired_token'),
    });
    await renderModal({ type: 'opened', mode: 'Otp' });
    await elapse(1000);
    await elapse(0);
    expect(api.callsTo(`POST ${API}/auth/otp`)).toHaveLength(2);
    expect(byTestId('otp-code')?.textContent).toBe('P4W9ZB');
  });

  it('stops and says so when the pairing is declined (access_denied)', async () => {
    vi.useFakeTimers();
    const api = stubFetch({
      [`POST ${API}/auth/otp`]: issue,
      [`POST ${API}/auth/otp/poll`]: () => apiError(400, 'access_denied'),
    });
    await renderModal({ type: 'opened', mode: 'Otp' });
    await elapse(1000);
    expect(document.body.textContent).toContain('The pairing was declined');
    await elapse(5000);
    expect(api.callsTo(`POST ${API}/auth/otp/poll`)).toHaveLength(1);
  });
});

describe('email confirmation resend (spec 1 §2: countdown mm:ss, hidden when locked)', () => {
  const NOW = new Date('2026-03-01T12:00:00.000Z').getTime();
  const confirmationFrom = (secondsToNextAttempt: number): AuthModalAction[] => [
    { type: 'opened', mode: 'register' },
    {
      type: 'emailConfirmationRequired',
      email: 'sky.hiker@example.com',
      challenge: { token: 'challenge-1', secondsToNextAttempt, ttlSeconds: 900 },
      now: NOW,
    },
  ];
  const resendButton = () =>
    [...(byTestId('resend')?.querySelectorAll('button') ?? [])].find(
      (button) => button.textContent === 'Resend code',
    );

  it('counts down in mm:ss from the challenge, then offers the resend', async () => {
    vi.useFakeTimers({ now: NOW });
    stubFetch({});
    await renderModal(...confirmationFrom(90));
    expect(byTestId('resend')?.textContent).toBe('You can resend the code in 01:30');
    expect(resendButton()).toBeUndefined();

    await elapse(31_000);
    expect(byTestId('resend')?.textContent).toBe('You can resend the code in 00:59');

    await elapse(59_000);
    expect(resendButton()).toBeDefined();
  });

  it('a resend starts the countdown of the new challenge', async () => {
    vi.useFakeTimers({ now: NOW });
    const api = stubFetch({
      [`POST ${API}/registration/resend`]: () =>
        json({ token: 'challenge-2', secondsToNextAttempt: 120, ttlSeconds: 900 }),
    });
    await renderModal(...confirmationFrom(0));
    act(() => resendButton()?.click());
    await elapse(0);
    expect(api.callsTo(`POST ${API}/registration/resend`)[0]?.body).toEqual({
      token: 'challenge-1',
    });
    expect(byTestId('resend')?.textContent).toBe('You can resend the code in 02:00');
  });

  it('LockedNotification hides the resend for good and says why', async () => {
    vi.useFakeTimers({ now: NOW });
    stubFetch({
      [`POST ${API}/registration/resend`]: () => apiError(429, 'LockedNotification'),
    });
    await renderModal(...confirmationFrom(0));
    act(() => resendButton()?.click());
    await elapse(0);

    expect(byTestId('resend')).toBeNull();
    expect(byTestId('auth-error')?.textContent).toBe('Too many requests. Try again tomorrow.');
    // The lock concerns sending, not the code typed: the entry is not marked wrong.
    expect(byTestId('code-input')?.getAttribute('aria-invalid')).toBeNull();
    await elapse(120_000);
    expect(byTestId('resend')).toBeNull();
  });
});

describe('register: e-mail known to the viewer system (spec 1 §5, §8 email_exists_viewer)', () => {
  it('prompts to log in instead, and the prompt opens login with the address', async () => {
    const api = stubFetch({
      [`POST ${API}/registration/validate/bd/email`]: () => json({ isExists: true }),
      // A viewer account is also a store account: the viewer answer must win.
      [`POST ${API}/registration/validate/email`]: () => json({ isExists: true }),
    });
    await renderModal({ type: 'opened', mode: 'register' });
    const email = inputNamed('email');
    act(() => email.focus());
    typeInto(email, 'Viewer.Fan@Example.com');
    act(() => email.blur());
    await settle();

    expect(api.callsTo(`POST ${API}/registration/validate/bd/email`)[0]?.body).toEqual({
      email: 'viewer.fan@example.com',
    });
    expect(byTestId('email-error')?.textContent).toBe(
      'Log in with this email to access the product — no need to sign up.',
    );
    expect(email.getAttribute('aria-invalid')).toBe('true');

    act(() => byTestId('login-with-email')?.click());
    expect(document.querySelector('h2')?.textContent).toBe('Log in');
    expect(inputNamed('identifier').value).toBe('Viewer.Fan@Example.com');
  });

  it('an address only taken in the store says so', async () => {
    stubFetch({
      [`POST ${API}/registration/validate/bd/email`]: () => json({ isExists: false }),
      [`POST ${API}/registration/validate/email`]: () => json({ isExists: true }),
    });
    await renderModal({ type: 'opened', mode: 'register' });
    const email = inputNamed('email');
    act(() => email.focus());
    typeInto(email, 'taken@example.com');
    act(() => email.blur());
    await settle();
    expect(byTestId('email-error')?.textContent).toBe('Email has already been taken');
  });

  it('a free address shows no message', async () => {
    stubFetch({
      [`POST ${API}/registration/validate/bd/email`]: () => json({ isExists: false }),
      [`POST ${API}/registration/validate/email`]: () => json({ isExists: false }),
    });
    await renderModal({ type: 'opened', mode: 'register' });
    const email = inputNamed('email');
    act(() => email.focus());
    typeInto(email, 'new.user@example.com');
    act(() => email.blur());
    await settle();
    expect(byTestId('email-error')).toBeNull();
  });
});
