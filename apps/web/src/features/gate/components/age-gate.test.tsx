import { act } from 'react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '@/data/session/auth-status';
import type { SessionContextValue } from '@/data/session/session-context';
import { STORAGE_KEYS } from '@/lib/storage';
import { noAgeMode } from '@/data/age-check/visitor-choices';
import { byTestId, settle } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { AgeGate, UNDER_AGE_EXIT_URL } from './age-gate';
import { NoAgeParam } from './no-age-param';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const page = (
  <>
    <NoAgeParam />
    <AgeGate />
    <Where />
  </>
);

async function renderAt(url: string, session: SessionContextValue = aSession()) {
  await renderRoutes([{ path: '*', element: page }], { session, url });
  await settle();
}

const gate = () => byTestId('age-gate');
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name);

setUpComponentTests();
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('age gate (spec 1 §2)', () => {
  it('asks a guest, with focus on Over 18; Esc does not close it', async () => {
    await renderAt('/');
    expect(gate()).not.toBeNull();
    expect(document.activeElement?.textContent).toBe('Over 18');
    act(() => {
      gate()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(gate()).not.toBeNull();
  });

  it('Over 18 stores the acceptance and closes', async () => {
    await renderAt('/content/alpine-dawn');
    act(() => button('Over 18')?.click());
    expect(gate()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.acceptedRestrictedContent)).toBe('true');
  });

  it('Under 18 leaves for the exit site', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await renderAt('/');
    act(() => button('Under 18')?.click());
    expect(assign).toHaveBeenCalledWith(UNDER_AGE_EXIT_URL);
    expect(localStorage.getItem(STORAGE_KEYS.acceptedRestrictedContent)).toBeNull();
  });

  it('does not ask a visitor who accepted before', async () => {
    localStorage.setItem(STORAGE_KEYS.acceptedRestrictedContent, 'true');
    await renderAt('/');
    expect(gate()).toBeNull();
  });

  it('does not ask on a payment result', async () => {
    await renderAt('/payment-result?success=true');
    expect(gate()).toBeNull();
  });

  it('does not ask before the session is known, nor a signed-in user', async () => {
    await renderAt('/', { ...aSession(), auth: initialAuthState });
    expect(gate()).toBeNull();
  });

  it('no-age=0 turns no-age mode on for the session and is removed from the address', async () => {
    await renderAt('/content/alpine-dawn?no-age=0&source=spring26');
    expect(gate()).toBeNull();
    expect(noAgeMode.get()).toBe(true);
    expect(byTestId('where')?.textContent).toBe('/content/alpine-dawn?source=spring26');
  });

  it('any other no-age value turns it off again', async () => {
    noAgeMode.set(true);
    await renderAt('/?no-age=1');
    expect(noAgeMode.get()).toBe(false);
    expect(gate()).not.toBeNull();
    expect(byTestId('where')?.textContent).toBe('/');
  });
});
