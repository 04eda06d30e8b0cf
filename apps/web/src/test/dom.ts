import type { UserInfo } from '@parallax/core/contracts/auth';
import { act } from 'react';
import { vi } from 'vitest';

/**
 * Helpers for component tests: a fake network boundary (the global fetch, the only thing
 * mocked), typing like a browser, and a user fixture valid by the contract.
 */

export type FetchCall = { method: string; path: string; body: unknown };
export type FetchRoute = (call: FetchCall) => Response | Promise<Response>;

/**
 * A JSON answer. A plain object with what lib/http reads (ok, status, headers, json), so it
 * settles in microtasks only and fake timers stay in control of time.
 */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    json: () => Promise.resolve(body),
  }) as Response;

export const apiError = (status: number, errorType: string) =>
  json({ errorType, message: errorType }, status);

/**
 * Replaces fetch with routes keyed by "METHOD /path"; every call is recorded. An unknown route
 * answers 404, as the server would.
 */
export function stubFetch(routes: Record<string, FetchRoute>) {
  const calls: FetchCall[] = [];
  const fetch = vi.fn((url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(url, 'http://localhost').pathname;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    return Promise.resolve(route ? route(call) : apiError(404, 'NotFound'));
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

export const byTestId = (id: string) =>
  document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

/** The input of that name; a test that expects one fails here when it is missing. */
export function inputNamed(name: string): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no input named "${name}"`);
  return input;
}

/** Lets pending answers arrive (real timers). */
export const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** Sets an input's value the way typing does, then fires the input event React listens to. */
export function typeInto(input: HTMLInputElement, text: string) {
  const { set } = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value') as {
    set: (this: HTMLInputElement, value: string) => void;
  };
  act(() => {
    set.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function aUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: '5f0c3b1e-7a43-4e0e-9a53-4f4c1d1d2a10',
    pic: null,
    name: 'sky_hiker',
    description: null,
    email: 'sky.hiker@example.com',
    allowsUploads: false,
    isAllowedToUploadUserVrFiles: false,
    roles: [],
    isSocialAuth: false,
    hasPassword: true,
    status: 'Active',
    emailConsent: true,
    dominantHand: 'LEFT',
    vrControls: { autoSwitchingScenes: true, snapMovements: false, handsRendering: true },
    isQuickMenuEnabled: true,
    registrationDate: '2026-01-05T10:00:00.000Z',
    ageVerified: false,
    hasFullAccess: false,
    isAccountSynced: false,
    isBdEnabled: false,
    emailToken: 'email-token',
    language: 'en',
    additionalData: { acceptedRestictedContent: true, acceptedCookies: true },
    ...overrides,
  };
}
