import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { aSession, setUpComponentTests } from '@/test/render';
import type { AuthModalAction } from '../model/auth-modal-machine';
import { renderAuthModal } from './auth-modal-harness';

const session = aSession();

setUpComponentTests();

async function renderModal(opening: AuthModalAction) {
  await renderAuthModal(session, opening);
  return document.body;
}

const dialog = () => document.querySelector('dialog');
const press = (key: string) =>
  act(() => {
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
    );
  });

describe('AuthModal', () => {
  it('is a dialog named by its title, with focus in the first field', async () => {
    await renderModal({ type: 'opened', mode: 'login' });
    const title = document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Log in');
    expect(document.activeElement?.getAttribute('name')).toBe('identifier');
  });

  it('shows the spec messages under empty required fields', async () => {
    const body = await renderModal({ type: 'opened', mode: 'login' });
    const submit = [...body.querySelectorAll('button[type="submit"]')][0] as HTMLButtonElement;
    act(() => submit.click());
    expect(body.querySelector('[data-testid="identifier-error"]')?.textContent).toBe(
      'Please fill out this field',
    );
    expect(body.querySelector('[data-testid="password-error"]')?.textContent).toBe(
      'Password is required.',
    );
    expect(body.querySelector('input[name="password"]')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('moves focus to the first field with a problem, whose message describes it', async () => {
    const body = await renderModal({ type: 'opened', mode: 'login' });
    const submit = body.querySelector('button[type="submit"]') as HTMLButtonElement;
    submit.focus();
    act(() => submit.click());
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const focused = document.activeElement as HTMLInputElement;
    expect(focused.name).toBe('identifier');
    expect(
      document.getElementById(focused.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Please fill out this field');
  });

  it('Esc closes it', async () => {
    const body = await renderModal({ type: 'opened', mode: 'register' });
    press('Escape');
    expect(dialog()).toBeNull();
    expect(body.textContent).toContain('closed');
  });

  it('a permanent modal has no close button and ignores Esc', async () => {
    await renderModal({ type: 'opened', mode: 'login', isPermanent: true });
    expect(document.querySelector('button[aria-label="Close"]')).toBeNull();
    press('Escape');
    expect(dialog()).not.toBeNull();
  });

  it('the toggle switches between login and register', async () => {
    const body = await renderModal({ type: 'opened', mode: 'login' });
    act(() => (body.querySelector('[data-testid="auth-toggle"]') as HTMLButtonElement).click());
    expect(body.querySelector('h2')?.textContent).toBe('Create an account');
    expect(body.textContent).toContain('Send me news and special offers by email');
  });
});
