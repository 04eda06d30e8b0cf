import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { initialAuthState } from '@/data/session/auth-status';
import { initI18n } from '@/lib/i18n';
import { SessionContext, type SessionContextValue } from '@/data/session/session-context';

/**
 * Rendering for component tests: real components in jsdom, in English, under a session the test
 * controls, with a clean page (and real timers, real globals) after each test.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

/** Call once at the top of a test file that uses renderRoutes. */
export function setUpComponentTests() {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** A bootstrapped, signed-out session whose actions are spies. */
export function aSession(): SessionContextValue {
  return {
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
}

/** Renders these routes at `url` as the app does: with a query client, under `session`. */
export async function renderRoutes(
  routes: RouteObject[],
  { session, url = '/' }: { session: SessionContextValue; url?: string },
) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    root?.render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext value={session}>
          <RouterProvider router={router} />
        </SessionContext>
      </QueryClientProvider>,
    ),
  );
}
