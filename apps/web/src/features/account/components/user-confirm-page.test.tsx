import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '@/data/session/auth-status';
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
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { UserConfirmPage } from './user-confirm-page';

const CONFIRM = 'POST /store/api/v1/registration/quick/confirm';
const user = aUser({ email: 'buyer@example.com' });
const signedIn = () =>
  json({ status: 'ACTIVE', user, accessTokenExpiresAt: '2030-01-01T00:00:00.000Z' });

let session: SessionContextValue;

setUpComponentTests();
beforeEach(() => {
  session = aSession();
});

async function renderPage(url = '/user-confirm?token=link-token') {
  await renderRoutes(
    [
      { path: '/user-confirm', element: <UserConfirmPage /> },
      { path: '/', element: <p>store page</p> },
    ],
    { session, url },
  );
}

async function submit(fields: { email?: string; password?: string }) {
  if (fields.email !== undefined) typeInto(inputNamed('email'), fields.email);
  typeInto(inputNamed('newPassword'), fields.password ?? 'Harbour2026');
  typeInto(inputNamed('confirmPassword'), fields.password ?? 'Harbour2026');
  act(() => (document.querySelector('button[type="submit"]') as HTMLButtonElement).click());
  await settle();
}

describe('user confirm: optional e-mail (spec 1 §3 quick registration update)', () => {
  it('offers an empty, optional e-mail field with its hint', async () => {
    stubFetch({});
    await renderPage();
    const email = inputNamed('email');
    expect(email.value).toBe('');
    expect(email.type).toBe('email');
    expect(email.autocomplete).toBe('email');
    const hint = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'Change the email address if needed. Leave it empty to keep the one we wrote to.',
    );
  });

  it('left empty, sends the password only', async () => {
    const api = stubFetch({ [CONFIRM]: signedIn });
    await renderPage();
    await submit({});
    const body = api.callsTo(CONFIRM)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ token: 'link-token', newPassword: 'Harbour2026' });
    expect(body).not.toHaveProperty('email');
    expect(session.completeSignIn).toHaveBeenCalledWith(user);
    expect(document.body.textContent).toContain('store page');
  });

  it('sends a changed address, trimmed and lowercased', async () => {
    const api = stubFetch({ [CONFIRM]: signedIn });
    await renderPage();
    await submit({ email: '  New.Address@Example.com ' });
    expect(api.callsTo(CONFIRM)[0]?.body).toMatchObject({
      token: 'link-token',
      newPassword: 'Harbour2026',
      email: 'new.address@example.com',
    });
  });

  it('checks the address with the shared rule before sending', async () => {
    const api = stubFetch({ [CONFIRM]: signedIn });
    await renderPage();
    await submit({ email: 'not-an-address' });
    expect(byTestId('email-error')?.textContent).toBe('Email is not valid');
    expect(inputNamed('email').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  it('a taken address stays on the form with the message under the field', async () => {
    stubFetch({ [CONFIRM]: () => apiError(409, 'EmailNotUnique') });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage();
    await submit({ email: 'taken@example.com' });
    expect(byTestId('email-error')?.textContent).toBe('Email has already been taken');
    expect(byTestId('user-confirm')).not.toBeNull();
    expect(session.completeSignIn).not.toHaveBeenCalled();
  });

  it('a signed-in NotSetPassword user without a link sets the password only', async () => {
    session.auth = { ...initialAuthState, status: 'authenticated' };
    session.user = aUser({ status: 'NotSetPassword' });
    stubFetch({});
    await renderPage('/user-confirm');
    expect(byTestId('user-confirm')).not.toBeNull();
    expect(document.querySelector('input[name="email"]')).toBeNull();
  });
});
