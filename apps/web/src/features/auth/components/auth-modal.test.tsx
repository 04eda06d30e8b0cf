import { en } from '@parallax/core/i18n/en';
import i18n from 'i18next';
import { act, useReducer } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '@/lib/auth-status';
import { SessionContext, type SessionContextValue } from '@/lib/session-context';
import {
  authModalReducer,
  initialAuthModalState,
  type AuthModalAction,
} from '../model/auth-modal-machine';
import { AuthModal } from './auth-modal';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const session: SessionContextValue = {
  bootstrap: { status: 'bootstrapped', isUpdating: false },
  auth: { ...initialAuthState, status: 'notAuthenticated' },
  user: null,
  completeSignIn: vi.fn(),
  failSignIn: vi.fn(),
  logout: vi.fn(() => Promise.resolve()),
  setEmailConsent: vi.fn(),
  setQuickRegistrationConsent: vi.fn(),
  retryBootstrap: vi.fn(),
};

let root: Root | null = null;
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } });
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function Harness({ opening }: { opening: AuthModalAction }) {
  const [state, dispatch] = useReducer(
    authModalReducer,
    authModalReducer(initialAuthModalState, opening),
  );
  return state.isOpen ? <AuthModal state={state} dispatch={dispatch} /> : <p>closed</p>;
}

async function renderModal(opening: AuthModalAction) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SessionContext value={session}>
          <Harness opening={opening} />
        </SessionContext>
      ),
    },
  ]);
  root = createRoot(document.body.appendChild(document.createElement('div')));
  // The modal's forms are plain imports here; act flushes the router's first render.
  await act(async () => root?.render(<RouterProvider router={router} />));
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
